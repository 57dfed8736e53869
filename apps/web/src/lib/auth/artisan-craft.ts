import { useEffect, useState } from 'react';
import { apiFetch } from '../http/http-client';

const known = new Map<string, Promise<boolean>>();
const settled = new Map<string, boolean>();

function craftSetOf(artisanId: string): Promise<boolean> {
  let pending = known.get(artisanId);
  if (!pending) {
    pending = apiFetch<{ craftMaterail?: unknown }>(`/api/artisans/${encodeURIComponent(artisanId)}`, {
      silent: true,
    })
      .then((artisan) => Boolean(artisan?.craftMaterail))
      .catch(() => false)
      .then((value) => {
        settled.set(artisanId, value);
        return value;
      });
    known.set(artisanId, pending);
  }
  return pending;
}

/**
 * Whether the logged-in artisan has a craft (SPEC.md section 6: the evaluation item shows only
 * then), from `GET /api/artisans/{id}`: one call per artisan and page load, shared by the menu and
 * the home page. A failed read means no.
 */
export function useArtisanCraftSet(artisanId: string | undefined): boolean {
  const [craftSet, setCraftSet] = useState(() => (artisanId ? (settled.get(artisanId) ?? false) : false));

  useEffect(() => {
    if (!artisanId) return setCraftSet(false);
    let live = true;
    void craftSetOf(artisanId).then((value) => {
      if (live) setCraftSet(value);
    });
    return () => {
      live = false;
    };
  }, [artisanId]);

  return craftSet;
}
