import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { type FileDownload, type PictureSize } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/pictures/{fileId}[/thumbnail], for whoever may read the artisan. */
export class GetArtisanPicture extends queryWith<
  { session: Session; artisanId: string; fileId: string; size: PictureSize },
  FileDownload
>() {}

@QueryHandler(GetArtisanPicture)
export class GetArtisanPictureHandler
  extends ArtisanFilesHandler
  implements IQueryHandler<GetArtisanPicture>
{
  async execute({ session, artisanId, fileId, size }: GetArtisanPicture): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    return this.files.picture(artisan, fileId, size);
  }
}
