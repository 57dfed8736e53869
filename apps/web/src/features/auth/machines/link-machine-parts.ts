import { fromPromise } from 'xstate';
import { isNewPasswordValid } from '../../../lib/validation/credentials';
import type { ArtisanLink } from '../utils/artisan-links';
import type { StaffLink } from '../utils/staff-links';

/*
 * What the two mailed-link machines (the staff login's and the artisan login's) share: their
 * events, the new-password popup's check and states, and the reset call the page provides.
 */

export type PasswordEvent = { type: 'SUBMIT'; password: string; confirmation: string };

export type LinkEvent = PasswordEvent | { type: 'CANCEL' } | { type: 'DISMISS' };

/** An actor's stand-in until the page (or a test) provides the real call. */
export const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

export const resetPasswordActor = fromPromise<
  void,
  { hash: string; id: string; password: string; confirmation: string }
>(notProvided);

/** The guard `passwordValid`: a new password and its confirmation the popup may send. */
export const submitsValidPassword = ({ event }: { event: LinkEvent }) =>
  event.type === 'SUBMIT' && isNewPasswordValid(event.password, event.confirmation);

/** The popup's `editing` state: a valid submit saves. */
export const editingPassword = {
  on: { SUBMIT: { guard: 'passwordValid', target: 'saving' } },
} as const;

/** The hash of a reset-password link ('' for any other link). */
export function resetHashOf(link: ArtisanLink | StaffLink | undefined): string {
  return link?.kind === 'reset-password' ? link.hash : '';
}

/** The reset call's input: the link's hash, the account it opened, what the popup sent. */
export function resetPasswordInput(
  link: ArtisanLink | StaffLink | undefined,
  id: string | undefined,
  event: LinkEvent,
) {
  const { password, confirmation } = event as PasswordEvent;
  return { hash: resetHashOf(link), id: id ?? '', password, confirmation };
}
