import { Client } from 'pg';

/**
 * Every benchmark loads its own database beside the configured one and drops it afterwards, so a
 * run never touches the data of a development installation.
 */
export function throwawayDatabaseUrl(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
