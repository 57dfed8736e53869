import { isIP } from 'node:net';
import { z } from 'zod';
import { parseSentinels } from './redis';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/**
 * EVENTSTORE_CONNECTION_STRING's schemes: the client's (`esdb`), and KurrentDB's names for them,
 * which the adapter translates (the client parses only its own). Not checked as a URL: a cluster's
 * string lists several hosts (`esdb://node1:2113,node2:2113`).
 */
export const EVENTSTORE_SCHEMES = [
  'esdb',
  'esdb+discover',
  'kurrentdb',
  'kurrentdb+discover',
  'kdb',
  'kdb+discover',
] as const;

/** Every setting the product reads from the environment, with its default. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).default(
    'postgresql://postgres@127.0.0.1:5432/artisans',
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /**
   * Redis behind Sentinels (docs/deploy.md): `host:port` of each Sentinel, comma separated. Set, the
   * primary is found through them and followed across failovers; REDIS_URL keeps the credentials.
   */
  REDIS_SENTINELS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const sentinels = parseSentinels(value);
      if (!sentinels)
        context.addIssue({ code: 'custom', message: 'must list host:port pairs separated by commas' });
      return sentinels;
    }),
  /** The name the Sentinels monitor the primary under (`sentinel monitor <name> …`). */
  REDIS_SENTINEL_NAME: z.string().min(1).default('artisans'),
  /** The Sentinels' own password, when they require one (`requirepass` in sentinel.conf). */
  REDIS_SENTINEL_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EVENTSTORE_CONNECTION_STRING: z
    .string()
    .refine(
      (value) => EVENTSTORE_SCHEMES.some((scheme) => scheme === /^([a-z+]+):\/\/\S/.exec(value.trim())?.[1]),
      `must start with ${EVENTSTORE_SCHEMES.map((scheme) => `${scheme}://`).join(', ')}`,
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Artisans of Excellence <no-reply@artisans.local>'),
  MAIL_DIR: z.string().min(1).default('var/mail'),
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  /**
   * Where uploaded files live: `local`, in UPLOAD_DIR (a folder every API process mounts), or `s3`,
   * in the bucket S3_BUCKET (AWS S3 or any S3-compatible store at S3_ENDPOINT; credentials from the
   * SDK's usual chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a workload identity).
   */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lowercase letters, digits, dots, dashes)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible store's address (MinIO, Ceph, another cloud's S3 API); unset: AWS's own. */
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Buckets addressed as `<endpoint>/<bucket>` rather than `<bucket>.<endpoint>` (MinIO wants it). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: booleanFlag.default(false),
  /**
   * SPEC.md section 4: "Enabling evaluation edition for the network member is an option". On, a
   * network member may correct the answers of an evaluation waiting for their endorsement.
   */
  NETWORK_MEMBER_EDITS_EVALUATION: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.default(true),
  /** Run projections and reactors in this process (the API by default). */
  RUN_PROJECTIONS: booleanFlag.default(true),
  /** `npm start` runs this many API processes sharing PORT (node:cluster), beside one projections process. */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
  WEB_DIST_DIR: z.string().optional(),
  /** Signing key of session tokens (HS256, 32+ characters). Unset: one is generated and kept in the database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(8),
  /**
   * Login, reset and link attempts allowed from one client address in RATE_LIMIT_WINDOW_S, whatever
   * the account: sized for an office of people behind one public address, not for one person.
   */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(200),
  /** Attempts on one account from one client address in RATE_LIMIT_WINDOW_S. */
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /**
   * Attempts on one account from all addresses together in RATE_LIMIT_ACCOUNT_WINDOW_S: keeps
   * guessing from many addresses slow. Unset: ten times RATE_LIMIT_PER_ACCOUNT.
   */
  RATE_LIMIT_PER_ACCOUNT_ALL_IPS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_ACCOUNT_WINDOW_S: z.coerce.number().int().min(1).default(3600),
  /**
   * The proxies whose X-Forwarded-For names the client (Fastify's trustProxy): their addresses or
   * subnets, comma-separated (`loopback`, `uniquelocal` and `linklocal` name the usual ranges), or
   * the number of proxy hops in front of the API. Unset: none, the client is the connection's peer.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('problem' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.problem, input: value });
        return z.NEVER;
      }
      return parsed.trusted;
    }),
  /** Comma-separated emails left out of the back-office user list (in addition to the database list). */
  HIDDEN_USER_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Namespace of the queues and other keys in Redis. Unset: derived from the database name, so
   * that two installations sharing a Redis never take each other's jobs.
   */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash and underscore only')
    .optional(),
  /** Tries per mail job (exponential backoff between them, from MAIL_BACKOFF_MS). */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(10).default(2000),
  /** A mail job whose worker stops renewing its lock for this long is taken over by another worker. */
  MAIL_LOCK_DURATION_MS: z.coerce.number().int().min(200).default(30000),
  /** How often a worker looks for jobs whose worker died (stalled jobs). */
  MAIL_STALLED_INTERVAL_MS: z.coerce.number().int().min(100).default(30000),
  /** Newsletter mails sent per second at most (one worker or many): keeps the SMTP relay happy. */
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
});

export type AppConfig = Omit<
  z.infer<typeof configSchema>,
  'QUEUE_PREFIX' | 'RATE_LIMIT_PER_ACCOUNT_ALL_IPS'
> & { QUEUE_PREFIX: string; RATE_LIMIT_PER_ACCOUNT_ALL_IPS: number };

/** proxy-addr's names of the private and loopback ranges (Fastify's trustProxy reads them). */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Fastify's trustProxy: no proxy, a number of hops, or the proxies' addresses and subnets. */
export type TrustedProxies = false | number | string[];

/**
 * TRUST_PROXY as Fastify takes it. `true` is refused: trusting every sender of X-Forwarded-For
 * lets any client choose the address its attempts are counted against.
 */
export function parseTrustProxy(value: string): { trusted: TrustedProxies } | { problem: string } {
  const text = value.trim();
  if (text === '' || text === 'false') return { trusted: false };
  if (/^\d+$/.test(text)) return { trusted: Number(text) === 0 ? false : Number(text) };
  if (text === 'true')
    return {
      problem:
        'trusting every address lets any client choose its own; list the proxies or give the number of hops',
    };
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !ADDRESS_RANGES.has(entry) && !isAddressOrSubnet(entry));
  if (wrong !== undefined)
    return {
      problem: `"${wrong}" is not an address, a subnet (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    };
  return { trusted: entries };
}

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; a wrong value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, v]) => v !== undefined),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET)
    throw new ConfigError(['S3_BUCKET: the bucket is required when FILE_STORAGE is s3']);
  return {
    ...config,
    QUEUE_PREFIX: config.QUEUE_PREFIX ?? defaultQueuePrefix(config.DATABASE_URL),
    RATE_LIMIT_PER_ACCOUNT_ALL_IPS:
      config.RATE_LIMIT_PER_ACCOUNT_ALL_IPS ?? 10 * config.RATE_LIMIT_PER_ACCOUNT,
  };
}

function defaultQueuePrefix(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'artisans';
  return database.replace(/[^\w.-]/g, '_').slice(0, 64);
}

export function publicUrl(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
