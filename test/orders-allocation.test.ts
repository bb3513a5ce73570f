import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, newOrder, newShipNotice, receive } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string) => app.rest('GET', `/api/v2${path}`, { token: app.tokens.a });
const put = (path: string, json?: unknown) => app.rest('PUT', `/api/v2${path}`, { token: app.tokens.a, json });
const statusOf = async (id: number) => (await get(`/orders/${id}`)).body.status;

/** What the order holds, per lot number (or '-' for stock without a lot). */
const heldByLot = async (orderId: number) =>
  Object.fromEntries((await app.sql(
    `select coalesce(l.number, '-') as lot, sum(a.quantity)::int as quantity
     from order_allocations a join stock s on s.id = a.stock_id left join lots l on l.id = s.lot_id
     where a.order_id = $1 group by 1 order by 1`, [orderId])).map((r) => [r.lot, r.quantity]));

/** What the order holds, per item. */
const heldByItem = async (orderId: number) =>
  Object.fromEntries((await app.sql('select item_id, sum(quantity)::int as quantity from order_allocations where order_id = $1 group by 1', [orderId])).map((r) => [r.item_id, r.quantity]));

const committed = async (itemId: number) => (await app.sql('select coalesce(sum(committed), 0)::int as c from stock where item_id = $1', [itemId]))[0].c;

/** Days from the database's today, as the allocation query counts them. */
const inDays = async (days: number): Promise<string> => (await app.sql('select (current_date + $1::int)::text as d', [days]))[0].d;

describe('ship strategies and expiry', () => {
  it('FEFO never allocates a lot within expiration_period days of expiry and takes the earliest acceptable lot first', async () => {
    const item = await newItemId(app, { lot_control: true, ship_strategy: 2, expiration_period: 30 });
    await receive(app, item, [
      { number: 'LATE', expires_on: await inDays(400), quantity: 5 },
      { number: 'NEAR', expires_on: await inDays(10), quantity: 5 },
      { number: 'EARLY', expires_on: await inDays(60), quantity: 2 },
      { number: 'EDGE', expires_on: await inDays(30), quantity: 5 },
    ]);
    // Only LATE and EARLY may ship: NEAR and EDGE (inside the 30 days) count in no sellable figure.
    expect((await get(`/items/${item}`)).body.quantity).toBe(7);

    const first = await newOrder(app, [[item, 3]]);
    expect(first.status).toBe(100);
    expect(await heldByLot(first.id)).toEqual({ EARLY: 2, LATE: 1 });
    const second = await newOrder(app, [[item, 4]]);
    expect(second.status).toBe(100);
    expect(await heldByLot(second.id)).toEqual({ LATE: 4 });
    // Ten units are on the shelf, but all of them expire too soon to ship.
    const third = await newOrder(app, [[item, 1]]);
    expect(third.status).toBe(95);
    expect(await heldByLot(third.id)).toEqual({});

    const locations = await get(`/items/${item}/locations_with_transfer_count`);
    const uncommitted = Object.fromEntries(locations.body.map((l: any) => [l.lot_number, [l.quantity, l.uncommitted]]));
    expect(uncommitted).toEqual({ LATE: [5, 0], EARLY: [2, 0], NEAR: [5, 5], EDGE: [5, 5] });
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('FIFO takes the stock received first, whatever its expiry', async () => {
    const item = await newItemId(app, { lot_control: true, ship_strategy: 1 });
    await receive(app, item, [{ number: 'OLD', expires_on: await inDays(900), quantity: 2 }]);
    await receive(app, item, [{ number: 'NEW', expires_on: await inDays(100), quantity: 5 }]);
    const o = await newOrder(app, [[item, 3]]);
    expect(o.status).toBe(100);
    expect(await heldByLot(o.id)).toEqual({ OLD: 2, NEW: 1 });
  });

  it('the default strategy picks pickable shelves before backstock; FIFO the older stock; damaged stock never', async () => {
    const heldByRole = async (orderId: number) =>
      Object.fromEntries((await app.sql(
        `select l.role, sum(a.quantity)::int as quantity from order_allocations a join stock s on s.id = a.stock_id join locations l on l.id = s.location_id
         where a.order_id = $1 group by 1`, [orderId])).map((r) => [r.role, r.quantity]));
    const plain = await newItemId(app);
    const fifo = await newItemId(app, { ship_strategy: 1 });
    for (const id of [plain, fifo]) {
      await putStock(app.orm, id, 5, 'damaged');
      await putStock(app.orm, id, 3, 'backstock');
      await putStock(app.orm, id, 2, 'pickable');
    }
    const first = await newOrder(app, [[plain, 3]]);
    expect(await heldByRole(first.id)).toEqual({ pickable: 2, backstock: 1 });
    const older = await newOrder(app, [[fifo, 3]]);
    expect(await heldByRole(older.id)).toEqual({ backstock: 3 });
    // Two sellable units of each are left; the damaged five are not for sale.
    const three = await newOrder(app, [[plain, 3]]);
    expect(three.status).toBe(95);
    // The waiting order holds back the two it could use; once it is cancelled, a newer order gets them.
    const two = await newOrder(app, [[plain, 2]]);
    expect(two.status).toBe(95);
    await put(`/orders/${three.id}/call/cancel`);
    expect(await statusOf(two.id)).toBe(100);
  });

  it('the default strategy also refuses expired-soon lots when expiration_period is set', async () => {
    const item = await newItemId(app, { lot_control: true, expiration_period: 20 });
    await receive(app, item, [{ number: 'SOON', expires_on: await inDays(5), quantity: 4 }]);
    expect((await newOrder(app, [[item, 1]])).status).toBe(95);
  });
});

describe('concurrency', () => {
  it('50 orders at once for 10 units: exactly 10 are allocated, nothing is oversold, and the books balance', async () => {
    const item = await newItemId(app, {}, { stock: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { order_orig: `RACE-${i}`, order_items: [{ item_id: item, quantity: 1 }] } })));
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body])).toEqual([]);
    const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.body.status]: (acc[a.body.status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 100: 10, 95: 40 });
    // What the answers said is what the database holds.
    const stored = await app.sql("select status, count(*)::int as n from orders where order_orig like 'RACE-%' group by status order by status");
    expect(stored).toEqual([{ status: 95, n: 40 }, { status: 100, n: 10 }]);
    expect(await committed(item)).toBe(10);
    expect(await app.sql('select count(distinct order_id)::int as orders, sum(quantity)::int as units from order_allocations where item_id = $1', [item])).toEqual([{ orders: 10, units: 10 }]);
    expect((await get(`/items/${item}`)).body).toMatchObject({ quantity: 10, published_quantity: 0 });
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('concurrency between freeing and waiting', () => {
  it('a cancel and a receipt at once, each freeing one of the two items a waiting order needs, both succeed and the order is allocated', async () => {
    // Each locks its own item first and then the waiting order's other one: PostgreSQL aborts one
    // of them as a deadlock, which must be run again rather than reach the caller as a 500.
    for (let round = 0; round < 2; round += 1) {
      const x = await newItemId(app);
      const z = await newItemId(app);
      await putStock(app.orm, x, 1);
      const holder = await newOrder(app, [[x, 1]]);
      const waiter = await newOrder(app, [[x, 1], [z, 1]]);
      const notice = await newShipNotice(app, [{ item_id: z, quantity: 1 }]);
      const [cancel, receipt] = await Promise.all([put(`/orders/${holder.id}/call/cancel`), put(`/simulate/shipnotices/${notice.id}/processing`)]);
      expect([cancel.status, receipt.status]).toEqual([200, 200]);
      expect(await statusOf(waiter.id)).toBe(100);
      expect(await heldByItem(waiter.id)).toEqual({ [x]: 1, [z]: 1 });
    }
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('bundles', () => {
  it('an order for a bundle allocates its components', async () => {
    const c1 = await newItemId(app);
    const c2 = await newItemId(app);
    const kit = await newItemId(app);
    expect((await app.rest('POST', `/api/v2/items/${kit}/bundle_items`, { token: app.tokens.a, json: { item_id: c1, quantity: 2 } })).status).toBe(201);
    expect((await app.rest('POST', `/api/v2/items/${kit}/bundle_items`, { token: app.tokens.a, json: { item_id: c2, quantity: 1 } })).status).toBe(201);
    await putStock(app.orm, c1, 5);
    await putStock(app.orm, c2, 2);
    expect((await get(`/items/${kit}`)).body.quantity).toBe(2);

    const o = await newOrder(app, [[kit, 2]]);
    expect(o.status).toBe(100);
    expect(await heldByItem(o.id)).toEqual({ [c1]: 4, [c2]: 2 });
    expect([await committed(c1), await committed(c2), await committed(kit)]).toEqual([4, 2, 0]);
    expect((await get(`/items/${kit}`)).body.quantity).toBe(0);
    // A bundle and its components draw on the same stock.
    const kitWaiting = await newOrder(app, [[kit, 1]]);
    expect(kitWaiting.status).toBe(95);
    // The one free c1 is held back for the older kit order, which could use it.
    const mixed = await newOrder(app, [[c1, 1]]);
    expect(mixed.status).toBe(95);
    const c1Waiting = await newOrder(app, [[c1, 1]]);
    expect(c1Waiting.status).toBe(95);

    // Shipping the kit consumes its components.
    expect((await put(`/simulate/orders/${o.id}/processing?status=shipped`)).status).toBe(200);
    expect([(await get(`/items/${c1}`)).body.quantity, (await get(`/items/${c2}`)).body.quantity]).toEqual([1, 0]);
    // Components arriving go to the waiting orders oldest first: the kit's, then the next c1 order; three c1 serve two of them.
    const notice = await newShipNotice(app, [{ item_id: c1, quantity: 2 }, { item_id: c2, quantity: 1 }]);
    expect((await put(`/simulate/shipnotices/${notice.id}/processing`)).status).toBe(200);
    expect([await statusOf(kitWaiting.id), await statusOf(mixed.id), await statusOf(c1Waiting.id)]).toEqual([100, 100, 95]);
    expect(await heldByItem(kitWaiting.id)).toEqual({ [c1]: 2, [c2]: 1 });
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('stock moving between orders', () => {
  it('received stock goes to the waiting orders, oldest first', async () => {
    const item = await newItemId(app);
    const o1 = await newOrder(app, [[item, 3]]);
    const o2 = await newOrder(app, [[item, 1]]);
    const o3 = await newOrder(app, [[item, 2]]);
    expect([o1.status, o2.status, o3.status]).toEqual([95, 95, 95]);
    await receive(app, item, 3);
    expect([await statusOf(o1.id), await statusOf(o2.id), await statusOf(o3.id)]).toEqual([100, 95, 95]);
    await receive(app, item, 2);
    expect([await statusOf(o1.id), await statusOf(o2.id), await statusOf(o3.id)]).toEqual([100, 100, 95]);
    expect(await committed(item)).toBe(4);
    const events = (await get(`/orders/${o2.id}/events`)).body;
    expect(events[events.length - 1]).toMatchObject({ event_type: 'status_changed', saved_via: 'system', description: expect.stringContaining('→ Processing (100)') });
  });

  it('cancel releases the stock: committed drops and a waiting order takes it', async () => {
    const item = await newItemId(app, {}, { stock: 2 });
    const holder = await newOrder(app, [[item, 2]]);
    const waiter = await newOrder(app, [[item, 2]]);
    expect([holder.status, waiter.status]).toEqual([100, 95]);
    const cancelled = await put(`/orders/${holder.id}/call/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 40, status_name: 'Cancelled', previous_status: 100 });
    expect(await heldByItem(holder.id)).toEqual({});
    expect(await statusOf(waiter.id)).toBe(100);
    expect(await heldByItem(waiter.id)).toEqual({ [item]: 2 });
    expect((await put(`/orders/${waiter.id}/call/cancel`)).body.status).toBe(40);
    expect(await committed(item)).toBe(0);
    expect((await get(`/items/${item}`)).body.published_quantity).toBe(2);
    expect((await put(`/orders/${holder.id}/call/cancel`)).status).toBe(405);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('adding, changing and removing lines allocates the order again, and freed stock goes to waiting orders', async () => {
    const x = await newItemId(app);
    const y = await newItemId(app);
    await putStock(app.orm, x, 5);
    await putStock(app.orm, y, 1);
    const o1 = await newOrder(app, [[x, 2]]);
    expect(o1.status).toBe(100);
    const xLine = o1.order_items[0].id;

    const added = await app.rest('POST', `/api/v2/orders/${o1.id}/order_items`, { token: app.tokens.a, json: { item_id: y, quantity: 1 } });
    expect(added.status).toBe(201);
    expect(await heldByItem(o1.id)).toEqual({ [x]: 2, [y]: 1 });
    expect((await put(`/order_items/${xLine}`, { quantity: 5 })).body.quantity).toBe(5);
    expect(await heldByItem(o1.id)).toEqual({ [x]: 5, [y]: 1 });

    const o2 = await newOrder(app, [[x, 3]]);
    expect(o2.status).toBe(95);
    // o1 gives back three units of x: the waiting o2 takes them.
    await put(`/order_items/${xLine}`, { quantity: 2 });
    expect(await heldByItem(o1.id)).toEqual({ [x]: 2, [y]: 1 });
    expect(await statusOf(o2.id)).toBe(100);
    expect(await heldByItem(o2.id)).toEqual({ [x]: 3 });

    // More than there is: o1 holds nothing and waits; the y it could use stays held back for it (allocation policy).
    await put(`/order_items/${xLine}`, { quantity: 6 });
    expect(await statusOf(o1.id)).toBe(95);
    expect(await heldByItem(o1.id)).toEqual({});
    expect([await committed(x), await committed(y)]).toEqual([3, 0]);
    const o3 = await newOrder(app, [[y, 1]]);
    expect(o3.status).toBe(95);

    // Without the x line o1 wants only y, and gets it; the newer o3 still waits.
    expect((await app.rest('DELETE', `/api/v2/order_items/${xLine}`, { token: app.tokens.a })).status).toBe(204);
    expect(await statusOf(o1.id)).toBe(100);
    expect(await heldByItem(o1.id)).toEqual({ [y]: 1 });
    expect(await statusOf(o3.id)).toBe(95);

    // o2's only line cannot go (an order holds at least one); cancelling o2 frees x for the waiting o5.
    const o4 = await newOrder(app, [[x, 2]]);
    expect(o4.status).toBe(100);
    const o5 = await newOrder(app, [[x, 3]]);
    expect(o5.status).toBe(95);
    expect((await app.rest('DELETE', `/api/v2/order_items/${o2.order_items[0].id}`, { token: app.tokens.a })).status).toBe(422);
    expect(await statusOf(o5.id)).toBe(95);
    await put(`/orders/${o2.id}/call/cancel`);
    expect(await statusOf(o5.id)).toBe(100);
    expect(await committed(x)).toBe(5);
    const history = (await get(`/orders/${o1.id}/events`)).body.map((e: any) => e.event_type);
    expect(history.filter((t: string) => t === 'items_changed')).toHaveLength(5);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('pause keeps what the order holds; unpause returns it to previous_status', async () => {
    const item = await newItemId(app, {}, { stock: 2 });
    const o = await newOrder(app, [[item, 2]]);
    const paused = await put(`/orders/${o.id}/call/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 90, status_name: 'Paused', previous_status: 100 });
    expect(await heldByItem(o.id)).toEqual({ [item]: 2 });
    const unpaused = await put(`/orders/${o.id}/call/unpause`);
    expect(unpaused.body).toMatchObject({ status: 100, previous_status: 90 });

    // From Printed it goes back to Printed, not to Processing.
    expect((await put(`/simulate/orders/${o.id}/processing?status=batched`)).body.status).toBe(120);
    expect((await put(`/orders/${o.id}/call/pause`)).body).toMatchObject({ status: 90, previous_status: 120 });
    expect((await put(`/orders/${o.id}/call/unpause`)).body).toMatchObject({ status: 120, previous_status: 90 });

    // A waiting order returns to waiting, and is not allocated while paused.
    const waiting = await newOrder(app, [[item, 1]]);
    expect(waiting.status).toBe(95);
    expect((await put(`/orders/${waiting.id}/call/pause`)).body).toMatchObject({ status: 90, previous_status: 95 });
    await receive(app, item, 1);
    expect(await statusOf(waiting.id)).toBe(90);
    expect(await heldByItem(waiting.id)).toEqual({});
    // Unpaused, it takes what arrived meanwhile.
    expect((await put(`/orders/${waiting.id}/call/unpause`)).body).toMatchObject({ status: 100, previous_status: 90 });
    expect(await heldByItem(waiting.id)).toEqual({ [item]: 1 });
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('the sandbox flow over GraphQL', () => {
  it('items → order (waits) → ship notice → simulate receiving → simulate shipped, all in GraphQL', async () => {
    const token = app.tokens.a;
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await app.gql(query, variables, token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data;
    };
    const { item_create: shirt } = await run('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', { input: { sku: 'GQ-SHIRT', request_serial_number: true } });
    const { order_create: created } = await run(
      `mutation ($input: OrderCreateInput!) { order_create(input: $input) { id status status_name order_items { id item_id quantity } } }`,
      { input: { ...VALID_ADDRESS, email: 'g@example.com', shipping_name: 'G', order_type: 'direct_to_consumer', order_items: [{ item_id: shirt.id, quantity: 2 }] } },
    );
    expect(created).toMatchObject({ status: 95, status_name: 'Insufficient Inventory', order_items: [{ item_id: shirt.id, quantity: 2 }] });
    const { shipnotice_create: notice } = await run('mutation ($input: ShipnoticeCreateInput!) { shipnotice_create(input: $input) { id } }', {
      input: { sender: 'G', shipnotice_items: [{ item_id: shirt.id, quantity: 4 }] },
    });
    const { simulate_shipnotice_processing: received } = await run('mutation ($id: Int!) { simulate_shipnotice_processing(shipnotice_id: $id) { status } }', { id: notice.id });
    expect(received.status).toBe(300);
    expect((await run('query ($id: Int!) { order(id: $id) { status previous_status } }', { id: created.id })).order).toEqual({ status: 100, previous_status: 95 });

    const { simulate_order_processing: shipped } = await run(
      `mutation ($id: Int!) { simulate_order_processing(order_id: $id, status: shipped) {
        status status_name shipped_on ship_actual_cost tracking packages { tracking ship_actual_cost order_item_ids } serial_numbers { text order_item_id } } }`,
      { id: created.id },
    );
    expect(shipped).toMatchObject({ status: 300, status_name: 'Shipped', packages: [{ tracking: expect.stringMatching(/^FK\d{16}$/), order_item_ids: [created.order_items[0].id] }] });
    expect(shipped.tracking).toEqual([shipped.packages[0].tracking]);
    expect(shipped.serial_numbers).toHaveLength(2);
    const after = await run(`query ($id: Int!, $item: Int!) {
      order_events(order_id: $id) { nodes { event_type saved_via } total_count }
      item(id: $item) { quantity published_quantity } }`, { id: created.id, item: shirt.id });
    expect(after.item).toEqual({ quantity: 2, published_quantity: 2 });
    expect(after.order_events.nodes.map((e: any) => e.event_type)).toEqual(['created', 'status_changed', 'status_changed', 'shipped']);
    expect(after.order_events.nodes[2].saved_via).toBe('sandbox');
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});
