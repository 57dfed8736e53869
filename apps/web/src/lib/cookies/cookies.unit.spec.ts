import { describe, expect, it } from '@jest/globals';
import { EIGHT_HOURS_S, parseCookie, requireSecureCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('given no lifetime, then the cookie lasts 8 hours on the whole site', () => {
    expect(serializeCookie('tutorial', 'seen')).toBe(
      `tutorial=seen; Path=/; Max-Age=${EIGHT_HOURS_S}; SameSite=Lax`,
    );
  });

  it('given a lifetime of 0, then the cookie is deleted', () => {
    expect(serializeCookie('tutorial', '', { maxAgeSeconds: 0 })).toContain('Max-Age=0');
  });

  it('encodes and decodes what cookies cannot hold as such', () => {
    const header = `${serializeCookie('a b', 'x;y=z').split(';')[0]}; other=1`;
    expect(parseCookie(header, 'a b')).toBe('x;y=z');
    expect(parseCookie(header, 'other')).toBe('1');
  });

  it('gives nothing for a cookie that is not there, or is malformed', () => {
    expect(parseCookie('', 'x')).toBeUndefined();
    expect(parseCookie('novalue; x=%E0%A4%A', 'novalue')).toBeUndefined();
    expect(parseCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });

  it('marks a cookie Secure when asked', () => {
    expect(serializeCookie('token', 'abc', { secure: true })).toBe(
      `token=abc; Path=/; Max-Age=${EIGHT_HOURS_S}; SameSite=Lax; Secure`,
    );
  });

  // Last: the setting lasts for the page's life.
  it("given the server's PUBLIC_URL is https, then every cookie is Secure, even from a plain-http page", () => {
    expect(serializeCookie('token', 'abc')).not.toContain('Secure');
    requireSecureCookies();
    expect(serializeCookie('token', 'abc')).toContain('; Secure');
    expect(serializeCookie('token', '', { maxAgeSeconds: 0 })).toContain('; Secure');
  });
});
