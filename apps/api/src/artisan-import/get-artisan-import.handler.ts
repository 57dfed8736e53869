import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../accounts/auth/session';
import { ArtisanImportsService, type ArtisanImportView } from './artisan-imports.service';

/** GET /api/artisan-imports/{id}: an import's progress, then its results (kept 24 hours). */
export class GetArtisanImport extends Query<ArtisanImportView> {
  constructor(
    readonly session: Session,
    readonly importId: string,
  ) {
    super();
  }
}

@QueryHandler(GetArtisanImport)
export class GetArtisanImportHandler implements IQueryHandler<GetArtisanImport> {
  constructor(private readonly imports: ArtisanImportsService) {}

  execute({ session, importId }: GetArtisanImport): Promise<ArtisanImportView> {
    return this.imports.view(session, importId);
  }
}
