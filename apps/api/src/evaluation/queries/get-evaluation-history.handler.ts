import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { EvaluationHistoryEntry, HistoryKind } from '../evaluation-history';
import { EvaluationsService } from '../evaluations.service';

/** GET /api/artisans/{id}/evaluation/history: the decision history, oldest first, of some kinds or all. */
export class GetEvaluationHistory extends Query<EvaluationHistoryEntry[]> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly kinds: readonly HistoryKind[],
  ) {
    super();
  }
}

@QueryHandler(GetEvaluationHistory)
export class GetEvaluationHistoryHandler implements IQueryHandler<GetEvaluationHistory> {
  constructor(private readonly evaluations: EvaluationsService) {}

  execute({ session, artisanId, kinds }: GetEvaluationHistory): Promise<EvaluationHistoryEntry[]> {
    return this.evaluations.history(session, artisanId, kinds);
  }
}
