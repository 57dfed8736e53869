import { Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Period } from './evaluation-statistics';
import { EvaluationStatisticsService } from './evaluation-statistics.service';
import { forwardTo } from '../../infrastructure/commands/messages';

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
export class GetEvaluationStatisticsWorkbookHandler extends forwardTo(
  EvaluationStatisticsService,
  (statistics, { period, language }: GetEvaluationStatisticsWorkbook) =>
    statistics.workbook(period, language),
) {}
