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

describe('trusted proxies (TRUST_PROXY)', () => {
  it('trusts no proxy by default: X-Forwarded-For is never read', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes addresses, subnets and range names, or a number of hops', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it.each(['true', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1/8/1'])(
    'refuses %s and names the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
    },
  );
});

describe('rate limits', () => {
  it('size the address limit for an office and keep guessing one account slow from anywhere', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_PER_IP: 200,
      RATE_LIMIT_PER_ACCOUNT: 10,
      RATE_LIMIT_WINDOW_S: 900,
      RATE_LIMIT_PER_ACCOUNT_ALL_IPS: 100,
      RATE_LIMIT_ACCOUNT_WINDOW_S: 3600,
    });
  });

  it('derives the limit per account from all addresses from the one per address, unless set', () => {
    expect(loadConfig({ RATE_LIMIT_PER_ACCOUNT: '1000' }).RATE_LIMIT_PER_ACCOUNT_ALL_IPS).toBe(10000);
    expect(
      loadConfig({ RATE_LIMIT_PER_ACCOUNT: '1000', RATE_LIMIT_PER_ACCOUNT_ALL_IPS: '50' })
        .RATE_LIMIT_PER_ACCOUNT_ALL_IPS,
    ).toBe(50);
  });
});

describe('file storage (FILE_STORAGE)', () => {
  it('keeps files in UPLOAD_DIR unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ FILE_STORAGE: 'local', S3_REGION: 'us-east-1' });
  });

  it('takes a bucket, and an S3-compatible endpoint with path-style addressing', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'artisans-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'artisans-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses s3 without a bucket, a bucket name S3 would refuse, and an endpoint that is no URL', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: the bucket is required/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'Uploads_2026' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/FILE_STORAGE/);
  });
});
