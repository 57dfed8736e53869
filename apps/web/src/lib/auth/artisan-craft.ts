import { useEffect, useState } from 'react';
import { apiFetch } from '../http/http-client';

const known = new Map<string, boolean>();

/**
 * Whether the logged-in artisan has a craft (SPEC.md section 6: the evaluation item shows only
 * then), from `GET /api/artisans/{id}`. Read once per artisan and page load; a failed read means no.
 */
export function useArtisanCraftSet(artisanId: string | undefined): boolean {
  const [craftSet, setCraftSet] = useState(() => (artisanId ? (known.get(artisanId) ?? false) : false));

  useEffect(() => {
    if (!artisanId) return setCraftSet(false);
    const cached = known.get(artisanId);
    if (cached !== undefined) return setCraftSet(cached);
    let live = true;
    apiFetch<{ craftMaterail?: unknown }>(`/api/artisans/${encodeURIComponent(artisanId)}`, { silent: true })
      .then((artisan) => Boolean(artisan?.craftMaterail))
      .catch(() => false)
      .then((value) => {
        known.set(artisanId, value);
        if (live) setCraftSet(value);
      });
    return () => {
      live = false;
    };
  }, [artisanId]);

  return craftSet;
}
