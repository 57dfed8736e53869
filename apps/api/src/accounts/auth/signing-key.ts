import { randomBytes } from 'node:crypto';
import type { Db } from '../../infrastructure/database/database';

/**
 * The token signing key: JWT_SECRET when set; otherwise one generated on first start and kept in
 * the database, so that sessions survive a restart and every API process signs alike.
 */
export async function resolveSigningKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt-signing-key', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt-signing-key')
    .executeTakeFirstOrThrow();
  return row.value;
}
