import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnalysisService, type ArtisanStandingView } from '../analysis.service';
import { ArtisanQuery } from '../../artisans/artisan-query';

/** GET /api/artisans/{id}/standing: where the application stands, as the artisan is told it. */
export class GetStanding extends ArtisanQuery<ArtisanStandingView> {}

@QueryHandler(GetStanding)
export class GetStandingHandler implements IQueryHandler<GetStanding> {
  constructor(private readonly analyses: AnalysisService) {}

  execute({ session, artisanId }: GetStanding): Promise<ArtisanStandingView> {
    return this.analyses.standing(session, artisanId);
  }
}
