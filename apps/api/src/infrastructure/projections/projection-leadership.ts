import { Client } from 'pg';

/** Every process that may run the projections campaigns for this one lock, per database. */
const LOCK_NAME = 'artisans:projections';

export type LeadershipEvents = {
  /** This process now holds the lock: start the work only one process may do. */
  elected(): Promise<void>;
  /** The lock is lost with its connection: stop that work (another process takes over). */
  deposed(): Promise<void>;
};

/**
 * One process at a time runs the projections and the campaign watcher: the one whose own
 * PostgreSQL session holds an advisory lock. The lock lives as long as that session, so when the
 * process dies, or its connection does, PostgreSQL releases it and a waiting process takes it at
 * its next try (every `retryMs`). Projections would stay correct without it (each batch locks its
 * checkpoint row), but standby processes then do no work twice.
 */
export class ProjectionLeadership {
  private client: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private leading = false;

  constructor(
    private readonly connectionString: string,
    private readonly events: LeadershipEvents,
    private readonly retryMs = 2000,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries once now (so an uncontested process leads before this resolves), then keeps trying. */
  async campaign(): Promise<void> {
    await this.tryToLead();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.stepDown();
  }

  /** An error of `elected` (the runner refusing to start) reaches the caller; a lost server retries. */
  private async tryToLead(): Promise<void> {
    if (this.stopped || this.leading) return;
    if (!(await this.takeLock())) return this.retryLater();
    this.leading = true;
    try {
      await this.events.elected();
    } catch (error) {
      await this.stepDown();
      throw error;
    }
  }

  private async takeLock(): Promise<boolean> {
    try {
      this.client ??= await this.connect();
      const { rows } = await this.client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [LOCK_NAME],
      );
      return rows[0]?.locked === true && !this.stopped;
    } catch {
      await this.dropClient();
      return false;
    }
  }

  private retryLater(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.tryToLead().catch(() => this.retryLater());
    }, this.retryMs);
    this.timer.unref();
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.connectionString });
    // A lost connection is a lost lock: step down, then campaign again on a new connection.
    client.on('error', () => void this.lost(client));
    client.on('end', () => void this.lost(client));
    await client.connect();
    return client;
  }

  private async lost(client: Client): Promise<void> {
    if (client !== this.client) return;
    this.client = undefined;
    await this.stepDown();
    this.retryLater();
  }

  private async stepDown(): Promise<void> {
    const wasLeading = this.leading;
    this.leading = false;
    await this.dropClient();
    if (wasLeading) await this.events.deposed();
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
