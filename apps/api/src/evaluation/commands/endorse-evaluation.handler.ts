import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/endorse: a network member endorses a sent evaluation; the foundation may review it. */
export class EndorseEvaluation extends EvaluationStep {
  request(): EvaluationRequest {
    return { type: 'EndorseEvaluation' };
  }
}

@CommandHandler(EndorseEvaluation)
export class EndorseEvaluationHandler extends EvaluationStepHandler {}
