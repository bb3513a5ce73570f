import type { Db } from '../../db/store';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PLAN_PER_CALL } from '../../db/driver';
import { pgArray } from '../../db/sql';
import { tenantCondition, tenantScope } from '../../db/tenancy';
import type { Where } from '../../db/list/spec';
import { scopeAssociations } from '../../db/list/association-scope';
import { MAX_UNITS } from '../items/units';
import { Order } from '../orders/entities';
import { AWAITING_SHIPMENT, FIELDS_UPDATEABLE, INSUFFICIENT_INVENTORY } from '../orders/statuses';
import { COMPLETED } from '../shipnotices/entities';
import { SELLABLE_ROLES } from '../warehouses/entities';
import type { EventPosition } from '../events/feed';
import type { TimeBucket } from './arguments';
import { type DaySplit, type Edge, type HourSplit, type Span, lateEdge, lateHour } from './hours';

/**
 * The dashboards' aggregates: each one SQL statement, whatever the data's size, and the only code
 * of the area that reads the database. Rows of a tenant's tables are scoped the way every read is:
 * the orders' statement is built by the query builder from the orders list's search and the
 * condition the tenant filter puts on every read; the others say `customer_id = ?` themselves, with
 * the tenant the filter holds (db/tenancy.ts), when the request acts for a customer (nothing for a
 * staff caller reading every tenant). Those over a time range or a search are planned for their
 * values on every call (PLAN_PER_CALL).
 */

/** ` and <column> = ?` (its parameter pushed) for a customer's request, ` and true` for staff reading all. */
function tenant(em: EntityManager, column: string, params: unknown[]): string {
  const condition = tenantCondition(em, column);
  params.push(...condition.params);
  return ` and ${condition.sql}`;
}

export type OrderGroupColumn = 'status' | 'warehouse_id' | 'shipping_method_id' | 'customer_id';

/** Where a group's name is, for groups keyed by another table's id. */
const NAMED_BY: Partial<Record<OrderGroupColumn, string>> = { warehouse_id: 'warehouses', shipping_method_id: 'shipping_methods', customer_id: 'customers' };

export interface OrderGroupRow {
  key: number | null;
  name: string | null;
  orders: number;
  units: number;
  held_for_address: number;
  waiting_for_stock: number;
  late: number;
}

/** Held for its address: `unverified` says neither address_verified nor skip_address_verification. */
const held = (unverified: string, status: string) => `${unverified} and ${status} in (${FIELDS_UPDATEABLE.join(', ')})`;
const waiting = (status: string) => `${status} = ${INSUFFICIENT_INVENTORY}`;
const awaiting = (status: string) => `${status} in (${AWAITING_SHIPMENT.join(', ')})`;

/** Counted orders per group, named, without the groups left empty: the end of both statements. */
function namedGroups(column: OrderGroupColumn, counted: string): string {
  const names = NAMED_BY[column];
  return `
    g as (
      select key, sum(orders)::int as orders, least(coalesce(sum(units), 0), ${MAX_UNITS})::int as units,
             coalesce(sum(held_for_address), 0)::int as held_for_address, coalesce(sum(waiting_for_stock), 0)::int as waiting_for_stock,
             coalesce(sum(late), 0)::int as late
      from ${counted} group by key having sum(orders) > 0
    )
    select g.*, ${names ? 'n.name' : 'null'} as name from g ${names ? `left join ${names} n on n.id = g.key` : ''}
    order by g.key nulls last`;
}

/** A `?` for `value`, pushed where the statement built so far needs it: text and values stay in step. */
function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return '?';
}

/**
 * The columns of `o` that orderCounts reads. `units` is the order's lines' quantities summed, kept on
 * the order by the lines' triggers (migration 20261127000080), which the entity maps read-only.
 */
const orderColumns = (column: OrderGroupColumn) => [...new Set(['status', 'created_at', 'address_verified', 'skip_address_verification', 'units', column])].join(', ');

/** Orders `o` grouped by `column`. */
const orderCounts = (column: OrderGroupColumn, lateBefore: string) => `
  select o.${column} as key, count(*) as orders, coalesce(sum(o.units), 0) as units,
         count(*) filter (where ${held('not o.address_verified and not o.skip_address_verification', 'o.status')}) as held_for_address,
         count(*) filter (where ${waiting('o.status')}) as waiting_for_stock,
         count(*) filter (where ${awaiting('o.status')} and o.created_at < ${lateBefore}) as late
  from o group by 1`;

/**
 * Orders matching `where` (the list's search, already parsed) grouped by `column`, counted from the
 * orders themselves: a search may name any attribute of an order or its lines, which no tally keeps.
 * The orders' select is the query builder's, so search and scoping are exactly the orders list's; it
 * is the inner part of one statement that counts, sums units and names groups.
 */
export async function orderGroups({ em }: Db, where: Where, column: OrderGroupColumn, lateBefore: Date): Promise<OrderGroupRow[]> {
  // The tenant condition goes into the criteria itself: applied as a filter after a search through
  // lines (order_items_*, an `id in (select ...)`), the query builder dropped it.
  const meta = em.getMetadata().get(Order.name);
  const scope = tenantScope(em, meta);
  if (!scope) throw new Error('orders carry a filter other than the tenant one: orderGroups cannot scope them');
  const searched = scopeAssociations(em, meta, where);
  const scoped = Object.keys(scope).length ? { $and: [scope, searched] } : searched;
  const qb = em.createQueryBuilder(Order, 'e0').select(orderColumns(column).split(', ')).where(scoped as never);
  const inner = qb.getKnexQuery().toSQL();
  const params = [...inner.bindings];
  return em.getConnection().execute<OrderGroupRow[]>(
    `${PLAN_PER_CALL}with o as (${inner.sql}), counted as (${orderCounts(column, bind(params, lateBefore))}), ${namedGroups(column, 'counted')}`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

/** `<column> >= ? and <column> < ?` for the bounds the span has (`true` for none), their values bound. */
function within(column: string, span: Span, params: unknown[]): string {
  const bounds = [...(span.start ? [`${column} >= ${bind(params, span.start)}`] : []), ...(span.end ? [`${column} < ${bind(params, span.end)}`] : [])];
  return bounds.length ? bounds.join(' and ') : 'true';
}

/** Rows created in any of the edges: the created_at index reads each as a range. */
const inEdges = (edges: Edge[], params: unknown[]) => edges.map((e) => `(${within('created_at', e, params)})`).join(' or ');

/**
 * All orders in the created_at range (null ends: unbounded) grouped by `column`, from the tallies
 * (migration 20261127000030): the whole hours' tally rows summed, and the orders of the partial
 * hours at the range's ends and of the hour `lateBefore` falls in counted from the orders
 * themselves (insights/hours.ts), by the created_at index. One statement, so every part reads the
 * same snapshot: a write is in the tallies exactly when its order is in the table.
 */
export async function tallyGroups({ em }: Db, column: OrderGroupColumn, split: HourSplit, lateBefore: Date): Promise<OrderGroupRow[]> {
  const params: unknown[] = [];
  const edges = split.edges.length
    ? `o as (select ${orderColumns(column)} from orders
             where (${inEdges(split.edges, params)})${tenant(em, 'customer_id', params)}),
       edge as (${orderCounts(column, bind(params, lateBefore))}),`
    : '';
  const parts = [
    `select ${column} as key, sum(orders) as orders, sum(units) as units, sum(orders) filter (where ${held('unverified', 'status')}) as held_for_address,
            sum(orders) filter (where ${waiting('status')}) as waiting_for_stock, sum(orders) filter (where ${awaiting('status')} and hour < ${bind(params, lateHour(lateBefore))}) as late
     from order_tallies where ${within('hour', split.whole, params)}${tenant(em, 'customer_id', params)} group by 1`,
  ];
  if (edges) parts.push('select * from edge');
  const late = lateEdge(split.whole, lateBefore);
  if (late) parts.push(`select ${column}, 0, 0, 0, 0, count(*) from orders where ${awaiting('status')} and ${within('created_at', late, params)}${tenant(em, 'customer_id', params)} group by 1`);
  return em.getConnection().execute<OrderGroupRow[]>(
    `${PLAN_PER_CALL}with ${edges} counted as (${parts.join(' union all ')}), ${namedGroups(column, 'counted')}`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

/**
 * The outbox kinds order_throughput counts, by the column each is counted in. The tally trigger
 * (event_tallies_added, as migration 20261127000040 defines it) counts these four: a kind added here
 * needs a migration adding it there.
 */
const THROUGHPUT_KINDS = { created: 'order.created', shipped: 'order.shipped', cancelled: 'order.cancelled', returned: 'consumer_return.received' } as const;

export interface ThroughputRow {
  starts_at: Date;
  created: number;
  shipped: number;
  cancelled: number;
  returned: number;
}

/** Whether a span may hold a row: not one whose start has reached its end. */
const holdsAny = (span: Span) => !(span.start && span.end && span.start >= span.end);

/**
 * Non-empty buckets of [from, to) by date_trunc in UTC: the whole days from event_day_tallies, the
 * whole hours from event_tallies, the partial hours at the ends from the events themselves (by their
 * created_at index), in one statement.
 */
export async function throughput({ em }: Db, split: DaySplit, bucket: TimeBucket): Promise<ThroughputRow[]> {
  const params: unknown[] = [];
  const kinds = pgArray(Object.values(THROUGHPUT_KINDS));
  const startsAt = `date_trunc(${bind(params, bucket)}, at, 'UTC')`;
  const counts = Object.entries(THROUGHPUT_KINDS).map(([column, kind]) => `coalesce(sum(n) filter (where kind = ${bind(params, kind)}), 0)::int as ${column}`);
  const tallied = (table: string, column: string, span: Span) =>
    `select ${column} as at, kind, events as n from ${table}
     where ${within(column, span, params)} and kind = any(${bind(params, kinds)}::text[])${tenant(em, 'customer_id', params)}`;
  const parts = [
    ...(split.days ? [tallied('event_day_tallies', 'day', split.days)] : []),
    ...split.hours.filter((h) => holdsAny(h.whole)).map((h) => tallied('event_tallies', 'hour', h.whole)),
  ];
  const edges = split.hours.flatMap((h) => h.edges);
  if (edges.length) {
    // Named as the tallies' parts are: this one may be the only part (a range inside one hour).
    parts.push(`select created_at as at, kind, 1 as n from events
                where (${inEdges(edges, params)}) and kind = any(${bind(params, kinds)}::text[])${tenant(em, 'customer_id', params)}`);
  }
  if (!parts.length) return [];
  return em.getConnection().execute<ThroughputRow[]>(
    `${PLAN_PER_CALL}select ${startsAt} as starts_at, ${counts.join(', ')} from (${parts.join(' union all ')}) c group by 1 order by 1`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

export interface StockRiskRow {
  warehouse_id: number;
  warehouse_name: string;
  items_stocked: number;
  items_low: number;
  items_out: number;
  lots_expiring: number;
  units_expiring: number;
  open_shipnotices: number;
  inbound_units: number;
  shipnotices_past_eta: number;
}

/**
 * Per warehouse: its items stocked, low and out there (warehouse_stock_tallies, kept with the
 * items' counters per warehouse: sellable roles, less committed, lots that may ship), lots on hand
 * there expiring by current_date + days, and open ship notices to it. Warehouses are facilities,
 * not tenant data: only those the caller's rows name are listed.
 */
export async function stockRisk({ em }: Db, expiringWithinDays: number): Promise<StockRiskRow[]> {
  const params: unknown[] = [];
  const itemScope = tenant(em, 'c.customer_id', params);
  params.push(pgArray(SELLABLE_ROLES), expiringWithinDays);
  const lotScope = tenant(em, 's.customer_id', params);
  const inboundScope = tenant(em, 'sn.customer_id', params);
  return em.getConnection().execute<StockRiskRow[]>(
    `${PLAN_PER_CALL}with items_at as (
       select warehouse_id, sum(items_stocked)::int as items_stocked, sum(items_low)::int as items_low, sum(items_out)::int as items_out
       from warehouse_stock_tallies c where true${itemScope}
       group by 1 having sum(items_stocked) > 0
     ),
     expiring as (
       select l.warehouse_id, count(distinct s.lot_id)::int as lots_expiring, least(sum(s.quantity), ${MAX_UNITS})::int as units_expiring
       from stock s join locations l on l.id = s.location_id join lots lot on lot.id = s.lot_id
       where s.quantity > 0 and l.role = any(?::text[]) and lot.expires_on <= current_date + ?::int${lotScope}
       group by 1
     ),
     inbound as (
       select sn.warehouse_id, count(distinct sn.id)::int as open_shipnotices,
              least(coalesce(sum(greatest(si.quantity - si.quantity_good - si.quantity_damaged, 0)), 0), ${MAX_UNITS})::int as inbound_units,
              count(distinct sn.id) filter (where sn.eta < now())::int as shipnotices_past_eta
       from shipnotices sn left join shipnotice_items si on si.shipnotice_id = sn.id
       where sn.status < ${COMPLETED}${inboundScope}
       group by 1
     )
     select w.id as warehouse_id, w.name as warehouse_name,
            coalesce(a.items_stocked, 0) as items_stocked, coalesce(a.items_low, 0) as items_low, coalesce(a.items_out, 0) as items_out,
            coalesce(e.lots_expiring, 0) as lots_expiring, coalesce(e.units_expiring, 0) as units_expiring,
            coalesce(n.open_shipnotices, 0) as open_shipnotices, coalesce(n.inbound_units, 0) as inbound_units,
            coalesce(n.shipnotices_past_eta, 0) as shipnotices_past_eta
     from warehouses w
     left join items_at a on a.warehouse_id = w.id
     left join expiring e on e.warehouse_id = w.id
     left join inbound n on n.warehouse_id = w.id
     where a.warehouse_id is not null or e.warehouse_id is not null or n.warehouse_id is not null
     order by w.id`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

export interface WebhookHealthRow {
  subscription_id: number;
  customer_id: number;
  event: string;
  endpoint: string;
  active: boolean;
  consecutive_failures: number;
  delivered: number;
  failed: number;
  pending: number;
  retrying: number;
  oldest_undelivered_at: Date | null;
  last_delivered_at: Date | null;
}

/**
 * Each live subscription with its deliveries created since `since` by status, and its oldest
 * pending delivery (the partial index of pending deliveries per subscription finds it). Test
 * deliveries (a caller's ping) are not the subscription's traffic and are left out.
 */
export async function webhookHealth({ em }: Db, since: Date): Promise<WebhookHealthRow[]> {
  // Statuses are parameters: a status compared in SQL text reads, to the scan of state writes, like one written.
  const params: unknown[] = ['pending', 'delivered', 'failed', 'pending', 'pending', since];
  const scope = tenant(em, 's.customer_id', params);
  return em.getConnection().execute<WebhookHealthRow[]>(
    `${PLAN_PER_CALL}select s.id as subscription_id, s.customer_id, ne.name as event, s.endpoint, s.active, s.consecutive_failures,
            d.delivered, d.failed, d.pending, d.retrying, d.last_delivered_at,
            (select p.created_at from webhook_deliveries p where p.subscription_id = s.id and p.status = ? and not p.test order by p.id limit 1) as oldest_undelivered_at
     from notification_subscriptions s
     join notification_events ne on ne.id = s.notification_event_id
     cross join lateral (
       select count(*) filter (where d.status = ?)::int as delivered,
              count(*) filter (where d.status = ?)::int as failed,
              count(*) filter (where d.status = ?)::int as pending,
              count(*) filter (where d.status = ? and d.attempts > 0)::int as retrying,
              max(d.delivered_at) as last_delivered_at
       from webhook_deliveries d where d.subscription_id = s.id and d.created_at >= ? and not d.test
     ) d
     where s.discarded_at is null${scope}
     order by s.id`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

export interface EventLagRow {
  last_event_id: number | null;
  last_event_at: Date | null;
  feed_lag_seconds: number;
  undelivered_webhooks: number;
  oldest_undelivered_webhook_at: Date | null;
}

/**
 * The caller's newest event by position (the transaction that wrote it, then its id: the order
 * subscriptions deliver in, domain/events/feed.ts), how long its first event past `feedPosition`
 * (this server's event tail, events/hub.ts) has waited, and its webhook deliveries still pending.
 * Each part reads an index: events by (customer_id, tx_id, id) or (tx_id, id), pending deliveries
 * by their partial index.
 */
export async function eventLag({ em }: Db, feedPosition: EventPosition | null): Promise<EventLagRow> {
  // Parameters in the order the statement names them. Without a feed nothing waits for one.
  const params: unknown[] = feedPosition ? [feedPosition.tx_id, feedPosition.id] : [];
  const lagScope = tenant(em, 'e.customer_id', params);
  const lastScope = tenant(em, 'customer_id', params);
  const webhookScope = tenant(em, 'customer_id', params);
  const lag = feedPosition
    ? `coalesce((select extract(epoch from clock_timestamp() - e.created_at)::float8 from events e where (e.tx_id, e.id) > (?::xid8, ?)${lagScope} order by e.tx_id, e.id limit 1), 0)`
    : '0::float8';
  const [row] = await em.getConnection().execute<EventLagRow[]>(
    `select newest.id::float8 as last_event_id, newest.created_at as last_event_at,
            ${lag} as feed_lag_seconds,
            w.undelivered_webhooks, w.oldest_undelivered_webhook_at
     from (select 1) one
     left join lateral (select id, created_at from events where true${lastScope} order by tx_id desc, id desc limit 1) newest on true
     cross join lateral (
       select count(*)::int as undelivered_webhooks, min(created_at) as oldest_undelivered_webhook_at
       from webhook_deliveries where status = 'pending' and not test${webhookScope}
     ) w`,
    params,
    'all',
    em.getTransactionContext(),
  );
  return row;
}

/**
 * Folds every tally delta committed so far into one compacted row per key (insights/tallies.ts runs
 * it on a timer), so reads sum a row per key and hour rather than a row per write: the deltas are
 * deleted and their sums added to the compacted rows in one statement, which readers see whole or
 * not at all. Deltas of transactions still running are not visible to it and stay for the next run.
 * Writers only insert, so they never wait on it; a second compaction at once (another instance)
 * waits on the rows this one deletes and finds them gone. Keys left at zero go after, in a statement
 * of their own (a row cannot be updated and deleted by one statement). Returns the deltas folded.
 */
export async function compactTallies({ em }: Db): Promise<{ orders: number; events: number }> {
  const connection = em.getConnection();
  /** Folds `table`'s deltas; `dropEmpty`: then deletes its compacted keys whose sums are all zero. */
  const fold = async (table: string, keys: string, sums: string[], dropEmpty = false) => {
    const [row] = await connection.execute<{ n: number }[]>(
      `with fresh as (delete from ${table} where not compacted returning *),
       folded as (
         insert into ${table} (${keys}, ${sums.join(', ')}, compacted)
         select ${keys}, ${sums.map((c) => `sum(${c})`).join(', ')}, true from fresh group by ${keys}
         on conflict (${keys}) where compacted do update set ${sums.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}
       )
       select count(*)::int as n from fresh`,
    );
    if (dropEmpty) await connection.execute(`delete from ${table} where compacted and ${sums.map((c) => `${c} = 0`).join(' and ')}`);
    return row.n;
  };
  const orders = await fold('order_tallies', 'customer_id, warehouse_id, shipping_method_id, status, unverified, hour', ['orders', 'units'], true);
  const events = await fold('event_tallies', 'customer_id, kind, hour', ['events']);
  await fold('event_day_tallies', 'customer_id, kind, day', ['events']);
  await fold('warehouse_stock_tallies', 'customer_id, warehouse_id', ['items_stocked', 'items_low', 'items_out'], true);
  return { orders, events };
}
