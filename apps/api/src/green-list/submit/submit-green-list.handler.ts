import { CommandHandler } from '@nestjs/cqrs';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenListNotReady } from '../domain/green-list.decider';
import { notReadyError } from '../green-list-input';
import { GreenListStep, GreenListStepHandler } from '../green-list-step';
import type { GreenListRequest } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** The artisan sends its Green List: locked from then on. */
export class SubmitGreenList extends GreenListStep {
  readonly lifecycleStep = 'SUBMIT';

  request(): GreenListRequest {
    return { type: 'SubmitGreenList' };
  }
}

@CommandHandler(SubmitGreenList)
export class SubmitGreenListHandler extends GreenListStepHandler {
  override async execute(step: SubmitGreenList): Promise<Versioned<GreenListView>> {
    try {
      return await super.execute(step);
    } catch (error) {
      // Every problem with where it is, so that the wizard can lead to each one.
      if (error instanceof GreenListNotReady) throw notReadyError(error.message, error.problems);
      throw error;
    }
  }
}
