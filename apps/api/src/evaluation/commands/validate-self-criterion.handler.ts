import { CommandHandler } from '@nestjs/cqrs';
import type { CriterionId } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { SelfAssessmentRequest } from '../self-assessments.service';
import { SelfAssessmentStep, SelfAssessmentStepHandler } from './self-assessment-step';

/** POST …/self-assessment/criteria/{criterion}/validate: the next criterion opens. */
export class ValidateSelfCriterion extends SelfAssessmentStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly criterion: CriterionId,
    context: CommandContext,
  ) {
    super(session, artisanId, context);
  }

  request(): SelfAssessmentRequest {
    return { type: 'ValidateSelfCriterion', criterion: this.criterion };
  }
}

@CommandHandler(ValidateSelfCriterion)
export class ValidateSelfCriterionHandler extends SelfAssessmentStepHandler {}
