import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService, asArtisan } from './artisan-flows.service';

export type InviteAccepted = { id: string; loginProof: string; goto: string | null };

/**
 * POST /create-password-artisan-action: finishes an invitation. The password is set and the
 * address, which the mail reached, confirmed; the invitation hash is used up.
 */
export class CreateArtisanPasswordByInvite extends Command<InviteAccepted> {
  constructor(
    readonly input: { hash: string; id: string; password: string; goto: string | null },
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateArtisanPasswordByInvite)
export class CreateArtisanPasswordByInviteHandler implements ICommandHandler<CreateArtisanPasswordByInvite> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ input, ip, context }: CreateArtisanPasswordByInvite): Promise<InviteAccepted> {
    await this.rateLimiter.attempt('hash', ip);
    await this.flows.useHashOf('invite', input.hash, input.id);
    await this.accounts.setPassword(input.id, input.password, 'invite', asArtisan(context, input.id));
    return { id: input.id, loginProof: await this.flows.loginProof(input.id), goto: input.goto };
  }
}
