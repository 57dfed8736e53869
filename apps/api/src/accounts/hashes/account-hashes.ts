import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { DomainError, MESSAGES } from '@artisans/domain';
import { appSecret } from '../../infrastructure/database/app-secrets';
import type { Db } from '../../infrastructure/database/database';
import type { AccountKind, Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { DB } from '../../infrastructure/tokens';

/**
 * What a hash is for, and how long it lives. The mailed email-verification link lasts about ten
 * minutes as the spec says; a login proof only bridges one screen to the next.
 */
export const HASH_LIFETIMES_S = {
  'confirm-email': 10 * 60,
  'reset-password': 60 * 60,
  invite: 14 * 24 * 60 * 60,
  endorse: 14 * 24 * 60 * 60,
  'go-to': 14 * 24 * 60 * 60,
  'login-proof': 2 * 60,
} as const;

export type HashPurpose = keyof typeof HASH_LIFETIMES_S;

export type HashHolder = { accountId: string; kind: AccountKind; data: Record<string, unknown> };

const digestOf = (hash: string) => createHash('sha256').update(hash, 'utf8').digest();

/** A hash from a URL or form: base64url of 32 random bytes. Anything else cannot be one of ours. */
const HASH_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Random single-use secrets (256 bits) for mailed links and auto-login proofs. Only their SHA-256
 * digest is stored, so a database leak does not leak usable links.
 */
@Injectable()
export class AccountHashes implements OnModuleInit {
  private linkKey: Buffer | undefined;

  constructor(@Inject(DB) private readonly db: Db) {}

  async onModuleInit(): Promise<void> {
    this.linkKey = Buffer.from(await appSecret(this.db, 'mail-link-key'), 'base64url');
  }

  /**
   * The hash of a mailed link, for a mail rule. It is derived from the event with a server-side
   * key (HMAC-SHA256: unguessable without the key), so that re-applying a reactor batch yields the
   * same link, and it is stored (digest only) in the reactor's transaction. It lives from the
   * event's time. The secret never enters the event log.
   */
  async issueForEvent(
    trx: Transaction<Database>,
    purpose: HashPurpose,
    event: StoredEvent,
    holder: Holder,
  ): Promise<string> {
    if (!this.linkKey) throw new Error('AccountHashes used before module init');
    // The holder is in it: one event mails several people (every network member of a country is
    // asked to endorse), and each link must sign in its own recipient, no other.
    const hash = createHmac('sha256', this.linkKey)
      .update(`${purpose}:${event.id}:${holder.accountId}`)
      .digest('base64url');
    await holdPersonalData(trx, holder);
    await store(trx, hash, purpose, holder, new Date(event.metadata.occurredAt));
    return hash;
  }

  async issue(purpose: HashPurpose, holder: Holder, now = new Date()): Promise<string> {
    const hash = randomBytes(32).toString('base64url');
    await store(this.db, hash, purpose, holder, now);
    return hash;
  }

  /** The holder of a valid, unused hash, without using it up. */
  async peek(purpose: HashPurpose, hash: unknown, kind?: AccountKind): Promise<HashHolder> {
    if (typeof hash !== 'string' || !HASH_SHAPE.test(hash)) throw invalidHash();
    const row = await this.db
      .selectFrom('account_hashes')
      .select(['account_id', 'account_kind', 'data'])
      .where('digest', '=', digestOf(hash))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row || (kind && row.account_kind !== kind)) throw invalidHash();
    return { accountId: row.account_id, kind: row.account_kind, data: row.data };
  }

  /**
   * Uses a hash up: of two concurrent uses, one succeeds. `db`: the transaction of the change the
   * link makes, so that a refused change leaves the link usable.
   */
  async consume(
    purpose: HashPurpose,
    hash: unknown,
    kind?: AccountKind,
    db: Db = this.db,
  ): Promise<HashHolder> {
    if (typeof hash !== 'string' || !HASH_SHAPE.test(hash)) throw invalidHash();
    const row = await db
      .updateTable('account_hashes')
      .set({ used_at: sql<Date>`now()` })
      .where('digest', '=', digestOf(hash))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['account_id', 'account_kind', 'data'])
      .executeTakeFirst();
    if (!row || (kind && row.account_kind !== kind)) throw invalidHash();
    return { accountId: row.account_id, kind: row.account_kind, data: row.data };
  }

  /** Earlier links of the same purpose stop working when a new one is sent (`db`: as for consume). */
  async revokeAll(purpose: HashPurpose, accountId: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('account_hashes')
      .set({ used_at: sql<Date>`now()` })
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}

type Holder = { accountId: string; kind: AccountKind; data?: Record<string, unknown> };

/**
 * Holds the holder's personal data row until the mail rule's transaction ends. An erasure deletes
 * that row before the account's hashes: it waits for the rule, then removes the link the rule
 * stored; or, run first, it leaves no row, and the rule's batch fails and runs again, finding the
 * account erased (no mail, no link). Either way nothing of an erased account stays (issue 13).
 */
async function holdPersonalData(trx: Transaction<Database>, { kind, accountId }: Holder): Promise<void> {
  const row =
    kind === 'artisan'
      ? await trx
          .selectFrom('artisan_personal_data')
          .select('artisan_id as id')
          .where('artisan_id', '=', accountId)
          .forKeyShare()
          .executeTakeFirst()
      : await trx
          .selectFrom('staff_personal_data')
          .select('account_id as id')
          .where('account_id', '=', accountId)
          .forKeyShare()
          .executeTakeFirst();
  if (!row) throw new Error(`Account ${accountId} was erased while a mail to it was being made`);
}

/** Keeps the digest only; storing the same hash twice (a replayed batch) changes nothing. */
async function store(
  db: Db | Transaction<Database>,
  hash: string,
  purpose: HashPurpose,
  holder: Holder,
  issuedAt: Date,
) {
  await db
    .insertInto('account_hashes')
    .values({
      digest: digestOf(hash),
      purpose,
      account_kind: holder.kind,
      account_id: holder.accountId,
      data: JSON.stringify(holder.data ?? {}) as unknown as Record<string, unknown>,
      created_at: issuedAt,
      expires_at: new Date(issuedAt.getTime() + HASH_LIFETIMES_S[purpose] * 1000),
    })
    .onConflict((oc) => oc.column('digest').doNothing())
    .execute();
}

export function invalidHash(): DomainError {
  return new DomainError('invalid', MESSAGES.invalidHash, 'invalid-hash');
}
