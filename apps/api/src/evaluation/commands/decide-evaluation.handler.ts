import { CommandHandler } from '@nestjs/cqrs';
import type { EvaluationDecisionInput } from '../evaluation-input';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EvaluationRequest } from '../evaluations.service';
import { EvaluationStep, EvaluationStepHandler } from './evaluation-step';

/** POST …/evaluation/decision: ACCEPTED (SELECTED) or REFUSED (IMPROVEMENT POTENTIAL unless OUT OF SCOPE). */
export class DecideEvaluation extends EvaluationStep {
  constructor(
    session: Session,
    artisanId: string,
    readonly decision: EvaluationDecisionInput,
    context: CommandContext,
    seenVersion: number | undefined,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): EvaluationRequest {
    return {
      type: 'DecideEvaluation',
      decision: this.decision.decision,
      outcome:
        this.decision.decision === 'REFUSED' ? (this.decision.outcome ?? 'IMPROVEMENT POTENTIAL') : null,
      commentaryCommittee: this.decision.commentaryCommittee,
      comments: this.decision.comments,
    };
  }
}

@CommandHandler(DecideEvaluation)
export class DecideEvaluationHandler extends EvaluationStepHandler {}
