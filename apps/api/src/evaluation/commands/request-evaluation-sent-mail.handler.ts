import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST /evaluation-validated-email: mails the artisan and its creator again that the evaluation was sent. */
export class RequestEvaluationSentMail extends EvaluationStep {
  request(): EvaluationRequest {
    return { type: 'RequestSentMail' };
  }
}

@CommandHandler(RequestEvaluationSentMail)
export class RequestEvaluationSentMailHandler extends EvaluationStepHandler {}
