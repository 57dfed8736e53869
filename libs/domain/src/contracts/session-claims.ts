import type { Role } from '../roles';
import type { TutorialFlag } from '../session';

/**
 * The claims of a session token (SPEC.md section 3): the JWT that POST /api/login_check, the sign-up,
 * the auto-logins and every call that changes them (e.g. POST /api/help/dismissed) answer. The API
 * signs them; the web reads them, without checking the signature, to know whom to show what.
 */
export type SessionClaims = {
  sub: string;
  kind: 'staff' | 'artisan';
  role: Role;
  isActive: boolean;
  confirmedEmail: boolean;
  countries: number[];
  mainVideo: boolean;
  language: string;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
} & Record<TutorialFlag, boolean>;
