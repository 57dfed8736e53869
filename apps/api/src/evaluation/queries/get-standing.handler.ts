import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { AnalysisService, type ArtisanStandingView } from '../analysis.service';

/** GET /api/artisans/{id}/standing: where the application stands, as the artisan is told it. */
export class GetStanding extends Query<ArtisanStandingView> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

@QueryHandler(GetStanding)
export class GetStandingHandler implements IQueryHandler<GetStanding> {
  constructor(private readonly analyses: AnalysisService) {}

  execute({ session, artisanId }: GetStanding): Promise<ArtisanStandingView> {
    return this.analyses.standing(session, artisanId);
  }
}
