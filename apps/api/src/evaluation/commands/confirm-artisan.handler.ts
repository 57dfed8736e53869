import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/confirm: a selected artisan is confirmed and stays in the tool (CONFIRMED). */
export class ConfirmArtisan extends EvaluationStep {
  request(): EvaluationRequest {
    return { type: 'ConfirmArtisan' };
  }
}

@CommandHandler(ConfirmArtisan)
export class ConfirmArtisanHandler extends EvaluationStepHandler {}
