import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { ArtisanResource } from '../artisan-resource';
import { ArtisanProfilesService } from './artisan-profiles.service';
import { ArtisanQuery } from '../artisan-query';

/** GET /api/artisans/{id}: the artisan and its version, for whoever reaches it (404 otherwise). */
export class GetArtisan extends ArtisanQuery<Versioned<ArtisanResource>> {}

@QueryHandler(GetArtisan)
export class GetArtisanHandler implements IQueryHandler<GetArtisan> {
  constructor(private readonly profiles: ArtisanProfilesService) {}

  execute({ session, artisanId }: GetArtisan): Promise<Versioned<ArtisanResource>> {
    return this.profiles.getVersioned(session, artisanId);
  }
}
