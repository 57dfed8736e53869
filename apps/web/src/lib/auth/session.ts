import { useSyncExternalStore } from 'react';
import { EIGHT_HOURS_S, getCookie, removeCookie, setCookie } from '../cookies/cookies';
import { sessionFromToken, TUTORIAL_FLAGS, type Session } from './session-token';

/** SPEC.md section 9: the session, tutorial and main-video cookies last 8 hours. */
export const SESSION_COOKIE = 'token';
export const MAIN_VIDEO_COOKIE = 'mainVideo';

/** The cookies a session leaves; all go when it ends (SPEC.md section 8: "all stored cookies"). */
const SESSION_COOKIES = [SESSION_COOKIE, MAIN_VIDEO_COOKIE, ...TUTORIAL_FLAGS];

type Listener = () => void;

const listeners = new Set<Listener>();
let cachedToken: string | undefined;
let cachedSession: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function readToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : getCookie(SESSION_COOKIE);
}

/** The current session, or null. The same object while the cookie is unchanged. */
export function getSession(): Session | null {
  const token = readToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedSession = token ? (sessionFromToken(token, Date.now()) ?? null) : null;
    scheduleExpiry();
  }
  // Expired: forget it here (a snapshot read must not notify); the expiry timer notifies.
  if (cachedSession && cachedSession.claims.exp * 1000 <= Date.now()) cachedSession = null;
  return cachedSession;
}

export function getSessionToken(): string | undefined {
  return getSession()?.token;
}

/** The session ends on its own when the token expires, even if no request notices it. */
function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  if (!cachedSession) return;
  const delay = cachedSession.claims.exp * 1000 - Date.now();
  // Timers longer than ~24.8 days overflow; tokens live hours.
  if (delay < 2 ** 31) expiryTimer = setTimeout(notify, Math.max(0, delay) + 50);
}

/**
 * Stores a token from a login: the session cookie (8 hours, or less if the token says so) and the
 * tutorial and main-video cookies of its claims. Returns the session, or undefined for a token that
 * cannot be read.
 */
export function startSession(token: string): Session | undefined {
  const session = sessionFromToken(token, Date.now());
  if (!session) return undefined;
  const lifetime = Math.min(EIGHT_HOURS_S, Math.floor(session.claims.exp - Date.now() / 1000));
  setCookie(SESSION_COOKIE, token, { maxAgeSeconds: lifetime });
  setCookie(MAIN_VIDEO_COOKIE, String(session.claims.mainVideo), { maxAgeSeconds: lifetime });
  for (const flag of TUTORIAL_FLAGS)
    setCookie(flag, String(session.claims.tutorials[flag]), { maxAgeSeconds: lifetime });
  notify();
  return getSession() ?? undefined;
}

/** Forgets the session and its cookies. */
export function endSession(): void {
  if (typeof document !== 'undefined') for (const name of SESSION_COOKIES) removeCookie(name);
  const had = cachedSession !== null;
  cachedToken = undefined;
  cachedSession = null;
  clearTimeout(expiryTimer);
  if (had) notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
