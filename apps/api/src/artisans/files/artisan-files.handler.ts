import { Injectable } from '@nestjs/common';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { ArtisanFilesService } from './artisan-files.service';

/**
 * The base of the handlers of an artisan's files (pictures and the PDF document). Each reaches the
 * artisan through `ArtisanProfilesService.reachable` (the one reach rule), keeps or reads the bytes
 * through `ArtisanFilesService`, and a change records its event through `ArtisanAccountsService`;
 * the six handlers inherit this one constructor instead of each declaring it.
 */
@Injectable()
export abstract class ArtisanFilesHandler {
  constructor(
    protected readonly profiles: ArtisanProfilesService,
    protected readonly accounts: ArtisanAccountsService,
    protected readonly files: ArtisanFilesService,
  ) {}
}
