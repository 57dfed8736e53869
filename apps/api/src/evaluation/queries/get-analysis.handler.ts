import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnalysisService, type AnalysisView } from '../analysis.service';
import { ArtisanQuery } from '../../artisans/artisan-query';

/** GET /api/artisans/{id}/analysis: the staff evaluation beside the sent self-assessment (409 before). */
export class GetAnalysis extends ArtisanQuery<AnalysisView> {}

@QueryHandler(GetAnalysis)
export class GetAnalysisHandler implements IQueryHandler<GetAnalysis> {
  constructor(private readonly analyses: AnalysisService) {}

  execute({ session, artisanId }: GetAnalysis): Promise<AnalysisView> {
    return this.analyses.analysis(session, artisanId);
  }
}
