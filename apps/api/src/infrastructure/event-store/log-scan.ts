import type { EventMetadata, EventStore, GlobalPosition, StoredEvent } from './event-store.port';

/**
 * Reading the whole log in bulk: what a rebuild's replay and the analysts' export do (issue 16).
 * `readAll` gives every event whole, its metadata parsed; a bulk reader wants less of each (a few
 * metadata fields) and often not every type. A scan names the types it wants: the others are counted
 * and their positions passed, but their data is not read. An adapter may offer `scanPage` itself
 * (the PostgreSQL store does, reading the rows as text with the filter in SQL); for the others
 * `logScannerOf` pages through `readAll`, so the readers are the same over every store.
 */

/** An event as a scan gives it: the event with only the metadata the bulk readers use. */
export type ScannedEvent<Type extends string = string, Data = unknown> = Omit<
  StoredEvent<Type, Data>,
  'metadata'
> & {
  metadata: Pick<EventMetadata, 'occurredAt' | 'actorRole' | 'actorId'>;
  /**
   * The data as `JSON.stringify(data)` writes it, offered by a store that holds it as JSON text and
   * can give it without parsing it (a writer of the log's JSON, the export, then skips a parse and a
   * stringify). Absent: stringify `data`.
   */
  dataJson?(): string;
};

export type ScanPageOptions = {
  after: GlobalPosition;
  /** The last position to cover, included; undefined: as far as a reader may currently see. */
  until?: GlobalPosition;
  /** The types to give; events of the other types are counted only. null: every type. */
  types: ReadonlySet<string> | null;
  /** Events of the log a page covers at most (given or not). */
  limit: number;
};

export type ScanPage = {
  /** The page's events of the asked types, in log order. */
  events: ScannedEvent[];
  /** How many events of the log the page covers, of any type. */
  scanned: number;
  /** The position of the last event it covers: the next page starts after it. Undefined: nothing more. */
  last: GlobalPosition | undefined;
};

/** The capability: the same ordering guarantee as `readAll` (no event ever appears before `last`). */
export type LogScanner = { scanPage(options: ScanPageOptions): Promise<ScanPage> };

function hasScanner(store: EventStore): store is EventStore & LogScanner {
  return typeof (store as Partial<LogScanner>).scanPage === 'function';
}

/** The store's own scan when it has one, else pages of `readAll` filtered here. */
export function logScannerOf(store: EventStore): LogScanner {
  if (hasScanner(store)) return store;
  return { scanPage: (options) => scanThroughReadAll(store, options) };
}

/** The generic scan: a page of `readAll`, cut at `until`, then filtered by type. */
export async function scanThroughReadAll(
  store: Pick<EventStore, 'readAll'>,
  { after, until, types, limit }: ScanPageOptions,
): Promise<ScanPage> {
  const read = await store.readAll({ after, limit });
  let covered: StoredEvent[] = read;
  if (until !== undefined) {
    // Positions compare as strings in log order (event-store.port.ts).
    const beyond = read.findIndex((event) => event.globalPosition > until);
    if (beyond >= 0) covered = read.slice(0, beyond);
  }
  return {
    events: types ? covered.filter((event) => types.has(event.type)) : covered,
    scanned: covered.length,
    last: covered.at(-1)?.globalPosition,
  };
}
