import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import type { AccountKind } from '../../infrastructure/database/schema';
import { DB } from '../../infrastructure/tokens';
import { TUTORIAL_FLAGS, type TutorialFlag } from './session';
import { TokenService } from './token.service';

/** Builds the claims of SPEC.md section 3 from the read models and signs them. */
@Injectable()
export class SessionTokens {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  async issueFor(kind: AccountKind, accountId: string): Promise<string> {
    if (kind === 'staff') {
      const account = await this.db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!account) throw new DomainError('unauthorized', MESSAGES.invalidCredentials, 'invalid-credentials');
      return this.tokens.sign({
        sub: account.id,
        kind,
        role: account.role as 'ROLE_ADMIN',
        isActive: account.is_active,
        confirmedEmail: true,
        countries: account.countries,
        mainVideo: account.main_video,
        language: account.language,
        ...tutorialFlags(account.tutorials),
      });
    }
    const artisan = await this.db
      .selectFrom('artisans')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!artisan) throw new DomainError('unauthorized', MESSAGES.invalidCredentials, 'invalid-credentials');
    return this.tokens.sign({
      sub: artisan.id,
      kind,
      role: 'ROLE_ARTISAN',
      isActive: true,
      confirmedEmail: artisan.confirmed_email,
      countries: artisan.country_id === null ? [] : [artisan.country_id],
      mainVideo: false,
      language: artisan.language,
      ...tutorialFlags({}),
    });
  }
}

function tutorialFlags(seen: Record<string, boolean>): Record<TutorialFlag, boolean> {
  return Object.fromEntries(TUTORIAL_FLAGS.map((flag) => [flag, seen[flag] === true])) as Record<
    TutorialFlag,
    boolean
  >;
}
