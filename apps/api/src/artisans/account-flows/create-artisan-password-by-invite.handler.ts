import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanFlowsService } from './artisan-flows.service';
import { commandWith } from '../../infrastructure/commands/messages';

export type InviteAccepted = { id: string; loginProof: string; goto: string | null };

/**
 * POST /create-password-artisan-action: finishes an invitation. The password is set and the
 * address, which the mail reached, confirmed; the invitation hash is used up.
 */
export class CreateArtisanPasswordByInvite extends commandWith<
  {
    input: { hash: string; id: string; password: string; goto: string | null };
    ip: string;
    context: CommandContext;
  },
  InviteAccepted
>() {}

@CommandHandler(CreateArtisanPasswordByInvite)
export class CreateArtisanPasswordByInviteHandler implements ICommandHandler<CreateArtisanPasswordByInvite> {
  constructor(private readonly flows: ArtisanFlowsService) {}

  async execute({ input, ip, context }: CreateArtisanPasswordByInvite): Promise<InviteAccepted> {
    await this.flows.setPasswordByHash('invite', input, ip, context);
    return { id: input.id, loginProof: await this.flows.loginProof(input.id), goto: input.goto };
  }
}
