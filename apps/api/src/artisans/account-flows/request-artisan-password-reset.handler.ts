import { CommandHandler } from '@nestjs/cqrs';
import { ArtisanMailRequest, ArtisanMailRequestHandler } from './artisan-mail-request';

/** POST /set-hash-reset-pass-artisan: mails a password-reset link (valid 1 hour). */
export class RequestArtisanPasswordReset extends ArtisanMailRequest {
  readonly mail = 'RequestPasswordReset';
  readonly what = 'password reset';
}

@CommandHandler(RequestArtisanPasswordReset)
export class RequestArtisanPasswordResetHandler extends ArtisanMailRequestHandler {}
