import { QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { EvaluationView } from '../evaluation-view';
import { EvaluationsService, type EvaluationAsOfView } from '../evaluations.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/evaluation: the staff evaluation with its version, or as it stood at `asOf`. */
export class GetEvaluation extends queryWith<
  { session: Session; artisanId: string; asOf: Date | undefined },
  Versioned<EvaluationView | EvaluationAsOfView>
>() {}

@QueryHandler(GetEvaluation)
export class GetEvaluationHandler extends forwardTo(
  EvaluationsService,
  (evaluations, { session, artisanId, asOf }: GetEvaluation) =>
    evaluations.viewVersioned(session, artisanId, asOf),
) {}
