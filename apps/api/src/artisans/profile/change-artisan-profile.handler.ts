import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { Versioned } from '../../infrastructure/http/versioned';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { loadArtisan, type ArtisanResource } from '../artisan-resource';
import type { ArtisanProfile, ArtisanProfileKey, ProfileEditor } from '../domain/artisan-profile';
import { ArtisanReferences } from '../sign-up/artisan-references';
import { ArtisanProfilesService, forbidden } from './artisan-profiles.service';
import type { ProfileChanges } from './profile-input';
import { commandWith } from '../../infrastructure/commands/messages';

/**
 * PUT /api/artisans/{id}: the fields sent change, the others stay. With `seenVersion` (If-Match) a
 * profile changed since the person opened it is refused (412) instead of overwritten.
 */
export class ChangeArtisanProfile extends commandWith<
  {
    session: Session;
    artisanId: string;
    changes: ProfileChanges;
    context: CommandContext;
    seenVersion: number | undefined;
  },
  Versioned<ArtisanResource>
>() {}

/** The personal data and the event commit together (ArtisanAccountsService.changeProfile). */
@CommandHandler(ChangeArtisanProfile)
export class ChangeArtisanProfileHandler implements ICommandHandler<ChangeArtisanProfile> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
    private readonly references: ArtisanReferences,
  ) {}

  async execute({
    session,
    artisanId,
    changes,
    context,
    seenVersion,
  }: ChangeArtisanProfile): Promise<Versioned<ArtisanResource>> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const editor = editorOf(session);
    if (editor !== 'artisan' && !can(session.role, 'artisans.update')) throw forbidden();
    const current = artisan.account.profile;
    const next: ArtisanProfile = { ...current, ...changes.profile };
    const requested = Object.keys(changes.profile) as ArtisanProfileKey[];
    if (editor !== 'artisan' && next.countryId !== current.countryId)
      this.profiles.checkCountryAllowed(session, next.countryId);
    await this.references.checkProfile(
      next,
      requested.filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key])),
    );

    const identity = ['firstName', 'lastName', 'email'] as const;
    await this.accounts.changeProfile(
      {
        artisanId: artisan.id,
        editor,
        profile: changes.profile,
        personal: changes.personal,
        seenVersion,
        checkIdentity: async (db, before, after) => {
          const renamed = identity.some((field) => after[field] !== before[field]);
          if (renamed || next.countryId !== current.countryId)
            await this.profiles.refuseDuplicate(after, next, artisan.id, db);
        },
      },
      context,
    );
    const changed = (await loadArtisan(this.commands, artisan.id)) ?? artisan;
    return new Versioned(await this.profiles.resource(changed), changed.version);
  }
}

/** Who edits: the artisan itself, an admin (who alone sees pending artisans), or other staff. */
function editorOf(session: Session): ProfileEditor {
  if (session.kind === 'artisan') return 'artisan';
  return can(session.role, 'artisans.filter.pending') ? 'admin' : 'staff';
}
