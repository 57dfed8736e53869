import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { ArtisanImportsService, type ArtisanImportView, type ImportUpload } from './artisan-imports.service';

export type ImportStarted = Pick<ArtisanImportView, 'id' | 'status' | 'progress'>;

/**
 * POST /api/artisan-imports: the file is read at once (a file that cannot be imported imports
 * nothing) and its rows are queued for ArtisanImportWorker, which creates them one by one.
 */
export class StartArtisanImport extends Command<ImportStarted> {
  constructor(
    readonly session: Session,
    readonly uploads: readonly ImportUpload[],
    readonly language: Language,
  ) {
    super();
  }
}

@CommandHandler(StartArtisanImport)
export class StartArtisanImportHandler implements ICommandHandler<StartArtisanImport> {
  constructor(private readonly imports: ArtisanImportsService) {}

  execute({ session, uploads, language }: StartArtisanImport): Promise<ImportStarted> {
    return this.imports.start(session, uploads, language);
  }
}
