import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@artisans/domain';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { sealedTextsCodec, type TextsOfEvent } from './sealed-texts-codec';
import { ERASED_TEXT, eraseSubjectKey, forgetKey, isSealed } from './subject-cipher';

type Noted = { type: 'Noted'; data: { text: string; points: number } };

const textsOf: TextsOfEvent = (event, text) => {
  const data = event.data as Noted['data'];
  return { ...event, data: { ...data, text: text(data.text) } };
};
const noted = (text: string): DomainEvent => ({ type: 'Noted', data: { text, points: 3 } });

describe('sealedTextsCodec (ADR 0004)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('sealed_texts');
  });
  afterAll(() => database.drop());

  it("seals a subject's texts with a key made by its first append, and opens them again", async () => {
    const subject = randomUUID();
    const codec = sealedTextsCodec(database.db, subject, textsOf);
    // A command reads the (empty) stream first, then appends: the key it found missing is made.
    expect(await codec.decode([])).toEqual([]);

    const [sealed] = await codec.encode([noted('Walnut from the Dordogne')]);

    expect(sealed!.data).toMatchObject({ points: 3 });
    expect(isSealed((sealed!.data as Noted['data']).text)).toBe(true);
    expect(await codec.decode([sealed!])).toEqual([noted('Walnut from the Dordogne')]);
    const later = sealedTextsCodec(database.db, subject, textsOf);
    expect(await later.decode([sealed!])).toEqual([noted('Walnut from the Dordogne')]);
  });

  it("opens nothing once the subject's key is erased, and never another subject's texts", async () => {
    const subject = randomUUID();
    const [sealed] = await sealedTextsCodec(database.db, subject, textsOf).encode([noted('Mine')]);
    const other = sealedTextsCodec(database.db, randomUUID(), textsOf);
    await other.encode([noted('Theirs')]);

    await expect(other.decode([sealed!])).rejects.toThrow();
    await eraseSubjectKey(database.db, subject);
    expect(await sealedTextsCodec(database.db, subject, textsOf).decode([sealed!])).toEqual([
      { type: 'Noted', data: { text: ERASED_TEXT, points: 3 } },
    ]);
  });

  it('keeps a key it read until the caller of an erasure made in a transaction forgets it', async () => {
    const subject = randomUUID();
    const [sealed] = await sealedTextsCodec(database.db, subject, textsOf).encode([noted('Kept')]);
    await database.db.transaction().execute((trx) => eraseSubjectKey(trx, subject));
    // The process still holds the key it read, as it holds the texts opened in its folded states...
    expect(await sealedTextsCodec(database.db, subject, textsOf).decode([sealed!])).toEqual([noted('Kept')]);
    // ...until the erasure's caller forgets both (ArtisanAccountsService.erase).
    forgetKey(database.db, subject);
    expect(await sealedTextsCodec(database.db, subject, textsOf).decode([sealed!])).toEqual([
      { type: 'Noted', data: { text: ERASED_TEXT, points: 3 } },
    ]);
  });
});
