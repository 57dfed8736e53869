import { createHmac } from 'node:crypto';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

function sign(header: object, payload: object, key: string, algorithm: 'sha256' | 'sha512'): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac(algorithm, key).update(body).digest('base64url')}`;
}

/**
 * Tokens an attacker (or time) could present, derived from a genuine one. Each must get a 401.
 * `key` is the real signing key, to prove that only the algorithm or the expiry is wrong.
 */
export function forgedTokens(genuine: string, key: string): Record<string, string> {
  const payload = payloadOf(genuine);
  const now = Math.floor(Date.now() / 1000);
  return {
    expired: sign(
      { alg: 'HS256', typ: 'JWT' },
      { ...payload, iat: now - 7200, exp: now - 3600 },
      key,
      'sha256',
    ),
    tampered: `${genuine.split('.')[0]}.${b64({ ...payload, role: 'ROLE_ADMIN', countries: [] })}.${genuine.split('.')[2]}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, role: 'ROLE_ADMIN' })}.`,
    'alg swap (HS512)': sign({ alg: 'HS512', typ: 'JWT' }, payload, key, 'sha512'),
    'wrong key': sign(
      { alg: 'HS256', typ: 'JWT' },
      payload,
      'not-the-signing-key-not-the-signing-key',
      'sha256',
    ),
    garbage: 'not-a-token',
  };
}
