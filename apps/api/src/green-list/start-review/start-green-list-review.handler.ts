import { CommandHandler } from '@nestjs/cqrs';
import type { GreenListRequest } from '../green-lists.service';
import { GreenListStep, GreenListStepHandler } from '../green-list-step';

/** The foundation starts reviewing a sent Green List (IN REVIEWAL). */
export class StartGreenListReview extends GreenListStep {
  readonly lifecycleStep = 'START_REVIEW';

  request(): GreenListRequest {
    return { type: 'StartGreenListReview' };
  }
}

@CommandHandler(StartGreenListReview)
export class StartGreenListReviewHandler extends GreenListStepHandler {}
