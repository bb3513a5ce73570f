import { POSITION_ORDER } from '../events/position';
import type { Connection } from '../events/webhooks/delivery';
import { KEY_TTL_HOURS } from '../idempotency/store';
import type { PrunedTable } from './pruner';
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

/**
 * One statement for /metrics. Each oldest-row read walks an index from its start (events_position_idx,
 * the primary key, idempotency_keys_created_idx, order_bulk_jobs_prunable_idx), so it costs the same
 * however big the table is.
 */
export async function retentionStats(connection: Connection, o: RetentionOptions): Promise<TableRetention[]> {
  const [row] = await connection.execute<Record<string, number | null>[]>(
    `select
       (select extract(epoch from now() - created_at)::float8 from events order by ${POSITION_ORDER} limit 1) as events_age,
       (select extract(epoch from now() - created_at)::float8 from webhook_deliveries where status <> 'pending' order by id limit 1) as webhook_deliveries_age,
       (select extract(epoch from now() - min(created_at))::float8 from idempotency_keys) as idempotency_keys_age,
       (select extract(epoch from now() - min(finished_at))::float8 from order_bulk_jobs where status = 'completed' and resources_pruned_at is null) as order_bulk_resources_age,
       (select coalesce(json_object_agg(relname, n_live_tup), '{}') from pg_stat_user_tables
         where schemaname = current_schema() and relname in ('events', 'webhook_deliveries', 'webhook_delivery_attempts', 'idempotency_keys', 'order_bulk_resources')) as rows,
       (select json_object_agg(name, rows_pruned) from retention_state) as pruned`,
  );
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
