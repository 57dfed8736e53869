import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FileDownload } from './artisan-files.service';
import { ArtisanFilesHandler } from './artisan-files.handler';
import { ArtisanQuery } from '../artisan-query';

/** GET /api/artisans/{id}/document, for whoever may read the artisan. */
export class GetArtisanDocument extends ArtisanQuery<FileDownload> {}

@QueryHandler(GetArtisanDocument)
export class GetArtisanDocumentHandler
  extends ArtisanFilesHandler
  implements IQueryHandler<GetArtisanDocument>
{
  async execute({ session, artisanId }: GetArtisanDocument): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    return this.files.document(artisan);
  }
}
