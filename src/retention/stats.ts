import type { Connection } from '../events/webhooks/store';
import { KEY_TTL_HOURS } from '../idempotency/store';
import { readRetentionAges, type PrunedTable } from './store';
import type { RetentionOptions } from './options';

export interface TableRetention {
  table: PrunedTable;
  /** PostgreSQL's live-row estimate (pg_stat_user_tables): free to read, close enough to watch growth. */
  rows: number;
  /** How long the oldest row the pruner should have removed has been past its horizon: 0 while it keeps up. */
  lagSeconds: number;
  /** Rows (bulk: inputs) pruned so far, by every instance. */
  pruned: number;
}

/** What /metrics shows of retention: per table, rows, lag past its horizon and rows pruned. */
export async function retentionStats(connection: Connection, o: RetentionOptions): Promise<TableRetention[]> {
  const row = await readRetentionAges(connection);
  const rows = row.rows as unknown as Record<string, number>;
  const pruned = row.pruned as unknown as Record<string, number>;
  const horizons: Record<PrunedTable, number> = {
    events: o.eventsMs / 1000,
    webhook_deliveries: o.deliveriesMs / 1000,
    idempotency_keys: KEY_TTL_HOURS * 3600,
    order_bulk_resources: o.bulkMs / 1000,
  };
  return (Object.keys(horizons) as PrunedTable[]).map((table) => ({
    table,
    rows: Number(rows[table] ?? 0) + (table === 'webhook_deliveries' ? Number(rows.webhook_delivery_attempts ?? 0) : 0),
    lagSeconds: Math.max(0, (row[`${table}_age`] ?? 0) - horizons[table]),
    pruned: Number(pruned?.[table] ?? 0),
  }));
}
