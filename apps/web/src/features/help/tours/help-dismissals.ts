import type { HelpItem } from '@artisans/domain/help';
import { getCookie, setCookie } from '../../../lib/cookies/cookies';
import { dismissHelp } from '../api/help-api';

/**
 * Whether a tour or the main video was dismissed: its cookie (SPEC.md section 9, 8 hours, set from
 * the session's claims at login and named after the claim) says 'true'.
 */
export function isDismissed(item: HelpItem): boolean {
  return getCookie(item) === 'true';
}

/**
 * Dismissed for good: the cookie at once (a reload does not bring it back even if the call is slow
 * or fails), and the account on the server, whose renewed token carries it into every later login.
 */
export async function markDismissed(item: HelpItem): Promise<void> {
  setCookie(item, 'true');
  await dismissHelp(item);
}
