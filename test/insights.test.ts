import { startTestApp, type TestApp } from './support/app';
import { compactTallies } from '../src/domain/insights/tallies';
import { refreshExpiredCounters } from '../src/domain/inventory/expiry';
import { buildSchema } from '../src/graphql/schema';
import { Destinations } from '../src/domain/webhooks/destination';
import { instanceServices } from '../src/context-factory';
import { newItem, newOrder, newShipNotice, receive, shipOrder } from './support/factories';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';

/**
 * The dashboards' aggregates (schema/insights.graphql) over HTTP against a real database: each
 * equals what plain list reads of the same data count, takes one SQL statement, sees only the
 * caller's tenant, refuses bad arguments by name, and still agrees after a burst of concurrent writes.
 */

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  // Failed deliveries are retried an hour later: they stay pending (retrying) while the test reads them.
  receiver = await startReceiver((path) => (path === '/down' ? 500 : 200));
  // The tallies are compacted only when a test says: reads sum their deltas until then.
  app = await startTestApp({ webhooks: { retryBaseMs: 3_600_000 }, tallySweepMs: 3_600_000 });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const gqlOk = async (query: string, variables: Record<string, unknown> = {}, token = app.tokens.a, headers?: Record<string, string>) => {
  const res = await app.gql(query, variables, token, headers);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
};

const SUMMARY = `query ($group_by: OrderGroupBy!, $search: String, $from: DateTime, $to: DateTime, $late: Int) {
  orders_summary(group_by: $group_by, search: $search, created_from: $from, created_to: $to, late_after_hours: $late) {
    key label orders units held_for_address waiting_for_stock late
  }
}`;

const ORDERS = `query ($search: String, $page: Int) { orders(search: $search, per_page: 250, page: $page, sort: "id asc") { nodes {
  id customer_id status warehouse_id shipping_method_id created_at address_verified skip_address_verification order_items { quantity }
} } }`;

interface PlainOrder {
  id: number;
  customer_id: number;
  status: number;
  warehouse_id: number | null;
  shipping_method_id: number | null;
  created_at: string;
  address_verified: boolean;
  skip_address_verification: boolean;
  order_items: { quantity: number }[];
}

/** Every order the token sees, through the orders list. */
async function allOrders(token = app.tokens.a, search?: string, headers?: Record<string, string>): Promise<PlainOrder[]> {
  const out: PlainOrder[] = [];
  for (let page = 1; ; page += 1) {
    const nodes = (await gqlOk(ORDERS, { search, page }, token, headers)).orders.nodes as PlainOrder[];
    out.push(...nodes);
    if (nodes.length < 250) return out;
  }
}

const HELD_STATUSES = [35, 50, 80, 90, 95, 100, 120, 140, 150, 155, 160, 200];
const AWAITING_SHIPMENT = [90, 95, 100, 120, 140, 150, 155, 160, 200, 250];
const COLUMN = { status: 'status', warehouse: 'warehouse_id', shipping_method: 'shipping_method_id', customer: 'customer_id' } as const;

/** orders_summary's groups, counted in JS from plain orders. */
function expectedGroups(orders: PlainOrder[], groupBy: keyof typeof COLUMN, lateHours: number) {
  const lateBefore = Date.now() - lateHours * 3_600_000;
  const groups = new Map<number | null, { key: number | null; orders: number; units: number; held_for_address: number; waiting_for_stock: number; late: number }>();
  for (const o of orders) {
    const key = o[COLUMN[groupBy]];
    const g = groups.get(key) ?? { key, orders: 0, units: 0, held_for_address: 0, waiting_for_stock: 0, late: 0 };
    g.orders += 1;
    g.units += o.order_items.reduce((sum, l) => sum + l.quantity, 0);
    if (!o.address_verified && !o.skip_address_verification && HELD_STATUSES.includes(o.status)) g.held_for_address += 1;
    if (o.status === 95) g.waiting_for_stock += 1;
    if (AWAITING_SHIPMENT.includes(o.status) && new Date(o.created_at).getTime() < lateBefore) g.late += 1;
    groups.set(key, g);
  }
  return [...groups.values()].sort((x, y) => (x.key ?? Infinity) - (y.key ?? Infinity));
}

const withoutLabels = (groups: { label: string }[]) => groups.map(({ label: _, ...g }) => g);

let itemA: number;
let method: number;
const warehouses: number[] = [];

/** Customer a: shipped, cancelled, waiting, held, backdated (late) orders across two warehouses; customer b: a few of its own. */
async function seed(): Promise<void> {
  method = (await app.rest('GET', '/api/v2/shipping_methods', { token: app.tokens.a })).body[0].id;
  warehouses.push(...(await app.rest('GET', '/api/v2/warehouses', { token: app.tokens.a })).body.map((w: { id: number }) => w.id));
  const item = await newItem(app, { sku: 'INS-A-1', low_inventory_threshold: 5 });
  itemA = item.id;
  await receive(app, itemA, 30);
  const scarce = await newItem(app, { sku: 'INS-A-2' });
  await receive(app, scarce.id, 2);
  const shipped = await newOrder(app, [[itemA, 2]], { shipping_method_id: method });
  await shipOrder(app, shipped.id);
  const cancelled = await newOrder(app, [[itemA, 1], [scarce.id, 1]]);
  expect((await app.rest('PUT', `/api/v2/orders/${cancelled.id}/call/cancel`, { token: app.tokens.a })).status).toBe(200);
  // Waiting for stock: more than there is.
  expect((await newOrder(app, [[scarce.id, 5]])).status).toBe(95);
  // Held for its address.
  await newOrder(app, [[itemA, 1]], { shipping_zip: 'not a zip' });
  await newOrder(app, [[itemA, 3]], { shipping_method_id: method, warehouse_id: warehouses[1] });
  // Two orders from three days ago: late against a 48 h SLA.
  for (const lines of [[[itemA, 1]], [[itemA, 2]]] as [number, number][][]) {
    const old = await newOrder(app, lines);
    await app.sql(`update orders set created_at = now() - interval '3 days' where id = $1`, [old.id]);
  }
  const itemB = await newItem(app, { sku: 'INS-B-1' }, { token: app.tokens.b });
  await receive(app, itemB.id, 10, app.tokens.b);
  await newOrder(app, [[itemB.id, 4]], {}, { token: app.tokens.b });
}

beforeAll(() => seed(), 120_000);

describe('orders_summary', () => {
  it.each(['status', 'warehouse', 'shipping_method', 'customer'] as const)('by %s equals the orders list counted by hand', async (groupBy) => {
    const groups = (await gqlOk(SUMMARY, { group_by: groupBy })).orders_summary;
    expect(withoutLabels(groups)).toEqual(expectedGroups(await allOrders(), groupBy, 48));
    expect(groups.length).toBeGreaterThan(0);
  });

  it('labels groups by status name and by the warehouse\'s, method\'s and customer\'s names', async () => {
    const byStatus = (await gqlOk(SUMMARY, { group_by: 'status' })).orders_summary;
    expect(byStatus).toEqual(expect.arrayContaining([expect.objectContaining({ key: 300, label: 'Shipped' }), expect.objectContaining({ key: 95, label: 'Insufficient Inventory' })]));
    const byCustomer = (await gqlOk(SUMMARY, { group_by: 'customer' })).orders_summary;
    expect(byCustomer).toEqual([expect.objectContaining({ key: app.customers.a, label: 'Customer A' })]);
    const byMethod = (await gqlOk(SUMMARY, { group_by: 'shipping_method' })).orders_summary;
    expect(byMethod.find((g: { key: number | null }) => g.key === null)).toMatchObject({ label: 'none' });
  });

  it('agrees with orders_count per group, and with the late and held searches', async () => {
    for (const g of (await gqlOk(SUMMARY, { group_by: 'status' })).orders_summary) {
      const count = (await gqlOk('query ($s: String) { orders_count(search: $s) }', { s: JSON.stringify({ status_eq: g.key }) })).orders_count;
      expect([g.key, g.orders]).toEqual([g.key, count]);
    }
    const held = JSON.stringify({ address_verified_eq: false, skip_address_verification_eq: false, status_in: HELD_STATUSES });
    const total = (groups: { held_for_address: number; late: number; waiting_for_stock: number }[], k: 'held_for_address' | 'late' | 'waiting_for_stock') => groups.reduce((s, g) => s + g[k], 0);
    const groups = (await gqlOk(SUMMARY, { group_by: 'warehouse' })).orders_summary;
    expect(total(groups, 'held_for_address')).toBe((await gqlOk('query ($s: String) { orders_count(search: $s) }', { s: held })).orders_count);
    expect(total(groups, 'held_for_address')).toBe(1);
    const late = JSON.stringify({ status_in: AWAITING_SHIPMENT, created_at_lt: new Date(Date.now() - 48 * 3_600_000).toISOString() });
    expect(total(groups, 'late')).toBe((await gqlOk('query ($s: String) { orders_count(search: $s) }', { s: late })).orders_count);
    expect(total(groups, 'late')).toBe(2);
    expect(total(groups, 'waiting_for_stock')).toBe(1);
  });

  it('takes the orders list\'s search and a created_at range', async () => {
    const search = JSON.stringify({ order_items_sku_start: 'INS-A-2' });
    const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const groups = (await gqlOk(SUMMARY, { group_by: 'status', search, from: since, late: 1 })).orders_summary;
    const plain = (await allOrders(app.tokens.a, search)).filter((o) => o.created_at >= since);
    expect(withoutLabels(groups)).toEqual(expectedGroups(plain, 'status', 1));
    expect(plain.length).toBe(2);
    const none = (await gqlOk(SUMMARY, { group_by: 'status', to: '2000-01-01T00:00:00Z' })).orders_summary;
    expect(none).toEqual([]);
  });
});

const THROUGHPUT = `query ($from: DateTime!, $to: DateTime, $bucket: TimeBucket) {
  order_throughput(from: $from, to: $to, bucket: $bucket) { starts_at created shipped cancelled returned }
}`;

const KINDS = { created: 'order.created', shipped: 'order.shipped', cancelled: 'order.cancelled', returned: 'consumer_return.received' } as const;

/** order_throughput counted by hand from the events query. */
async function expectedThroughput(from: Date, to: Date, bucketMs: number, token = app.tokens.a) {
  const events: { kind: string; created_at: string }[] = (await gqlOk('query ($k: [String!]) { events(kinds: $k, first: 1000) { kind created_at } }', { k: Object.values(KINDS) }, token)).events;
  const first = Math.floor(from.getTime() / bucketMs) * bucketMs;
  const buckets = [];
  for (let start = first; start < to.getTime(); start += bucketMs) {
    const inside = events.filter((e) => new Date(e.created_at).getTime() >= Math.max(start, from.getTime()) && new Date(e.created_at).getTime() < Math.min(start + bucketMs, to.getTime()));
    const count = (kind: string) => inside.filter((e) => e.kind === kind).length;
    buckets.push({ starts_at: new Date(start).toISOString(), created: count(KINDS.created), shipped: count(KINDS.shipped), cancelled: count(KINDS.cancelled), returned: count(KINDS.returned) });
  }
  return buckets;
}

describe('order_throughput', () => {
  it('per hour and per day equals the events query counted by hand, every bucket listed', async () => {
    // A return received, so every column counts something.
    const order = (await allOrders()).find((o) => o.status === 300)!;
    const ret = await app.rest('POST', '/api/v2/consumer_returns', { token: app.tokens.a, json: { order_id: order.id, return_items: [{ item_id: itemA, quantity: 1, reason: 'did_not_fit' }] } });
    expect(ret.status).toBe(201);
    expect((await app.rest('PUT', `/api/v2/simulate/consumer_returns/${ret.body.id}/processing`, { token: app.tokens.a })).status).toBe(200);
    const to = new Date(Date.now() + 60_000);
    for (const [bucket, ms, span] of [['hour', 3_600_000, 5], ['day', 86_400_000, 3]] as const) {
      const from = new Date(Date.now() - span * ms);
      const answer = (await gqlOk(THROUGHPUT, { from: from.toISOString(), to: to.toISOString(), bucket })).order_throughput;
      const expected = await expectedThroughput(from, to, ms);
      expect(answer.map((b: { starts_at: string }) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() }))).toEqual(expected);
      const sum = (k: keyof typeof KINDS) => answer.reduce((s: number, b: Record<string, number>) => s + b[k], 0);
      expect([sum('created'), sum('shipped'), sum('cancelled'), sum('returned')]).toEqual([7, 1, 1, 1]);
    }
  });

  it('counts a range inside one hour from the events alone (no whole hour to take from the tallies)', async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const to = new Date(Date.now() + 1_000);
    const answer = (await gqlOk(THROUGHPUT, { from: hour.toISOString(), to: to.toISOString(), bucket: 'hour' })).order_throughput;
    expect(answer.map((b: { starts_at: string }) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() }))).toEqual(await expectedThroughput(hour, to, 3_600_000));
    // Found by the GraphQL fuzz: a millisecond from the hour, long ago.
    expect((await gqlOk(THROUGHPUT, { from: '2000-01-01T00:00:00.000Z', to: '2000-01-01T00:00:00.001Z', bucket: 'hour' })).order_throughput)
      .toEqual([{ starts_at: '2000-01-01T00:00:00.000Z', created: 0, shipped: 0, cancelled: 0, returned: 0 }]);
  });
});

const STOCK = `query ($days: Int) { stock_at_risk(expiring_within_days: $days) {
  warehouse_id warehouse_name items_stocked items_low items_out lots_expiring units_expiring open_shipnotices inbound_units shipnotices_past_eta
} }`;

/** stock_at_risk counted in JS from the rows of stock, lots and ship notices as plain selects read them. */
async function expectedStockRisk(customerId: number, days: number) {
  const stock = await app.sql<{ item_id: number; warehouse_id: number; role: string; quantity: number; committed: number; expires_on: string | null; expiration_period: number | null; threshold: number | null; lot_id: number | null; expires_in: number | null }>(
    `select s.item_id, l.warehouse_id, l.role, s.quantity, s.committed, s.lot_id, i.expiration_period, i.low_inventory_threshold as threshold,
            (lot.expires_on - current_date) as expires_in
     from stock s join locations l on l.id = s.location_id join items i on i.id = s.item_id left join lots lot on lot.id = s.lot_id
     where s.customer_id = $1`, [customerId]);
  const notices = await app.sql<{ id: number; warehouse_id: number; status: number; past_eta: boolean; quantity: number | null; received: number | null }>(
    `select sn.id, sn.warehouse_id, sn.status, coalesce(sn.eta < now(), false) as past_eta, si.quantity, si.quantity_good + si.quantity_damaged as received
     from shipnotices sn left join shipnotice_items si on si.shipnotice_id = sn.id where sn.customer_id = $1`, [customerId]);
  const names = new Map((await app.sql<{ id: number; name: string }>('select id, name from warehouses')).map((w) => [w.id, w.name]));
  const byWarehouse = new Map<number, any>();
  const at = (w: number) => byWarehouse.get(w) ?? byWarehouse.set(w, {
    warehouse_id: w, warehouse_name: names.get(w), items_stocked: 0, items_low: 0, items_out: 0, lots_expiring: 0, units_expiring: 0,
    open_shipnotices: 0, inbound_units: 0, shipnotices_past_eta: 0, items: new Map<number, { sellable: number; threshold: number | null }>(), lots: new Set<number>(),
  }).get(w);
  for (const s of stock.filter((r) => r.role === 'pickable' || r.role === 'backstock')) {
    const w = at(s.warehouse_id);
    const item = w.items.get(s.item_id) ?? { sellable: 0, threshold: s.threshold };
    if (s.expires_in === null || s.expires_in > (s.expiration_period ?? 0)) item.sellable += s.quantity - s.committed;
    w.items.set(s.item_id, item);
    if (s.quantity > 0 && s.expires_in !== null && s.expires_in <= days) {
      w.lots.add(s.lot_id);
      w.units_expiring += s.quantity;
    }
  }
  const open = notices.filter((n) => n.status < 300);
  for (const n of open) {
    const w = at(n.warehouse_id);
    w.inbound_units += Math.max((n.quantity ?? 0) - (n.received ?? 0), 0);
  }
  for (const id of new Set(open.map((n) => n.id))) {
    const n = open.find((o) => o.id === id)!;
    at(n.warehouse_id).open_shipnotices += 1;
    if (n.past_eta) at(n.warehouse_id).shipnotices_past_eta += 1;
  }
  return [...byWarehouse.values()].sort((x, y) => x.warehouse_id - y.warehouse_id).map(({ items, lots, ...w }) => {
    const list = [...items.values()] as { sellable: number; threshold: number | null }[];
    return {
      ...w,
      items_stocked: list.length,
      items_low: list.filter((i) => i.sellable > 0 && i.threshold !== null && i.sellable <= i.threshold).length,
      items_out: list.filter((i) => i.sellable <= 0).length,
      lots_expiring: lots.size,
    };
  });
}

describe('stock_at_risk', () => {
  it('equals the stock, lot and ship notice rows counted by hand: low, out, expiring lots, inbound and overdue notices', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const lotted = await newItem(app, { sku: 'INS-A-LOT', lot_control: true });
    await receive(app, lotted.id, [{ number: 'L-SOON', expires_on: soon, quantity: 4 }, { number: 'L-LATER', expires_on: later, quantity: 6 }]);
    // Two open notices, one overdue, to the second warehouse.
    await newShipNotice(app, [{ item_id: itemA, quantity: 7 }], { warehouse_id: warehouses[1], eta: '2020-01-01' });
    await newShipNotice(app, [{ item_id: itemA, quantity: 5 }], { warehouse_id: warehouses[1], eta: '2099-01-01' });
    // itemA is low (threshold 5) once most of it is ordered.
    const sellable = (await app.rest('GET', `/api/v2/items/${itemA}`, { token: app.tokens.a })).body.published_quantity;
    await newOrder(app, [[itemA, sellable - 3]]);
    for (const days of [30, 365]) {
      const answer = (await gqlOk(STOCK, { days })).stock_at_risk;
      expect(answer).toEqual(await expectedStockRisk(app.customers.a, days));
    }
    const [first] = (await gqlOk(STOCK, { days: 30 })).stock_at_risk;
    expect(first).toMatchObject({ items_low: 1, lots_expiring: 1, units_expiring: 4 });
    const second = (await gqlOk(STOCK, {})).stock_at_risk.find((w: { warehouse_id: number }) => w.warehouse_id === warehouses[1]);
    expect(second).toMatchObject({ open_shipnotices: 2, inbound_units: 12, shipnotices_past_eta: 1 });
  });

  it('follows an item\'s threshold as it changes, and lots coming inside their expiration_period once the expiry sweep runs', async () => {
    const lotted = await newItem(app, { sku: 'INS-B-LOT', lot_control: true, expiration_period: 5 });
    await receive(app, lotted.id, [{ number: 'L-B', expires_on: new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10), quantity: 3 }]);
    const expectFresh = async () => expect((await gqlOk(STOCK, { days: 30 })).stock_at_risk).toEqual(await expectedStockRisk(app.customers.a, 30));
    const lowBefore = (await gqlOk(STOCK, { days: 30 })).stock_at_risk[0].items_low;
    expect((await app.rest('PUT', `/api/v2/items/${lotted.id}`, { token: app.tokens.a, json: { low_inventory_threshold: 3 } })).status).toBe(200);
    await expectFresh();
    expect((await gqlOk(STOCK, { days: 30 })).stock_at_risk[0].items_low).toBe(lowBefore + 1);
    // Days pass: the lot is now 2 days from expiry, inside the item's 5-day period. The sweep sees it out.
    await app.sql('update lots set expires_on = current_date + 2 where item_id = $1', [lotted.id]);
    await refreshExpiredCounters(app.orm, instanceServices(buildSchema(), { sandbox: true, jobs: null, hub: null, destinations: new Destinations() }));
    await expectFresh();
    expect((await gqlOk(STOCK, { days: 30 })).stock_at_risk[0].items_low).toBe(lowBefore);
  });
});

const HEALTH = `query ($hours: Int) { webhook_health(recent_hours: $hours) {
  subscription_id customer_id event endpoint active consecutive_failures delivered failed pending retrying oldest_undelivered_at last_delivered_at
} }`;
const LAG = '{ event_lag { last_event_id last_event_at feed_lag_seconds undelivered_webhooks oldest_undelivered_webhook_at } }';

describe('webhook_health and event_lag', () => {
  it('equal the delivery log and the events query', async () => {
    const up = (await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/up` } })).body;
    const down = (await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/down` } })).body;
    await newItem(app, { sku: 'INS-HOOK-1' });
    await newItem(app, { sku: 'INS-HOOK-2' });
    const log = async (id: number) => (await gqlOk('query ($id: Int) { notification_deliveries(subscription_id: $id, per_page: 50) { nodes { status attempt_count created_at delivered_at test } } }', { id })).notification_deliveries.nodes as { status: string; attempt_count: number; created_at: string; delivered_at: string | null }[];
    await eventually(async () => (await log(up.id)).filter((d) => d.status === 'delivered').length === 2 && (await log(down.id)).filter((d) => d.attempt_count > 0).length === 2, 'deliveries attempted');
    const health = (await gqlOk(HEALTH, {})).webhook_health;
    const subscriptions = (await gqlOk('{ notification_subscriptions(per_page: 50) { nodes { id consecutive_failures active } } }')).notification_subscriptions.nodes;
    for (const sub of subscriptions) {
      const deliveries = await log(sub.id);
      const pending = deliveries.filter((d) => d.status === 'pending');
      const oldest = pending.map((d) => d.created_at).sort()[0] ?? null;
      const delivered = deliveries.filter((d) => d.delivered_at).map((d) => d.delivered_at!).sort().pop() ?? null;
      const row = health.find((h: { subscription_id: number }) => h.subscription_id === sub.id);
      expect({ ...row, oldest_undelivered_at: row.oldest_undelivered_at && new Date(row.oldest_undelivered_at).toISOString(), last_delivered_at: row.last_delivered_at && new Date(row.last_delivered_at).toISOString() }).toMatchObject({
        consecutive_failures: sub.consecutive_failures,
        active: sub.active,
        delivered: deliveries.filter((d) => d.status === 'delivered').length,
        failed: deliveries.filter((d) => d.status === 'failed').length,
        pending: pending.length,
        retrying: pending.filter((d) => d.attempt_count > 0).length,
        oldest_undelivered_at: oldest && new Date(oldest).toISOString(),
        last_delivered_at: delivered && new Date(delivered).toISOString(),
      });
    }
    expect(health.find((h: { subscription_id: number }) => h.subscription_id === down.id)).toMatchObject({ event: 'item.created', pending: 2, retrying: 2, consecutive_failures: 2 });
    expect(health.find((h: { subscription_id: number }) => h.subscription_id === up.id)).toMatchObject({ delivered: 2, pending: 0, oldest_undelivered_at: null });

    const lag = (await gqlOk(LAG)).event_lag;
    const events = (await gqlOk('{ events(first: 1000) { id created_at } }')).events;
    const pendingAll = (await gqlOk('{ notification_deliveries(status: pending, per_page: 250) { nodes { id test created_at } } }')).notification_deliveries.nodes.filter((d: { test: boolean }) => !d.test);
    expect(lag).toMatchObject({ last_event_id: events.at(-1).id, undelivered_webhooks: pendingAll.length });
    expect(new Date(lag.last_event_at).toISOString()).toBe(new Date(events.at(-1).created_at).toISOString());
    expect(new Date(lag.oldest_undelivered_webhook_at).toISOString()).toBe(new Date(pendingAll.map((d: { created_at: string }) => d.created_at).sort()[0]).toISOString());
    // The server's event tail catches up within its poll.
    await eventually(async () => (await gqlOk(LAG)).event_lag.feed_lag_seconds === 0, 'event feed caught up');
  });
});

describe('one SQL statement each', () => {
  const QUERIES: [string, string, Record<string, unknown>][] = [
    ['orders_summary by status, with a search through lines', SUMMARY, { group_by: 'status', search: JSON.stringify({ order_items_sku_start: 'INS' }), late: 24 }],
    ['orders_summary by warehouse', SUMMARY, { group_by: 'warehouse' }],
    ['orders_summary by customer', SUMMARY, { group_by: 'customer', from: '2020-01-01T00:00:00Z' }],
    ['orders_summary by status, partial hours at both ends', SUMMARY, { group_by: 'status', from: new Date(Date.now() - 90 * 60_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString(), late: 1 }],
    ['order_throughput', THROUGHPUT, { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), bucket: 'day' }],
    ['stock_at_risk', STOCK, { days: 30 }],
    ['webhook_health', HEALTH, { hours: 720 }],
    ['event_lag', LAG, {}],
  ];
  it.each(QUERIES)('%s', async (_, query, variables) => {
    // The tokens are known by now (the caller cache), so the request's statements are the aggregate's.
    await gqlOk('{ viewer { staff } }');
    await gqlOk('{ viewer { staff } }', {}, app.tokens.staff);
    for (const token of [app.tokens.a, app.tokens.staff]) {
      const statements = await app.captureStatements(() => gqlOk(query, variables, token));
      expect(statements).toHaveLength(1);
      // Without a search, orders are counted from the tallies; so is throughput.
      if (query === SUMMARY || query === THROUGHPUT) expect(statements[0].includes('_tallies')).toBe(!variables.search);
    }
  });
});

describe('tenancy', () => {
  it('a customer sees only its own; staff see all, or X-Customer-Id\'s; a foreign X-Customer-Id is refused', async () => {
    const b = (await gqlOk(SUMMARY, { group_by: 'customer' }, app.tokens.b)).orders_summary;
    expect(withoutLabels(b)).toEqual(expectedGroups(await allOrders(app.tokens.b), 'customer', 48));
    expect(b.map((g: { key: number }) => g.key)).toEqual([app.customers.b]);
    const staffAll = (await gqlOk(SUMMARY, { group_by: 'customer' }, app.tokens.staff)).orders_summary;
    expect(staffAll.map((g: { key: number }) => g.key)).toEqual(expect.arrayContaining([app.customers.a, app.customers.b]));
    expect(withoutLabels(staffAll)).toEqual(expectedGroups(await allOrders(app.tokens.staff), 'customer', 48));
    const asA = { 'x-customer-id': String(app.customers.a) };
    for (const query of [SUMMARY, STOCK, HEALTH, LAG, THROUGHPUT]) {
      const variables = { group_by: 'status', from: new Date(Date.now() - 86_400_000).toISOString() };
      expect(await gqlOk(query, variables, app.tokens.staff, asA)).toEqual(await gqlOk(query, variables, app.tokens.a));
      const foreign = await app.gql(query, variables, app.tokens.b, asA);
      expect(foreign.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    // A search through the orders' lines is scoped as well (the query builder once dropped the tenant there).
    expect((await gqlOk(SUMMARY, { group_by: 'status', search: JSON.stringify({ order_items_sku_start: 'INS-A' }) }, app.tokens.b)).orders_summary).toEqual([]);
    expect((await gqlOk(STOCK, {}, app.tokens.b)).stock_at_risk).toEqual(await expectedStockRisk(app.customers.b, 30));
    expect((await gqlOk(HEALTH, {}, app.tokens.b)).webhook_health).toEqual([]);
    const bLag = (await gqlOk(LAG, {}, app.tokens.b)).event_lag;
    expect(bLag).toMatchObject({ last_event_id: (await gqlOk('{ events(first: 1000) { id } }', {}, app.tokens.b)).events.at(-1).id, undelivered_webhooks: 0 });
  });
});

describe('bad arguments', () => {
  it.each([
    ['late_after_hours', SUMMARY, { group_by: 'status', late: 0 }],
    ['late_after_hours', SUMMARY, { group_by: 'status', late: 9000 }],
    ['created_to', SUMMARY, { group_by: 'status', from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }],
    ['search.colour_eq', SUMMARY, { group_by: 'status', search: '{"colour_eq":"red"}' }],
    ['search', SUMMARY, { group_by: 'status', search: 'not json' }],
    ['to', THROUGHPUT, { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }],
    ['from', THROUGHPUT, { from: '2020-01-01T00:00:00Z', bucket: 'hour' }],
    ['expiring_within_days', STOCK, { days: -1 }],
    ['recent_hours', HEALTH, { hours: 0 }],
  ])('%s is refused as BAD_USER_INPUT naming it, nothing read', async (field, query, variables) => {
    const res = await app.gql(query, variables, app.tokens.a);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('an unknown group is refused by the schema', async () => {
    const res = await app.gql(SUMMARY, { group_by: 'colour' }, app.tokens.a);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/group_by/);
  });

  it('costs a list each, within the cost limit, and reports it', async () => {
    const res = await app.gql('{ orders_summary(group_by: status) { key orders } event_lag { feed_lag_seconds } }', {}, app.tokens.a);
    expect(res.body.extensions.cost.requestedQueryCost).toBe(10 + 1);
  });
});

/** orders_summary counted afresh: one GROUP BY over the orders and their lines, as plain as it gets. */
async function plainGroups(column: string, lateHours: number, { customerId = null, from = null, to = null }: { customerId?: number | null; from?: string | null; to?: string | null }) {
  return app.sql(
    `select o.${column} as key, count(*)::int as orders, coalesce(sum(l.units), 0)::int as units,
            count(*) filter (where not o.address_verified and not o.skip_address_verification and o.status = any($1))::int as held_for_address,
            count(*) filter (where o.status = 95)::int as waiting_for_stock,
            count(*) filter (where o.status = any($2) and o.created_at < now() - make_interval(hours => $3))::int as late
     from orders o left join (select order_id, sum(quantity) as units from order_items group by 1) l on l.order_id = o.id
     where ($4::int is null or o.customer_id = $4) and ($5::timestamptz is null or o.created_at >= $5) and ($6::timestamptz is null or o.created_at < $6)
     group by 1 order by 1 nulls last`,
    [HELD_STATUSES, AWAITING_SHIPMENT, lateHours, customerId, from, to],
  );
}

/** order_throughput's non-empty hours (or days) counted afresh from the events. */
async function plainThroughput(from: string, to: string, customerId: number | null, bucket: 'hour' | 'day' = 'hour') {
  const rows = await app.sql(
    `select date_trunc($9, created_at, 'UTC') as starts_at, count(*) filter (where kind = $1)::int as created, count(*) filter (where kind = $2)::int as shipped,
            count(*) filter (where kind = $3)::int as cancelled, count(*) filter (where kind = $4)::int as returned
     from events where created_at >= $5 and created_at < $6 and kind = any($7) and ($8::int is null or customer_id = $8) group by 1 order by 1`,
    [...Object.values(KINDS), from, to, Object.values(KINDS), customerId, bucket],
  );
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at).toISOString() }));
}

/** Every tally-backed answer (each grouping, over all time and over a range with partial hours at both ends; throughput) equals the fresh count, for a customer and for staff. */
async function expectTalliesEqualFreshCounts(): Promise<void> {
  const from = new Date(Date.now() - 90 * 60_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  for (const [token, customerId] of [[app.tokens.a, app.customers.a], [app.tokens.staff, null]] as const) {
    for (const groupBy of ['status', 'warehouse', 'shipping_method', 'customer'] as const) {
      for (const range of [{}, { from, to }]) {
        const answer = (await gqlOk(SUMMARY, { group_by: groupBy, late: 1, ...range }, token)).orders_summary;
        expect([groupBy, range, withoutLabels(answer)]).toEqual([groupBy, range, await plainGroups(COLUMN[groupBy], 1, { customerId, ...range })]);
      }
    }
    const hours = (await gqlOk(THROUGHPUT, { from: new Date(Date.now() - 3 * 3_600_000 - 17 * 60_000).toISOString(), to, bucket: 'hour' }, token)).order_throughput;
    const counted = hours.filter((b: Record<string, number>) => b.created + b.shipped + b.cancelled + b.returned > 0);
    expect(counted.map((b: { starts_at: string }) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() })))
      .toEqual(await plainThroughput(new Date(Date.now() - 3 * 3_600_000 - 17 * 60_000).toISOString(), to, customerId));
    // Days: whole ones from the daily tallies, the partial ones at both ends by the hour and from the events.
    const daysFrom = new Date(Date.now() - 4 * 86_400_000 - 5 * 3_600_000 - 17 * 60_000).toISOString();
    const days = (await gqlOk(THROUGHPUT, { from: daysFrom, to, bucket: 'day' }, token)).order_throughput;
    expect(days.filter((b: Record<string, number>) => b.created + b.shipped + b.cancelled + b.returned > 0).map((b: { starts_at: string }) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() })))
      .toEqual(await plainThroughput(daysFrom, to, customerId, 'day'));
    // Up to now (no `to`): the hour and the day under way come whole from their tallies.
    for (const [bucket, start] of [['hour', new Date(Date.now() - 3 * 3_600_000 - 17 * 60_000).toISOString()], ['day', daysFrom]] as const) {
      const open = (await gqlOk('query ($from: DateTime!, $bucket: TimeBucket) { order_throughput(from: $from, bucket: $bucket) { starts_at created shipped cancelled returned } }', { from: start, bucket }, token)).order_throughput;
      expect([bucket, open.filter((b: Record<string, number>) => b.created + b.shipped + b.cancelled + b.returned > 0).map((b: { starts_at: string }) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() }))])
        .toEqual([bucket, await plainThroughput(start, to, customerId, bucket)]);
    }
  }
  // Items stocked, low and out per customer and warehouse, against the per-item rows they count.
  expect(await app.sql(
    `select customer_id, warehouse_id, sum(items_stocked)::int as stocked, sum(items_low)::int as low, sum(items_out)::int as out
     from warehouse_stock_tallies group by 1, 2 having sum(items_stocked) <> 0 or sum(items_low) <> 0 or sum(items_out) <> 0 order by 1, 2`,
  )).toEqual(await app.sql(
    `select customer_id, warehouse_id, count(*)::int as stocked, count(*) filter (where sellable > 0 and sellable <= low_inventory_threshold)::int as low,
            count(*) filter (where sellable <= 0)::int as out
     from warehouse_item_counters group by 1, 2 order by 1, 2`,
  ));
  // Each order's units, kept on its row by the lines' triggers, against its lines.
  expect(await app.sql(
    `select o.id, o.units::int from orders o left join (select order_id, sum(quantity)::int as n from order_items group by 1) l on l.order_id = o.id
     where o.units <> coalesce(l.n, 0)`,
  )).toEqual([]);
  // The tallies themselves, key by key, against the rows they count.
  expect(await app.sql(
    `select customer_id, warehouse_id, shipping_method_id, status, unverified, hour, sum(orders)::int as orders, sum(units)::int as units
     from order_tallies group by 1, 2, 3, 4, 5, 6 having sum(orders) <> 0 or sum(units) <> 0 order by 1, 2, 3, 4, 5, 6`,
  )).toEqual(await app.sql(
    `select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification as unverified,
            date_trunc('hour', o.created_at, 'UTC') as hour, count(*)::int as orders, coalesce(sum(l.units), 0)::int as units
     from orders o left join (select order_id, sum(quantity) as units from order_items group by 1) l on l.order_id = o.id
     group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  ));
  for (const [table, grain] of [['event_tallies', 'hour'], ['event_day_tallies', 'day']]) {
    expect(await app.sql(`select customer_id, kind, ${grain}, sum(events)::int as events from ${table} group by 1, 2, 3 order by 1, 2, 3`)).toEqual(await app.sql(
      `select customer_id, kind, date_trunc('${grain}', created_at, 'UTC') as ${grain}, count(*)::int as events from events
       where kind = any($1) group by 1, 2, 3 order by 1, 2, 3`,
      [Object.values(KINDS)],
    ));
  }
}

describe('a burst of concurrent writes', () => {
  it('leaves every tally-backed aggregate equal to a fresh count, before and after compaction', async () => {
    const item = await newItem(app, { sku: 'INS-BURST' });
    await receive(app, item.id, 200);
    // Orders the burst ships, cancels and changes, made first so those changes race its creates.
    const made: { id: number; order_items: { id: number }[] }[] = [];
    for (let i = 0; i < 16; i++) made.push(await newOrder(app, [[item.id, 1 + (i % 3)]], i % 4 === 0 ? { shipping_method_id: method } : {}));
    const unverified = [await newOrder(app, [[item.id, 1]], { shipping_zip: 'not a zip' }), await newOrder(app, [[item.id, 1]], { shipping_zip: 'not a zip' })];
    // Events of earlier days, as time would have left them: throughput by day reads their daily tallies.
    await app.sql(
      `insert into events (kind, customer_id, resource_type, resource_id, payload, created_at)
       select k, $1, 'order', $2, '{}', now() - d * interval '1 day' - interval '3 hours'
       from unnest($3::text[]) k cross join generate_series(1, 4) d`,
      [app.customers.a, made[0].id, Object.values(KINDS)],
    );
    // Late or not against a one-hour SLA, in or around the hour the SLA's boundary falls in.
    await app.sql(`update orders set created_at = now() - interval '62 minutes' where id = $1`, [made[15].id]);
    await app.sql(`update orders set created_at = now() - interval '58 minutes' where id = $1`, [made[14].id]);
    const asA = { 'x-customer-id': String(app.customers.a) };
    const requests: Promise<unknown>[] = [
      ...Array.from({ length: 16 }, (_, i) => newOrder(app, [[item.id, 1 + (i % 3)]], i % 4 === 1 ? { shipping_method_id: method } : {})),
      ...made.slice(0, 6).map((o) => shipOrder(app, o.id)),
      ...made.slice(6, 12).map((o) => app.rest('PUT', `/api/v2/orders/${o.id}/call/cancel`, { token: app.tokens.a })),
      ...made.slice(12, 14).map((o) => app.rest('POST', `/api/v2/orders/${o.id}/order_items`, { token: app.tokens.a, json: { item_id: item.id, quantity: 2 } })),
      ...made.slice(14, 16).map((o) => app.rest('PUT', `/api/v2/order_items/${o.order_items[0].id}`, { token: app.tokens.a, json: { quantity: 3 } })),
      ...unverified.map((o) => app.rest('PUT', `/api/v2/orders/${o.id}`, { token: app.tokens.staff, headers: asA, json: { skip_address_verification: true } })),
      // Reads and compactions race the writes: each must finish without error while they commit.
      ...Array.from({ length: 3 }, () => gqlOk(SUMMARY, { group_by: 'status' })),
      ...Array.from({ length: 3 }, () => compactTallies(app.orm)),
      // The item's threshold moves while its stock does: stock_at_risk's copy of it must follow.
      app.rest('PUT', `/api/v2/items/${item.id}`, { token: app.tokens.a, json: { low_inventory_threshold: 190 } }),
    ];
    expect(requests).toHaveLength(41);
    const answers = await Promise.all(requests);
    // Cancels, added lines, changed lines, skipped verifications: each went through.
    expect((answers.slice(22, 34) as { status: number }[]).map((r) => r.status)).toEqual([...Array(6).fill(200), 201, 201, 200, 200, 200, 200]);
    // One more write after the last compaction: the reads below sum deltas as well as compacted rows.
    await shipOrder(app, made[12].id);
    expect((await app.sql('select count(*)::int as n from order_tallies where not compacted'))[0].n).toBeGreaterThan(0);
    await expectTalliesEqualFreshCounts();
    expect((await gqlOk(STOCK, { days: 30 })).stock_at_risk).toEqual(await expectedStockRisk(app.customers.a, 30));

    await compactTallies(app.orm);
    expect(await app.sql('select compacted, count(*)::int as n from order_tallies where not compacted or (orders = 0 and units = 0) group by 1')).toEqual([]);
    expect(await app.sql('select count(*)::int as n from event_tallies where not compacted')).toEqual([{ n: 0 }]);
    expect(await app.sql('select count(*)::int as n from event_day_tallies where not compacted')).toEqual([{ n: 0 }]);
    expect(await app.sql('select count(*)::int as n from warehouse_stock_tallies where not compacted')).toEqual([{ n: 0 }]);
    await expectTalliesEqualFreshCounts();
    expect((await gqlOk(STOCK, { days: 30 })).stock_at_risk).toEqual(await expectedStockRisk(app.customers.a, 30));
  }, 60_000);
});
