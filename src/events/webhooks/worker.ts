import type { Logger } from 'pino';
import type { Jobs } from '../../jobs/queue';
import { deliverWebhook } from './delivery';
import { Destinations, type Network } from '../../domain/webhooks/destination';
import { WEBHOOK_QUEUE, requeueOverdue, type Connection } from './store';

export interface WebhookOptions {
  /** The first retry's delay (ms); production 30 s, tests a few ms. */
  retryBaseMs?: number;
  /** How often this instance sweeps for deliveries whose job was lost (ms). */
  sweepMs?: number;
  /** How overdue a pending delivery must be before a sweep queues it again (ms). */
  sweepGraceMs?: number;
  /** Networks endpoints may resolve into besides public addresses (WEBHOOK_ALLOW_NETWORKS; tests: 127.0.0.0/8). */
  allowNetworks?: Network[];
}

const SWEEP_BATCH = 500;
/** Deliveries one instance posts at once: a slow endpoint (up to 10 s) must not hold up the others. */
export const WEBHOOK_CONCURRENCY = 8;

/**
 * This instance's webhook worker: the WEBHOOK_QUEUE handler, and a sweeper for deliveries whose
 * job never ran (a crash between commit and queueing, a lost retry). Every instance sweeps; a
 * delivery queued twice is still posted once, as the lease decides.
 */
export class WebhookWorker {
  private jobs: Jobs | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private readonly retryBaseMs: number;
  private readonly sweepMs: number;
  private readonly sweepGraceMs: number;
  /** Where endpoints may point: checked when one is saved (through the request context) and at each attempt. */
  readonly destinations: Destinations;

  constructor(
    private readonly connection: Connection,
    private readonly logger: Logger,
    options: WebhookOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.sweepMs = options.sweepMs ?? 15_000;
    this.sweepGraceMs = options.sweepGraceMs ?? 60_000;
    this.destinations = new Destinations(options.allowNetworks);
  }

  readonly handle = (data: { delivery_id: number }) => deliverWebhook(this.connection, data.delivery_id, { baseMs: this.retryBaseMs, jobs: this.jobs, destinations: this.destinations });

  start(jobs: Jobs): void {
    this.jobs = jobs;
    this.timer = setInterval(() => void this.sweep(), this.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sweep(): Promise<void> {
    if (this.sweeping || !this.jobs) return;
    this.sweeping = true;
    try {
      const rows = await requeueOverdue(this.connection, this.sweepGraceMs, SWEEP_BATCH);
      await this.jobs.sendMany(WEBHOOK_QUEUE, rows.map((r) => ({ delivery_id: r.id })));
    } catch (err) {
      this.logger.error({ err }, 'webhook sweep failed; the next one retries');
    } finally {
      this.sweeping = false;
    }
  }
}
