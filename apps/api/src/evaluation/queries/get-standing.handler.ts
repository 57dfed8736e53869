import { QueryHandler } from '@nestjs/cqrs';
import { AnalysisService, type ArtisanStandingView } from '../analysis.service';
import { ArtisanQuery } from '../../artisans/artisan-query';
import { forwardTo } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/standing: where the application stands, as the artisan is told it. */
export class GetStanding extends ArtisanQuery<ArtisanStandingView> {}

@QueryHandler(GetStanding)
export class GetStandingHandler extends forwardTo(
  AnalysisService,
  (analyses, { session, artisanId }: GetStanding) => analyses.standing(session, artisanId),
) {}
