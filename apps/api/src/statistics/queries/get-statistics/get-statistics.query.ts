import { Query } from '@nestjs/cqrs';
import type { StatisticsReport } from '../../report/statistics-report';
import type { StatisticsInput } from '../../statistics-input';
import type { StatisticsViewer } from '../../statistics-scope';

/** GET /api/statistics: the figures of a period and an "as of" day, within the viewer's countries. */
export class GetStatisticsQuery extends Query<StatisticsReport> {
  constructor(
    readonly input: StatisticsInput,
    readonly viewer: StatisticsViewer,
    readonly today: string,
  ) {
    super();
  }
}
