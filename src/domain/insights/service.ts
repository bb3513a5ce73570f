import type { RequestContext } from '../context';
import type { Where } from '../../db/list/spec';
import { parseSearch } from '../../db/list/search';
import { ORDER_LIST } from '../orders/list-specs';
import { orderStatusName } from '../orders/statuses';
import { type TimeBucket, boundedInt, createdRange, throughputBuckets } from './arguments';
import { splitDays, splitHours } from './hours';
import * as store from './store';

/**
 * The aggregates a dashboard reads (schema/insights.graphql): arguments checked, then one
 * statement of the store each. Scoping is the request's, as every list's: a customer's own rows,
 * a staff caller's X-Customer-Id's, or, without it, every customer's.
 */

const HOUR_MS = 3_600_000;

type OrderGroupBy = 'status' | 'warehouse' | 'shipping_method' | 'customer';

const GROUP_COLUMNS: Record<OrderGroupBy, store.OrderGroupColumn> = {
  status: 'status',
  warehouse: 'warehouse_id',
  shipping_method: 'shipping_method_id',
  customer: 'customer_id',
};

export interface OrdersSummaryArgs {
  group_by: OrderGroupBy;
  search?: string | null;
  created_from?: Date | null;
  created_to?: Date | null;
  late_after_hours?: number | null;
}

export async function ordersSummary(ctx: RequestContext, args: OrdersSummaryArgs) {
  const lateAfterHours = boundedInt('late_after_hours', args.late_after_hours ?? 48, 1, 8760);
  const { from, to } = createdRange(args.created_from, args.created_to);
  const search = parseSearch(args.search, ORDER_LIST);
  const column = GROUP_COLUMNS[args.group_by];
  const lateBefore = new Date(Date.now() - lateAfterHours * HOUR_MS);
  // Without a search every order in the range counts: the tallies answer. A search may name anything
  // of an order or its lines, so it is answered from the orders.
  let rows: store.OrderGroupRow[];
  if (!Object.keys(search).length) rows = await store.tallyGroups(ctx, column, splitHours(from, to), lateBefore);
  else {
    const terms: Where[] = [search];
    if (from) terms.push({ created_at: { $gte: from } });
    if (to) terms.push({ created_at: { $lt: to } });
    rows = await store.orderGroups(ctx, { $and: terms }, column, lateBefore);
  }
  return rows.map(({ name, ...row }) => ({
    ...row,
    label: row.key == null ? 'none' : args.group_by === 'status' ? orderStatusName(row.key) : (name ?? String(row.key)),
  }));
}

export interface ThroughputArgs {
  from: Date;
  to?: Date | null;
  bucket?: TimeBucket | null;
}

/** Every bucket of the range, those without events at zero. */
export async function orderThroughput(ctx: RequestContext, args: ThroughputArgs) {
  const bucket = args.bucket ?? 'hour';
  const to = args.to ?? new Date();
  const starts = throughputBuckets(args.from, to, bucket);
  // Whole days come from the daily tallies only when the buckets are days. Up to now (no `to`), the
  // hour and day under way count from their tallies too: they hold every event so far, and at 100
  // creates a second that hour holds tens of thousands of events to count one by one.
  const split = bucket === 'day' ? splitDays(args.from, args.to ?? null) : { days: null, hours: [splitHours(args.from, args.to ?? null)] };
  const rows = await store.throughput(ctx, split, bucket);
  const counted = new Map(rows.map((r) => [new Date(r.starts_at).getTime(), r]));
  return starts.map((starts_at) => counted.get(starts_at.getTime()) ?? { starts_at, created: 0, shipped: 0, cancelled: 0, returned: 0 });
}

export const stockAtRisk = (ctx: RequestContext, args: { expiring_within_days?: number | null }) =>
  store.stockRisk(ctx, boundedInt('expiring_within_days', args.expiring_within_days ?? 30, 0, 3650));

export function webhookHealth(ctx: RequestContext, args: { recent_hours?: number | null }) {
  const hours = boundedInt('recent_hours', args.recent_hours ?? 24, 1, 30 * 24);
  return store.webhookHealth(ctx, new Date(Date.now() - hours * HOUR_MS));
}

/** Without an event tail (outside a server) nothing waits to be fanned out. */
export const eventLag = (ctx: RequestContext) => store.eventLag(ctx, ctx.hub?.position ?? null);
