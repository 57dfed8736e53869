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
