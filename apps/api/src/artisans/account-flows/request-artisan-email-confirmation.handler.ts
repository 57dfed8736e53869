import { CommandHandler } from '@nestjs/cqrs';
import { ArtisanMailRequest, ArtisanMailRequestHandler } from './artisan-mail-request';

/** POST /send-confirm-email: a new confirmation link (the earlier ones stop working). */
export class RequestArtisanEmailConfirmation extends ArtisanMailRequest {
  readonly mail = 'RequestEmailConfirmation';
  readonly what = 'confirmation';
}

@CommandHandler(RequestArtisanEmailConfirmation)
export class RequestArtisanEmailConfirmationHandler extends ArtisanMailRequestHandler {}
