import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { commandWith } from '../../infrastructure/commands/messages';

/** POST /api/artisans/{id}/invite: staff (re)send an invitation to an artisan they may change. */
export class InviteArtisan extends commandWith<
  { session: Session; artisanId: string; goTo: string | null; context: CommandContext },
  void
>() {}

@CommandHandler(InviteArtisan)
export class InviteArtisanHandler implements ICommandHandler<InviteArtisan> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  async execute({ session, artisanId, goTo, context }: InviteArtisan): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    await this.accounts.execute(
      { type: 'InviteArtisan', artisanId: artisan.id, by: session.accountId, goTo },
      context,
    );
  }
}
