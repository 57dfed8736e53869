import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/review: the foundation starts reviewing an endorsed evaluation (IN REVIEWAL). */
export class StartEvaluationReview extends EvaluationStep {
  request(): EvaluationRequest {
    return { type: 'StartReview' };
  }
}

@CommandHandler(StartEvaluationReview)
export class StartEvaluationReviewHandler extends EvaluationStepHandler {}
