import {
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { negotiateLanguage } from '@artisans/domain';
import { Allow, CurrentSession } from '../accounts/auth/auth.decorators';
import type { Session } from '../accounts/auth/session';
import { privateDownload } from '../infrastructure/http/private-download';
import { MultipartInterceptor, Uploads } from '../infrastructure/http/multipart';
import { AppError } from '../infrastructure/http/problem.filter';
import { IMPORT_ERROR_CODES, IMPORT_MESSAGES } from './artisan-import-messages';
import type { ArtisanImportView, ImportUpload } from './artisan-imports.service';
import { GetArtisanImport } from './get-artisan-import.handler';
import { GetImportTemplate } from './get-import-template.handler';
import { StartArtisanImport, type ImportStarted } from './start-artisan-import.handler';
import { IMPORT_MAX_BYTES } from './read-workbook';
import { BusController } from '../infrastructure/http/bus-controller';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One file of at most 5 MB, in memory; refusals in the import's words. */
const ImportUploadInterceptor = MultipartInterceptor(
  { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  ({ reason, detail }) =>
    reason === 'too-large'
      ? new AppError(413, IMPORT_MESSAGES.tooLarge, IMPORT_ERROR_CODES.tooLarge)
      : new AppError(400, IMPORT_MESSAGES.noFile, IMPORT_ERROR_CODES.noFile, [
          { propertyPath: 'file', message: detail },
        ]),
);

const LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: 'Language of the lists of the template; of the artisans an import creates',
} as const;

/**
 * The Excel import of artisans (SPEC.md section 2, artisan list: "import artisans from an Excel file
 * (template download and import results)"), for the foundation. Not under /api/artisans/, whose
 * `:id` routes would catch these paths.
 */
@ApiTags('artisans')
@ApiBearerAuth()
@Allow('artisans.import')
@Controller('api/artisan-imports')
export class ArtisanImportController extends BusController {
  @Get('template')
  @ApiProduces(XLSX_TYPE)
  @ApiHeader(LANGUAGE_HEADER)
  @ApiOperation({
    summary: 'The import template (.xlsx): the profile fields as columns, a sample row, drop-down lists',
    description:
      'Columns under the API field names (title, firstName, lastName, email, country, craftMaterail, ' +
      'craftPerson, inActivity, …). Drop-downs for title, country, craft, occupation (lists on a hidden ' +
      'sheet, labelled in the request language), the year (1900 to next year) and the yes/no flags. ' +
      'The sample row (email maria.rossi@example.com) is never imported.',
  })
  async template(
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const bytes = await this.queries.execute(
      new GetImportTemplate({ language: negotiateLanguage(acceptLanguage) }),
    );
    privateDownload(res);
    return new StreamableFile(bytes, {
      type: XLSX_TYPE,
      length: bytes.length,
      disposition: 'attachment; filename="artisans-import-template.xlsx"',
    });
  }

  @Post()
  @HttpCode(202)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiHeader(LANGUAGE_HEADER)
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Imports the artisans of an .xlsx file (one file, under 5 MB) in a background job',
    description:
      'The file is read at once: bytes that are not an .xlsx, columns other than the template’s, no ' +
      'row or more than 2000 answer 400 with a message, and nothing is imported. Otherwise 202 with ' +
      '`{ id, status, progress }`; follow it at GET /api/artisan-imports/{id}. Each row goes through ' +
      'the same validation and command as POST /api/artisans, by the uploader.',
  })
  @ApiAcceptedResponse({ description: '{ id, status: "queued", progress: 0 }' })
  start(
    @Uploads() uploads: ImportUpload[],
    @CurrentSession() session: Session,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ImportStarted> {
    return this.commands.execute(
      new StartArtisanImport({ session, uploads, language: negotiateLanguage(acceptLanguage) }),
    );
  }

  @Get(':id')
  @ApiParam({ name: 'id', description: 'The import id (UUID) the upload answered' })
  @ApiOperation({
    summary: 'An import: status (queued, running, completed, failed), progress 0 to 100, then its results',
    description:
      'Once completed: `rows` (row, outcome created | skipped | refused, artisanId, name, reasons), ' +
      "`counts` and the message 'Excel file successfully imported'. Any foundation member may read " +
      'any import for 24 hours; an unknown or expired id is 404.',
  })
  view(@Param('id') id: string, @CurrentSession() session: Session): Promise<ArtisanImportView> {
    return this.queries.execute(new GetArtisanImport({ session, importId: id }));
  }
}
