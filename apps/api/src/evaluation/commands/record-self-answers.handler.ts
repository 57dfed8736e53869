import { CommandHandler } from '@nestjs/cqrs';
import type { CriterionId } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { SelfAnswers, SelfAssessmentRequest } from '../self-assessments.service';
import { SelfAssessmentStep, SelfAssessmentStepHandler } from './self-assessment-step';

/** PUT …/self-assessment/criteria/{criterion}: saves the artisan's answers of one criterion. */
export class RecordSelfAnswers extends SelfAssessmentStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly criterion: CriterionId,
    readonly answers: SelfAnswers,
    context: CommandContext,
  ) {
    super(session, artisanId, context);
  }

  request(): SelfAssessmentRequest {
    return { type: 'RecordSelfAnswers', criterion: this.criterion, answers: this.answers };
  }
}

@CommandHandler(RecordSelfAnswers)
export class RecordSelfAnswersHandler extends SelfAssessmentStepHandler {}
