import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { ArtisanResource } from '../artisan-resource';
import type { Upload } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { commandWith } from '../../infrastructure/commands/messages';

/** POST /api/artisans/{id}/pictures: answers the artisan with its pictures. */
export class AddArtisanPictures extends commandWith<
  { session: Session; artisanId: string; uploads: readonly Upload[]; context: CommandContext },
  ArtisanResource
>() {}

/** The pictures are stored first and recorded by one event; a refusal leaves none of them behind. */
@CommandHandler(AddArtisanPictures)
export class AddArtisanPicturesHandler
  extends ArtisanFilesHandler
  implements ICommandHandler<AddArtisanPictures>
{
  async execute({ session, artisanId, uploads, context }: AddArtisanPictures): Promise<ArtisanResource> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const pictures = await this.files.picturesToStore(artisan, uploads);
    const fileIds = pictures.map(({ fileId }) => fileId);
    await this.files.storeAll(artisan.id, pictures, () =>
      this.accounts.execute({ type: 'AddArtisanPictures', artisanId: artisan.id, fileIds }, context),
    );
    return this.profiles.get(session, artisan.id);
  }
}
