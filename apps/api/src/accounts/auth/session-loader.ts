import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import type { Session } from './session';
import type { VerifiedToken } from './token.service';

/**
 * Reads the account behind a token on every request, so that deleting or deactivating an account
 * ends its sessions at once (a primary-key lookup).
 */
@Injectable()
export class SessionLoader {
  constructor(@Inject(DB) private readonly db: Db) {}

  async load(claims: VerifiedToken): Promise<Session | undefined> {
    if (claims.kind === 'staff') {
      const account = await this.db
        .selectFrom('staff_accounts')
        .select(['id', 'role', 'countries', 'language', 'is_active'])
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!account?.is_active) return undefined;
      return {
        accountId: account.id,
        kind: 'staff',
        role: account.role as Session['role'],
        countries: account.countries,
        language: account.language,
      };
    }
    const artisan = await this.db
      .selectFrom('artisans')
      .select(['id', 'country_id', 'language', 'confirmed_email'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!artisan?.confirmed_email) return undefined;
    return {
      accountId: artisan.id,
      kind: 'artisan',
      role: 'ROLE_ARTISAN',
      countries: artisan.country_id === null ? [] : [artisan.country_id],
      language: artisan.language,
    };
  }
}
