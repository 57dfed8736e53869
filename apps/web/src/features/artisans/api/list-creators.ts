import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';

/** A staff account the list can filter by as creator (CREATED BY). */
export type Creator = { '@id': string; id: string; name: string; role: string | undefined };

export function readCreators(body: unknown): Creator[] {
  const members =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['hydra:member'] : undefined;
  if (!Array.isArray(members)) return [];
  const creators: Creator[] = [];
  for (const member of members) {
    if (typeof member !== 'object' || member === null) continue;
    const { '@id': iri, id, name, role } = member as Record<string, unknown>;
    if (typeof iri !== 'string' || typeof name !== 'string' || name.trim() === '') continue;
    creators.push({
      '@id': iri,
      id: typeof id === 'string' ? id : (iri.split('/').pop() ?? iri),
      name,
      role: typeof role === 'string' ? role : undefined,
    });
  }
  return creators;
}

/**
 * GET /api/artisan/users: the staff accounts the caller's artisan list can filter by creator (the
 * `user` filter): every account for the foundation, else those sharing one of the caller's
 * countries. Unlike GET /api/people (the "recommended by" pickers), it includes the foundation's
 * own accounts, who create artisans too.
 */
export async function listCreators(): Promise<Creator[]> {
  return readCreators(await apiFetch('/api/artisan/users', { silent: true }));
}

export const creatorsQuery = () =>
  queryOptions({ queryKey: ['artisans', 'creators'], queryFn: listCreators });

export function useCreators(enabled: boolean) {
  return useQuery({ ...creatorsQuery(), enabled });
}
