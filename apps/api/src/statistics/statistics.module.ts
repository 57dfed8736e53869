import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { dailyActivityProjection } from './daily-activity.projection';
import { statisticsFactsProjection } from './facts/statistics-facts.projection';

@Module({})
export class StatisticsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(dailyActivityProjection, statisticsFactsProjection);
  }
}
