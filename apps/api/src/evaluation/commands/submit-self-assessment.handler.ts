import { CommandHandler } from '@nestjs/cqrs';
import type { SelfAssessmentRequest } from '../self-assessments.service';
import { SelfAssessmentStep, SelfAssessmentStepHandler } from './self-assessment-step';

/** POST …/self-assessment/submit: sends the self-assessment; it is locked from then on. */
export class SubmitSelfAssessment extends SelfAssessmentStep {
  request(): SelfAssessmentRequest {
    return { type: 'SubmitSelfAssessment' };
  }
}

@CommandHandler(SubmitSelfAssessment)
export class SubmitSelfAssessmentHandler extends SelfAssessmentStepHandler {}
