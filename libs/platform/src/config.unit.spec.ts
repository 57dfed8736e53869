import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/artisans');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.EVENTSTORE_CONNECTION_STRING).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAINTENANCE_MODE).toBe(false);
  });

  it('reads flags and numbers from strings', () => {
    const config = loadConfig({ PORT: '3100', MAINTENANCE_MODE: 'true', DEMO_DATA: '0' });
    expect(config).toMatchObject({ PORT: 3100, MAINTENANCE_MODE: true, DEMO_DATA: false });
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/artisans'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail'],
  ])('refuses a wrong %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('queue namespace', () => {
  it('follows the database, so that two installations on one Redis never share jobs', () => {
    expect(loadConfig({}).QUEUE_PREFIX).toBe('artisans');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.example/artisans_staging' }).QUEUE_PREFIX).toBe(
      'artisans_staging',
    );
    expect(loadConfig({ QUEUE_PREFIX: 'custom' }).QUEUE_PREFIX).toBe('custom');
  });
});
