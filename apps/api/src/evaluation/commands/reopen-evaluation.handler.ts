import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/reopen: a new round for an artisan not selected, answers kept (IN PROGRESS). */
export class ReopenEvaluation extends EvaluationStep {
  request(): EvaluationRequest {
    return { type: 'ReopenEvaluation' };
  }
}

@CommandHandler(ReopenEvaluation)
export class ReopenEvaluationHandler extends EvaluationStepHandler {}
