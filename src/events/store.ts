import type { EntityManager } from '@mikro-orm/postgresql';
import { UNFINISHED_MARKS } from '../db/json-rows';
import { literal, pgArray } from '../db/sql';
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

/**
 * Payloads PostgreSQL writes in the outbox insert itself: rows of `type` by `ids`, selected by `sql`
 * (db/json-rows.ts jsonRowsById: `id` and `__json`, its ids the last of `params`, which holds them).
 */
export interface WrittenPayloads {
  type: string;
  sql: string;
  params: unknown[];
}

/** Whether a payload (json) holds what the code must finish (db/json-rows.ts UNFINISHED_MARKS, each a parameter). */
const unfinished = (json: string) => UNFINISHED_MARKS.map(() => `strpos(${json}::text, ?) > 0`).join(' or ');

/** No payload written by the insert: the same columns, no row. */
const NONE_WRITTEN = `select null::text as resource_type, null::int as id, null::json as "__json" where false`;

/** What insertEvents wrote. */
export interface InsertedEvents {
  /** The webhook deliveries the events call for. */
  deliveries: string[];
  events: CommitEvents;
  /** The payloads of `written` of the type `answers` names, and those the code must finish, as the text of one JSON object keyed `type:id` (null: none). */
  payloads: string | null;
  /** The events whose payload holds what the code must finish (db/json-rows.ts finishRowValue): their resource's `type:id` by event id (null: none). */
  unfinished: Record<string, string> | null;
}

/**
 * Writes `rows` to the outbox with the webhook deliveries they call for; `notify` sends the NOTIFY
 * with them (delivered at commit). A row's payload is its resource's row of `written` where there
 * is one, its own `payload` otherwise. Only the written payloads of the type `answers` names come
 * back (a mutation's answer): a bulk chunk's thousand orders stay in the database.
 */
export async function insertEvents(
  em: EntityManager, rows: OutboxRow[], written: WrittenPayloads[], answers: string | null, sandbox: boolean, notify: boolean,
): Promise<InsertedEvents> {
  const [result] = await em.execute<InsertedEvents[]>(
    insertStatement(written),
    [...written.flatMap((w) => w.params), JSON.stringify(rows), ...deliveryParams(sandbox), answers, ...UNFINISHED_MARKS, ...UNFINISHED_MARKS, notify],
  );
  return result;
}

/**
 * insertEvents' statements, by the statements of their written payloads in turn: each of those is
 * the same string for the same select (jsonRowsById), so looking one up hashes no text again.
 */
interface StatementsAfter {
  sql?: string;
  next: Map<string, StatementsAfter>;
}
const insertStatements: StatementsAfter = { next: new Map() };
let builtStatements = 0;

/**
 * One statement: the payloads, the insert, the deliveries the new events call for, and without a
 * hub the NOTIFY. Built once for each set of payload statements (a create's are an order's and its
 * items'), not on every write: the text is some 20 KB, and the driver looks it up by its text.
 */
function insertStatement(written: WrittenPayloads[]): string {
  let node = insertStatements;
  for (const w of written) {
    let next = node.next.get(w.sql);
    if (!next) node.next.set(w.sql, (next = { next: new Map() }));
    node = next;
  }
  if (node.sql) return node.sql;
  const payloadRows = written.length
    ? written.map((w) => `select ${literal(w.type)}::text as resource_type, w."id", w."__json" from (${w.sql}) w`).join(' union all ')
    : NONE_WRITTEN;
  const sql = `with rendered as (${payloadRows}),
     ev as (
       insert into events (tx_id, kind, customer_id, shop_id, resource_type, resource_id, payload, details)
       select ${TX_ID}, x.kind, x.customer_id, x.shop_id, x.resource_type, x.resource_id, coalesce(r."__json", x.payload), x.details
       from json_to_recordset(?::json) as x(ord int, kind text, customer_id int, shop_id int, resource_type text, resource_id int, payload json, details jsonb)
       left join rendered r on r.resource_type = x.resource_type and r.id = x.resource_id
       order by x.ord
       returning id, tx_id, kind, customer_id, shop_id, resource_type, resource_id
     ),
     ${DELIVERY_CTES}
     select array(select id from subscribed union all select id from synced)::text[] as deliveries,
            (select json_build_object('tx_id', max(tx_id)::text::float8, 'first', min(id), 'last', max(id)) from ev) as events,
            (select json_object_agg(resource_type || ':' || id, "__json") from rendered where resource_type = ?::text or ${unfinished('"__json"')})::text as payloads,
            (select json_object_agg(e.id, e.resource_type || ':' || e.resource_id) from ev e
              join rendered r on r.resource_type = e.resource_type and r.id = e.resource_id
              where ${unfinished('r."__json"')}) as unfinished,
            case when ? then pg_notify('${EVENTS_CHANNEL}', '') end as woken`;
  // The sets are few (the resource types one write announces); a caller varying them without end only stops the caching.
  if (++builtStatements <= 100) node.sql = sql;
  return sql;
}

/** Sets the payloads of the events `payloads` keys by id: the ones insertEvents wrote that the code finished. */
export async function replacePayloads(em: EntityManager, payloads: Map<number, unknown>): Promise<void> {
  await em.execute(
    `update events e set payload = p.payload from json_to_recordset(?::json) as p(id bigint, payload json) where e.id = p.id`,
    [JSON.stringify([...payloads].map(([id, payload]) => ({ id, payload })))],
  );
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
