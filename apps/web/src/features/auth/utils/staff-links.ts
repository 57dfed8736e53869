/** What a mailed link asks of the staff login page (SPEC.md section 2, "Staff login"). */
export type StaffLink =
  | { kind: 'endorse'; endorseHash: string; artisanId: string | undefined }
  | { kind: 'reset-password'; hash: string };

/** An endorsement link logs in and opens the artisan; a `hash` opens the new-password popup. */
export function pickStaffLink(params: URLSearchParams): StaffLink | undefined {
  const endorseHash = params.get('endorseHash')?.trim();
  if (endorseHash) return { kind: 'endorse', endorseHash, artisanId: params.get('id')?.trim() || undefined };
  const hash = params.get('hash')?.trim();
  if (hash) return { kind: 'reset-password', hash };
  return undefined;
}

export const STAFF_LINK_PARAMS = ['endorseHash', 'id', 'hash'] as const;
