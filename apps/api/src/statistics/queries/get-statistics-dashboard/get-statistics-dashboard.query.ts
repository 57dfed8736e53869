import { Query } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { DashboardFile, DashboardFormat } from '../../dashboard/dashboard-files.service';
import type { StatisticsInput } from '../../statistics-input';
import type { StatisticsViewer } from '../../statistics-scope';

/**
 * GET /api/statistics/dashboard.pdf and dashboard.xlsx: the figures GET /api/statistics answers for
 * the same period, "as of" day and filters, as a file in the reader's language.
 */
export class GetStatisticsDashboardQuery extends Query<DashboardFile> {
  constructor(
    readonly input: StatisticsInput,
    readonly viewer: StatisticsViewer,
    readonly today: string,
    readonly format: DashboardFormat,
    readonly language: Language,
  ) {
    super();
  }
}
