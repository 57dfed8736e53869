import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { ArtisanFilesService, type FileDownload } from './artisan-files.service';
import { ArtisanQuery } from '../artisan-query';

/** GET /api/artisans/{id}/document, for whoever may read the artisan. */
export class GetArtisanDocument extends ArtisanQuery<FileDownload> {}

@QueryHandler(GetArtisanDocument)
export class GetArtisanDocumentHandler implements IQueryHandler<GetArtisanDocument> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly files: ArtisanFilesService,
  ) {}

  async execute({ session, artisanId }: GetArtisanDocument): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    return this.files.document(artisan);
  }
}
