import { Module, type OnModuleInit } from '@nestjs/common';
import { LocaleTexts } from '../evaluation/downloads/locale-texts';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { DashboardFilesService } from './dashboard/dashboard-files.service';
import { dailyActivityProjection } from './daily-activity.projection';
import { statisticsFactsProjection } from './facts/statistics-facts.projection';
import { GetStatisticsDashboardHandler } from './queries/get-statistics-dashboard/get-statistics-dashboard.handler';
import { GetStatisticsHandler } from './queries/get-statistics/get-statistics.handler';
import { StatisticsReader } from './report/statistics.reader';
import { StatisticsController } from './statistics.controller';
import { GetStaffDashboardHandler } from './staff-dashboard/get-staff-dashboard.handler';
import { StaffDashboardController } from './staff-dashboard/staff-dashboard.controller';
import { StaffDashboardReader } from './staff-dashboard/staff-dashboard.reader';

/** Statistics (issue 16): the facts read models, their projections and the figures' queries. */
@Module({
  controllers: [StatisticsController, StaffDashboardController],
  providers: [
    StatisticsReader,
    GetStatisticsHandler,
    LocaleTexts,
    DashboardFilesService,
    GetStatisticsDashboardHandler,
    StaffDashboardReader,
    GetStaffDashboardHandler,
  ],
  exports: [StatisticsReader],
})
export class StatisticsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(dailyActivityProjection, statisticsFactsProjection);
  }
}
