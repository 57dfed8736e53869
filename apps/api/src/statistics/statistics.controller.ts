import {
  Controller,
  Get,
  applyDecorators,
  Header,
  Headers,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '@artisans/domain';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import { privateDownload } from '../infrastructure/http/private-download';
import { attachment } from '../infrastructure/http/content-disposition';
import type { DashboardFormat } from './dashboard/dashboard-files.service';
import { GetStatisticsDashboardQuery } from './queries/get-statistics-dashboard/get-statistics-dashboard.query';
import type { Session } from '../accounts/auth/session';
import { GetStatisticsQuery } from './queries/get-statistics/get-statistics.query';
import type { StatisticsReport } from './report/statistics-report';
import { STATISTICS_INPUT_MESSAGES, parseStatisticsInput } from './statistics-input';
import { STATISTICS_SCOPE_MESSAGES } from './statistics-scope';
import { BusController } from '../infrastructure/http/bus-controller';

const DAY_QUERIES = [
  ['from', 'First day (YYYY-MM-DD, UTC); none: from the beginning'],
  ['to', 'Last day, included (YYYY-MM-DD, UTC); none: today'],
  ['asOf', 'The day the "as of" figures stand at the end of; none: the last day of the period'],
  ['country', 'Country id; a network member only its own countries'],
  ['craft', 'Craft material id'],
  ['occupation', 'Craft person (occupation) id'],
  ['recommendation', 'Recommendation id'],
] as const;

/** The period and filters both endpoints read from the query string, and the 400 of a bad one. */
const StatisticsQueryParameters = () =>
  applyDecorators(
    ApiBadRequestResponse({
      description: `${STATISTICS_INPUT_MESSAGES.badDate} / ${STATISTICS_INPUT_MESSAGES.fromAfterTo}`,
    }),
    ...DAY_QUERIES.map(([name, description]) => ApiQuery({ name, required: false, description })),
  );

/** The statistics of the foundation (SPEC.md sections 2 and 6; issue 16). */
@ApiTags('statistics')
@ApiBearerAuth()
@Controller('api/statistics')
export class StatisticsController extends BusController {
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
  @ApiForbiddenResponse({ description: STATISTICS_SCOPE_MESSAGES.otherCountry })
  @StatisticsQueryParameters()
  figures(@Query() query: unknown, @CurrentSession() session: Session): Promise<StatisticsReport> {
    return this.queries.execute(
      new GetStatisticsQuery(
        parseStatisticsInput(query),
        { role: session.role, countries: session.countries },
        new Date().toISOString().slice(0, 10),
      ),
    );
  }

  @Get(['dashboard.pdf', 'dashboard.xlsx'])
  @Allow('statistics.read')
  @ApiProduces('application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({
    summary: 'The statistics dashboard of a period and filters as a PDF with its charts, or as a workbook',
    description:
      'The figures GET /api/statistics answers for the same query, as the screen lays them out: each ' +
      'group of figures as a chart (PDF) and its table, or one sheet per group with numbers as numbers ' +
      '(xlsx). Written in the Accept-Language language. The foundation only (SPEC.md section 6).',
  })
  @StatisticsQueryParameters()
  async dashboard(
    @Req() req: FastifyRequest,
    @Query() query: unknown,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const format: DashboardFormat = req.url.split('?', 1)[0]?.endsWith('.pdf') ? 'pdf' : 'xlsx';
    const file = await this.queries.execute(
      new GetStatisticsDashboardQuery(
        parseStatisticsInput(query),
        { role: session.role, countries: session.countries },
        new Date().toISOString().slice(0, 10),
        format,
        negotiateLanguage(acceptLanguage),
      ),
    );
    privateDownload(res);
    return new StreamableFile(file.bytes, {
      type: file.type,
      length: file.bytes.length,
      disposition: attachment(file.fileName),
    });
  }
}
