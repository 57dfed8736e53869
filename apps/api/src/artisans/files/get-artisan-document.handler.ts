import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { ArtisanFilesService, type FileDownload } from './artisan-files.service';

/** GET /api/artisans/{id}/document, for whoever may read the artisan. */
export class GetArtisanDocument extends Query<FileDownload> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

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
