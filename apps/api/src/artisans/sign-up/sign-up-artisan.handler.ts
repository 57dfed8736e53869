import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { ArtisanPersonalData } from '../artisan-accounts.service';
import type { ArtisanResource } from '../artisan-resource';
import { newArtisanProfile } from '../domain/artisan-profile';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { ArtisanReferences } from './artisan-references';
import { commandWith } from '../../infrastructure/commands/messages';

export type SignUpInput = Omit<ArtisanPersonalData, 'title' | 'email'> & {
  title: 'Mr.' | 'Ms.';
  email: string;
  password: string;
  countryId: number;
  craftMaterialId: number;
  craftPersonId: number;
  inActivity: number;
  receiveNews: boolean;
};

/** POST /api/artisans without a token: an artisan's own sign-up (SPEC.md section 2, "Sign-up"). */
export class SignUpArtisan extends commandWith<
  { input: SignUpInput; language: string; ip: string; context: CommandContext },
  ArtisanResource
>() {}

@CommandHandler(SignUpArtisan)
export class SignUpArtisanHandler implements ICommandHandler<SignUpArtisan> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly references: ArtisanReferences,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ input, language, ip, context }: SignUpArtisan): Promise<ArtisanResource> {
    await this.rateLimiter.attempt('signup', ip, input.email);
    const { countryId, craftMaterialId, craftPersonId, inActivity, receiveNews, password, ...personal } =
      input;
    await this.references.check({ countryId, craftMaterialId, craftPersonId });
    await this.profiles.refuseDuplicate(personal, { countryId });
    return this.profiles.register(
      {
        source: 'sign-up',
        createdBy: null,
        language,
        // Pending until the address is confirmed; the foundation's fields keep their defaults.
        profile: newArtisanProfile({
          countryId,
          craftMaterialId,
          craftPersonId,
          inActivity,
          receiveNews,
          pending: true,
        }),
        personal,
        password,
      },
      context,
    );
  }
}
