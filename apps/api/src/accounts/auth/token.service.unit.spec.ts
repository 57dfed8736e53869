import type { Redis } from 'ioredis';
import { loadConfig } from '@artisans/platform';
import type { Db } from '../../infrastructure/database/database';
import { TokenService } from './token.service';

const payload = { sub: '7', role: 'ROLE_ADMIN' } as unknown as Parameters<TokenService['sign']>[0];

async function tokenService(): Promise<TokenService> {
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: 'a-test-secret-of-thirty-two-chars!!',
    SESSION_HOURS: '1',
  });
  const service = new TokenService(config, {} as Db, {} as Redis);
  await service.onModuleInit();
  return service;
}

describe('TokenService: verified tokens are remembered, never past their expiry', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the same claims for a token checked before', async () => {
    const tokens = await tokenService();
    const token = await tokens.sign(payload);
    const first = await tokens.verifySignature(token);
    expect(first).toMatchObject({ sub: '7', role: 'ROLE_ADMIN' });
    expect(await tokens.verifySignature(token)).toEqual(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const tokens = await tokenService();
    const token = await tokens.sign(payload);
    expect(await tokens.verifySignature(token)).toBeDefined();
    jest.setSystemTime(new Date('2026-11-29T09:00:01Z'));
    expect(await tokens.verifySignature(token)).toBeUndefined();
    expect(await tokens.verifySignature(token)).toBeUndefined();
  });

  it('never remembers a token with a forged signature', async () => {
    const tokens = await tokenService();
    const token = await tokens.sign(payload);
    const [header, body] = token.split('.');
    const forged = `${header}.${body}.${'A'.repeat(43)}`;
    expect(await tokens.verifySignature(forged)).toBeUndefined();
    expect(await tokens.verifySignature(forged)).toBeUndefined();
  });
});
