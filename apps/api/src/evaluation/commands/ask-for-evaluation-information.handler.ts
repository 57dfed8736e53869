import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/request-information: information is missing; PENDING, back to the evaluator. */
export class AskForEvaluationInformation extends EvaluationStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly missing: string,
    context: CommandContext,
    seenVersion: number | undefined,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): EvaluationRequest {
    return { type: 'AskForInformation', missing: this.missing };
  }
}

@CommandHandler(AskForEvaluationInformation)
export class AskForEvaluationInformationHandler extends EvaluationStepHandler {}
