import { QueryHandler } from '@nestjs/cqrs';
import { AnalysisService, type AnalysisView } from '../analysis.service';
import { ArtisanQuery } from '../../artisans/artisan-query';
import { forwardTo } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/analysis: the staff evaluation beside the sent self-assessment (409 before). */
export class GetAnalysis extends ArtisanQuery<AnalysisView> {}

@QueryHandler(GetAnalysis)
export class GetAnalysisHandler extends forwardTo(
  AnalysisService,
  (analyses, { session, artisanId }: GetAnalysis) => analyses.analysis(session, artisanId),
) {}
