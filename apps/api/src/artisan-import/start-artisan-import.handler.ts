import { CommandHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { ArtisanImportsService, type ArtisanImportView, type ImportUpload } from './artisan-imports.service';
import { commandWith, forwardTo } from '../infrastructure/commands/messages';

export type ImportStarted = Pick<ArtisanImportView, 'id' | 'status' | 'progress'>;

/**
 * POST /api/artisan-imports: the file is read at once (a file that cannot be imported imports
 * nothing) and its rows are queued for ArtisanImportWorker, which creates them one by one.
 */
export class StartArtisanImport extends commandWith<
  { session: Session; uploads: readonly ImportUpload[]; language: Language },
  ImportStarted
>() {}

@CommandHandler(StartArtisanImport)
export class StartArtisanImportHandler extends forwardTo(
  ArtisanImportsService,
  (imports, { session, uploads, language }: StartArtisanImport) => imports.start(session, uploads, language),
) {}
