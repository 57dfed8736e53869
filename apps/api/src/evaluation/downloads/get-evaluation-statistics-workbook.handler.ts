import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Period } from './evaluation-statistics';
import { EvaluationStatisticsService } from './evaluation-statistics.service';

/** GET /api/statistics/evaluations.xlsx: the evaluation statistics of a period, rebuilt from the events. */
export class GetEvaluationStatisticsWorkbook extends Query<Buffer> {
  constructor(
    readonly period: Period,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetEvaluationStatisticsWorkbook)
export class GetEvaluationStatisticsWorkbookHandler implements IQueryHandler<GetEvaluationStatisticsWorkbook> {
  constructor(private readonly statistics: EvaluationStatisticsService) {}

  execute({ period, language }: GetEvaluationStatisticsWorkbook): Promise<Buffer> {
    return this.statistics.workbook(period, language);
  }
}
