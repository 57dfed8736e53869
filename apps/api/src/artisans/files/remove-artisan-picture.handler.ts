import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { noSuchPicture } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { commandWith } from '../../infrastructure/commands/messages';

/** DELETE /api/artisans/{id}/pictures/{fileId}. */
export class RemoveArtisanPicture extends commandWith<
  { session: Session; artisanId: string; fileId: string; context: CommandContext },
  void
>() {}

/** The bytes are erased only once the removal is recorded. */
@CommandHandler(RemoveArtisanPicture)
export class RemoveArtisanPictureHandler
  extends ArtisanFilesHandler
  implements ICommandHandler<RemoveArtisanPicture>
{
  async execute({ session, artisanId, fileId, context }: RemoveArtisanPicture): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const id = fileId.toLowerCase();
    if (!artisan.account.pictures.includes(id)) throw noSuchPicture();
    await this.accounts.execute({ type: 'RemoveArtisanPicture', artisanId: artisan.id, fileId: id }, context);
    await this.files.remove(artisan.id, id);
  }
}
