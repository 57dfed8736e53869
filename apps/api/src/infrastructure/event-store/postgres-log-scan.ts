import type { Pool } from 'pg';
import { decodePosition, encodePosition } from './global-position';
import type { ScanPage, ScanPageOptions, ScannedEvent } from './log-scan';

/**
 * The PostgreSQL store's scan of its log (log-scan.ts). Where readAll lets the driver build an object
 * per row and parse both JSON columns, a scan asks for rows as arrays of texts: the metadata's three
 * fields the readers use come as columns (`->>`), the data is parsed once here and only for the asked
 * types; the other rows come with no data at all (PostgreSQL does not even print it). Same order and
 * visibility rule as READ_ALL.
 */
const SCAN = (typed: boolean) => {
  const wanted = typed ? 'event_type = ANY($6::text[])' : 'true';
  return `SELECT transaction_id::text, global_position, event_id, stream_id, stream_position, event_type,
    CASE WHEN ${wanted} THEN data END,
    CASE WHEN ${wanted} THEN metadata->>'occurredAt' END,
    CASE WHEN ${wanted} THEN metadata->>'actorRole' END,
    CASE WHEN ${wanted} THEN metadata->>'actorId' END
  FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    AND (transaction_id, global_position) <= ($3::text::xid8, $4::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY es_events.transaction_id, es_events.global_position
  LIMIT $5`;
};

const SCAN_ALL = SCAN(false);
const SCAN_TYPES = SCAN(true);

/** The largest position: a scan with no `until` runs to what is readable. */
const END = { major: 18446744073709551615n, minor: 9223372036854775807n };

/** Every column as PostgreSQL prints it: the scan parses what it needs itself. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };

type ScanRow = [
  transaction: string,
  position: string,
  id: string,
  streamId: string,
  streamPosition: string,
  type: string,
  data: string | null,
  occurredAt: string | null,
  actorRole: string | null,
  actorId: string | null,
];

export async function scanPostgresLog(
  pool: Pool,
  { after, until, types, limit }: ScanPageOptions,
): Promise<ScanPage> {
  const from = decodePosition(after);
  const to = until === undefined ? END : decodePosition(until);
  const values: unknown[] = [
    from.major.toString(),
    from.minor.toString(),
    to.major.toString(),
    to.minor.toString(),
    limit,
  ];
  if (types) values.push([...types]);
  const { rows } = await pool.query<ScanRow>({
    name: types ? 'es_scan_types' : 'es_scan_all',
    text: types ? SCAN_TYPES : SCAN_ALL,
    values,
    rowMode: 'array',
    types: AS_TEXT,
  } as never);
  const events: ScannedEvent[] = [];
  for (const row of rows) {
    if (types && !types.has(row[5])) continue;
    events.push(new TextScannedEvent(row));
  }
  const last = rows.at(-1);
  return { events, scanned: rows.length, last: last && encodePosition(last[0], last[1]) };
}

const UNPARSED: unique symbol = Symbol('unparsed');

/**
 * A scanned event whose data stays the row's JSON text until it is read. A page holds thousands of
 * events while it is folded or formatted, the next one read ahead: parsed up front, their data trees
 * all lived as long as the page and were copied and promoted by every young-generation collection
 * (garbage collection took a quarter of an export's time). Parsed when read, each tree dies young.
 */
class TextScannedEvent implements ScannedEvent {
  readonly id: string;
  readonly type: string;
  readonly metadata: ScannedEvent['metadata'];
  readonly streamId: string;
  readonly streamPosition: number;
  readonly globalPosition: string;
  private parsed: unknown = UNPARSED;
  private readonly text: string;

  constructor(row: ScanRow) {
    this.id = row[2];
    this.type = row[5];
    this.text = row[6]!;
    this.metadata = { occurredAt: row[7]!, actorRole: row[8], actorId: row[9] };
    this.streamId = row[3];
    this.streamPosition = Number(row[4]);
    this.globalPosition = encodePosition(row[0], row[1]);
  }

  get data(): unknown {
    if (this.parsed === UNPARSED) this.parsed = JSON.parse(this.text) as unknown;
    return this.parsed;
  }

  dataJson(): string {
    if (this.parsed === UNPARSED) {
      const compact = compactJsonbText(this.text);
      if (compact !== undefined) return compact;
    }
    return JSON.stringify(this.data);
  }
}

const SPACE = / /g;
const NUMBER = /-?\d[\d.eE+-]*/g;

/**
 * jsonb's text as `JSON.stringify(JSON.parse(text))` writes it, without building the value, or
 * undefined when that cannot be told without it. jsonb prints ": " and ", " between members where
 * JSON.stringify prints no space, and escapes strings as it does (the named escapes, other controls
 * as \u00xx). Two things differ, and give undefined: a number JavaScript would print otherwise
 * (1.50, 1e-7 printed 0.0000001, digits past a double's precision, -0), and an object key that looks
 * like an index (JavaScript puts those first, jsonb orders keys by length).
 */
export function compactJsonbText(text: string): string | undefined {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    const outside = text.slice(at, quote < 0 ? text.length : quote);
    if (/\d/.test(outside)) {
      for (const number of outside.match(NUMBER) ?? []) {
        if (String(Number(number)) !== number) return undefined;
      }
    }
    out += outside.includes(' ') ? outside.replace(SPACE, '') : outside;
    if (quote < 0) break;
    let close = quote + 1;
    for (;;) {
      close = text.indexOf('"', close);
      if (close < 0) return undefined;
      let backslashes = 0;
      while (text.charCodeAt(close - 1 - backslashes) === 92) backslashes += 1;
      if (backslashes % 2 === 0) break;
      close += 1;
    }
    const code = text.charCodeAt(quote + 1);
    // A key (jsonb puts its colon right after it) starting with a digit: JSON.parse may reorder it.
    if (text.charCodeAt(close + 1) === 58 && code >= 48 && code <= 57) return undefined;
    out += text.slice(quote, close + 1);
    at = close + 1;
  }
  return out;
}
