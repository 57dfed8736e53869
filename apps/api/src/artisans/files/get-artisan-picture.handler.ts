import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { ArtisanFilesService, type FileDownload, type PictureSize } from './artisan-files.service';
import { queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/pictures/{fileId}[/thumbnail], for whoever may read the artisan. */
export class GetArtisanPicture extends queryWith<
  { session: Session; artisanId: string; fileId: string; size: PictureSize },
  FileDownload
>() {}

@QueryHandler(GetArtisanPicture)
export class GetArtisanPictureHandler implements IQueryHandler<GetArtisanPicture> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly files: ArtisanFilesService,
  ) {}

  async execute({ session, artisanId, fileId, size }: GetArtisanPicture): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    return this.files.picture(artisan, fileId, size);
  }
}
