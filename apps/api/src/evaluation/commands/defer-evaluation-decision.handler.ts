import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/defer: the committee cannot decide yet (CANNOT DECIDE). */
export class DeferEvaluationDecision extends EvaluationStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly commentaryCommittee: string,
    context: CommandContext,
    seenVersion: number | undefined,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): EvaluationRequest {
    return { type: 'DeferDecision', commentaryCommittee: this.commentaryCommittee };
  }
}

@CommandHandler(DeferEvaluationDecision)
export class DeferEvaluationDecisionHandler extends EvaluationStepHandler {}
