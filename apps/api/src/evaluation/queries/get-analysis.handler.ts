import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { AnalysisService, type AnalysisView } from '../analysis.service';

/** GET /api/artisans/{id}/analysis: the staff evaluation beside the sent self-assessment (409 before). */
export class GetAnalysis extends Query<AnalysisView> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

@QueryHandler(GetAnalysis)
export class GetAnalysisHandler implements IQueryHandler<GetAnalysis> {
  constructor(private readonly analyses: AnalysisService) {}

  execute({ session, artisanId }: GetAnalysis): Promise<AnalysisView> {
    return this.analyses.analysis(session, artisanId);
  }
}
