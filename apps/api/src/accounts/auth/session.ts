import { TUTORIAL_FLAGS, type Role, type SessionClaims, type TutorialFlag } from '@artisans/domain';

export { TUTORIAL_FLAGS, type TutorialFlag };

/** The claims of a session token: the wire contract the web reads too (libs/domain/src/contracts/session-claims.ts). */
export type { SessionClaims };

/** Who is calling, as loaded fresh from the read models on every request. */
export type Session = {
  accountId: string;
  kind: 'staff' | 'artisan';
  role: Role;
  countries: number[];
  language: string;
};

/** A staff member's session from its `staff_accounts` row, as the guard loads it and the importer checks it. */
export function staffSession(account: {
  id: string;
  role: string;
  countries: number[];
  language: string;
}): Session {
  return {
    accountId: account.id,
    kind: 'staff',
    role: account.role as Role,
    countries: account.countries,
    language: account.language,
  };
}
