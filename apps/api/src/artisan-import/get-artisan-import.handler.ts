import { QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../accounts/auth/session';
import { ArtisanImportsService, type ArtisanImportView } from './artisan-imports.service';
import { forwardTo, queryWith } from '../infrastructure/commands/messages';

/** GET /api/artisan-imports/{id}: an import's progress, then its results (kept 24 hours). */
export class GetArtisanImport extends queryWith<
  { session: Session; importId: string },
  ArtisanImportView
>() {}

@QueryHandler(GetArtisanImport)
export class GetArtisanImportHandler extends forwardTo(
  ArtisanImportsService,
  (imports, { session, importId }: GetArtisanImport) => imports.view(session, importId),
) {}
