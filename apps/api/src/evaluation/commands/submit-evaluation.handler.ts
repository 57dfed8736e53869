import { CommandHandler } from '@nestjs/cqrs';
import { can } from '@artisans/domain';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/submit: sends the evaluation to the foundation; it is locked from then on. */
export class SubmitEvaluation extends EvaluationStep {
  request(): EvaluationRequest {
    return {
      type: 'SubmitEvaluation',
      // Whoever may endorse or review sends an evaluation that needs no endorsement.
      endorsed: can(this.session.role, 'evaluations.endorse') || can(this.session.role, 'evaluations.review'),
    };
  }
}

@CommandHandler(SubmitEvaluation)
export class SubmitEvaluationHandler extends EvaluationStepHandler {}
