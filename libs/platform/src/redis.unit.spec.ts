import { ConfigError, loadConfig } from './config';
import { parseSentinels, redisAddress, redisOptions } from './redis';

describe('REDIS_SENTINELS', () => {
  it('reads host:port pairs, IPv6 in brackets', () => {
    expect(parseSentinels('s1:26379, s2:26380,[::1]:26381')).toEqual([
      { host: 's1', port: 26379 },
      { host: 's2', port: 26380 },
      { host: '::1', port: 26381 },
    ]);
  });

  it.each(['s1', 's1:', 's1:26379,s2', 's1:0', 's1:70000', ','])(
    'refuses %p and names the setting',
    (value) => {
      expect(() => loadConfig({ REDIS_SENTINELS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_SENTINELS: value })).toThrow(
        /REDIS_SENTINELS: must list host:port pairs/,
      );
    },
  );

  it('is off when unset or empty', () => {
    expect(loadConfig({}).REDIS_SENTINELS).toBeUndefined();
    expect(loadConfig({ REDIS_SENTINELS: ' ' }).REDIS_SENTINELS).toBeUndefined();
  });
});

describe('redisOptions', () => {
  it('connects to REDIS_URL with its user, password, database and TLS', () => {
    const options = redisOptions(loadConfig({ REDIS_URL: 'rediss://queue:p%40ss@redis.example:6380/2' }));
    expect(options).toEqual({
      host: 'redis.example',
      port: 6380,
      username: 'queue',
      password: 'p@ss',
      db: 2,
      tls: {},
      maxRetriesPerRequest: null,
    });
  });

  it('defaults to port 6379, database 0, no credentials and no TLS', () => {
    expect(redisOptions(loadConfig({}))).toEqual({
      host: '127.0.0.1',
      port: 6379,
      username: undefined,
      password: undefined,
      db: 0,
      tls: undefined,
      maxRetriesPerRequest: null,
    });
  });

  it('behind Sentinels, asks them for the named primary and keeps REDIS_URL credentials for the nodes', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://:node-secret@ignored-host:6379/1',
      REDIS_SENTINELS: 's1:26379,s2:26379',
      REDIS_SENTINEL_NAME: 'artisans-primary',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
    });
    const options = redisOptions(config);
    expect(options).toMatchObject({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'artisans-primary',
      sentinelPassword: 'sentinel-secret',
      password: 'node-secret',
      db: 1,
      enableTLSForSentinelMode: false,
      maxRetriesPerRequest: null,
    });
    expect(options.host).toBeUndefined();
    expect(redisAddress(config)).toBe('the primary "artisans-primary" of the Sentinels s1:26379, s2:26379');
  });

  it('names REDIS_URL without its password in messages', () => {
    expect(redisAddress(loadConfig({ REDIS_URL: 'redis://:secret@redis.example:6380/3' }))).toBe(
      'redis://redis.example:6380/3',
    );
  });
});
