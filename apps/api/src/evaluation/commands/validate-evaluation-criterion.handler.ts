import { CommandHandler } from '@nestjs/cqrs';
import type { CriterionId } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/criteria/{criterion}/validate: a criterion whose questions are answered; the next one opens. */
export class ValidateEvaluationCriterion extends EvaluationStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly criterion: CriterionId,
    context: CommandContext,
    seenVersion: number | undefined,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): EvaluationRequest {
    return { type: 'ValidateCriterion', criterion: this.criterion };
  }
}

@CommandHandler(ValidateEvaluationCriterion)
export class ValidateEvaluationCriterionHandler extends EvaluationStepHandler {}
