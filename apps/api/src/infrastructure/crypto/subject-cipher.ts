import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../database/schema';

/**
 * Crypto-shredding of free texts in events (ARCHITECTURE.md, "personal data"): texts about an
 * artisan are sealed with a key of its own (AES-256-GCM, the artisan id as associated data), kept
 * in `subject_keys`. Erasing the artisan deletes the key, and every sealed text of every event about
 * it becomes unreadable, without rewriting the event log.
 *
 * An empty text stays empty: whether a comment exists is not personal, and read models count on it.
 */
const PREFIX = 'sealed:v1:';
const ALGORITHM = 'aes-256-gcm';

/** What an unreadable (erased) text reads as. */
export const ERASED_TEXT = '';

export type Sealer = (text: string) => string;
export type Opener = (text: string) => string;

type Db = Kysely<Database>;

export function isSealed(text: string): boolean {
  return text.startsWith(PREFIX);
}

function seal(key: Buffer, subjectId: string, text: string): string {
  if (text === '') return text;
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return PREFIX + parts.join(':');
}

function open(key: Buffer | undefined, subjectId: string, text: string): string {
  if (!isSealed(text)) return text; // written before sealing, or empty
  if (!key) return ERASED_TEXT;
  const [iv, tag, data] = text
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv(ALGORITHM, key, iv!);
  decipher.setAAD(Buffer.from(subjectId));
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/**
 * The keys this process read lately, per database handle (a test process opens many databases):
 * every autosave sealed its texts with a key read from the table again. They are kept as long as
 * the folded states that hold the same texts opened (FoldedStreams), and forgotten the same way
 * when the subject is erased (`forgetKey`; other processes drop theirs within KEPT_MS).
 */
const MAX_KEYS = 5000;
const KEPT_MS = 5 * 60_000;
const keptKeys = new WeakMap<Db, LRUCache<string, Buffer>>();

function keysOf(db: Db): LRUCache<string, Buffer> {
  let keys = keptKeys.get(db);
  if (!keys) {
    keys = new LRUCache<string, Buffer>({ max: MAX_KEYS, ttl: KEPT_MS });
    keptKeys.set(db, keys);
  }
  return keys;
}

export async function readKey(db: Db, subjectId: string): Promise<Buffer | undefined> {
  const kept = keysOf(db).get(subjectId);
  if (kept) return kept;
  const row = await db
    .selectFrom('subject_keys')
    .select('key')
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  if (row?.key) keysOf(db).set(subjectId, row.key);
  return row?.key;
}

/** Drops the subject's key from what this process keeps for `db` (after its erasure committed). */
export function forgetKey(db: Db, subjectId: string): void {
  keysOf(db).delete(subjectId);
}

/** A sealer of the subject's texts with its key. */
export function sealerWith(subjectId: string, key: Buffer): Sealer {
  return (text) => seal(key, subjectId, text);
}

/** The subject's new key, or the one a concurrent first use made. */
export async function makeKey(db: Db, subjectId: string): Promise<Buffer> {
  await db
    .insertInto('subject_keys')
    .values({ subject_id: subjectId, key: randomBytes(32) })
    .onConflict((oc) => oc.column('subject_id').doNothing())
    .execute();
  const key = await readKey(db, subjectId);
  if (!key) throw new Error(`No key for ${subjectId} right after making it`);
  return key;
}

/** An opener of the subject's texts; once the key is erased every sealed text opens as ERASED_TEXT. */
export async function openerFor(db: Db, subjectId: string): Promise<Opener> {
  return openerWith(subjectId, await readKey(db, subjectId));
}

/** An opener with the subject's key as read (`undefined`: erased, or never made). */
export function openerWith(subjectId: string, key: Buffer | undefined): Opener {
  return (text) => open(key, subjectId, text);
}

/** Erases every sealed text about the subject. */
export async function eraseSubjectKey(db: Db, subjectId: string): Promise<void> {
  forgetKey(db, subjectId);
  await db.deleteFrom('subject_keys').where('subject_id', '=', subjectId).execute();
}
