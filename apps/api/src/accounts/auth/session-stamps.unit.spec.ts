import type { Redis } from 'ioredis';
import type { Transaction } from 'kysely';
import { loadConfig } from '@artisans/platform';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import { idIn, SessionStamps } from './session-stamps';

/** Session stamps on a fake Redis that records the keys each MULTI moved. */
function stamps(failing = false) {
  const moved: string[][] = [];
  const redis = {
    multi: () => {
      const keys: string[] = [];
      const chain = {
        incr: (key: string) => (keys.push(key), chain),
        expire: () => chain,
        exec: async () => {
          if (failing) throw new Error('Redis is unreachable');
          moved.push(keys);
          return [];
        },
      };
      return chain;
    },
  } as unknown as Redis;
  return { stamps: new SessionStamps(loadConfig({ ...process.env, QUEUE_PREFIX: 'test' }), redis), moved };
}

const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as StoredEvent;
const trx = {} as Transaction<Database>;

describe('SessionStamps: a read model sessions are read from moves its accounts’ stamps', () => {
  const applied: string[] = [];
  const accounts: Projection = {
    name: 'staff-accounts',
    kind: 'read-model',
    tables: ['staff_accounts'],
    types: new Set(['StaffAccountUpdated']),
    apply: async (events) => {
      applied.push(...events.map((e) => e.type));
    },
  };
  const batch = [
    event('StaffAccountUpdated', { accountId: 'a1' }),
    event('StaffAccountUpdated', { accountId: 'a1' }),
    event('StaffAccountUpdated', { accountId: 'a2' }),
    event('ArtisanProfileChanged', { accountId: 'not-this-projections' }),
  ];

  it('moves each account of the batch once, in the transaction and again once it has committed', async () => {
    const { stamps: sessionStamps, moved } = stamps();
    const stamping = sessionStamps.stamping(accounts, idIn('accountId'));
    await stamping.apply(batch, trx);
    expect(applied).toHaveLength(4);
    expect(moved).toEqual([['test:session-stamp:a1', 'test:session-stamp:a2']]);
    await stamping.committed!(batch);
    expect(moved).toHaveLength(2);
    expect(moved[1]).toEqual(moved[0]);
  });

  it('fails the batch when the stamps cannot move, so that it is applied again (no change unstamped)', async () => {
    const { stamps: sessionStamps } = stamps(true);
    await expect(sessionStamps.stamping(accounts, idIn('accountId')).apply(batch, trx)).rejects.toThrow(
      'Redis is unreachable',
    );
  });

  it('keeps what the read model is: its name, tables and types', () => {
    const stamping = stamps().stamps.stamping(accounts, idIn('accountId'));
    expect(stamping).toMatchObject({
      name: 'staff-accounts',
      kind: 'read-model',
      tables: ['staff_accounts'],
    });
    expect(stamping.types).toBe(accounts.types);
  });

  it('moves nothing for a batch without accounts', async () => {
    const { stamps: sessionStamps, moved } = stamps();
    await sessionStamps.stamping(accounts, idIn('accountId')).apply([event('StaffAccountUpdated', {})], trx);
    expect(moved).toEqual([]);
  });
});
