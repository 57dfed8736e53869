import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtisanHistoryEntry } from '@artisans/domain/contracts/history';
import { apiFetch } from '../../../lib/http/http-client';
import { artisanPath } from './get-artisan';
import { isRecord } from '../../../lib/http/json';

export type { ArtisanHistoryEntry };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function entry(value: unknown): ArtisanHistoryEntry | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string') return undefined;
  const actor = isRecord(value.actor) ? value.actor : {};
  return {
    id: value.id,
    type: value.type,
    at: typeof value.at === 'string' ? value.at : '',
    // An actor without an id is the system.
    actor: {
      '@id': text(actor['@id']),
      id: text(actor.id),
      name: typeof actor.name === 'string' ? actor.name : '',
      role: text(actor.role),
      roleName: text(actor.roleName),
    },
    changedFields: Array.isArray(value.changedFields)
      ? value.changedFields.filter((field): field is string => typeof field === 'string')
      : [],
  };
}

/** GET /api/artisans/{id}/history (staff): the profile's changes, oldest first. */
export async function getArtisanHistory(id: string): Promise<ArtisanHistoryEntry[]> {
  const body = await apiFetch(`${artisanPath(id)}/history`, { silent: true });
  const members = isRecord(body) ? body['hydra:member'] : undefined;
  if (!Array.isArray(members)) return [];
  return members.map(entry).filter((item): item is ArtisanHistoryEntry => item !== undefined);
}

export const artisanHistoryKey = (id: string) => ['artisan', id, 'history'] as const;

export const artisanHistoryQuery = (id: string) =>
  queryOptions({ queryKey: artisanHistoryKey(id), queryFn: () => getArtisanHistory(id), staleTime: 0 });

export function useArtisanHistory(id: string | null, enabled: boolean) {
  return useQuery({ ...artisanHistoryQuery(id ?? ''), enabled: enabled && id !== null });
}
