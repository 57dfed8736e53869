import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import { ArtisanImportsService } from './artisan-imports.service';

/** GET /api/artisan-imports/template: the .xlsx template, its lists labelled in `language`. */
export class GetImportTemplate extends Query<Buffer> {
  constructor(readonly language: Language) {
    super();
  }
}

@QueryHandler(GetImportTemplate)
export class GetImportTemplateHandler implements IQueryHandler<GetImportTemplate> {
  constructor(private readonly imports: ArtisanImportsService) {}

  execute({ language }: GetImportTemplate): Promise<Buffer> {
    return this.imports.template(language);
  }
}
