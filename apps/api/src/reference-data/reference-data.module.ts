import { Module } from '@nestjs/common';
import { ReferenceDataController } from './reference-data.controller';
import { GetReferenceItemHandler } from './get-reference-item.handler';
import { ListReferenceDataHandler } from './list-reference-data.handler';
import { ReferenceDataService } from './reference-data.service';

/**
 * Countries, crafts, occupations, recommendations and confirmeds, read through the query bus;
 * seeded by seedReferenceData.
 */
@Module({
  controllers: [ReferenceDataController],
  providers: [ReferenceDataService, ListReferenceDataHandler, GetReferenceItemHandler],
  exports: [ReferenceDataService],
})
export class ReferenceDataModule {}
