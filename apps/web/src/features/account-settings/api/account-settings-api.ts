import { startSession } from '../../../lib/auth/session';
import type { SessionClaims } from '../../../lib/auth/session-token';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';

type AccountKind = SessionClaims['kind'];

/** Staff and artisans each have their own account endpoints (SPEC.md section 7). */
const OWN_ACCOUNT: Record<AccountKind, string> = { staff: '/api/users/me', artisan: '/api/artisans/me' };

export type PasswordChange = { oldPassword: string; newPassword: string; confirmation: string };

/**
 * POST …/me/password. The change ends every session opened before it, this one included: the
 * answer carries a new token, kept here so that the person stays signed in.
 */
export async function changeOwnPassword(kind: AccountKind, change: PasswordChange): Promise<void> {
  const answer = await apiFetch<{ token?: unknown } | undefined>(`${OWN_ACCOUNT[kind]}/password`, {
    method: 'POST',
    json: change,
  });
  const token = answer?.token;
  if (typeof token !== 'string' || !startSession(token)) throw new ApiError({ status: 200 });
}

/** DELETE …/me with the current password: the account and its personal data are erased. */
export async function deleteOwnAccount(kind: AccountKind, password: string): Promise<void> {
  await apiFetch(OWN_ACCOUNT[kind], { method: 'DELETE', json: { password } });
}

/** GET /api/artisans/{id}: whether the artisan accepts the foundation's news (isReceiveNews). */
export async function getOwnNewsChoice(artisanId: string): Promise<boolean> {
  const artisan = await apiFetch<{ isReceiveNews?: unknown }>(
    `/api/artisans/${encodeURIComponent(artisanId)}`,
    {
      silent: true,
    },
  );
  return artisan.isReceiveNews === true;
}

/** PUT /api/artisans/{id} with the one field: news on or off (SPEC.md section 5, issue 17). */
export async function setOwnNewsChoice(artisanId: string, receiveNews: boolean): Promise<void> {
  await apiFetch(`/api/artisans/${encodeURIComponent(artisanId)}`, {
    method: 'PUT',
    json: { isReceiveNews: receiveNews },
  });
}
