import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { EvaluationView } from '../evaluation-view';
import { EvaluationsService, type EvaluationAsOfView } from '../evaluations.service';

/** GET /api/artisans/{id}/evaluation: the staff evaluation with its version, or as it stood at `asOf`. */
export class GetEvaluation extends Query<Versioned<EvaluationView | EvaluationAsOfView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly asOf: Date | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetEvaluation)
export class GetEvaluationHandler implements IQueryHandler<GetEvaluation> {
  constructor(private readonly evaluations: EvaluationsService) {}

  execute({
    session,
    artisanId,
    asOf,
  }: GetEvaluation): Promise<Versioned<EvaluationView | EvaluationAsOfView>> {
    return this.evaluations.viewVersioned(session, artisanId, asOf);
  }
}
