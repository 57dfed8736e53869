import { describe, expect, it } from '@jest/globals';
import { decodeClaims, sessionFromToken } from './session-token';

function token(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

const CLAIMS = {
  sub: 'f2d136ef',
  kind: 'staff',
  role: 'ROLE_ADMIN',
  isActive: true,
  confirmedEmail: true,
  countries: [250, 'x'],
  mainVideo: false,
  language: 'fr',
  tutorialAddArtisn: true,
  exp: 2_000_000_000,
};

describe('session token', () => {
  it('reads the claims of SPEC.md section 3', () => {
    expect(decodeClaims(token(CLAIMS))).toEqual({
      sub: 'f2d136ef',
      kind: 'staff',
      role: 'ROLE_ADMIN',
      isActive: true,
      confirmedEmail: true,
      countries: [250],
      mainVideo: false,
      language: 'fr',
      exp: 2_000_000_000,
      tutorials: {
        tutorialAddArtisn: true,
        tutorialArtisanTable: false,
        tutorialEditArtisn: false,
        tutorialEvaluation: false,
        tutorialEvaluationDetail: false,
        tutorialSeeArtisn: false,
      },
    });
  });

  it('reads names outside Latin-1 (base64url of UTF-8)', () => {
    expect(decodeClaims(token({ ...CLAIMS, language: 'jp', sub: 'ä日本' }))?.sub).toBe('ä日本');
  });

  it.each([
    ['not a token', 'abc'],
    ['a payload that is not JSON', 'a.b.c'],
    ['an unknown role', token({ ...CLAIMS, role: 'ROLE_ROOT' })],
    ['no expiry', token({ ...CLAIMS, exp: undefined })],
  ])('refuses %s', (_, value) => {
    expect(decodeClaims(value)).toBeUndefined();
  });

  it('tells the kind from the role when the token does not say it', () => {
    expect(decodeClaims(token({ ...CLAIMS, kind: undefined, role: 'ROLE_ARTISAN' }))?.kind).toBe('artisan');
  });

  it('gives no session for an expired token', () => {
    expect(sessionFromToken(token(CLAIMS), 1_999_999_999_000)?.claims.sub).toBe('f2d136ef');
    expect(sessionFromToken(token(CLAIMS), 2_000_000_000_000)).toBeUndefined();
  });
});
