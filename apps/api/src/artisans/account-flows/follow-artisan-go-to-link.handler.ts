import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanFlowsService } from './artisan-flows.service';
import { commandWith } from '../../infrastructure/commands/messages';

export type GoToLink = { id: string; loginProof: string; target: string | null };

/** POST /get-go-to-hash: a go-to link of an evaluation mail signs the artisan in on its screen. */
export class FollowArtisanGoToLink extends commandWith<
  { hash: string; ip: string; context: CommandContext },
  GoToLink
>() {}

@CommandHandler(FollowArtisanGoToLink)
export class FollowArtisanGoToLinkHandler implements ICommandHandler<FollowArtisanGoToLink> {
  constructor(private readonly flows: ArtisanFlowsService) {}

  async execute({ hash, ip, context }: FollowArtisanGoToLink): Promise<GoToLink> {
    const { accountId, data } = await this.flows.consumeHash('go-to', hash, ip);
    // The link was mailed to the artisan: following it proves the address as well.
    await this.flows.confirmEmail(accountId, 'go-to', context);
    const target = typeof data.target === 'string' ? data.target : null;
    return { id: accountId, loginProof: await this.flows.loginProof(accountId), target };
  }
}
