import { CommandHandler } from '@nestjs/cqrs';
import type { CriterionId } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EvaluationAnswers, EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** PUT …/evaluation/criteria/{criterion}: saves answers of one criterion (the autosave). */
export class RecordEvaluationAnswers extends EvaluationStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly criterion: CriterionId,
    readonly answers: EvaluationAnswers,
    context: CommandContext,
    seenVersion: number | undefined,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): EvaluationRequest {
    return { type: 'RecordAnswers', criterion: this.criterion, answers: this.answers };
  }
}

@CommandHandler(RecordEvaluationAnswers)
export class RecordEvaluationAnswersHandler extends EvaluationStepHandler {}
