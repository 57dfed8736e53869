import { Controller, Get, Headers, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { localeOf, negotiateLanguage } from '@artisans/domain';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import { privateDownload } from '../../infrastructure/http/private-download';
import { attachment } from '../../infrastructure/http/content-disposition';
import { ID_PARAM } from '../green-list-input';
import {
  GetGreenListDownload,
  type GreenListDownload,
  type GreenListDownloadFormat,
} from './green-list-downloads';
import { BusController } from '../../infrastructure/http/bus-controller';

const TYPES: Record<GreenListDownloadFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const DESCRIPTION =
  "Staff only, with the access of GET /api/green_lists/{id} (the artisan's country, or the " +
  'foundation; another artisan, an unknown id or a Green List not open yet: 404). The answers, the ' +
  'reasons for not applicable, the explanations and the score per section, in the Accept-Language ' +
  'language. Saved as `green-list-<last name>-<first name>-<YYYY-MM-DD>.<pdf|xlsx>`.';

/**
 * The Green List as files. Own path segments (`green-list.pdf`, `green-list.xlsx`): the router
 * matches whole paths, so GET /api/green_lists/:id never answers for them.
 */
@ApiTags('green-list')
@ApiBearerAuth()
@Controller('api/green_lists/:id')
export class GreenListDownloadsController extends BusController {
  @Get('green-list.pdf')
  @Allow('artisans.list')
  @ApiProduces(TYPES.pdf)
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of the PDF' })
  @ApiOperation({ summary: 'The Green List as a PDF (a download)', description: DESCRIPTION })
  @ApiParam(ID_PARAM)
  pdf(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    return this.download(id, 'pdf', session, res, acceptLanguage);
  }

  @Get('green-list.xlsx')
  @Allow('artisans.list')
  @ApiProduces(TYPES.xlsx)
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of the workbook' })
  @ApiOperation({ summary: 'The Green List as an Excel workbook (a download)', description: DESCRIPTION })
  @ApiParam(ID_PARAM)
  xlsx(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    return this.download(id, 'xlsx', session, res, acceptLanguage);
  }

  private async download(
    id: string,
    format: GreenListDownloadFormat,
    session: Session,
    res: FastifyReply,
    acceptLanguage: string | undefined,
  ): Promise<StreamableFile> {
    const { bytes, language, fileName } = await this.queries.execute<GetGreenListDownload, GreenListDownload>(
      new GetGreenListDownload(session, id, format, negotiateLanguage(acceptLanguage)),
    );
    privateDownload(res, { 'Content-Language': localeOf(language), Vary: 'Accept-Language, Authorization' });
    return new StreamableFile(bytes, {
      type: TYPES[format],
      length: bytes.length,
      disposition: attachment(fileName),
    });
  }
}
