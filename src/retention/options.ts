const DAY_MS = 24 * 3600 * 1000;

/** How long finished rows are kept (README "Retention"), and how the pruner works through them. */
export interface RetentionOptions {
  /** Outbox events (ms). A subscriber's after_id older than this is refused. */
  eventsMs: number;
  /** Delivered and failed webhook deliveries with their attempts (ms). */
  deliveriesMs: number;
  /** Inputs of a completed bulk create's resources, once it finished (ms); the outcomes stay. */
  bulkMs: number;
  /** How often each instance prunes (ms). */
  intervalMs: number;
  /** Rows per statement: each batch is its own short transaction. */
  batch: number;
  /** Batches per table per run, so one run never holds on for long; the next run goes on. */
  maxBatches: number;
}

export const DEFAULT_RETENTION: RetentionOptions = {
  eventsMs: 30 * DAY_MS,
  deliveriesMs: 30 * DAY_MS,
  bulkMs: 7 * DAY_MS,
  intervalMs: 60_000,
  batch: 1000,
  maxBatches: 100,
};
