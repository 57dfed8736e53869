import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@artisans/domain';
import { ArtisanAccountsService } from '../../artisans/artisan-accounts.service';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { UnsubscribeSecret } from '../unsubscribe-secret';
import { readUnsubscribeToken } from '../unsubscribe-token';
import { UnsubscribeCommand } from './unsubscribe.command';
import { runCampaignCommand } from './run-campaign-command';

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid.',
} as const;

/**
 * Turns the artisan's news off through the artisan's own profile change (ArtisanProfileChanged,
 * receiveNews false, the artisan as actor: the signed link proves who it is), then counts the
 * unsubscribe on the campaign. Both are idempotent: a second click records nothing. An artisan
 * deleted since answers as done: there is nothing left to mail.
 */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly secret: UnsubscribeSecret,
    private readonly accounts: ArtisanAccountsService,
    private readonly runner: CommandRunner,
  ) {}

  async execute({ token, context }: UnsubscribeCommand): Promise<void> {
    const claim = readUnsubscribeToken(await this.secret.value(), token);
    if (!claim)
      throw new DomainError('not_found', UNSUBSCRIBE_MESSAGES.invalidLink, 'invalid-unsubscribe-link');
    const artisan = await this.db
      .selectFrom('artisans')
      .select(['id', 'receive_news'])
      .where('id', '=', claim.artisanId)
      .executeTakeFirst();
    if (!artisan) return;
    const asArtisan = { ...context, actorId: claim.artisanId, actorRole: 'ROLE_ARTISAN' };
    if (artisan.receive_news)
      await this.accounts.changeProfile(
        {
          artisanId: claim.artisanId,
          editor: 'artisan',
          profile: { receiveNews: false },
          personal: {},
          seenVersion: undefined,
          checkIdentity: async () => undefined,
        },
        asArtisan,
      );
    await runCampaignCommand(
      this.runner,
      { type: 'RecordUnsubscribe', campaignId: claim.campaignId, recipientId: claim.artisanId },
      asArtisan,
    );
  }
}
