import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/http/http-client';

/** GET /api/users/me: the signed-in staff member's own account (here, the name to greet). */
export async function getOwnAccount(): Promise<{ name: string | undefined }> {
  const body = await apiFetch<{ name?: unknown; firstName?: unknown }>('/api/users/me');
  const name = typeof body?.firstName === 'string' && body.firstName !== '' ? body.firstName : body?.name;
  return { name: typeof name === 'string' && name !== '' ? name : undefined };
}

/** The first name of the signed-in staff member, once known (a failed read leaves it out). */
export function useOwnName(enabled: boolean): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getOwnAccount()
      .then((account) => live && setName(account.name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return name;
}
