import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from 'pino';
import type { OutboxLag } from '../events/lag';
import type { QueueDepth } from '../jobs/store';
import type { TableRetention } from '../retention/stats';

/** Up to 30 s: a bulk create of 10,000 orders answers once they are queued, but its body takes a while to parse. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/**
 * Operation names are the callers' to choose: the first this many distinct ones get a label of
 * their own, later ones share `other`, so no caller can grow the series without bound.
 */
export const MAX_OPERATION_NAMES = 100;
const MAX_OPERATION_NAME_LENGTH = 100;

/** What the gauges read when scraped. */
export interface MetricSources {
  websocketConnections(): number;
  outboxLag(): Promise<OutboxLag>;
  /** The job queues, and how many jobs wait in each. */
  queues: readonly string[];
  queueDepths(): Promise<QueueDepth[]>;
  /** Sizes and prune lag of the tables retention prunes. */
  retention(): Promise<TableRetention[]>;
}

/** One read for every caller while it is in flight: the two outbox gauges of a scrape share one query. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => (inFlight ??= read().finally(() => (inFlight = null)));
}

/** The status class of an answer (`2xx`), or `aborted` when the caller left before it was sent. */
export const statusClass = (status: number, finished: boolean) => (finished ? `${Math.floor(status / 100)}xx` : 'aborted');

/**
 * This process's Prometheus metrics, in a registry of its own (a test process runs several servers).
 * Durations are observed as requests end; the gauges that need the database read it when scraped,
 * never on a request's path.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status_class'>;
  private readonly graphql: Histogram<'operation' | 'type'>;
  private readonly operationNames = new Set<string>();

  constructor(sources: MetricSources, logger: Logger) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'forklift_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class (2xx..5xx, aborted), from arrival to the last byte sent',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.graphql = new Histogram({
      name: 'forklift_graphql_operation_duration_seconds',
      help: `GraphQL operations over HTTP by operation name (anonymous; unknown if it never parsed and validated; other past the first ${MAX_OPERATION_NAMES} names) and type`,
      labelNames: ['operation', 'type'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    // A gauge the database feeds reads NaN when it cannot be read (the database is away): the
    // scrape still answers with everything else, and 0 would claim there is no lag or backlog.
    const unknown = (what: string) => (err: unknown) => {
      logger.debug({ err }, `metrics: ${what} not read`);
      return null;
    };
    const outboxLag = shared(() => sources.outboxLag().catch(unknown('outbox lag')));
    new Gauge({
      name: 'forklift_outbox_lag_events',
      help: "Committed events this instance's event tail has not read yet",
      registers,
      async collect() {
        this.set((await outboxLag())?.events ?? NaN);
      },
    });
    new Gauge({
      name: 'forklift_outbox_lag_seconds',
      help: "How long the oldest event this instance's event tail has not read has been in the outbox (0 when none)",
      registers,
      async collect() {
        this.set((await outboxLag())?.oldestSeconds ?? NaN);
      },
    });
    new Gauge({
      name: 'forklift_job_queue_depth',
      help: 'Background jobs waiting, by queue and state: ready (may start now) or deferred (a retry backoff); shared by every instance',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const depths = await sources.queueDepths().catch(unknown('queue depth'));
        for (const queue of sources.queues) {
          const depth = depths?.find((d) => d.queue === queue);
          this.set({ queue, state: 'ready' }, depth?.ready ?? NaN);
          this.set({ queue, state: 'deferred' }, depth?.deferred ?? NaN);
        }
      },
    });
    const retention = shared(() => sources.retention().catch(unknown('retention')));
    new Gauge({
      name: 'forklift_table_rows',
      help: 'Estimated rows of the tables retention prunes (webhook_deliveries: with their attempts); shared by every instance',
      labelNames: ['table'],
      registers,
      async collect() {
        for (const t of (await retention()) ?? []) this.set({ table: t.table }, t.rows);
      },
    });
    new Gauge({
      name: 'forklift_retention_lag_seconds',
      help: 'How long the oldest row past its retention horizon has waited to be pruned (0: pruning keeps up)',
      labelNames: ['table'],
      registers,
      async collect() {
        for (const t of (await retention()) ?? []) this.set({ table: t.table }, t.lagSeconds);
      },
    });
    new Gauge({
      name: 'forklift_retention_pruned_rows',
      help: 'Rows pruned so far by every instance (order_bulk_resources: inputs dropped)',
      labelNames: ['table'],
      registers,
      async collect() {
        for (const t of (await retention()) ?? []) this.set({ table: t.table }, t.pruned);
      },
    });
    new Gauge({
      name: 'forklift_websocket_connections',
      help: 'Open graphql-ws connections to this instance',
      registers,
      collect() {
        this.set(sources.websocketConnections());
      },
    });
  }

  observeRequest(method: string, route: string, status: string, seconds: number): void {
    this.http.observe({ method, route, status_class: status }, seconds);
  }

  /** `type` null: the operation never resolved (it did not parse or validate). */
  observeOperation(name: string | null, type: string | null, seconds: number): void {
    this.graphql.observe({ operation: this.operationLabel(name, type), type: type ?? 'unknown' }, seconds);
  }

  private operationLabel(name: string | null, type: string | null): string {
    if (type === null) return 'unknown';
    if (name === null) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES || name.length > MAX_OPERATION_NAME_LENGTH) return 'other';
    this.operationNames.add(name);
    return name;
  }
}
