import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanReferences } from './artisan-references';
import { queryWith } from '../../infrastructure/commands/messages';

export type ExistenceCheck = { firstName: string; lastName: string; country: string | number; email: string };

/**
 * POST /check-artisan-exitsts, step 1 of the sign-up: is an artisan with this first and last name,
 * country and email known? Rate limited per address, since it answers for anyone.
 */
export class CheckArtisanExists extends queryWith<{ input: ExistenceCheck; ip: string }, boolean>() {}

@QueryHandler(CheckArtisanExists)
export class CheckArtisanExistsHandler implements IQueryHandler<CheckArtisanExists> {
  constructor(
    private readonly accounts: ArtisanAccountsService,
    private readonly references: ArtisanReferences,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ input, ip }: CheckArtisanExists): Promise<boolean> {
    await this.rateLimiter.attempt('signup', ip);
    const countryId = await this.references.countryId(input.country);
    if (countryId === undefined) return false;
    return (await this.accounts.findDuplicate({ ...input, countryId })) !== undefined;
  }
}
