// The browser tests' server: drops the database the last run left behind, then starts the product
// as `npm start` does (migrations, demo data, API, web app and mail worker). CI runs on a machine
// whose PostgreSQL keeps what earlier runs wrote, and a test must never depend on such leftovers.
import { URL } from 'node:url';
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL);
const database = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${database.replaceAll('"', '""')}" WITH (FORCE)`);
await admin.end();

await import('../../api/dist/cli/start.js');
