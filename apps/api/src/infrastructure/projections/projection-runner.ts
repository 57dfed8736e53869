import { EventEmitter } from 'node:events';
import pLimit from 'p-limit';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database/schema';
import type { Db } from '../database/database';
import {
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store/event-store.port';
import { logScannerOf } from '../event-store/log-scan';
import { CheckpointsOfAnotherStoreError, assertCheckpointsOf, isForeign } from './checkpoint-store';
import type { Projection, ProjectionReplay } from './projection';

export type RunnerOptions = {
  batchSize: number;
  /** Fallback polling when no append notification arrives. */
  pollIntervalMs: number;
  /** Longest pause after a failing batch (doubles from 100 ms). */
  maxBackoffMs: number;
  /**
   * How long a checkpoint moved past events that did not concern its projection may stand in
   * memory only. Writing each such move at once cost five or six writes per append when appends
   * came in a stream (an autosave concerns one read model of fourteen): most of the statements,
   * and of the commits, that an autosave made the database run.
   */
  skipsSavedAfterMs: number;
  /**
   * How many batches hold a transaction at once. A batch holds its connection while it may read the
   * log through the pool, so more batches at once than connections left them all waiting for one
   * (with 14 projections, a pool of 8 hung). Keep it below the pool's size (database.ts: 20).
   */
  maxConcurrentBatches: number;
  onError?: (projection: Projection, error: unknown) => void;
};

const DEFAULTS: RunnerOptions = {
  batchSize: 500,
  pollIntervalMs: 1000,
  maxBackoffMs: 30_000,
  skipsSavedAfterMs: 200,
  maxConcurrentBatches: 4,
};

/**
 * A read of the log under way: the announcements counted when it started, and the read that
 * follows it for the callers woken since (see readShared).
 */
type SharedRead = {
  startedAt: number;
  events: Promise<readonly StoredEvent[]>;
  next?: Promise<readonly StoredEvent[]>;
};

/** A checkpoint moved in memory only: where it is written (`from`) and since when it lags. */
type UnsavedSkip = { from: GlobalPosition; since: number };

/** A page of the log read before the batch's transaction, and the position it was read after. */
type Prefetched = { after: GlobalPosition; events: readonly StoredEvent[] };

/**
 * Feeds projections from the global log. Each batch runs in one transaction that locks the
 * projection's checkpoint row, applies the events and moves the checkpoint: a crash at any point
 * leaves the rows and the checkpoint consistent, and two processes never apply the same batch.
 * A checkpoint records which event store's log it is a position in; one of another store is never
 * read (see checkpoint-store.ts).
 */
export class ProjectionRunner {
  /** Emits 'advanced' with (name, position) after each committed batch. */
  readonly progress = new EventEmitter();
  private readonly options: RunnerOptions;
  private running = false;
  private readonly sleepers = new Set<() => void>();
  /** Counts append announcements, so that a loop knows whether one came while it was busy. */
  private wakeups = 0;
  private loops: Promise<void>[] = [];
  private unsubscribe: (() => Promise<void>) | undefined;
  /** The position each projection's last batch applied in this process reached. */
  private readonly lastApplied = new Map<string, GlobalPosition>();
  /** Reads of the log under way, by position and size (see readShared). */
  private readonly reads = new Map<string, SharedRead>();
  /** Projections whose checkpoint this process moved past unconcerning events without writing it. */
  private readonly unsavedSkips = new Map<string, UnsavedSkip>();
  /** Admits at most `maxConcurrentBatches` batch transactions at once. */
  private readonly batchSlots: pLimit.Limit;

  constructor(
    private readonly eventStore: EventStore,
    private readonly db: Db,
    private readonly projections: readonly Projection[],
    options: Partial<RunnerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.batchSlots = pLimit(this.options.maxConcurrentBatches);
    this.progress.setMaxListeners(0);
  }

  /**
   * Applies at most one batch. Returns how many events it applied, or 0 when there was nothing
   * to do or another process holds the projection.
   */
  async runBatch(
    projection: Projection,
    batchSize = this.options.batchSize,
    prefetched?: Prefetched,
  ): Promise<number> {
    const result = await this.batchSlots(() => this.applyBatch(projection, batchSize, prefetched));
    if (!result) return 0;
    // Written now, at or past any skip this process still held in memory.
    this.unsavedSkips.delete(projection.name);
    if (result.events.length > 0) await projection.committed?.(result.events);
    this.advanced(projection.name, result.position);
    return result.events.length;
  }

  /** One batch's transaction: lock the checkpoint, apply what follows it, move it. */
  private applyBatch(
    projection: Projection,
    batchSize: number,
    prefetched: Prefetched | undefined,
  ): Promise<{ events: readonly StoredEvent[]; position: GlobalPosition } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const checkpoint = await lockCheckpoint(trx, projection.name);
      if (!checkpoint) return undefined; // another process is applying this projection
      if (isForeign(checkpoint, this.eventStore.name)) {
        throw new CheckpointsOfAnotherStoreError(this.eventStore.name, [
          { name: projection.name, eventStore: checkpoint.event_store },
        ]);
      }
      // The log only grows after a position, so events read earlier after this very checkpoint are
      // still the batch; so are those read after a skip that started from it (what lies between
      // concerns the projection not at all). A checkpoint moved elsewhere meanwhile is read after again.
      const skippedFrom = this.unsavedSkips.get(projection.name)?.from;
      const events =
        prefetched && (prefetched.after === checkpoint.position || skippedFrom === checkpoint.position)
          ? prefetched.events
          : await this.eventStore.readAll({ after: checkpoint.position, limit: batchSize });
      const last = events.at(-1);
      // Nothing to apply: where it stands is now known, so the live loop's next wakeup reads the
      // log without a transaction (else every idle loop locked its checkpoint at every poll).
      if (!last) return { events, position: checkpoint.position };
      await projection.apply(events, trx);
      await trx
        .updateTable('projection_checkpoints')
        .set({ position: last.globalPosition, event_store: this.eventStore.name, updated_at: sql`now()` })
        .where('name', '=', projection.name)
        .execute();
      return { events, position: last.globalPosition };
    });
  }

  /**
   * A batch of the live loops. Every loop wakes on the same append, so the log is read before any
   * transaction, once for all the loops that wait at the same position. A loop with nothing to read
   * then costs nothing more, and one none of whose `types` the batch holds only moves its
   * checkpoint: in memory at once (read-your-writes in this process sees it), in the table at most
   * `skipsSavedAfterMs` later, by one compare-and-set for all the batches skipped meanwhile. An
   * append thus costs a transaction only in the projections it concerns (an autosave concerned 1
   * of 14, and paid 5 statements in each of the 14; then a compare-and-set in each of the 13).
   * A checkpoint moved elsewhere (a rebuild's reset, another runner) is seen when the compare-and-
   * set or the lock finds it: until then an idle loop leaves a rebuild to run on its own, which it
   * does. After a crash, a skip not yet written is only read and skipped again.
   */
  private async runLiveBatch(projection: Projection): Promise<number> {
    const skip = this.unsavedSkips.get(projection.name);
    if (skip && Date.now() - skip.since >= this.options.skipsSavedAfterMs)
      await this.saveSkip(projection.name);
    const after = this.lastApplied.get(projection.name);
    // Not applied here yet: where its checkpoint stands is known only by locking it.
    if (after === undefined) return this.runBatch(projection);
    const events = await this.readShared(after, this.options.batchSize);
    const last = events.at(-1);
    if (!last) return 0;
    const { types } = projection;
    if (types && !events.some((event) => types.has(event.type))) {
      if (!this.unsavedSkips.has(projection.name))
        this.unsavedSkips.set(projection.name, { from: after, since: Date.now() });
      this.advanced(projection.name, last.globalPosition);
      return events.length;
    }
    return this.runBatch(projection, this.options.batchSize, { after, events });
  }

  /**
   * Writes where a projection's skips left its checkpoint, unless the checkpoint moved elsewhere
   * meanwhile: then the next batch starts from wherever it now stands, locked.
   */
  private async saveSkip(name: string): Promise<void> {
    const skip = this.unsavedSkips.get(name);
    const to = this.lastApplied.get(name);
    if (!skip || to === undefined) return;
    this.unsavedSkips.delete(name);
    if (!(await this.moveCheckpoint(name, skip.from, to))) this.lastApplied.delete(name);
  }

  /** How long a loop may sleep before its skip is due to be written (the poll interval without one). */
  private sleepBefore(name: string): number {
    const skip = this.unsavedSkips.get(name);
    if (!skip) return this.options.pollIntervalMs;
    const due = skip.since + this.options.skipsSavedAfterMs - Date.now();
    return Math.max(0, Math.min(this.options.pollIntervalMs, due));
  }

  /**
   * One read of the log for every caller asking for the same page while it is under way, if it
   * started after the last append announced: a read started before may miss that append, and a
   * loop woken by it would sleep with it unread. A caller woken since waits for the read under way
   * and shares the one read that follows it: appends that come faster than reads cost one read
   * each time a read ends, not one per append.
   */
  private readShared(after: GlobalPosition, limit: number): Promise<readonly StoredEvent[]> {
    const key = `${after}/${limit}`;
    const current = this.reads.get(key);
    if (!current) {
      const read: SharedRead = {
        startedAt: this.wakeups,
        events: this.eventStore.readAll({ after, limit }).finally(() => {
          if (this.reads.get(key) === read) this.reads.delete(key);
        }),
      };
      this.reads.set(key, read);
      return read.events;
    }
    if (current.startedAt >= this.wakeups) return current.events;
    current.next ??= current.events.then(
      () => this.readShared(after, limit),
      () => this.readShared(after, limit),
    );
    return current.next;
  }

  /**
   * Moves a checkpoint that is still at `from` (false when another runner moved it, or a rebuild
   * reset it).
   */
  private async moveCheckpoint(name: string, from: GlobalPosition, to: GlobalPosition): Promise<boolean> {
    const moved = await this.db
      .updateTable('projection_checkpoints')
      .set({ position: to, updated_at: sql`now()` })
      .where('name', '=', name)
      .where('position', '=', from)
      .where('event_store', '=', this.eventStore.name)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return false;
    this.advanced(name, to);
    return true;
  }

  /**
   * Whether this process has itself applied `position` to each of these projections: read-your-
   * writes then needs no query. False tells nothing (another process may have applied it).
   */
  appliedHere(names: readonly string[], position: GlobalPosition): boolean {
    return names.every((name) => (this.lastApplied.get(name) ?? START) >= position);
  }

  private advanced(name: string, position: GlobalPosition): void {
    // The latest, not the highest: after a rebuild reset the checkpoint, the next batch moves it back.
    this.lastApplied.set(name, position);
    this.progress.emit('advanced', name, position);
  }

  /** Applies batches until the projection has read everything currently readable. */
  async catchUp(
    projection: Projection,
    onBatch?: (applied: number) => void,
    batchSize?: number,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await this.runBatch(projection, batchSize);
      if (applied === 0) return total;
      total += applied;
      onBatch?.(applied);
    }
  }

  /**
   * Replays the log into an emptied read model through `replay` (a rebuild, see rebuild.ts):
   * the next page is read while the current one folds, and rows are written only when the replay is
   * full or has read everything readable. `onPage` counts events folded, for a progress bar.
   *
   * Between flushes no lock is held (holding one means holding a transaction id, and that would
   * hide every later append from every reader of the log: see READ_ALL). So each flush first
   * checks that the checkpoint is still where the previous flush left it; if another runner moved
   * it meanwhile (a live runner helping the rebuild), what the replay holds is stale: it is
   * dropped, and the rest of the log goes through `apply` like any catch-up.
   */
  async replay(
    projection: Projection,
    replay: ProjectionReplay,
    onPage?: (folded: number) => void,
    pageSize = 10_000,
  ): Promise<number> {
    const checkpoint = await this.db
      .selectFrom('projection_checkpoints')
      .select(['position', 'event_store'])
      .where('name', '=', projection.name)
      .executeTakeFirst();
    if (checkpoint && isForeign(checkpoint, this.eventStore.name)) {
      throw new CheckpointsOfAnotherStoreError(this.eventStore.name, [
        { name: projection.name, eventStore: checkpoint.event_store },
      ]);
    }
    // The replay's memory starts empty, so must the model: if a live runner applied batches since the
    // reset, the rows are no longer empty and the replay would not know them.
    if (checkpoint && checkpoint.position !== START) return this.catchUp(projection, onPage);
    // A scan (log-scan.ts): the store's bulk read when it has one, pages of readAll otherwise.
    const scanner = logScannerOf(this.eventStore);
    const types = replay.types ?? null;
    const readPage = (after: GlobalPosition) => {
      const page = scanner.scanPage({ after, types, limit: pageSize });
      page.catch(() => undefined); // awaited below, or abandoned when a fold fails
      return page;
    };
    let flushed = START;
    let folded = START;
    let pending = 0;
    let applied = 0;
    let next = readPage(folded);
    for (;;) {
      const page = await next;
      const last = page.last;
      if (last) {
        next = readPage(last);
        await replay.fold(page.events, this.db);
        folded = last;
        pending += page.scanned;
        onPage?.(page.scanned);
      }
      if (pending > 0 && (!last || replay.full)) {
        if (!(await this.flushReplay(projection, replay, flushed, folded))) {
          return applied + (await this.catchUp(projection, onPage));
        }
        flushed = folded;
        applied += pending;
        pending = 0;
      }
      if (!last) return applied;
    }
  }

  /** One flush of a replay and the checkpoint's move, unless the checkpoint moved since `from`. */
  private async flushReplay(
    projection: Projection,
    replay: ProjectionReplay,
    from: GlobalPosition,
    to: GlobalPosition,
  ): Promise<boolean> {
    const flushed = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('projection_checkpoints')
        .values({ name: projection.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const checkpoint = await trx
        .selectFrom('projection_checkpoints')
        .select('position')
        .where('name', '=', projection.name)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (checkpoint.position !== from) return false;
      await replay.flush(trx);
      await trx
        .updateTable('projection_checkpoints')
        .set({ position: to, event_store: this.eventStore.name, updated_at: sql`now()` })
        .where('name', '=', projection.name)
        .execute();
      return true;
    });
    if (flushed) this.advanced(projection.name, to);
    return flushed;
  }

  /** Whether this process runs the live loops (it holds the projections' leadership). */
  get isRunning(): boolean {
    return this.running;
  }

  /**
   * Starts one loop per projection; they run until stop(). Refuses (CheckpointsOfAnotherStoreError)
   * when a checkpoint is a position in another event store's log.
   */
  async start(): Promise<void> {
    if (this.running) return;
    await assertCheckpointsOf(
      this.db,
      this.eventStore.name,
      this.projections.map((projection) => projection.name),
    );
    this.running = true;
    this.unsubscribe = await this.eventStore.onAppended(() => this.wakeAll()).catch(() => undefined);
    this.loops = this.projections.map((projection) => this.loop(projection));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await Promise.allSettled(this.loops);
    this.loops = [];
    await Promise.allSettled([...this.unsavedSkips.keys()].map((name) => this.saveSkip(name)));
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async loop(projection: Projection): Promise<void> {
    let backoff = 100;
    while (this.running) {
      try {
        // An append announced while this batch ran would find no sleeper to wake: the loop would
        // sleep a whole poll interval with work waiting (a command's read-your-writes with it).
        const wakeupsBefore = this.wakeups;
        const applied = await this.runLiveBatch(projection);
        backoff = 100;
        if (applied < this.options.batchSize && this.wakeups === wakeupsBefore)
          await this.sleep(this.sleepBefore(projection.name));
      } catch (error) {
        this.options.onError?.(projection, error);
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, this.options.maxBackoffMs);
      }
    }
  }

  /** Waits for the delay or an append notification, whichever comes first. */
  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  private wakeAll(): void {
    this.wakeups += 1;
    for (const done of [...this.sleepers]) done();
  }

  /** Lowest checkpoint among the given projections ('' when one has not started). */
  async lowestCheckpoint(names: readonly string[]): Promise<GlobalPosition> {
    if (names.length === 0) return '';
    const rows = await this.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .where('name', 'in', [...names])
      .execute();
    if (rows.length < names.length) return '';
    return rows.reduce(
      (lowest, row) => (row.position < lowest ? row.position : lowest),
      rows[0]?.position ?? '',
    );
  }
}

/**
 * The projection's checkpoint row, locked for this transaction; undefined while another process
 * holds it. Created the first time: the insert is tried only when the row is not found, so a batch
 * costs no write before it knows it has work.
 */
async function lockCheckpoint(trx: Transaction<Database>, name: string) {
  const select = () =>
    trx
      .selectFrom('projection_checkpoints')
      .select(['position', 'event_store'])
      .where('name', '=', name)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  const found = await select();
  if (found) return found;
  await trx
    .insertInto('projection_checkpoints')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return select();
}
