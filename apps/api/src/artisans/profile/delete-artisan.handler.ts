import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanProfilesService, forbidden } from './artisan-profiles.service';

/** DELETE /api/artisans/{id} (admins and the committee): the events stay, every personal trace goes. */
export class DeleteArtisan extends Command<void> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
    readonly seenVersion: number | undefined,
  ) {
    super();
  }
}

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
