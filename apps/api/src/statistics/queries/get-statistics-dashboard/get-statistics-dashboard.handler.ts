import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DashboardFilesService } from '../../dashboard/dashboard-files.service';
import { GetStatisticsQuery } from '../get-statistics/get-statistics.query';
import { GetStatisticsDashboardQuery } from './get-statistics-dashboard.query';

@QueryHandler(GetStatisticsDashboardQuery)
export class GetStatisticsDashboardHandler implements IQueryHandler<GetStatisticsDashboardQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: DashboardFilesService,
  ) {}

  // The figures come from the same query as the screen's (same scope, same numbers).
  async execute({ input, viewer, today, format, language }: GetStatisticsDashboardQuery) {
    const report = await this.queries.execute(new GetStatisticsQuery(input, viewer, today));
    return this.files.file(report, format, language);
  }
}
