import { QueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import { ArtisanImportsService } from './artisan-imports.service';
import { forwardTo, queryWith } from '../infrastructure/commands/messages';

/** GET /api/artisan-imports/template: the .xlsx template, its lists labelled in `language`. */
export class GetImportTemplate extends queryWith<{ language: Language }, Buffer>() {}

@QueryHandler(GetImportTemplate)
export class GetImportTemplateHandler extends forwardTo(
  ArtisanImportsService,
  (imports, { language }: GetImportTemplate) => imports.template(language),
) {}
