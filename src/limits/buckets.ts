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
 * refilled for the time elapsed (PostgreSQL's clock, so instances need not agree on theirs). If it
 * holds the cost ($4) it grants up to the lease ($5, at least the cost), as much as it holds;
 * ON CONFLICT serialises writers on the row. A refused draw changes nothing and answers the level
 * it found, for Retry-After. "Full" ($2) is the bucket's size less the units the drawing instance
 * still holds leased: those are the bucket's too, so the bucket and the lease together never hold
 * more than its size (a caller is never granted, nor shown, more than that).
 */
const DRAW = `
  with drawn as (
    insert into rate_limits as b (key, tokens, granted, updated_at) values ($1, $2::float8 - least($2::float8, $5::float8), least($2::float8, $5::float8), now())
    on conflict (key) do update
      set tokens = ${level('b')} - least(${level('b')}, $5::float8), granted = least(${level('b')}, $5::float8), updated_at = greatest(b.updated_at, now())
      where ${level('b')} >= $4::float8
    returning tokens, granted
  )
  select true as allowed, tokens, granted from drawn
  union all
  select false, ${level('r')}, 0 from rate_limits r where r.key = $1 and not exists (select from drawn)`;

/** How often each instance drops buckets that have been full long enough to be as good as absent (in rounds of LEASE_IDLE_MS). */
const PURGE_ROUNDS = 10;
/** A lease unused this long lapses (its units stay spent), so the map of keys stays bounded. */
const LEASE_IDLE_MS = 60_000;

/**
 * How many units one statement takes from the shared bucket for this instance to hand out: a
 * fiftieth of the bucket (at least the cost). Small buckets (a size under 50) lease one draw at a
 * time, exactly as if there were no lease; the defaults lease 10 REST requests or 20 GraphQL points.
 */
const leaseSize = (bucket: Bucket, cost: number) => Math.max(cost, Math.floor(bucket.size / 50));

/** Units this instance has drawn from a shared bucket and not yet handed out. */
interface Lease {
  units: number;
  /** The shared bucket's level after the draw that made this lease. */
  shared: number;
  /** When `shared` was read (this instance's clock): it has refilled since. */
  sharedAt: number;
  usedAt: number;
  /** A draw under way for this key: later draws wait for it rather than racing it. */
  topUp: Promise<unknown> | null;
}

/**
 * Token buckets in PostgreSQL (rate_limits), shared by every instance. A small pool of its own keeps
 * these statements off the ORM's connections (and out of its statement counts).
 *
 * Each instance leases units from a shared bucket (leaseSize) and hands them out from memory,
 * topping the lease up in the background once half is gone, so a steady caller's request waits on
 * no statement. No instance can hand out a unit the shared bucket did not grant, so the limit
 * holds across instances; a caller may be refused on one instance while another still holds a
 * few leased units for it (at most one lease per instance).
 */
export class BucketStore {
  private readonly pool: Pool;
  private readonly purgeTimer: NodeJS.Timeout;
  private readonly leases = new Map<string, Lease>();

  constructor(
    databaseUrl: string,
    private readonly logger: Logger,
    buckets: Bucket[],
  ) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5_000, query_timeout: 5_000, application_name: 'forklift-limits' });
    // An idle connection the database drops (a restart) is reported here; the pool replaces it.
    this.pool.on('error', (err) => this.logger.warn({ err }, 'rate limit connection lost'));
    const fullAfterSeconds = Math.max(...buckets.map((b) => b.size / b.restorePerSecond));
    let round = 0;
    this.purgeTimer = setInterval(() => {
      this.dropIdleLeases();
      if (++round % PURGE_ROUNDS === 0) void this.purge(fullAfterSeconds);
    }, LEASE_IDLE_MS).unref();
  }

  /**
   * Draws `cost` units from the bucket under `key` (0 reads its level). Null when the database
   * cannot answer: the request goes on unlimited rather than failing for want of a counter.
   */
  async draw(key: string, bucket: Bucket, cost: number): Promise<Throttle | null> {
    for (;;) {
      const lease = this.leases.get(key);
      if (lease && lease.units >= cost && (cost > 0 || lease.units > 0)) {
        lease.units -= cost;
        lease.usedAt = Date.now();
        const size = leaseSize(bucket, 0);
        if (size > 1 && lease.units < size / 2 && !lease.topUp) void this.topUp(key, bucket, lease, 0);
        return this.throttle(bucket, true, this.level(bucket, lease, cost), cost);
      }
      if (lease?.topUp) {
        await lease.topUp;
        continue;
      }
      return this.fromDatabase(key, bucket, cost, lease);
    }
  }

  /** A draw the lease cannot cover: the shared bucket grants the rest (and a new lease's worth, if it holds it). */
  private async fromDatabase(key: string, bucket: Bucket, cost: number, known: Lease | undefined): Promise<Throttle | null> {
    const lease: Lease = known ?? { units: 0, shared: 0, sharedAt: Date.now(), usedAt: Date.now(), topUp: null };
    this.leases.set(key, lease);
    const result = await this.topUp(key, bucket, lease, Math.max(0, cost - lease.units));
    if (!result) return null;
    if (!result.allowed) return this.throttle(bucket, false, result.tokens + lease.units, cost);
    lease.units -= cost;
    return this.throttle(bucket, true, this.level(bucket, lease, cost), cost);
  }

  /**
   * What the caller has left after a draw of `cost`, as far as this instance knows: the shared bucket
   * as last read, refilled at its rate since (so the first answer after a pause shows the pause), and
   * the lease, together never more than the bucket's size before the draw took its cost.
   */
  private level(bucket: Bucket, lease: Lease, cost: number): number {
    const refilled = lease.shared + (bucket.restorePerSecond * (Date.now() - lease.sharedAt)) / 1000;
    return Math.min(bucket.size, refilled + lease.units + cost) - cost;
  }

  /**
   * Adds to a lease from the shared bucket: at least `need` units, a lease's worth if the bucket
   * holds it. Null when the database cannot answer.
   */
  private topUp(key: string, bucket: Bucket, lease: Lease, need: number): Promise<{ allowed: boolean; tokens: number } | null> {
    const run = this.pool
      .query<{ allowed: boolean; tokens: number; granted: number }>(DRAW, [key, bucket.size - lease.units, bucket.restorePerSecond, need, leaseSize(bucket, need)])
      .then(({ rows }) => {
        // No row: a concurrent first draw inserted the key after this statement's snapshot and left too little.
        const { allowed, tokens, granted } = rows[0] ?? { allowed: false, tokens: 0, granted: 0 };
        if (allowed) {
          lease.units += granted;
          lease.shared = tokens;
          lease.sharedAt = Date.now();
        }
        lease.usedAt = Date.now();
        return { allowed, tokens };
      })
      .catch((err) => {
        this.logger.warn({ err, key }, 'rate limit unavailable; request not limited');
        return null;
      })
      .finally(() => {
        lease.topUp = null;
      });
    lease.topUp = run;
    return run;
  }

  private throttle(bucket: Bucket, allowed: boolean, tokens: number, cost: number): Throttle {
    return {
      allowed,
      bucket,
      available: Math.floor(tokens),
      retryAfter: allowed ? 0 : Math.ceil((cost - tokens) / bucket.restorePerSecond),
      reset: Math.ceil((bucket.size - tokens) / bucket.restorePerSecond),
    };
  }

  private dropIdleLeases(): void {
    const idleSince = Date.now() - LEASE_IDLE_MS;
    for (const [key, lease] of this.leases) if (lease.usedAt < idleSince && !lease.topUp) this.leases.delete(key);
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
