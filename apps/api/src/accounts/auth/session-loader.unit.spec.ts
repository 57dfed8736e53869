import type { Redis } from 'ioredis';
import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import { loadConfig } from '@artisans/platform';
import type { Db } from '../../infrastructure/database/database';
import type { Database } from '../../infrastructure/database/schema';
import { issuedBeforePasswordChange, issuedBeforeSessionsEnded, SessionLoader } from './session-loader';
import { SessionStamps } from './session-stamps';
import { TokenService, type VerifiedToken } from './token.service';

const issuedAt = (iat: number) => ({ iat }) as VerifiedToken;
const at = (seconds: number) => new Date(seconds * 1000);

describe('issuedBeforePasswordChange', () => {
  it('keeps every token of an account whose password never changed', () => {
    expect(issuedBeforePasswordChange(issuedAt(1_000), null)).toBe(false);
  });

  it('ends a token issued in an earlier second than the change', () => {
    expect(issuedBeforePasswordChange(issuedAt(999), at(1_000.2))).toBe(true);
  });

  it('keeps a token issued in the second of the change or later (the one the change returns)', () => {
    expect(issuedBeforePasswordChange(issuedAt(1_000), at(1_000.7))).toBe(false);
    expect(issuedBeforePasswordChange(issuedAt(1_001), at(1_000.7))).toBe(false);
  });
});

describe('issuedBeforeSessionsEnded', () => {
  it('keeps every token of an account never deactivated', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(1_000), null)).toBe(false);
  });

  it('ends a token issued before the deactivation or in its second, for good', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(999), at(1_000.2))).toBe(true);
    expect(issuedBeforeSessionsEnded(issuedAt(1_000), at(1_000.7))).toBe(true);
  });

  it('keeps a token issued after the deactivation (a login once reactivated)', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(1_001), at(1_000.7))).toBe(false);
  });
});

describe('SessionLoader: the account row kept under its session stamp', () => {
  const accountId = 'a1';
  const claims = {
    sub: accountId,
    kind: 'staff',
    iat: 1_000,
    exp: 9_999_999_999,
    jti: 'j1',
  } as VerifiedToken;
  const row = (changes: Record<string, unknown> = {}) => ({
    id: accountId,
    role: 'ROLE_ADMIN',
    countries: [250],
    language: 'en',
    is_active: true,
    sessions_ended_at: null,
    updated_at: null,
    ...changes,
  });

  /** A loader on fakes: Redis answers `redis.values` to MGET, the database `db.rows` to each query. */
  function loader() {
    const redis = { values: { revoked: null as string | null, stamp: null as string | null } };
    const fakeRedis = {
      mget: jest.fn(async () => [redis.values.revoked, redis.values.stamp]),
    } as unknown as Redis;
    const config = loadConfig({
      ...process.env,
      QUEUE_PREFIX: 'test',
      JWT_SECRET: 'a-test-secret-of-thirty-two-chars!!',
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as Pool }) });
    const database = { rows: [row()] as unknown[], queries: 0 };
    db.executeQuery = (async () => {
      database.queries += 1;
      return { rows: database.rows };
    }) as unknown as Db['executeQuery'];
    const tokens = new TokenService(config, db, fakeRedis);
    const sessions = new SessionLoader(db, fakeRedis, tokens, new SessionStamps(config, fakeRedis));
    return { sessions, redis, database, fakeRedis, tokens };
  }

  it('reads the account once while its stamp stays, with the token’s revocation in the same round trip', async () => {
    const { sessions, database, fakeRedis } = loader();
    expect(await sessions.load(claims)).toMatchObject({ accountId, role: 'ROLE_ADMIN', countries: [250] });
    expect(await sessions.load(claims)).toMatchObject({ accountId, role: 'ROLE_ADMIN' });
    expect(database.queries).toBe(1);
    expect(fakeRedis.mget).toHaveBeenCalledWith('test:revoked-token:j1', 'test:session-stamp:a1');
  });

  it('reads the account again once its stamp has moved, and keeps the new row', async () => {
    const { sessions, redis, database } = loader();
    await sessions.load(claims);
    database.rows = [row({ role: 'ROLE_NETWORK', countries: [380] })];
    redis.values.stamp = '1';
    expect(await sessions.load(claims)).toMatchObject({ role: 'ROLE_NETWORK', countries: [380] });
    expect(await sessions.load(claims)).toMatchObject({ role: 'ROLE_NETWORK' });
    expect(database.queries).toBe(2);
  });

  it('ends a revoked token without asking the database', async () => {
    const { sessions, redis, database } = loader();
    redis.values.revoked = '1';
    expect(await sessions.load(claims)).toBeUndefined();
    expect(database.queries).toBe(0);
  });

  it('keeps no missing account: it is asked for again at the next request', async () => {
    const { sessions, database } = loader();
    database.rows = [];
    expect(await sessions.load(claims)).toBeUndefined();
    database.rows = [row()];
    expect(await sessions.load(claims)).toBeDefined();
    expect(database.queries).toBe(2);
  });

  it('checks every token against the kept row: one issued before the password changed is refused', async () => {
    const { sessions, redis, database } = loader();
    database.rows = [row({ updated_at: new Date(2_000_000) })]; // the password changed at 2,000 s
    redis.values.stamp = '3';
    expect(await sessions.load({ ...claims, iat: 2_001, jti: 'new' })).toBeDefined();
    expect(await sessions.load(claims)).toBeUndefined(); // issued at 1,000 s
    expect(database.queries).toBe(1);
  });

  it('refuses a deactivated account from its kept row', async () => {
    const { sessions, redis, database } = loader();
    database.rows = [row({ is_active: false, sessions_ended_at: new Date(1_500_000) })];
    redis.values.stamp = '2';
    expect(await sessions.load(claims)).toBeUndefined();
    expect(await sessions.load(claims)).toBeUndefined();
    expect(database.queries).toBe(1);
  });

  describe('ofBearer: the caller behind an Authorization header', () => {
    async function signedIn() {
      const setup = loader();
      await setup.tokens.onModuleInit();
      const token = await setup.tokens.sign({ sub: accountId, kind: 'staff' } as Parameters<
        TokenService['sign']
      >[0]);
      return { ...setup, token };
    }

    it('is nobody without a bearer token, and asks neither Redis nor the database', async () => {
      const { sessions, fakeRedis, database } = await signedIn();
      expect(await sessions.ofBearer(undefined)).toBeUndefined();
      expect(await sessions.ofBearer('Basic dXNlcjpwYXNz')).toBeUndefined();
      expect(fakeRedis.mget).not.toHaveBeenCalled();
      expect(database.queries).toBe(0);
    });

    it('is the token and its session for a token that works', async () => {
      const { sessions, token } = await signedIn();
      expect(await sessions.ofBearer(`Bearer ${token}`)).toEqual({
        token,
        session: expect.objectContaining({ accountId, role: 'ROLE_ADMIN' }),
      });
    });

    it('is a 401 for a forged token, and for a token whose session has ended', async () => {
      const { sessions, redis, token } = await signedIn();
      const expired = { kind: 'unauthorized', code: 'session-expired' };
      const [header, body] = token.split('.');
      await expect(sessions.ofBearer(`Bearer ${header}.${body}.${'A'.repeat(43)}`)).rejects.toMatchObject(
        expired,
      );
      redis.values.revoked = '1';
      await expect(sessions.ofBearer(`Bearer ${token}`)).rejects.toMatchObject(expired);
    });
  });
});
