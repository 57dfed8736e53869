import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { ArtisanResource } from '../artisan-resource';
import type { Upload } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { commandWith } from '../../infrastructure/commands/messages';

/** POST /api/artisans/{id}/document: answers the artisan with its new PDF. */
export class SetArtisanDocument extends commandWith<
  { session: Session; artisanId: string; uploads: readonly Upload[]; context: CommandContext },
  ArtisanResource
>() {}

/** One PDF per artisan: a new one replaces the old, whose bytes go once the change is recorded. */
@CommandHandler(SetArtisanDocument)
export class SetArtisanDocumentHandler
  extends ArtisanFilesHandler
  implements ICommandHandler<SetArtisanDocument>
{
  async execute({ session, artisanId, uploads, context }: SetArtisanDocument): Promise<ArtisanResource> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const document = await this.files.documentToStore(uploads);
    const previous = artisan.account.document;
    await this.files.storeAll(artisan.id, [document], () =>
      this.accounts.execute(
        { type: 'AddArtisanDocument', artisanId: artisan.id, fileId: document.fileId },
        context,
      ),
    );
    if (previous !== null) await this.files.remove(artisan.id, previous);
    return this.profiles.get(session, artisan.id);
  }
}
