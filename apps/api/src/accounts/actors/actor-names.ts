import { ROLE_NAMES, isRole, type ActorView } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import type { EventMetadata } from '../../infrastructure/event-store/event-store.port';
import { iriOf } from '../../infrastructure/http/hydra';
import { USER } from '../staff/staff-input';

/** Who did something, as the history screens show it (libs/domain/src/contracts/history.ts). */
export type { ActorView };

const ARTISAN_RESOURCE = { path: 'artisans', type: 'Artisan' } as const;

/**
 * Names the actors of events (staff accounts and artisans) in two queries. An actor whose account was
 * deleted (its personal data erased) shows as "deleted account"; no actor at all is the system.
 */
export async function actorNames(
  db: Db,
  events: readonly { metadata: Pick<EventMetadata, 'actorId' | 'actorRole'> }[],
): Promise<(metadata: Pick<EventMetadata, 'actorId' | 'actorRole'>) => ActorView> {
  const ids = [...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => id !== null))];
  const [staff, artisans] = ids.length
    ? await Promise.all([
        db
          .selectFrom('staff_personal_data')
          .select(['account_id as id', 'first_name', 'last_name'])
          .where('account_id', 'in', ids)
          .execute(),
        db
          .selectFrom('artisan_personal_data')
          .select(['artisan_id as id', 'first_name', 'last_name'])
          .where('artisan_id', 'in', ids)
          .execute(),
      ])
    : [[], []];
  const names = new Map([...staff, ...artisans].map((row) => [row.id, `${row.first_name} ${row.last_name}`]));
  return ({ actorId, actorRole }) => {
    const isArtisan = actorRole === 'ROLE_ARTISAN';
    return {
      '@id': actorId === null ? null : iriOf(isArtisan ? ARTISAN_RESOURCE : USER, actorId),
      id: actorId,
      name: actorId === null ? 'System' : (names.get(actorId) ?? 'deleted account'),
      role: actorRole,
      roleName: isRole(actorRole) ? ROLE_NAMES[actorRole] : null,
    };
  };
}
