import { randomBytes } from 'node:crypto';
import type { Db } from './database';

/**
 * A secret generated on first start and kept in the database (base64url of 48 random bytes), so
 * that restarts and every API process agree on it. Set it by configuration where one exists.
 */
export async function appSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
