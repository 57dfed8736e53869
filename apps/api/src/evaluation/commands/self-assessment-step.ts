import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import {
  SelfAssessmentsService,
  type SelfAssessmentRequest,
  type SelfAssessmentView,
} from '../self-assessments.service';

/**
 * A change of the artisan's own self-assessment: who asks (the artisan), about which artisan. Each
 * use case names the decider command it asks for in `request()`.
 */
export abstract class SelfAssessmentStep extends Command<SelfAssessmentView> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
  ) {
    super();
  }

  abstract request(): SelfAssessmentRequest;
}

/**
 * Runs a step through `SelfAssessmentsService.execute`, where the rules every step shares live (the
 * artisan itself, the self-assessment offered, a craft set), then the decider.
 */
@Injectable()
export abstract class SelfAssessmentStepHandler implements ICommandHandler<SelfAssessmentStep> {
  constructor(private readonly assessments: SelfAssessmentsService) {}

  execute(step: SelfAssessmentStep): Promise<SelfAssessmentView> {
    return this.assessments.execute(step.session, step.artisanId, step.request(), step.context);
  }
}
