import { TUTORIAL_FLAGS, type Role, type TutorialFlag } from '@artisans/domain';

export { TUTORIAL_FLAGS, type TutorialFlag };

/** The claims of a session token (SPEC.md section 3), plus the account it belongs to. */
export type SessionClaims = {
  sub: string;
  kind: 'staff' | 'artisan';
  role: Role;
  isActive: boolean;
  confirmedEmail: boolean;
  countries: number[];
  mainVideo: boolean;
  language: string;
  exp: number;
  iat: number;
} & Record<TutorialFlag, boolean>;

/** Who is calling, as loaded fresh from the read models on every request. */
export type Session = {
  accountId: string;
  kind: 'staff' | 'artisan';
  role: Role;
  countries: number[];
  language: string;
};
