import { isRole } from './permissions';
import type { SessionClaims as TokenClaims } from '@artisans/domain/contracts/session-claims';
import { TUTORIAL_FLAGS, type TutorialFlag } from '@artisans/domain/session';

export { TUTORIAL_FLAGS, type TutorialFlag };

/**
 * What the web app reads from a session token (the API's claims,
 * libs/domain/src/contracts/session-claims.ts): the tutorial flags gathered, the language undefined
 * when a token has none, without the issue time.
 */
export type SessionClaims = Omit<TokenClaims, TutorialFlag | 'iat' | 'countries' | 'language'> & {
  countries: readonly number[];
  language: string | undefined;
  tutorials: Readonly<Record<TutorialFlag, boolean>>;
};

export type Session = { token: string; claims: SessionClaims };

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without checking its signature: the API checks it on every call, the
 * web app only needs to know whom to show what. Anything malformed gives undefined.
 */
export function decodeClaims(token: string): SessionClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(base64UrlDecode(payload));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const claims = raw as Record<string, unknown>;
  const { sub, role, exp } = claims;
  if ((typeof sub !== 'string' && typeof sub !== 'number') || !isRole(role) || typeof exp !== 'number')
    return undefined;
  const kind = claims.kind === 'staff' || claims.kind === 'artisan' ? claims.kind : undefined;
  return {
    sub: String(sub),
    kind: kind ?? (role === 'ROLE_ARTISAN' ? 'artisan' : 'staff'),
    role,
    isActive: claims.isActive !== false,
    confirmedEmail: claims.confirmedEmail !== false,
    countries: Array.isArray(claims.countries)
      ? claims.countries.filter((c): c is number => typeof c === 'number')
      : [],
    mainVideo: claims.mainVideo === true,
    language: typeof claims.language === 'string' ? claims.language : undefined,
    exp,
    tutorials: Object.fromEntries(TUTORIAL_FLAGS.map((flag) => [flag, claims[flag] === true])) as Record<
      TutorialFlag,
      boolean
    >,
  };
}

/** A session from a token, if the token is readable and not expired at `nowMs`. */
export function sessionFromToken(token: string, nowMs: number): Session | undefined {
  const claims = decodeClaims(token);
  if (!claims || claims.exp * 1000 <= nowMs) return undefined;
  return { token, claims };
}
