import type { AppConfig } from './config';

/** REDIS_URL, and the Sentinel settings where Redis is behind Sentinels. */
export type RedisConfig = Pick<AppConfig, 'REDIS_URL'> &
  Partial<Pick<AppConfig, 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD'>>;

/**
 * What ioredis and BullMQ are given (a subset of ioredis' RedisOptions, written out because BullMQ
 * declares its own type for the same options).
 */
export type RedisConnectionOptions = {
  host?: string;
  port?: number;
  username?: string;
  password?: string;
  db: number;
  tls?: object;
  maxRetriesPerRequest: null;
  sentinels?: { host: string; port: number }[];
  name?: string;
  sentinelPassword?: string;
  enableTLSForSentinelMode?: boolean;
  sentinelTLS?: object;
};

/** `host:port` pairs, comma separated (REDIS_SENTINELS); undefined when one is not. */
export function parseSentinels(value: string): { host: string; port: number }[] | undefined {
  const sentinels = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry))
    .map((match) =>
      match && Number(match[2]) >= 1 && Number(match[2]) <= 65535
        ? { host: match[1]!.replace(/^\[|\]$/g, ''), port: Number(match[2]) }
        : undefined,
    );
  if (sentinels.length === 0 || sentinels.some((sentinel) => sentinel === undefined)) return undefined;
  return sentinels as { host: string; port: number }[];
}

/**
 * The connection every role's ioredis clients and BullMQ queues open. REDIS_URL names the server,
 * its user, password, database and TLS (`rediss://`); with REDIS_SENTINELS, ioredis asks the
 * Sentinels for the primary of REDIS_SENTINEL_NAME instead of REDIS_URL's host, and follows its
 * failovers by itself (REDIS_URL still gives the credentials, database and TLS of the Redis nodes).
 * BullMQ blocks on its connections, so ioredis never gives up on a command
 * (`maxRetriesPerRequest: null`); callers that must fail fast override it.
 */
export function redisOptions(config: RedisConfig): RedisConnectionOptions {
  const url = new URL(config.REDIS_URL);
  const tls = url.protocol === 'rediss:' ? {} : undefined;
  const node: RedisConnectionOptions = {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls,
    maxRetriesPerRequest: null,
  };
  if (!config.REDIS_SENTINELS) {
    return { ...node, host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 6379) };
  }
  return {
    ...node,
    sentinels: config.REDIS_SENTINELS,
    name: config.REDIS_SENTINEL_NAME,
    sentinelPassword: config.REDIS_SENTINEL_PASSWORD,
    // With rediss://, the Sentinels are asked over TLS too.
    enableTLSForSentinelMode: tls !== undefined,
    sentinelTLS: tls,
  };
}

/** Where Redis is, for messages: the Sentinels and the primary's name, or REDIS_URL's host. */
export function redisAddress(config: RedisConfig): string {
  if (config.REDIS_SENTINELS)
    return `the primary "${config.REDIS_SENTINEL_NAME}" of the Sentinels ${config.REDIS_SENTINELS.map((s) => `${s.host}:${s.port}`).join(', ')}`;
  const url = new URL(config.REDIS_URL);
  return `${url.protocol}//${url.host}${url.pathname.length > 1 ? url.pathname : ''}`;
}

/** What every BullMQ queue and worker of an installation needs to find its jobs. */
export type QueueConfig = RedisConfig & Pick<AppConfig, 'QUEUE_PREFIX'>;

/**
 * The connection and the key prefix of a BullMQ queue or worker: the same for the API, which adds
 * jobs, and the worker, which takes them (QUEUE_PREFIX keeps installations sharing a Redis apart).
 */
export function queueConnection(config: QueueConfig): { connection: RedisConnectionOptions; prefix: string } {
  return { connection: redisOptions(config), prefix: config.QUEUE_PREFIX };
}
