import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { noDocument } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { commandWith } from '../../infrastructure/commands/messages';

/** DELETE /api/artisans/{id}/document. */
export class RemoveArtisanDocument extends commandWith<
  { session: Session; artisanId: string; context: CommandContext },
  void
>() {}

/** The bytes are erased only once the removal is recorded. */
@CommandHandler(RemoveArtisanDocument)
export class RemoveArtisanDocumentHandler
  extends ArtisanFilesHandler
  implements ICommandHandler<RemoveArtisanDocument>
{
  async execute({ session, artisanId, context }: RemoveArtisanDocument): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const previous = artisan.account.document;
    if (previous === null) throw noDocument();
    await this.accounts.execute({ type: 'RemoveArtisanDocument', artisanId: artisan.id }, context);
    await this.files.remove(artisan.id, previous);
  }
}
