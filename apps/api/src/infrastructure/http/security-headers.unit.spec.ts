import { SECURITY_POLICY, securityHeadersOf } from './security-headers';

describe('the security headers of every answer', () => {
  const headers = securityHeadersOf(SECURITY_POLICY);

  it('holds the product’s content security policy: own scripts, pictures and video also from blob:', () => {
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("media-src 'self' blob:");
  });

  it('holds helmet’s other protections, computed once and the same for every answer', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'Referrer-Policy': 'no-referrer',
    });
    expect(securityHeadersOf(SECURITY_POLICY)).toEqual(headers);
  });
});
