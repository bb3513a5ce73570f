import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_KINDS } from '../src/domain/events/catalog';
import { startTestApp, type TestApp } from './support/app';
import { newItem, newItemId, newOrder, newShipNotice, receive, receiveShipNotice, shipOrder } from './support/factories';
import { call } from './support/http';
import { freePort, startProcess, stopProcess } from './support/process';
import { startReceiver } from './support/receiver';
import { eventually } from './support/wait';
import { subscribe, type Subscriber } from './support/subscriptions';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';

jest.setTimeout(90_000);

let app: TestApp;
const open: Subscriber<any>[] = [];
beforeAll(async () => {
  // Live sessions' token check (once a second through the ORM) would land in statement counts.
  app = await startTestApp({ sessionCheckMs: 3_600_000 });
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await app.close();
});

const EVENT = 'id kind customer_id shop_id resource_type resource_id payload details created_at';
const EVENTS = `subscription ($after: Long, $kinds: [String!], $customer: Int) { events(after_id: $after, kinds: $kinds, customer_id: $customer) { ${EVENT} } }`;

async function lastEventId(): Promise<number> {
  const [row] = await app.sql<{ max: string | null }>('select max(id) as max from events');
  return Number(row.max ?? 0);
}

async function listen<T = any>(query: string, variables: Record<string, unknown>, token = app.tokens.a, customerId?: number, url = app.url): Promise<Subscriber<T>> {
  const s = await subscribe<T>(url, query, variables, { token, customerId });
  open.push(s);
  return s;
}

const put = (path: string) => app.rest('PUT', `/api/v2${path}`, { token: app.tokens.a });
const get = (path: string) => app.rest('GET', `/api/v2${path}`, { token: app.tokens.a });

describe("the spec's sandbox flow, live", () => {
  it('receiving fires item_inventory_changed; simulated shipping fires order_status_changed and order_shipped, each with the V2 resource', async () => {
    const after = await lastEventId();
    const all = await listen(EVENTS, { after });
    const statuses = await listen(`subscription ($after: Long) { order_status_changed(after_id: $after) {
      event_id order_id from_status to_status from_status_name to_status_name reason occurred_at order { id status } } }`, { after });
    const shipments = await listen(`subscription ($after: Long) { order_shipped(after_id: $after) {
      event_id order_id package_id tracking tracking_link ship_actual_cost order_json
      order { id status status_name shipping_name order_items { id item_id sku quantity item { id sku } } packages { id tracking } } } }`, { after });
    const inventory = await listen(`subscription ($after: Long) { item_inventory_changed(after_id: $after) {
      event_id item_id quantity sellable_quantity published_quantity previous_sellable_quantity item { id quantity sku } item_json } }`, { after });

    const { id: item, sku } = await newItem(app);
    await receiveShipNotice(app, (await newShipNotice(app, [{ item_id: item, quantity: 5 }], { sender: 'Acme' })).id);

    const [received] = await inventory.waitFor(1);
    expect(received).toMatchObject({ item_id: item, quantity: 5, sellable_quantity: 5, previous_sellable_quantity: 0 });
    expect(received.item).toEqual({ id: item, quantity: 5, sku });
    expect(received.item_json).toMatchObject({ id: item, quantity: 5, sku });

    const order = await newOrder(app, [[item, 2]], { shipping_name: 'Jane' });
    expect(order.status).toBe(100);
    const shipped = await shipOrder(app, order.id);

    const [shipment] = await shipments.waitFor(1);
    const pkg = shipped.packages[0];
    expect(shipment).toMatchObject({ order_id: order.id, package_id: pkg.id, tracking: pkg.tracking, tracking_link: pkg.tracking_link });
    // The payload is the order exactly as GET /orders/{id} shows it (nothing changed it since).
    const current = (await get(`/orders/${order.id}`)).body;
    expect(shipment.order_json).toEqual(current);
    // The typed order is selectable like the order query: nested lines and packages, and a line's item.
    expect(shipment.order).toEqual({
      id: current.id, status: 300, status_name: 'Shipped', shipping_name: 'Jane',
      order_items: [{ id: current.order_items[0].id, item_id: item, sku, quantity: 2, item: { id: item, sku } }],
      packages: [{ id: pkg.id, tracking: pkg.tracking }],
    });

    const moves = await statuses.waitFor(1);
    expect(moves.map((m: any) => [m.from_status, m.to_status])).toEqual([[100, 300]]);
    expect(moves[0]).toMatchObject({ order_id: order.id, from_status_name: 'Processing', to_status_name: 'Shipped' });

    // Allocation (sellable 5 → 3) and shipping (on hand 5 → 3) moved the item's counters too.
    const counters = await inventory.waitFor(3);
    expect(counters.map((c: any) => [c.quantity, c.sellable_quantity])).toEqual([[5, 5], [5, 3], [3, 3]]);

    // The general stream saw every step, in commit order, with ascending ids.
    const kinds = (await all.waitFor(9)).map((e: any) => e.kind);
    expect(kinds).toEqual([
      'item.created', 'shipnotice.created', 'shipnotice.received', 'item.inventory_changed',
      'order.created', 'item.inventory_changed', 'order.status_changed', 'order.shipped', 'item.inventory_changed',
    ]);
    const ids = all.received.map((e: any) => e.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(all.received.every((e: any) => e.customer_id === app.customers.a)).toBe(true);
  });
});

describe('the other kinds', () => {
  it('item.low_inventory when sellable stock falls to the threshold; order.cancelled (with its status change) on cancel', async () => {
    const after = await lastEventId();
    const item = await newItemId(app, { title: 'Low', low_inventory_threshold: 3 });
    await receiveShipNotice(app, (await newShipNotice(app, [{ item_id: item, quantity: 5 }], { sender: 'Acme' })).id);
    // A verified address (newOrder's): an order created held would add order.attention (test/address-verification.test.ts).
    const order = await newOrder(app, [[item, 3]]);
    expect(order.status).toBe(100);
    expect((await put(`/orders/${order.id}/call/cancel`)).status).toBe(200);
    const res2 = await app.gql('query ($after: Long) { events(after_id: $after) { kind resource_id details } }', { after }, app.tokens.a);
    const events = res2.body.data.events;
    expect(events.map((e: any) => e.kind)).toEqual([
      'item.created', 'shipnotice.created', 'shipnotice.received', 'item.inventory_changed',
      'order.created', 'item.inventory_changed', 'item.low_inventory',
      'order.status_changed', 'order.cancelled', 'item.inventory_changed',
    ]);
    expect(events[6]).toMatchObject({ resource_id: item, details: { sellable_quantity: 2, previous_sellable_quantity: 5, low_inventory_threshold: 3 } });
    expect(events[8]).toMatchObject({ resource_id: order.id, details: { from_status: 100, to_status: 40, to_status_name: 'Cancelled' } });
  });
});

describe('typed resources', () => {
  it('show the resource as it was when the change committed, and an Event names only its own kind of resource', async () => {
    const after = await lastEventId();
    const { id: item, sku } = await newItem(app);
    await receive(app, item, 5);
    await receive(app, item, 2);
    // Read after both receipts: the first event still shows 5 on hand, from its snapshot.
    const replay = await listen(`subscription ($after: Long) { item_inventory_changed(after_id: $after) { quantity item { id quantity sku } } }`, { after });
    expect(await replay.waitFor(2)).toEqual([
      { quantity: 5, item: { id: item, quantity: 5, sku } },
      { quantity: 7, item: { id: item, quantity: 7, sku } },
    ]);
    const res = await app.gql(
      `query ($after: Long) { events(after_id: $after) { kind resource_id order { id } item { id quantity } shipnotice { id status shipnotice_items { item_id quantity } } consumer_return { id } } }`,
      { after }, app.tokens.a,
    );
    expect(res.body.errors).toBeUndefined();
    const events = res.body.data.events;
    expect(events[0]).toEqual({ kind: 'item.created', resource_id: item, order: null, item: { id: item, quantity: 0 }, shipnotice: null, consumer_return: null });
    const created = events.find((e: any) => e.kind === 'shipnotice.created');
    expect(created).toMatchObject({ item: null, order: null, shipnotice: { id: created.resource_id, shipnotice_items: [{ item_id: item, quantity: 5 }] } });
    expect(events.filter((e: any) => e.kind === 'item.inventory_changed').map((e: any) => e.item.quantity)).toEqual([5, 7]);
  });

  it('are rendered without a database read per subscriber: 20 subscribers with one selection cost what 1 does', async () => {
    const { id: item, sku } = await newItem(app);
    await receive(app, item, 10);
    const newOrderId = async (): Promise<number> => (await newOrder(app, [[item, 1]], {}, { address: false })).id;
    // A line's item is not in the order's snapshot: it is loaded, once per event for every subscriber.
    const SELECTION = `subscription { order_status_changed { order_id order { id status status_name order_items { sku quantity item { id sku } } } } }`;
    const cancel = async (id: number) => expect((await put(`/orders/${id}/call/cancel`)).status).toBe(200);
    const allReceived = (subscribers: Subscriber<any>[], orderId: number) => subscribers.every((s) => s.received.at(-1)?.order_id === orderId);
    const measure = async (n: number): Promise<number> => {
      const subscribers: Subscriber<any>[] = [];
      for (let i = 0; i < n; i += 1) subscribers.push(await listen(SELECTION, {}));
      // Live only (no after_id, so no replay reads), and a subscriber's operation starts a little after its
      // socket connects: warm-up cancels, until every subscriber has received one, show that all have started.
      await eventually(async () => {
        if (subscribers.every((s) => s.received.length)) return true;
        await cancel(await newOrderId());
        return false;
      }, 'every subscriber to receive a warm-up event', 20_000, 100);
      // The measured order is made now, and a last warm-up after it: once every subscriber has that one,
      // nothing from before (an order's creation, a warm-up) is still on its way into the measured window.
      const measured = await newOrderId();
      const lastWarmUp = await newOrderId();
      await cancel(lastWarmUp);
      await eventually(async () => allReceived(subscribers, lastWarmUp), 'every subscriber to receive the last warm-up event');
      const statements = await app.countStatements(async () => {
        await cancel(measured);
        await eventually(async () => allReceived(subscribers, measured), 'every subscriber to receive the measured event');
      });
      for (const s of subscribers) {
        expect(s.received.at(-1)).toEqual({ order_id: measured, order: { id: measured, status: 40, status_name: 'Cancelled', order_items: [{ sku, quantity: 1, item: { id: item, sku } }] } });
        await s.close();
      }
      return statements;
    };
    const one = await measure(1);
    const twenty = await measure(20);
    expect(twenty).toBe(one);
  });
});

describe('one event per item and transaction', () => {
  it('a receipt that also allocates a waiting order announces the final counters, measured from before the receipt', async () => {
    const item = await newItemId(app);
    const order = await newOrder(app, [[item, 2]], {}, { address: false });
    expect(order.status).toBe(95);
    const notice = await newShipNotice(app, [{ item_id: item, quantity: 5 }], { sender: 'Acme' });
    const after = await lastEventId();
    await put(`/simulate/shipnotices/${notice.id}/processing`);
    const res = await app.gql('query ($after: Long) { events(after_id: $after) { kind resource_id details payload } }', { after }, app.tokens.a);
    const events = res.body.data.events;
    expect(events.map((e: any) => e.kind)).toEqual(['shipnotice.received', 'item.inventory_changed', 'order.status_changed']);
    expect(events[1].details).toEqual({ quantity: 5, sellable_quantity: 3, published_quantity: 3, previous_sellable_quantity: 0 });
    expect(events[1].payload).toMatchObject({ id: item, quantity: 5 });
    expect(events[2].details).toMatchObject({ from_status: 95, to_status: 100 });
  });
});

describe('stored payloads', () => {
  /** Every key of `value`, nested ones as dotted paths, in the order the JSON lists them. */
  const keyPaths = (value: unknown, at = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...keyPaths(v, `${at}${k}.`)]) : [];

  it("keep the text the outbox insert rendered: GET's values in GET's key order, in the row, uncompressed", async () => {
    const item = await newItemId(app, {}, { stock: 10 });
    const order = await newOrder(app, [[item, 2]]);
    const read = { order: (await get(`/orders/${order.id}`)).body, item: (await get(`/items/${item}`)).body };
    const rows = await app.sql(
      `select resource_type, payload, pg_column_compression(payload) as compression, octet_length(payload::text) as bytes
       from events where (resource_type, resource_id) in (('order', $1), ('item', $2)) and kind in ('order.created', 'item.inventory_changed') order by id`,
      [order.id, item],
    );
    expect(rows.map((r: any) => r.resource_type)).toEqual(['order', 'item']);
    for (const row of rows) {
      const shown = read[row.resource_type as 'order' | 'item'];
      expect(row.payload).toEqual(shown);
      // jsonb would list the keys by length, then bytes: a webhook body would not read as GET does.
      expect(keyPaths(row.payload)).toEqual(keyPaths(shown));
    }
    // An order's payload passes the 2 KB at which PostgreSQL would compress it (pglz): kept as it is.
    expect(rows[0].bytes).toBeGreaterThan(2048);
    expect(rows.map((r: any) => r.compression)).toEqual([null, null]);
  });
});

describe('resuming', () => {
  it('a subscriber that disconnects and resumes with after_id gets every missed event exactly once, in order', async () => {
    const first = await listen(EVENTS, { after: await lastEventId(), kinds: ['item.created'] });
    const before = [await newItemId(app), await newItemId(app)];
    await first.waitFor(2);
    const lastSeen = first.received[1].id;
    await first.close();

    const missed = [await newItemId(app), await newItemId(app), await newItemId(app)];
    const resumed = await listen(EVENTS, { after: lastSeen, kinds: ['item.created'] });
    const live = await newItemId(app);
    const got = await resumed.waitFor(4);
    expect(first.received.map((e: any) => e.resource_id)).toEqual(before);
    expect(got.map((e: any) => e.resource_id)).toEqual([...missed, live]);
    // Nothing more (no second copy) arrives: an event made after these is the next the stream delivers.
    const marker = await newItemId(app);
    expect((await resumed.waitFor(5)).map((e: any) => e.resource_id)).toEqual([...missed, live, marker]);
  });

  it('an event committed without a NOTIFY (a lost notification) still arrives, by polling', async () => {
    const s = await listen(EVENTS, { after: await lastEventId(), kinds: ['item.updated'] });
    const item = await newItemId(app);
    await app.sql(
      `insert into events (kind, customer_id, resource_type, resource_id, payload) values ('item.updated', $1, 'item', $2, '{"note":"no notify"}')`,
      [app.customers.a, item],
    );
    const [event] = await s.waitFor(1, 5000);
    expect(event).toMatchObject({ resource_id: item, payload: { note: 'no notify' } });
  });
});

describe('writing events', () => {
  it('renders and appends any number of events in the same number of statements', async () => {
    async function receiveNotice(lines: number): Promise<{ statements: number; events: number }> {
      const items = [];
      for (let i = 0; i < lines; i++) items.push(await newItemId(app));
      const notice = await newShipNotice(app, items.map((item_id) => ({ item_id, quantity: 2 })), { sender: 'Acme' });
      const before = await lastEventId();
      const statements = await app.countStatements(async () => expect((await put(`/simulate/shipnotices/${notice.id}/processing`)).status).toBe(200));
      return { statements, events: (await lastEventId()) - before };
    }
    const small = await receiveNotice(2);
    const large = await receiveNotice(8);
    // shipnotice.received plus one item.inventory_changed per line.
    expect([small.events, large.events]).toEqual([3, 9]);
    expect(large.statements).toBe(small.statements);
  });
});

describe('rolled-back work', () => {
  it('emits nothing: not when the outbox insert itself fails, nor when the change fails after announcing events', async () => {
    const s = await listen(EVENTS, { after: await lastEventId() });
    await app.sql(`create function refuse_event() returns trigger language plpgsql as $$
      begin if new.payload->>'sku' = 'ROLLBACK-ME' then raise exception 'injected outbox failure'; end if; return new; end $$`);
    await app.sql('create trigger refuse_event before insert on events for each row execute function refuse_event()');
    // Fails an allocation's counter update of the one item below (a receipt raises its counters; an allocation lowers them).
    await app.sql(`create function refuse_counters() returns trigger language plpgsql as $$
      begin if new.sku = 'STOCK-TO-REFUSE' and new.sellable_quantity < old.sellable_quantity then
        raise exception 'injected counter failure'; end if; return new; end $$`);
    await app.sql('create trigger refuse_counters before update on items for each row execute function refuse_counters()');
    try {
      const item = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'ROLLBACK-ME', title: 'never' } });
      expect(item.status).toBe(500);
      const stocked = await newItemId(app, { sku: 'STOCK-TO-REFUSE' });
      await receiveShipNotice(app, (await newShipNotice(app, [{ item_id: stocked, quantity: 3 }], { sender: 'Acme' })).id);
      const before = await lastEventId();
      // The order was written and order.created announced before the counters' update failed.
      const order = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { purchase_order: 'ROLLBACK-ME', order_items: [{ item_id: stocked, quantity: 1 }] } });
      expect(order.status).toBe(500);
      expect(await lastEventId()).toBe(before);
      expect(await app.sql(`select id from items where sku = 'ROLLBACK-ME'`)).toEqual([]);
      expect(await app.sql(`select id from orders where purchase_order = 'ROLLBACK-ME'`)).toEqual([]);

      const sentinel = await newItemId(app);
      const received = await s.waitFor(5);
      expect(received.map((e: any) => e.kind)).toEqual(['item.created', 'shipnotice.created', 'shipnotice.received', 'item.inventory_changed', 'item.created']);
      expect(received[4].resource_id).toBe(sentinel);
      expect(JSON.stringify(received)).not.toContain('ROLLBACK-ME');
    } finally {
      await app.sql('drop trigger refuse_event on events; drop function refuse_event(); drop trigger refuse_counters on items; drop function refuse_counters()');
    }
  });
});

describe('tenancy', () => {
  it("a customer's subscriber never receives another customer's events; staff may choose a customer", async () => {
    const after = await lastEventId();
    const b = await listen(EVENTS, { after }, app.tokens.b);
    const staffForA = await listen(EVENTS, { after }, app.tokens.staff, app.customers.a);
    const staffAll = await listen(EVENTS, { after }, app.tokens.staff);
    const aItems = [await newItemId(app), await newItemId(app)];
    const bItem = await newItemId(app, {}, { token: app.tokens.b });
    const [fromB] = await b.waitFor(1);
    expect(fromB).toMatchObject({ resource_id: bItem, customer_id: app.customers.b });
    await staffAll.waitFor(3);
    expect(staffAll.received.map((e: any) => e.resource_id)).toEqual([...aItems, bItem]);
    await staffForA.waitFor(2);
    // Nothing else arrives: an item of each customer made after these is the next its streams deliver
    // (B's item, had it been let through to staff for A, would come before A's).
    const aMarker = await newItemId(app);
    const bMarker = await newItemId(app, {}, { token: app.tokens.b });
    expect((await b.waitFor(2)).map((e: any) => e.resource_id)).toEqual([bItem, bMarker]);
    expect((await staffForA.waitFor(3)).map((e: any) => e.resource_id)).toEqual([...aItems, aMarker]);
    expect(staffForA.received.map((e: any) => e.customer_id)).toEqual([app.customers.a, app.customers.a, app.customers.a]);
  });

  it("typed resources are the event customer's own: a customer sees only its own, staff each event's own customer's", async () => {
    const after = await lastEventId();
    const TYPED = `subscription ($after: Long) { events(after_id: $after, kinds: ["item.created"]) { customer_id resource_id item { id customer_id sku } } }`;
    const b = await listen(TYPED, { after }, app.tokens.b);
    const staffAll = await listen(TYPED, { after }, app.tokens.staff);
    const aItem = await newItemId(app);
    const bItem = await newItemId(app, {}, { token: app.tokens.b });
    expect(await staffAll.waitFor(2)).toEqual([
      { customer_id: app.customers.a, resource_id: aItem, item: expect.objectContaining({ id: aItem, customer_id: app.customers.a }) },
      { customer_id: app.customers.b, resource_id: bItem, item: expect.objectContaining({ id: bItem, customer_id: app.customers.b }) },
    ]);
    // Nothing else reaches B: its own item made after these is the next it receives.
    const bMarker = await newItemId(app, {}, { token: app.tokens.b });
    await b.waitFor(2);
    expect(b.received).toEqual([
      { customer_id: app.customers.b, resource_id: bItem, item: expect.objectContaining({ id: bItem, customer_id: app.customers.b }) },
      { customer_id: app.customers.b, resource_id: bMarker, item: expect.objectContaining({ id: bMarker, customer_id: app.customers.b }) },
    ]);
  });

  it("refuses a customer asking for another customer's stream, an unknown kind, and a bad token", async () => {
    const foreign = await listen(EVENTS, { customer: app.customers.a }, app.tokens.b);
    await expect(foreign.waitFor(1, 5000)).rejects.toThrow(/only its own events/);
    const unknown = await listen(EVENTS, { kinds: ['order.exploded'] });
    await expect(unknown.waitFor(1, 5000)).rejects.toThrow(/kinds.*order\.exploded|order\.exploded/);
    await expect(subscribe(app.url, EVENTS, {}, { token: 'not-a-token' })).rejects.toThrow(/closed/);
    const res = await app.gql('query { events(kinds: ["nope"]) { id } }', {}, app.tokens.a);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kinds' });
  });

  it("staff acting for one customer (X-Customer-Id) cannot name another's events with customer_id", async () => {
    const item = await newItemId(app);
    const asStaffForB = { 'x-customer-id': String(app.customers.b) };
    const query = await app.gql('query ($c: Int) { events(customer_id: $c) { id customer_id } }', { c: app.customers.a }, app.tokens.staff, asStaffForB);
    expect(query.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const stream = await listen(EVENTS, { customer: app.customers.a, after: 0 }, app.tokens.staff, app.customers.b);
    await expect(stream.waitFor(1, 5000)).rejects.toThrow(/acts for customer/);
    // Unnarrowed staff still read any customer's.
    const all = await app.gql('query ($c: Int) { events(customer_id: $c, first: 1000) { resource_id customer_id } }', { c: app.customers.a }, app.tokens.staff);
    expect(all.body.data.events).toContainEqual({ resource_id: item, customer_id: app.customers.a });
  });

  it('the events query pages through the same outbox, tenant-scoped', async () => {
    const after = await lastEventId();
    const item = await newItemId(app);
    await newItemId(app, {}, { token: app.tokens.b });
    const res = await app.gql('query ($after: Long) { events(after_id: $after) { id kind resource_id customer_id payload } }', { after }, app.tokens.a);
    expect(res.body.data.events).toEqual([expect.objectContaining({ kind: 'item.created', resource_id: item, customer_id: app.customers.a })]);
    expect(res.body.data.events[0].payload).toEqual((await get(`/items/${item}`)).body);
  });
});

describe('a subscription sent over HTTP', () => {
  it('is a 400 naming the graphql-ws transport, not a 200 carrying an internal error', async () => {
    const res = await app.gql('subscription { events { id } }', {}, app.tokens.a);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/graphql-ws/), extensions: expect.objectContaining({ code: 'BAD_REQUEST' }) })]);
    expect(res.body.data).toBeUndefined();
    // A query in the same shape still runs.
    expect((await app.gql('{ events(first: 1) { id } }', {}, app.tokens.a)).status).toBe(200);
  });
});

describe('two server processes on one database', () => {
  beforeAll(needDist, BUILD_TIMEOUT_MS);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-second-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a mutation through one instance reaches subscribers on both, and its webhook is posted once, signed', async () => {
    const port = await freePort();
    const second = await startProcess(
      { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: app.databaseUrl, SANDBOX: 'true', LOG_LEVEL: 'info', WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
      'Forklift listening',
    );
    const otherUrl = `http://127.0.0.1:${port}`;
    const receiver = await startReceiver();
    try {
      const hook = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/both` } });
      expect(hook.status).toBe(201);
      receiver.secrets.set('/both', hook.body.secret);
      const after = await lastEventId();
      const here = await listen(EVENTS, { after, kinds: ['item.created'] });
      const there = await listen(EVENTS, { after, kinds: ['item.created'] }, app.tokens.a, undefined, otherUrl);
      const other = await call(otherUrl, 'POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'VIA-OTHER', title: 'Made through the other instance' } });
      expect(other.status).toBe(201);
      const viaOther: number = other.body.id;
      const viaHere = await newItemId(app);
      for (const s of [here, there]) expect((await s.waitFor(2)).map((e: any) => e.resource_id)).toEqual([viaOther, viaHere]);
      // Both instances run webhook workers; each delivery is posted by exactly one of them.
      const delivered = await eventually(async () => {
        const rows = await app.sql(`select status, attempts from webhook_deliveries where subscription_id = $1 order by id`, [hook.body.id]);
        return rows.length === 2 && rows.every((r) => r.status === 'delivered') ? rows : undefined;
      }, 'both deliveries');
      expect(delivered.map((r) => r.attempts)).toEqual([1, 1]);
      // Two resources: each posted once, in either order (README: only one resource's events are ordered).
      expect(receiver.requests.map((r) => [r.body.item.id, r.signed]).sort()).toEqual([[viaOther, true], [viaHere, true]].sort());
    } finally {
      await receiver.close();
      expect(await stopProcess(second.child)).toBe(0);
    }
  });
});

it('has the migrations seed the notification catalog with every kind of the event catalog, and no other', async () => {
  // The migrations write the rows out (a frozen snapshot): this holds them to domain/events/catalog.ts.
  const rows = await app.sql<{ name: string; resource_type: string; resource_message: string; description: string }[]>(
    'select name, resource_type, resource_message, description from notification_events order by name',
  );
  const expected = EVENT_KINDS.map(({ name, resource_type, resource_message, description }) => ({ name, resource_type, resource_message, description }));
  expect(rows).toEqual(expected.sort((a, b) => (a.name < b.name ? -1 : 1)));
});
