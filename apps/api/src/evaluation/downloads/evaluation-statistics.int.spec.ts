import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { namesOf } from './evaluation-statistics.service';

describe("the evaluations workbook's names", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('workbook_names');
  });
  afterAll(() => database.drop());

  it('are read for more artisans than PostgreSQL takes bind parameters (65,535)', async () => {
    const known = randomUUID();
    await database.db
      .insertInto('artisan_personal_data')
      .values({
        artisan_id: known,
        title: 'Ms.',
        first_name: 'Inès',
        last_name: 'Ferrand',
        email: 'ines.ferrand@atelier.test',
        email_key: 'ines.ferrand@atelier.test',
        name_key: 'ines|ferrand',
        workshop: null,
      })
      .execute();
    const ids = [...Array.from({ length: 70_000 }, () => randomUUID()), known];

    const rows = await namesOf(database.db, ids);

    expect(rows).toEqual([{ artisan_id: known, first_name: 'Inès', last_name: 'Ferrand' }]);
  });
});
