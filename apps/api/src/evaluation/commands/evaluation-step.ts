import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { EvaluationView } from '../evaluation-view';
import { EvaluationsService, type EvaluationRequest } from '../evaluations.service';

/**
 * A change of an artisan's staff evaluation: who asks, about which artisan, and the version their
 * screen showed (If-Match; a change made since refuses this one with 412). Each use case names the
 * decider command it asks for in `request()`; its answer is the evaluation as it now stands.
 */
export abstract class EvaluationStep extends Command<Versioned<EvaluationView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
    readonly seenVersion: number | undefined,
  ) {
    super();
  }

  abstract request(): EvaluationRequest;
}

/**
 * Runs a step through `EvaluationsService.execute`, the one place of the rules every step shares:
 * the role's permission for the step, reaching the artisan (and changing it: other countries' staff
 * only read), who writes; then the evaluation decider through the CommandRunner.
 */
@Injectable()
export abstract class EvaluationStepHandler implements ICommandHandler<EvaluationStep> {
  constructor(private readonly evaluations: EvaluationsService) {}

  execute(step: EvaluationStep): Promise<Versioned<EvaluationView>> {
    const { session, artisanId, context, seenVersion } = step;
    return this.evaluations.execute(session, artisanId, step.request(), context, seenVersion);
  }
}
