import { CommandHandler } from '@nestjs/cqrs';
import { ArtisanMailRequest, ArtisanMailRequestHandler } from './artisan-mail-request';

/** POST /send-created-email: the welcome mail, once the address is confirmed; again sends nothing. */
export class RequestArtisanAccountCreatedMail extends ArtisanMailRequest {
  readonly mail = 'RequestAccountCreatedMail';
  readonly what = 'welcome mail';
}

@CommandHandler(RequestArtisanAccountCreatedMail)
export class RequestArtisanAccountCreatedMailHandler extends ArtisanMailRequestHandler {}
