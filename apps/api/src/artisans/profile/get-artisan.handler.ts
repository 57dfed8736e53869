import { QueryHandler } from '@nestjs/cqrs';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { ArtisanResource } from '../artisan-resource';
import { ArtisanProfilesService } from './artisan-profiles.service';
import { ArtisanQuery } from '../artisan-query';
import { forwardTo } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}: the artisan and its version, for whoever reaches it (404 otherwise). */
export class GetArtisan extends ArtisanQuery<Versioned<ArtisanResource>> {}

@QueryHandler(GetArtisan)
export class GetArtisanHandler extends forwardTo(
  ArtisanProfilesService,
  (profiles, { session, artisanId }: GetArtisan) => profiles.getVersioned(session, artisanId),
) {}
