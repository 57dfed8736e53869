import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { eraseArtisanRows } from '../../artisans/artisan-accounts.service';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { AccountHashes } from './account-hashes';

/**
 * A mail rule stores an invitation's link (in the projections' transaction) while the artisan is
 * being erased (in the command's): whichever goes first, no link of the erased artisan stays.
 */
describe('AccountHashes while an account is erased (issue 13)', () => {
  let database: TestDatabase;
  let hashes: AccountHashes;

  beforeAll(async () => {
    database = await createTestDatabase('hashes_erasure');
    hashes = new AccountHashes(database.db);
    await hashes.onModuleInit();
  });
  afterAll(() => database.drop());

  const newArtisan = async () => {
    const id = randomUUID();
    await database.db
      .insertInto('artisan_personal_data')
      .values({ artisan_id: id, first_name: 'Clara', last_name: 'Vidal', email: `${id}@example.org` })
      .execute();
    return id;
  };
  const invited = (artisanId: string) =>
    ({
      ...testEvent('ArtisanInvited', { artisanId }),
      streamId: `artisan-${artisanId}`,
      streamPosition: 1,
      globalPosition: '1',
    }) as StoredEvent;
  const issue = (trx: Transaction<Database>, artisanId: string) =>
    hashes.issueForEvent(trx, 'invite', invited(artisanId), { accountId: artisanId, kind: 'artisan' });
  const linksOf = async (artisanId: string) =>
    (
      await database.db
        .selectFrom('account_hashes')
        .select('digest')
        .where('account_id', '=', artisanId)
        .execute()
    ).length;
  /** A promise and the function that resolves it: one transaction waits for the other's step. */
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('stores the link of an artisan that exists', async () => {
    const artisanId = await newArtisan();
    await database.db.transaction().execute((trx) => issue(trx, artisanId));
    expect(await linksOf(artisanId)).toBe(1);
  });

  it('makes an erasure that starts while a rule stores a link wait, then remove that link', async () => {
    const artisanId = await newArtisan();
    const stored = gate();
    const erasureStarted = gate();
    const rule = database.db.transaction().execute(async (trx) => {
      await issue(trx, artisanId);
      stored.open();
      await erasureStarted.opened;
      // Still uncommitted: the erasure must not be through yet.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await stored.opened;
    let erased = false;
    const erasure = database.db
      .transaction()
      .execute((trx) => eraseArtisanRows(trx, artisanId))
      .then(() => (erased = true));
    erasureStarted.open();
    await rule;
    expect(erased).toBe(false);
    await erasure;

    expect(await linksOf(artisanId)).toBe(0);
  });

  it('refuses to store a link for an artisan erased while its rule ran, so that the batch runs again', async () => {
    const artisanId = await newArtisan();
    const erasing = gate();
    const erasure = database.db.transaction().execute(async (trx) => {
      await eraseArtisanRows(trx, artisanId);
      erasing.open();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await erasing.opened;

    const rule = database.db.transaction().execute((trx) => issue(trx, artisanId));

    await expect(rule).rejects.toThrow('was erased while a mail to it was being made');
    await erasure;
    expect(await linksOf(artisanId)).toBe(0);
  });
});
