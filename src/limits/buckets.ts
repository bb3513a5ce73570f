import { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Bucket } from './options';

/** The outcome of one draw from a bucket. */
export interface Throttle {
  allowed: boolean;
  bucket: Bucket;
  /** Units left after the draw (a refused draw takes nothing). */
  available: number;
  /** Seconds until the refused draw would succeed; 0 when it did. */
  retryAfter: number;
  /** Seconds until the bucket is full again. */
  reset: number;
}

/** The bucket's level now: what it held, plus what has flowed back since, up to its size. */
const level = (row: string) => `least($2::float8, ${row}.tokens + $3::float8 * greatest(0, extract(epoch from now() - ${row}.updated_at)::float8))`;

/**
 * One statement, atomic under any number of instances: a new key starts full; an existing one is
 * refilled for the time elapsed (PostgreSQL's clock, so instances need not agree on theirs) and
 * drawn only if it holds the cost; ON CONFLICT serialises writers on the row. A refused draw
 * changes nothing and answers the level it found, for Retry-After.
 */
const DRAW = `
  with drawn as (
    insert into rate_limits as b (key, tokens, updated_at) values ($1, $2::float8 - $4::float8, now())
    on conflict (key) do update
      set tokens = ${level('b')} - $4::float8, updated_at = greatest(b.updated_at, now())
      where ${level('b')} >= $4::float8
    returning tokens
  )
  select true as allowed, tokens from drawn
  union all
  select false, ${level('r')} from rate_limits r where r.key = $1 and not exists (select from drawn)`;

/** How often each instance drops buckets that have been full long enough to be as good as absent. */
const PURGE_MS = 10 * 60_000;

/**
 * Token buckets in PostgreSQL (rate_limits), shared by every instance. A small pool of its own keeps
 * these statements off the ORM's connections (and out of its statement counts).
 */
export class BucketStore {
  private readonly pool: Pool;
  private readonly purgeTimer: NodeJS.Timeout;

  constructor(
    databaseUrl: string,
    private readonly logger: Logger,
    buckets: Bucket[],
  ) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5_000, query_timeout: 5_000, application_name: 'forklift-limits' });
    // An idle connection the database drops (a restart) is reported here; the pool replaces it.
    this.pool.on('error', (err) => this.logger.warn({ err }, 'rate limit connection lost'));
    const fullAfterSeconds = Math.max(...buckets.map((b) => b.size / b.restorePerSecond));
    this.purgeTimer = setInterval(() => void this.purge(fullAfterSeconds), PURGE_MS).unref();
  }

  /**
   * Draws `cost` units from the bucket under `key`. Null when the database cannot answer: the
   * request goes on unlimited rather than failing for want of a counter.
   */
  async draw(key: string, bucket: Bucket, cost: number): Promise<Throttle | null> {
    try {
      const { rows } = await this.pool.query<{ allowed: boolean; tokens: number }>(DRAW, [key, bucket.size, bucket.restorePerSecond, cost]);
      // No row: a concurrent first draw inserted the key after this statement's snapshot and left too little.
      const { allowed, tokens } = rows[0] ?? { allowed: false, tokens: 0 };
      return {
        allowed,
        bucket,
        available: Math.floor(tokens),
        retryAfter: allowed ? 0 : Math.ceil((cost - tokens) / bucket.restorePerSecond),
        reset: Math.ceil((bucket.size - tokens) / bucket.restorePerSecond),
      };
    } catch (err) {
      this.logger.warn({ err, key }, 'rate limit unavailable; request not limited');
      return null;
    }
  }

  private async purge(fullAfterSeconds: number): Promise<void> {
    try {
      await this.pool.query('delete from rate_limits where updated_at < now() - make_interval(secs => $1)', [fullAfterSeconds]);
    } catch (err) {
      this.logger.warn({ err }, 'rate limit purge failed');
    }
  }

  async close(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.pool.end();
  }
}
