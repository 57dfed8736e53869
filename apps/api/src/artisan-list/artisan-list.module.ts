import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { ArtisanListController } from './artisan-list.controller';
import { artisanListProjection } from './artisan-list.projection';
import { ArtisanListReader } from './artisan-list.reader';
import { ListArtisansHandler } from './list-artisans.handler';
import { ReferenceLabels } from './reference-labels';

/**
 * The read side of the artisan registry: the artisan list read model and GET /api/artisans, through
 * the query bus (ListArtisans).
 */
@Module({
  controllers: [ArtisanListController],
  providers: [ArtisanListReader, ReferenceLabels, ListArtisansHandler],
  exports: [ArtisanListReader],
})
export class ArtisanListModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(artisanListProjection);
  }
}
