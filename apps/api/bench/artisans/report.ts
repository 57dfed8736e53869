import type { DriveResult } from '../shared/http-driver';
import type { SideResult } from './turn-by-turn';
import type { Combination } from './combinations';
import { WRITERS, type LoadFigures } from './load';

/**
 * What `bench:artisans` reports: the query plans' figures, one line per combination on the console
 * and the section of docs/benchmarks.md.
 */
/**
 * Issue 18's goals, relative to the bare `node:http` + `pg` baseline measured in the same run (this
 * machine is shared and noisy; a ratio holds on any machine): at least 75% of its requests per
 * second and a p95 at most 1.3 times its p95 at 50 connections, and p95 ≤ 25 ms at 10 connections.
 */
export const GOALS = { shareOfBare: 0.75, p95OverBare: 1.3, p95At10Ms: 25 };
const ARTISAN_TABLES = new Set(['artisan_list', 'artisan_personal_data']);

export type Row = Combination &
  SideResult & {
    bare: SideResult;
    totalItems: number;
    seqScans: string[];
    pageMs: number;
    countMs: number;
  };

/** The same load at 10 connections, API and bare side by side. */
export type TenConnections = { label: string; api: SideResult; bare: SideResult };

export const shareOfBare = (r: Row) => r.rps / r.bare.rps;
export const p95OverBare = (r: Row) => r.p95 / r.bare.p95;
export const goalsMet = (r: Row) =>
  shareOfBare(r) >= GOALS.shareOfBare && p95OverBare(r) <= GOALS.p95OverBare;
export const tenConnectionsMet = (r: TenConnections) => r.api.p95 <= GOALS.p95At10Ms;

function planNodes(plan: unknown): { type: string; relation?: string }[] {
  const nodes: { type: string; relation?: string }[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record['Node Type'] === 'string')
      nodes.push({ type: record['Node Type'], relation: record['Relation Name'] as string | undefined });
    for (const value of Object.values(record))
      if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === 'object') walk(value);
  };
  walk(plan);
  return nodes;
}

/** The artisan tables that some plan reads sequentially (there should be none). */
export function sequentialScans(...plans: unknown[]): string[] {
  return plans
    .flatMap(planNodes)
    .filter((node) => node.type === 'Seq Scan' && node.relation && ARTISAN_TABLES.has(node.relation))
    .map((node) => node.relation!);
}

/** Planning + execution time of an EXPLAIN (ANALYZE, FORMAT JSON) result. */
export function statementMs(plan: unknown): number {
  const top = (Array.isArray(plan) ? plan[0] : plan) as {
    'Planning Time'?: number;
    'Execution Time'?: number;
  };
  return (top?.['Planning Time'] ?? 0) + (top?.['Execution Time'] ?? 0);
}

export function consoleLine(row: Row): string {
  return `${row.label.padEnd(48)} ${String(row.totalItems).padStart(6)} items  ${row.rps.toFixed(0).padStart(5)} req/s (bare ${row.bare.rps.toFixed(0)}, ${percent(shareOfBare(row))})  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms (bare ${row.bare.p95.toFixed(1)})  p99 ${row.p99.toFixed(1)} ms (bare ${row.bare.p99.toFixed(1)})  errors ${row.errors}  page ${row.pageMs.toFixed(2)} ms, count ${row.countMs.toFixed(2)} ms  ${row.seqScans.length ? `SEQ SCAN on ${row.seqScans.join(', ')}` : 'no seq scan'}${cpuText(row, 'console')}`;
}

/** "API 2.01 + PostgreSQL 2.40 ms, bare 1.02 + 2.11": CPU per answer, where /proc tells. */
function cpuText(row: Row, style: 'console' | 'table'): string {
  const { cpu } = row;
  const bare = row.bare.cpu;
  if (!cpu || !bare) return style === 'console' ? '' : 'n/a';
  const ms = (value: number) => value.toFixed(2);
  return style === 'console'
    ? `  CPU/answer API ${ms(cpu.server)} + PG ${ms(cpu.postgres)} ms, bare ${ms(bare.server)} + PG ${ms(bare.postgres)}`
    : `${ms(cpu.server)} + ${ms(cpu.postgres)} | ${ms(bare.server)} + ${ms(bare.postgres)}`;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

export function tenConnectionsLine(row: TenConnections): string {
  return `${row.label} at 10 connections: ${row.api.rps.toFixed(0)} req/s (bare ${row.bare.rps.toFixed(0)}), p95 ${row.api.p95.toFixed(1)} ms (bare ${row.bare.p95.toFixed(1)})`;
}

function loadParagraph(load: LoadFigures | undefined, artisans: number): string {
  if (!load)
    return `Load: a database loaded by an earlier run (${artisans.toLocaleString('en')} artisans) was reused.`;
  return `Load: ${load.artisans.toLocaleString('en')} artisans (${load.events.toLocaleString('en')} events: registrations, email confirmations of sign-ups, profile changes) appended through the event store by ${WRITERS} writers in ${load.appendSeconds.toFixed(1)} s (${(load.events / load.appendSeconds).toFixed(0)} events/s), all listed by the live \`artisan-list\` projection ${load.loadSeconds.toFixed(1)} s after the first append: **${(load.artisans / load.loadSeconds).toFixed(0)} artisans/s end to end** (the other projections ran beside it). Personal data rows were inserted beforehand in ${load.personalSeconds.toFixed(1)} s. Rebuild of \`artisan-list\` from position 0: ${load.rebuildRate.toFixed(0)} events/s (${load.logEvents.toLocaleString('en')} events in the log). Evaluation, review, Green List and comment columns then get a synthetic spread (the generator writes none of their events); then \`VACUUM ANALYZE\`.`;
}

export function artisanListSection(figures: {
  machine: string;
  loadAtStart: string;
  load: LoadFigures | undefined;
  artisanCount: number;
  connections: number;
  seconds: number;
  results: readonly Row[];
  tenConnections: TenConnections;
  floor: DriveResult;
}): string {
  const { machine, loadAtStart, load, artisanCount, connections, seconds, results, tenConnections, floor } =
    figures;
  const ten = tenConnections;
  return `## Artisan list (\`npm run bench:artisans\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; PostgreSQL, the API, the bare baseline and the load generator on the same machine (the API in the benchmark's process, the baseline and autocannon in child processes).

${loadParagraph(load, artisanCount)}

\`GET /api/artisans\`, ${connections} concurrent connections, ${seconds} s per combination; each answer returns a page of 20 and the number of matches (\`hydra:totalItems\`). A count adds up per-country counts (\`artisan_list_counts\`, kept by triggers) when the filters allow it (everything, a country scope or filter, pending), else visits the matches; either way it is kept per filter set until the read model changes (see \`artisan-list.reader.ts\`), so under this read-only load the page statement is what runs per request. The API reads the session's account row again only when the account's session stamp has moved (\`session-loader.ts\`; the stamp comes from Redis with the token's revocation), so the page is its one statement per request here. "page" and "count" are \`EXPLAIN ANALYZE\` planning + execution times of the two statements run alone, the count cold.

"bare" is the same load, in turns with the API's (API, bare, bare, API, … in four slices of ${seconds / 4} s each after a 1 s warm-up of both, so that the shared machine's drift falls on both sides alike; \`turn-by-turn.ts\`), against a \`node:http\` + \`pg\` process (\`bare-baseline.ts\`, a pool of the API's size) that runs, as issue 18 defines it, the session lookup and the page statement for that request (compiled by the API's own code; the session lookup on every request, where the API keeps the row) and writes the rows as JSON: the machine's ceiling for this work. The machine is shared: load average ${loadAtStart} when the benchmark started. "CPU ms per answer" is the CPU time (user + system, from /proc) the serving process spent per answer over its four slices, and beside it what every PostgreSQL process spent: the shares move with whatever else the machine runs, these less, and they say where the API's extra cost is. The API's process is the benchmark's own (its projection loops idle beside it). Goals (issue 18): at least ${percent(GOALS.shareOfBare)} of bare's requests per second and a p95 at most ${GOALS.p95OverBare} × bare's at ${connections} connections; p95 ≤ ${GOALS.p95At10Ms} ms at 10 connections.

| combination (as) | matches | req/s | bare req/s | share of bare | p50 ms | p95 ms | bare p95 ms | p99 ms | bare p99 ms | non-200 | page ms | count ms | sequential scan on artisan tables | CPU ms per answer, API + PostgreSQL | bare + PostgreSQL | goals met |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.label} | ${r.totalItems.toLocaleString('en')} | ${r.rps.toFixed(0)} | ${r.bare.rps.toFixed(0)} | ${percent(shareOfBare(r))} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.bare.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.bare.p99.toFixed(1)} | ${r.errors} | ${r.pageMs.toFixed(2)} | ${r.countMs.toFixed(2)} | ${r.seqScans.length ? r.seqScans.join(', ') : 'none'} | ${cpuText(r, 'table')} | ${goalsMet(r) ? 'yes' : 'no'} |`,
  )
  .join('\n')}
| *reference: \`GET /api/users/me\` (token check, session stamp, one row)* | | ${floor.rps.toFixed(0)} | | | ${floor.p50.toFixed(1)} | ${floor.p95.toFixed(1)} | | ${floor.p99.toFixed(1)} | | ${floor.errors} | | | | | | |

At 10 connections, ${ten.label}: ${ten.api.rps.toFixed(0)} req/s against bare's ${ten.bare.rps.toFixed(0)} (${percent(ten.api.rps / ten.bare.rps)}), p95 ${ten.api.p95.toFixed(1)} ms against bare's ${ten.bare.p95.toFixed(1)} ms: goal ${tenConnectionsMet(ten) ? 'met' : 'missed'}.`;
}
