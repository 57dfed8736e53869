import { Controller, Get, Headers, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiHeader,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { negotiateLanguage, statisticsFileName } from '@artisans/domain';
import { privateDownload } from '../../infrastructure/http/private-download';
import { attachment } from '../../infrastructure/http/content-disposition';
import { Allow } from '../../accounts/auth/auth.decorators';
import { GetEvaluationStatisticsWorkbook } from './get-evaluation-statistics-workbook.handler';
import { STATISTICS_MESSAGES, parsePeriod } from './statistics-input';
import { BusController } from '../../infrastructure/http/bus-controller';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The statistics downloads of the foundation (SPEC.md sections 2 and 6). */
@ApiTags('statistics')
@ApiBearerAuth()
@Allow('statistics.read')
@Controller('api/statistics')
export class EvaluationStatisticsController extends BusController {
  @Get('evaluations.xlsx')
  @ApiProduces(XLSX_TYPE)
  @ApiQuery({
    name: 'from',
    required: false,
    description: 'First day (YYYY-MM-DD, UTC); none: from the beginning',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    description: 'Last day, included (YYYY-MM-DD, UTC); none: until now',
  })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of country and craft names' })
  @ApiOperation({
    summary: 'The evaluation statistics of a period as an Excel workbook, rebuilt from the events',
    description:
      'Sheet "Evaluations": one row per artisan whose evaluation took a step (sent, endorsed, review, ' +
      'decision…) in the period, as it stood at the end of the period: artisan id, first and last name ' +
      '(none once erased), country, craft, status, review status, total points, points per criterion, ' +
      'sent at, endorsed at, decided at, decision. Sheet "Activity": per day, the steps taken. Sheet ' +
      '"Summary": counts per status, review status and decision, average points. Times are UTC.',
  })
  @ApiBadRequestResponse({
    description: `${STATISTICS_MESSAGES.badDate} / ${STATISTICS_MESSAGES.fromAfterTo}`,
  })
  async evaluations(
    @Query() query: unknown,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const period = parsePeriod(query);
    const bytes = await this.queries.execute(
      new GetEvaluationStatisticsWorkbook(period, negotiateLanguage(acceptLanguage)),
    );
    const name = statisticsFileName(period, new Date().toISOString().slice(0, 10));
    privateDownload(res);
    return new StreamableFile(bytes, {
      type: XLSX_TYPE,
      length: bytes.length,
      disposition: attachment(name),
    });
  }
}
