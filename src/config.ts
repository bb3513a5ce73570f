import path from 'node:path';

/** The environment contract (README "Configuration"). Read once at start-up. */
export interface Config {
  port: number;
  /** Absent: start the embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  sandbox: boolean;
  logLevel: string;
  /** The first webhook retry's delay (ms); each further retry doubles it. */
  webhookRetryBaseMs: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || '.forklift'),
    // The sandbox is the default only where nothing real can be hurt: the embedded database.
    sandbox: parseBool('SANDBOX', env.SANDBOX, !databaseUrl),
    logLevel: env.LOG_LEVEL || 'info',
    webhookRetryBaseMs: parseMs('WEBHOOK_RETRY_BASE_MS', env.WEBHOOK_RETRY_BASE_MS, 30_000),
  };
}
