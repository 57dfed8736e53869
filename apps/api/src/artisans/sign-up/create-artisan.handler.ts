import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, type Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { ArtisanResource } from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { ARTISAN_PROFILE_KEYS } from '../domain/artisan-profile';
import { ArtisanProfilesService, forbidden } from '../profile/artisan-profiles.service';
import type { NewArtisanInput } from '../profile/profile-input';
import { ArtisanReferences } from './artisan-references';

/**
 * POST /api/artisans with a staff token, and each row of an Excel import (the uploader is the
 * actor): same checks, same duplicate rule, same events. `fallbackLanguage` is the artisan's
 * language when the input names none.
 */
export class CreateArtisan extends Command<ArtisanResource> {
  constructor(
    readonly session: Session,
    readonly input: NewArtisanInput,
    readonly fallbackLanguage: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateArtisan)
export class CreateArtisanHandler implements ICommandHandler<CreateArtisan> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly references: ArtisanReferences,
  ) {}

  async execute({ session, input, fallbackLanguage, context }: CreateArtisan): Promise<ArtisanResource> {
    if (session.kind !== 'staff' || !can(session.role, 'artisans.create')) throw forbidden();
    const { personal, profile } = input;
    this.profiles.checkCountryAllowed(session, profile.countryId);
    if (profile.pending && !can(session.role, 'artisans.filter.pending'))
      throw forbidden(ARTISAN_MESSAGES.pendingAdminOnly);
    await this.references.checkProfile(profile, ARTISAN_PROFILE_KEYS);
    await this.profiles.refuseDuplicate(personal, profile);
    return this.profiles.register(
      {
        source: 'staff',
        createdBy: session.accountId,
        language: input.language ?? fallbackLanguage,
        profile,
        personal,
      },
      context,
    );
  }
}
