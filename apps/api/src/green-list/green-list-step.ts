import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { GreenListLifecycleEventType } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { Versioned } from '../infrastructure/http/versioned';
import { GreenLists, type GreenListRequest } from './green-lists.service';
import type { GreenListView } from './green-list-view';

/**
 * A step of an artisan's Green List: who asks, about which artisan, and the version their screen
 * showed (If-Match; a change made since refuses this one with 412). Each use case names the
 * lifecycle step its permission is checked against and, in `request()`, the decider command it
 * asks for; its answer is the Green List as it now stands. (The evaluation's steps have the same
 * form: evaluation/commands/evaluation-step.ts.)
 */
export abstract class GreenListStep extends Command<Versioned<GreenListView>> {
  abstract readonly lifecycleStep: GreenListLifecycleEventType;

  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }

  abstract request(): GreenListRequest;
}

/** Runs a step through `GreenLists.step`: reaching the Green List, the step's permission, the decider. */
@Injectable()
export abstract class GreenListStepHandler implements ICommandHandler<GreenListStep> {
  constructor(private readonly greenLists: GreenLists) {}

  execute(step: GreenListStep): Promise<Versioned<GreenListView>> {
    const { session, artisanId, context, seenVersion } = step;
    return this.greenLists.step(session, artisanId, step.lifecycleStep, step.request(), context, seenVersion);
  }
}
