import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { GetStatisticsQuery } from './queries/get-statistics/get-statistics.query';
import type { StatisticsReport } from './report/statistics-report';
import { STATISTICS_INPUT_MESSAGES, parseStatisticsInput } from './statistics-input';
import { STATISTICS_SCOPE_MESSAGES } from './statistics-scope';

const DAY_QUERIES = [
  ['from', 'First day (YYYY-MM-DD, UTC); none: from the beginning'],
  ['to', 'Last day, included (YYYY-MM-DD, UTC); none: today'],
  ['asOf', 'The day the "as of" figures stand at the end of; none: the last day of the period'],
  ['country', 'Country id; a network member only its own countries'],
  ['craft', 'Craft material id'],
  ['occupation', 'Craft person (occupation) id'],
  ['recommendation', 'Recommendation id'],
] as const;

/** The statistics of the foundation (SPEC.md sections 2 and 6; issue 16). */
@ApiTags('statistics')
@ApiBearerAuth()
@Controller('api/statistics')
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Allow('statistics.read', 'statistics.readOwnCountries')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'The figures of a period and as of a day, summed from the statistics read models',
    description:
      'Counted events in the period and until the "as of" day, statusEval transitions, standings as of ' +
      'the day (status, decision, Green List), a time series per day (per month beyond three months), the ' +
      'funnel of the artisans registered in the period, the time spent in each status (median and 90th ' +
      'percentile of the spells that ended in the period), scores per criterion (staff and self-assessment) ' +
      'and Green List scores per section. The foundation sees every country, a network member its own.',
  })
  @ApiBadRequestResponse({
    description: `${STATISTICS_INPUT_MESSAGES.badDate} / ${STATISTICS_INPUT_MESSAGES.fromAfterTo}`,
  })
  @ApiForbiddenResponse({ description: STATISTICS_SCOPE_MESSAGES.otherCountry })
  @ApiQuery({ name: DAY_QUERIES[0][0], required: false, description: DAY_QUERIES[0][1] })
  @ApiQuery({ name: DAY_QUERIES[1][0], required: false, description: DAY_QUERIES[1][1] })
  @ApiQuery({ name: DAY_QUERIES[2][0], required: false, description: DAY_QUERIES[2][1] })
  @ApiQuery({ name: DAY_QUERIES[3][0], required: false, description: DAY_QUERIES[3][1] })
  @ApiQuery({ name: DAY_QUERIES[4][0], required: false, description: DAY_QUERIES[4][1] })
  @ApiQuery({ name: DAY_QUERIES[5][0], required: false, description: DAY_QUERIES[5][1] })
  @ApiQuery({ name: DAY_QUERIES[6][0], required: false, description: DAY_QUERIES[6][1] })
  figures(@Query() query: unknown, @CurrentSession() session: Session): Promise<StatisticsReport> {
    return this.queries.execute(
      new GetStatisticsQuery(
        parseStatisticsInput(query),
        { role: session.role, countries: session.countries },
        new Date().toISOString().slice(0, 10),
      ),
    );
  }
}
