import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invalidHash } from '../../accounts/hashes/account-hashes';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService } from './artisan-flows.service';
import { queryWith } from '../../infrastructure/commands/messages';

/** POST /get-invite-by-hash: the invited artisan of an invitation link; the hash stays valid. */
export class GetArtisanInviteByHash extends queryWith<
  { hash: string; ip: string },
  { id: string; email: string }
>() {}

@QueryHandler(GetArtisanInviteByHash)
export class GetArtisanInviteByHashHandler implements IQueryHandler<GetArtisanInviteByHash> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  async execute({ hash, ip }: GetArtisanInviteByHash): Promise<{ id: string; email: string }> {
    const accountId = await this.flows.peekHash('invite', hash, ip);
    const personal = await this.accounts.personalData(accountId);
    if (!personal?.email) throw invalidHash();
    return { id: accountId, email: personal.email };
  }
}
