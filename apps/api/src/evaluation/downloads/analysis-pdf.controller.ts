import { Controller, Get, Headers, Param, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { EVALUATION_MESSAGES, localeOf, negotiateLanguage } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { privateDownload } from '../../infrastructure/http/private-download';
import { attachment } from '../../infrastructure/http/content-disposition';
import { ID_PARAM } from '../evaluation-input';
import { GetAnalysisPdf } from './get-analysis-pdf.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

/**
 * The analysis dashboard as a PDF. Its own path segment `analysis.pdf`: the router matches whole
 * paths, so GET /api/artisans/:id/analysis never answers for it (the e2e test checks both).
 */
@ApiTags('evaluation')
@ApiBearerAuth()
@Controller('api/artisans/:id')
export class AnalysisPdfController extends BusController {
  @Get('analysis.pdf')
  @Allow('artisans.list', 'account.own')
  @ApiProduces('application/pdf')
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of the PDF' })
  @ApiOperation({
    summary: 'The analysis dashboard as a PDF (a download)',
    description:
      'Who the artisan is (name, country, craft), status, review and decision, points and percentages ' +
      'in total and per group, and a bar chart per criterion of the staff evaluation beside the ' +
      'self-assessment with large gaps marked. Same access and availability as ' +
      `GET /api/artisans/{id}/analysis: 409 '${EVALUATION_MESSAGES.unavailable}' before. ` +
      'Never holds the confidential comment. Saved as `analysis-<last name>-<first name>-<YYYY-MM-DD>.pdf`.',
  })
  @ApiParam(ID_PARAM)
  @ApiConflictResponse({ description: EVALUATION_MESSAGES.unavailable })
  async pdf(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const { bytes, language, fileName } = await this.queries.execute(
      new GetAnalysisPdf({ session, artisanId: id, language: negotiateLanguage(acceptLanguage) }),
    );
    // English when the machine has no font for the language asked (Japanese without a CJK font).
    privateDownload(res, { 'Content-Language': localeOf(language), Vary: 'Accept-Language, Authorization' });
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      length: bytes.length,
      disposition: attachment(fileName),
    });
  }
}
