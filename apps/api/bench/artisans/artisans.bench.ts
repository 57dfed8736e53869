import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { StaffRole } from '@artisans/domain';
import type { Session } from '../../dist/accounts/auth/session';
import { SessionLoader } from '../../dist/accounts/auth/session-loader';
import { parseArtisanListQuery } from '../../dist/artisan-list/artisan-list.query';
import { ArtisanListReader } from '../../dist/artisan-list/artisan-list.reader';
import { DEMO_PASSWORD, DemoData } from '../../dist/demo/demo-data';
import type { Db } from '../../dist/infrastructure/database/database';
import type { EventStore } from '../../dist/infrastructure/event-store/event-store.port';
import { Projections } from '../../dist/infrastructure/projections/projections.service';
import { DB, EVENT_STORE } from '../../dist/infrastructure/tokens';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '../../dist/mail/mail-queue';
import { benchConfig, startBenchApi } from '../shared/bench-api';
import { startDriver } from '../shared/http-driver';
import { machineDescription, runBenchmark, writeBenchmarkSection } from '../shared/report';
import { dropDatabase } from '../shared/throwaway-database';
import { startBareBaseline, type BareRoute } from './bare-baseline';
import { turnByTurn } from './turn-by-turn';
import { combinations, queryString, type Combination } from './combinations';
import type { Craft, Staff } from './generator';
import { loadArtisans, spreadEvaluationColumns } from './load';
import {
  artisanListSection,
  consoleLine,
  goalsMet,
  sequentialScans,
  statementMs,
  tenConnectionsLine,
  tenConnectionsMet,
  type Row,
} from './report';

/**
 * `npm run bench:artisans`: loads BENCH_ARTISANS (100,000) artisans through the event store and the
 * projections into a throw-away database, serves the API in this process, and drives
 * GET /api/artisans from a child process (autocannon, BENCH_CONNECTIONS = 50 connections,
 * BENCH_SECONDS = 10 s each) over the most used filter combinations and a search, in turns with
 * the same load on the bare `node:http` + `pg` baseline (bare-baseline.ts, turn-by-turn.ts); the
 * whole list again at 10 connections. Checks that no plan reads the artisan tables sequentially.
 */
const ARTISANS = Number(process.env.BENCH_ARTISANS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** For tuning: BENCH_KEEP_DATABASE=1 keeps the loaded database; BENCH_DATABASE=<name> reuses it. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1' || process.env.BENCH_DATABASE !== undefined;

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/user/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login of ${email} failed (${response.status})`);
  return body.token;
}

async function main(): Promise<void> {
  const databaseName = process.env.BENCH_DATABASE ?? `artisans_bench_list_${Date.now()}`;
  const { base, config } = benchConfig(databaseName);
  const { app, url: apiUrl } = await startBenchApi(config);
  const driver = startDriver();
  const db = app.get<Db>(DB);
  try {
    const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(db);
    const machine = machineDescription([`PostgreSQL ${rows[0]?.server_version}`]);
    const loadAtStart = loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ');
    console.log(`Benchmarking on ${machine}`);

    await app.get(DemoData).load();
    const staffRows = await db
      .selectFrom('staff_personal_data as p')
      .innerJoin('staff_accounts as a', 'a.id', 'p.account_id')
      .select(['p.email', 'a.id', 'a.role', 'a.countries', 'a.language'])
      .execute();
    const staffBy = (name: string) => {
      const row = staffRows.find((r) => r.email === `${name}@demo.test`);
      if (!row) throw new Error(`no demo account ${name}`);
      return row;
    };
    const staff: Staff = {
      admin: staffBy('admin').id,
      committee: staffBy('committee').id,
      network: staffBy('network').id,
      ambassador: staffBy('ambassador').id,
      hunter: staffBy('hunter').id,
    };
    const people = await db.selectFrom('craft_people').select(['id', 'craft_material_id']).execute();
    const craft: Craft = {
      materials: [...new Set(people.map((p) => p.craft_material_id))],
      people: new Map<number, number[]>(),
    };
    for (const person of people)
      craft.people.set(person.craft_material_id, [
        ...(craft.people.get(person.craft_material_id) ?? []),
        person.id,
      ]);
    const recommendations = (await db.selectFrom('recommendations').select('id').execute()).map((r) => r.id);

    const existing = await db
      .selectFrom('artisan_list')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const load =
      Number(existing.n) > 1
        ? undefined
        : await loadArtisans(
            ARTISANS,
            app.get<EventStore>(EVENT_STORE),
            db,
            app.get(Projections),
            staff,
            craft,
            recommendations,
          );
    if (load) await spreadEvaluationColumns(db);
    await sql`VACUUM ANALYZE artisan_list`.execute(db);
    await sql`VACUUM ANALYZE artisan_personal_data`.execute(db);
    await sql`VACUUM ANALYZE staff_personal_data`.execute(db);
    // Let the load's writes reach the disk now rather than during the measurement (superuser only).
    await sql`CHECKPOINT`.execute(db).catch(() => undefined);
    const artisanCount = Number(
      (
        await db
          .selectFrom('artisan_list')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { last_name: someLastName } = await db
      .selectFrom('artisan_personal_data')
      .select('last_name')
      .orderBy('artisan_id')
      .offset(Math.floor(artisanCount / 3))
      .limit(1)
      .executeTakeFirstOrThrow();

    const tokens = {
      admin: await login(apiUrl, 'admin@demo.test'),
      hunter: await login(apiUrl, 'hunter@demo.test'),
    };
    const sessions: Record<'admin' | 'hunter', Session> = {
      admin: sessionOf(staffBy('admin')),
      hunter: sessionOf(staffBy('hunter')),
    };
    const measured = combinations(craft.materials, recommendations, staff.hunter, someLastName);

    const reader = app.get(ArtisanListReader);
    const pathOf = (combination: Combination) => `/api/artisans?${queryString(combination.query)}`;
    const routes: Record<string, BareRoute> = {};
    for (const combination of measured) {
      const session = sessions[combination.as];
      routes[pathOf(combination)] = {
        session: app.get(SessionLoader).compiledStaffLookup(session.accountId),
        page: await reader.compiledPage(session, parseArtisanListQuery(combination.query, session.role)),
      };
    }
    const bare = await startBareBaseline(config.DATABASE_URL, routes);
    // The API serves from this very process.
    const sides = { api: { url: apiUrl, pid: process.pid }, bare: { url: bare.url, pid: bare.pid } };
    const results: Row[] = [];
    for (const combination of measured) {
      const session = sessions[combination.as];
      const filters = parseArtisanListQuery(combination.query, session.role);
      const plans = await reader.explain(session, filters, { analyze: true });
      const path = pathOf(combination);
      const check = await fetch(apiUrl + path, {
        headers: { authorization: `Bearer ${tokens[combination.as]}` },
      });
      const body = (await check.json()) as { 'hydra:totalItems'?: number };
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${JSON.stringify(body)}`);
      const { api: result, bare: bareResult } = await turnByTurn(
        driver,
        { url: apiUrl, path, token: tokens[combination.as], seconds: SECONDS, connections: CONNECTIONS },
        sides,
      );
      if (bareResult.errors > 0) throw new Error(`the bare baseline failed on ${path}`);
      const row: Row = {
        ...combination,
        ...result,
        bare: bareResult,
        totalItems: body['hydra:totalItems'] ?? 0,
        seqScans: sequentialScans(plans.count, plans.page),
        pageMs: statementMs(plans.page),
        countMs: statementMs(plans.count),
      };
      results.push(row);
      console.log(consoleLine(row));
    }
    // Issue 18's second figure: the whole list at 10 connections, against bare at 10 too.
    const wholeList = measured[0]!;
    const atTen = {
      url: apiUrl,
      path: pathOf(wholeList),
      token: tokens[wholeList.as],
      seconds: SECONDS,
      connections: 10,
    };
    const tenConnections = { label: wholeList.label, ...(await turnByTurn(driver, atTen, sides)) };
    console.log(tenConnectionsLine(tenConnections));
    bare.stop();

    // The floor of this machine: the cheapest signed-in route (token check, session stamp, one row).
    const floor = await driver.drive({
      url: apiUrl,
      path: '/api/users/me',
      token: tokens.admin,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    console.log(
      `reference: GET /api/users/me  ${floor.rps.toFixed(0)} req/s  p50 ${floor.p50.toFixed(1)} ms  p95 ${floor.p95.toFixed(1)} ms  p99 ${floor.p99.toFixed(1)} ms`,
    );

    const file = writeBenchmarkSection(
      'artisans',
      artisanListSection({
        machine,
        loadAtStart,
        load,
        artisanCount,
        connections: CONNECTIONS,
        seconds: SECONDS,
        results,
        tenConnections,
        floor,
      }),
    );
    console.log(`Figures written to ${file}`);
    const failed = results.filter((r) => !goalsMet(r) || r.seqScans.length > 0 || r.errors > 0);
    if (!tenConnectionsMet(tenConnections))
      failed.push({ ...results[0]!, label: `${wholeList.label} at 10 connections` });
    if (failed.length > 0) {
      console.log(`Goals missed by: ${failed.map((r) => r.label).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    driver.stop();
    // The queues of this throw-away installation leave nothing behind in Redis.
    await app.get<MailQueue>(MAIL_QUEUE_TOKEN).obliterate({ force: true });
    await app.close();
    if (KEEP_DATABASE) {
      console.log(`Database ${databaseName} kept (BENCH_DATABASE=${databaseName} reuses it).`);
    } else {
      await dropDatabase(base.DATABASE_URL, databaseName);
    }
  }
}

function sessionOf(row: { id: string; role: string; countries: number[]; language: string }): Session {
  return {
    accountId: row.id,
    kind: 'staff',
    role: row.role as StaffRole,
    countries: row.countries,
    language: row.language,
  };
}

runBenchmark(main);
