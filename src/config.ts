import path from 'node:path';
import { type Bucket, DEFAULT_LIMITS, DEFAULT_RATE_LIMITS, type LimitOptions } from './limits/options';
import { DEFAULT_OBSERVABILITY, type ObservabilityOptions } from './observability/options';
import { parseNetworks, type Network } from './domain/webhooks/destination';
import { DEFAULT_RETENTION, type RetentionOptions } from './retention/options';

/** The environment contract (README "Configuration"). Read once at start-up. */
export interface Config {
  port: number;
  /** The address to listen on: this machine only in the sandbox, every interface otherwise. */
  host: string;
  /** Absent: start the embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** Connections of the request pool: several instances on one PostgreSQL share its max_connections. */
  databasePoolSize: number;
  dataDir: string;
  sandbox: boolean;
  logLevel: string;
  /** The first webhook retry's delay (ms); each further retry doubles it. */
  webhookRetryBaseMs: number;
  /** Networks webhook endpoints may resolve into besides public addresses (README "Webhook destinations"). */
  webhookAllowNetworks: Network[];
  /** GraphQL depth, cost, alias and batch limits; per-client rate limits (README "Limits"). */
  limits: LimitOptions;
  /** /metrics' token and /readyz's outbox lag limit (README "Logs and metrics"). */
  observability: ObservabilityOptions;
  /** How long finished rows are kept (README "Retention"). */
  retention: Partial<RetentionOptions>;
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function parseMs(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`${name} must be a positive number of milliseconds, got "${raw}"`);
  return ms;
}

/** A number of days (fractions allowed: 0.5 is 12 hours), as milliseconds. */
function parseDays(name: string, raw: string | undefined, fallbackMs: number): number {
  if (raw === undefined || raw === '') return fallbackMs;
  const days = Number(raw);
  if (!Number.isFinite(days) || days <= 0) throw new Error(`${name} must be a positive number of days, got "${raw}"`);
  return days * 24 * 3600 * 1000;
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** "1000/50": a bucket of 1000 that regains 50 a second. */
function parseBucket(name: string, raw: string | undefined, fallback: Bucket): Bucket {
  if (raw === undefined || raw === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!match || Number(match[1]) < 1 || !(Number(match[2]) > 0)) throw new Error(`${name} must be <size>/<restored per second>, such as 1000/50, got "${raw}"`);
  return { size: Number(match[1]), restorePerSecond: Number(match[2]) };
}

/** Express's trust proxy: true/false, a hop count, or addresses and subnets (loopback, 10.0.0.0/8). */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '') return DEFAULT_LIMITS.trustProxy;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^(true|false)$/i.test(raw)) return parseBool('TRUST_PROXY', raw, false);
  return raw;
}

function loadLimits(env: NodeJS.ProcessEnv): LimitOptions {
  const d = DEFAULT_LIMITS;
  return {
    maxDepth: parseCount('GRAPHQL_MAX_DEPTH', env.GRAPHQL_MAX_DEPTH, d.maxDepth),
    maxCost: parseCount('GRAPHQL_MAX_COST', env.GRAPHQL_MAX_COST, d.maxCost),
    maxAliases: parseCount('GRAPHQL_MAX_ALIASES', env.GRAPHQL_MAX_ALIASES, d.maxAliases),
    maxBatch: parseCount('GRAPHQL_MAX_BATCH', env.GRAPHQL_MAX_BATCH, d.maxBatch),
    rateLimits: parseBool('RATE_LIMITS', env.RATE_LIMITS, true)
      ? {
        graphql: parseBucket('RATE_LIMIT_GRAPHQL', env.RATE_LIMIT_GRAPHQL, DEFAULT_RATE_LIMITS.graphql),
        rest: parseBucket('RATE_LIMIT_REST', env.RATE_LIMIT_REST, DEFAULT_RATE_LIMITS.rest),
        anonymous: parseBucket('RATE_LIMIT_ANONYMOUS', env.RATE_LIMIT_ANONYMOUS, DEFAULT_RATE_LIMITS.anonymous),
      }
      : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  // The sandbox is the default only where nothing real can be hurt: the embedded database.
  const sandbox = parseBool('SANDBOX', env.SANDBOX, !databaseUrl);
  return {
    port,
    // A sandbox prints its credentials and opens /metrics: by default nothing off this machine reaches it.
    host: env.HOST || (sandbox ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl,
    databasePoolSize: parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    dataDir: path.resolve(env.DATA_DIR || '.forklift'),
    sandbox,
    logLevel: env.LOG_LEVEL || 'info',
    webhookRetryBaseMs: parseMs('WEBHOOK_RETRY_BASE_MS', env.WEBHOOK_RETRY_BASE_MS, 30_000),
    webhookAllowNetworks: parseNetworks('WEBHOOK_ALLOW_NETWORKS', env.WEBHOOK_ALLOW_NETWORKS),
    limits: loadLimits(env),
    retention: {
      eventsMs: parseDays('RETENTION_EVENTS_DAYS', env.RETENTION_EVENTS_DAYS, DEFAULT_RETENTION.eventsMs),
      deliveriesMs: parseDays('RETENTION_DELIVERIES_DAYS', env.RETENTION_DELIVERIES_DAYS, DEFAULT_RETENTION.deliveriesMs),
      bulkMs: parseDays('RETENTION_BULK_DAYS', env.RETENTION_BULK_DAYS, DEFAULT_RETENTION.bulkMs),
      intervalMs: parseMs('RETENTION_INTERVAL_MS', env.RETENTION_INTERVAL_MS, DEFAULT_RETENTION.intervalMs),
    },
    observability: {
      metricsToken: env.METRICS_TOKEN || undefined,
      metricsOpen: parseBool('METRICS_OPEN', env.METRICS_OPEN, sandbox),
      outboxLagLimitMs: parseMs('OUTBOX_LAG_LIMIT_MS', env.OUTBOX_LAG_LIMIT_MS, DEFAULT_OBSERVABILITY.outboxLagLimitMs),
    },
  };
}
