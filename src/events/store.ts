import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../db/sql';
import type { CommitEvents, EventPosition, StoredEvent } from '../domain/events/feed';
import { EVENTS_CHANNEL, EVENT_COLUMNS } from './hub';
import { OUTBOX_LAG_COLUMNS, outboxLagParams, type OutboxLagRow } from './lag';
import { POSITION_ORDER, SETTLED, after, positionParams } from './position';
import { DELIVERY_CTES, deliveryParams, type Connection } from './webhooks/store';

/**
 * The outbox's statements: the only code of src/events (webhooks aside: webhooks/store.ts) that
 * touches the database through the ORM. The hub's tail reads on a connection of its own (hub.ts).
 */

/**
 * An event's tx_id (its position, events/position.ts): this transaction's id, or, when larger, the
 * largest tx_id already committed, so an event written after another has committed comes after it
 * in every stream. Without that, a transaction that took its id before waiting on a row another
 * held would place its event about that row ahead of the other's, which it follows. Readers only
 * need tx_id to be at least the writer's own id; no lock is taken, so writers never take turns.
 */
const TX_ID = 'greatest(pg_current_xact_id(), (select max(tx_id) from events))';

/** Which events a reader receives. customerId null: every customer's (staff only). */
export interface EventFilter {
  customerId: number | null;
  kinds: string[] | null;
  resourceType?: string;
  resourceId?: number | null;
}

/** An event as the outbox writes it: a stored event before it has an id and a position, with its place in the transaction. */
export type OutboxRow = Omit<StoredEvent, keyof EventPosition | 'created_at'> & { ord: number };

/** Writes `rows` to the outbox with the webhook deliveries they call for, returning those deliveries' ids and where the events stand; `notify` sends the NOTIFY with them (delivered at commit). */
export async function insertEvents(em: EntityManager, rows: OutboxRow[], sandbox: boolean, notify: boolean): Promise<{ deliveries: string[]; events: CommitEvents }> {
  // One statement: the insert, the deliveries the new events call for, and without a hub the NOTIFY.
  const [written] = await em.execute<{ deliveries: string[]; events: CommitEvents }[]>(
    `with ev as (
       insert into events (tx_id, kind, customer_id, shop_id, resource_type, resource_id, payload, details)
       select ${TX_ID}, kind, customer_id, shop_id, resource_type, resource_id, payload, details
       from jsonb_to_recordset(?::jsonb) as x(ord int, kind text, customer_id int, shop_id int, resource_type text, resource_id int, payload jsonb, details jsonb)
       order by ord
       returning id, tx_id, kind, customer_id, shop_id, resource_type, resource_id
     ),
     ${DELIVERY_CTES}
     select array(select id from subscribed union all select id from synced)::text[] as deliveries,
            (select json_build_object('tx_id', max(tx_id)::text::float8, 'first', min(id), 'last', max(id)) from ev) as events,
            case when ? then pg_notify('${EVENTS_CHANNEL}', '') end as woken`,
    [JSON.stringify(rows), ...deliveryParams(sandbox), notify],
  );
  return written;
}

/** Settled events after `from` that the filter lets through, in position order. */
export async function readEvents(em: EntityManager, filter: EventFilter, from: EventPosition, limit: number): Promise<StoredEvent[]> {
  const where = [after(), SETTLED];
  const params: unknown[] = positionParams(from);
  if (filter.customerId != null) where.push('customer_id = ?'), params.push(filter.customerId);
  if (filter.kinds) where.push('kind = any(?::text[])'), params.push(pgArray(filter.kinds));
  if (filter.resourceType != null) where.push('resource_type = ?'), params.push(filter.resourceType);
  if (filter.resourceId != null) where.push('resource_id = ?'), params.push(filter.resourceId);
  return em.getConnection().execute<StoredEvent[]>(`select ${EVENT_COLUMNS} from events where ${where.join(' and ')} order by ${POSITION_ORDER} limit ${Number(limit)}`, params);
}

/** The tx_id of event `id` (null: no such event) and the retention boundary the pruner keeps. */
export async function eventAndBoundary(em: EntityManager, id: number) {
  const [row] = await em.getConnection().execute<{ tx_id: number | null; through: number; through_tx: number }[]>(
    `select (select tx_id::text::float8 from events where id = ?) as tx_id,
            pruned_through::float8 as through, pruned_through_tx::text::float8 as through_tx
     from retention_state where name = 'events'`,
    [id],
  );
  return row as { tx_id: number | null; through: number; through_tx: number } | undefined;
}

/** How far the tail at `position` is behind the outbox (lag.ts). */
export async function readOutboxLag(connection: Connection, position: EventPosition): Promise<OutboxLagRow> {
  const [row] = await connection.execute<OutboxLagRow[]>(`select ${OUTBOX_LAG_COLUMNS}`, outboxLagParams(position));
  return row;
}

/** Readiness in one small statement: how many of `migrations` the database has applied, and the outbox lag at `position`. */
export async function readReadiness(connection: Connection, migrationsTable: string, migrations: string[], position: EventPosition): Promise<OutboxLagRow & { applied: number }> {
  const [row] = await connection.execute<(OutboxLagRow & { applied: number })[]>(
    `select (select count(*)::int from ${migrationsTable} where name = any(?::text[])) as applied, ${OUTBOX_LAG_COLUMNS}`,
    [pgArray(migrations), ...outboxLagParams(position)],
  );
  return row;
}
