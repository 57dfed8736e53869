/** SPEC.md section 9: the session, tutorial and main-video cookies last 8 hours. */
export const EIGHT_HOURS_S = 8 * 60 * 60;

export type CookieOptions = {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAgeSeconds?: number;
  path?: string;
  /** Sent over HTTPS only; by default when the page is, or the server's PUBLIC_URL is https. */
  secure?: boolean;
};

let secureByConfiguration = false;

/**
 * The server's PUBLIC_URL is https (`/api/app-config` says so): the session cookie must never
 * travel in clear, even from a page that was reached over plain HTTP.
 */
export function requireSecureCookies(): void {
  secureByConfiguration = true;
}

function secureByDefault(): boolean {
  return secureByConfiguration || (typeof location !== 'undefined' && location.protocol === 'https:');
}

/** The `Set-Cookie`-style string `document.cookie` takes. Pure, so it can be tested. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds ?? EIGHT_HOURS_S))}`);
  parts.push('SameSite=Lax');
  if (options.secure ?? secureByDefault()) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie from a `document.cookie` string. Pure, so it can be tested. */
export function parseCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (safeDecode(pair.slice(0, index).trim()) === name) return safeDecode(pair.slice(index + 1).trim());
  }
  return undefined;
}

export function getCookie(name: string): string | undefined {
  return parseCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, path });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
