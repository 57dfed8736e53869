import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ArtisanFlowsService } from './artisan-flows.service';
import { queryWith } from '../../infrastructure/commands/messages';

/** POST /get-artisan-by-hash: the artisan of a password-reset link; the hash stays valid. */
export class GetArtisanByResetHash extends queryWith<{ hash: string; ip: string }, { id: string }>() {}

@QueryHandler(GetArtisanByResetHash)
export class GetArtisanByResetHashHandler implements IQueryHandler<GetArtisanByResetHash> {
  constructor(private readonly flows: ArtisanFlowsService) {}

  async execute({ hash, ip }: GetArtisanByResetHash): Promise<{ id: string }> {
    return { id: await this.flows.peekHash('reset-password', hash, ip) };
  }
}
