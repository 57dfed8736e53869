import { QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { EvaluationHistoryEntry, HistoryKind } from '../evaluation-history';
import { EvaluationsService } from '../evaluations.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/evaluation/history: the decision history, oldest first, of some kinds or all. */
export class GetEvaluationHistory extends queryWith<
  { session: Session; artisanId: string; kinds: readonly HistoryKind[] },
  EvaluationHistoryEntry[]
>() {}

@QueryHandler(GetEvaluationHistory)
export class GetEvaluationHistoryHandler extends forwardTo(
  EvaluationsService,
  (evaluations, { session, artisanId, kinds }: GetEvaluationHistory) =>
    evaluations.history(session, artisanId, kinds),
) {}
