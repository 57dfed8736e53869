import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@artisans/domain';
import { StatisticsReader } from '../../report/statistics.reader';
import { STATISTICS_SCOPE_MESSAGES, countriesCounted } from '../../statistics-scope';
import { GetStatisticsQuery } from './get-statistics.query';

@QueryHandler(GetStatisticsQuery)
export class GetStatisticsHandler implements IQueryHandler<GetStatisticsQuery> {
  constructor(private readonly reader: StatisticsReader) {}

  execute({ input, viewer, today }: GetStatisticsQuery) {
    const countries = countriesCounted(viewer, input.country);
    if (countries === 'refused') throw new DomainError('forbidden', STATISTICS_SCOPE_MESSAGES.otherCountry);
    const to = input.to ?? today;
    return this.reader.report({
      from: input.from,
      to,
      asOf: input.asOf ?? to,
      filters: {
        countries,
        craftMaterialId: input.craft,
        craftPersonId: input.occupation,
        recommendationId: input.recommendation,
      },
    });
  }
}
