import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Connection } from '../events/webhooks/store';
import { STEPS, type PrunedTable } from './store';
import { DEFAULT_RETENTION, type RetentionOptions } from './options';

export type PruneResult = Record<PrunedTable, number>;

/**
 * Every instance prunes on a timer, off any request's path: each batch is one short statement
 * (its own transaction) that skips rows another instance is pruning, so writers never wait on it
 * for long and instances never on each other.
 */
export class Pruner {
  readonly options: RetentionOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PruneResult> | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly logger: Logger,
    options: Partial<RetentionOptions> = {},
  ) {
    this.options = { ...DEFAULT_RETENTION, ...options };
  }

  start(): void {
    this.timer = setInterval(() => void this.run().catch((err) => {
      if (!isDatabaseUnavailable(err)) this.logger.error({ err }, 'pruning failed; the next run retries');
    }), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run over every table (a run already under way is joined, not doubled). */
  run(): Promise<PruneResult> {
    this.running ??= this.pruneAll().finally(() => (this.running = null));
    return this.running;
  }

  private async pruneAll(): Promise<PruneResult> {
    const result = { events: 0, webhook_deliveries: 0, idempotency_keys: 0, order_bulk_resources: 0 };
    for (const [table, step] of STEPS) {
      for (let i = 0; i < this.options.maxBatches; i++) {
        const n = await step(this.connection, this.options);
        result[table] += n;
        // A bulk batch is one job (its size varies); the others are done when a batch comes back short.
        if (n === 0 || (table !== 'order_bulk_resources' && n < this.options.batch)) break;
      }
    }
    if (Object.values(result).some((n) => n > 0)) this.logger.info({ pruned: result }, 'retention: pruned');
    return result;
  }
}
