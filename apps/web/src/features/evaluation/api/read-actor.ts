import type { ActorView } from '@artisans/domain/contracts/history';
import { isRecord } from '../../../lib/http/json';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An actor of the API's shape; missing fields read as the system's (no id, no role). */
export function readActor(value: unknown): ActorView {
  const actor = isRecord(value) ? value : {};
  return {
    '@id': text(actor['@id']),
    id: text(actor.id),
    name: typeof actor.name === 'string' ? actor.name : '',
    role: text(actor.role),
    roleName: text(actor.roleName),
  };
}
