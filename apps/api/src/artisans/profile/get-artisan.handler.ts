import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { ArtisanResource } from '../artisan-resource';
import { ArtisanProfilesService } from './artisan-profiles.service';

/** GET /api/artisans/{id}: the artisan and its version, for whoever reaches it (404 otherwise). */
export class GetArtisan extends Query<Versioned<ArtisanResource>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

@QueryHandler(GetArtisan)
export class GetArtisanHandler implements IQueryHandler<GetArtisan> {
  constructor(private readonly profiles: ArtisanProfilesService) {}

  execute({ session, artisanId }: GetArtisan): Promise<Versioned<ArtisanResource>> {
    return this.profiles.getVersioned(session, artisanId);
  }
}
