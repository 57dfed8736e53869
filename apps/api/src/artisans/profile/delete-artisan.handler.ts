import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanProfilesService, forbidden } from './artisan-profiles.service';
import { commandWith } from '../../infrastructure/commands/messages';

/** DELETE /api/artisans/{id} (admins and the committee): the events stay, every personal trace goes. */
export class DeleteArtisan extends commandWith<
  { session: Session; artisanId: string; context: CommandContext; seenVersion: number | undefined },
  void
>() {}

@CommandHandler(DeleteArtisan)
export class DeleteArtisanHandler implements ICommandHandler<DeleteArtisan> {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  async execute({ session, artisanId, context, seenVersion }: DeleteArtisan): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    if (!can(session.role, 'artisans.delete')) throw forbidden();
    await this.accounts.deleteArtisan(artisan.id, context, seenVersion);
  }
}
