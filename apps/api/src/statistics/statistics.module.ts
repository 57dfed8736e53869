import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { dailyActivityProjection } from './daily-activity.projection';
import { statisticsFactsProjection } from './facts/statistics-facts.projection';
import { GetStatisticsHandler } from './queries/get-statistics/get-statistics.handler';
import { StatisticsReader } from './report/statistics.reader';
import { StatisticsController } from './statistics.controller';

/** Statistics (issue 16): the facts read models, their projections and the figures' queries. */
@Module({
  controllers: [StatisticsController],
  providers: [StatisticsReader, GetStatisticsHandler],
  exports: [StatisticsReader],
})
export class StatisticsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(dailyActivityProjection, statisticsFactsProjection);
  }
}
