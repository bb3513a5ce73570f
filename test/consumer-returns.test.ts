import { startTestApp, type TestApp } from './support/app';
import { newConsumerReturn, newItem, newOrder, shipOrder } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';

/**
 * Consumer returns end to end, over REST and GraphQL: the return rules of items and orders, the
 * order's 75 Pending Return and 77 Return Verified, receiving through the ledger (good units back
 * to sellable stock, damaged ones to the damaged role), the sandbox routes and the events.
 */

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const api = (method: string, path: string, json?: unknown, token = app.tokens.a) => app.rest(method, `/api/v2${path}`, { token, json });


/** An order of the lines, shipped by the sandbox. */
async function shippedOrder(lines: { item_id: number; quantity: number; price?: number }[], fields: Record<string, unknown> = {}): Promise<any> {
  const created = await newOrder(app, lines, fields);
  expect(created.status).toBe(100);
  const shipped = await shipOrder(app, created.id);
  expect(shipped.status).toBe(300);
  return shipped;
}

const itemCounters = async (id: number) => (await api('GET', `/items/${id}`)).body;
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);
const orderStatus = async (id: number) => (await api('GET', `/orders/${id}`)).body.status;

describe('the returns leg over REST: order → ship → return → receive → stock back', () => {
  it('announces a return against a shipped order (75), receives it into sellable stock through the ledger (77), with events', async () => {
    const item = await newItem(app, {}, { stock: 10 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 3, price: 12.5 }]);
    expect((await itemCounters(item.id)).quantity).toBe(7);
    const eventsBefore = Number((await app.sql('select coalesce(max(id), 0) as id from events'))[0].id);

    const created = await api('POST', '/consumer_returns', {
      order_id: order.id, sender: 'Jane Shopper', requires_label: true, tracking: 'RET-1', notes_by_customer: 'sorry',
      shipnotice_items_attributes: [{ item_id: item.id, quantity: 2, reason: 'did_not_fit', description: 'Did not fit', return_action: 'refund' }],
    });
    expect(created.status).toBe(201);
    const ret = created.body;
    expect(ret).toMatchObject({
      order_id: order.id, customer_id: app.customers.a, warehouse_id: order.warehouse_id, status: 100, status_name: 'In Transit', type: 'ConsumerReturn',
      sender: 'Jane Shopper', requires_label: true, tracking: 'RET-1', order: { id: order.id, status: 75, status_name: 'Pending Return' },
      customer: { id: app.customers.a }, warehouse: { id: order.warehouse_id }, exchange_order: null,
    });
    expect(ret.return_items).toEqual([expect.objectContaining({
      item_id: item.id, sku: item.sku, name: item.title, quantity: 2, quantity_good: 0, quantity_damaged: 0, price: '12.5', reason: 'did_not_fit',
      condition: 'pending', description: 'Did not fit', return_action: 'refund', order_item_id: order.order_items[0].id, lot_ids: [], lot_numbers: [],
    })]);
    expect(await orderStatus(order.id)).toBe(75);

    expect((await api('GET', `/consumer_returns/${ret.id}`)).body).toEqual(ret);
    expect((await api('GET', '/consumer_returns?search={"order_id_eq":' + order.id + '}')).body.map((r: any) => r.id)).toEqual([ret.id]);
    expect((await api('GET', `/consumer_returns/count?search={"return_items_item_id_eq":${item.id}}`)).body).toEqual({ count: 1 });
    const updated = await api('PUT', `/consumer_returns/${ret.id}`, { tracking: 'RET-2', total_boxes: 1 });
    expect(updated.body).toMatchObject({ tracking: 'RET-2', total_boxes: 1 });

    const received = await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`);
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 300, status_name: 'Completed', received_by: 'Sandbox simulation', order: { status: 77, status_name: 'Return Verified' } });
    expect(received.body.completed_at).toBeTruthy();
    expect(received.body.return_items[0]).toMatchObject({ quantity_good: 2, quantity_damaged: 0, condition: 'good' });
    expect(await itemCounters(item.id)).toMatchObject({ quantity: 9, published_quantity: 9 });

    const history = await api('GET', `/items/${item.id}/transactions?sort=id asc`);
    expect(history.body.at(-1)).toMatchObject({ reason: 'returned', change: 2, quantity: 9, order_id: order.id, consumer_return_id: ret.id });
    expect(await ledgerMismatches(app)).toEqual([]);

    const events = await app.sql('select kind, resource_id, details from events where id > $1 order by id', [eventsBefore]);
    const kinds = events.map((e) => `${e.kind}:${e.resource_id}`);
    expect(kinds).toEqual(expect.arrayContaining([`consumer_return.created:${ret.id}`, `consumer_return.received:${ret.id}`, `order.status_changed:${order.id}`, `item.inventory_changed:${item.id}`]));
    expect(events.filter((e) => e.kind === 'order.status_changed').map((e) => e.details.to_status)).toEqual([75, 77]);
    const [payload] = await app.sql("select payload from events where kind = 'consumer_return.received' and resource_id = $1", [ret.id]);
    expect(payload.payload).toMatchObject({ id: ret.id, status: 300, return_items: [{ quantity_good: 2 }] });
    // Received and finalized: it no longer changes.
    expect((await api('PUT', `/consumer_returns/${ret.id}`, { tracking: 'late' })).status).toBe(422);
    expect((await api('DELETE', `/consumer_returns/${ret.id}`)).status).toBe(422);
    expect((await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`)).status).toBe(422);
  });

  it('staff receive some units damaged: good ones are sellable again, damaged ones go to the damaged role, both in the ledger', async () => {
    const item = await newItem(app, {}, { stock: 10 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 4 }]);
    const ret = await newConsumerReturn(app, [{ item_id: item.id, quantity: 4, reason: 'defective' }], { order_id: order.id });
    const line = ret.return_items[0];
    const receive = `mutation ($id: Int!, $input: ConsumerReturnReceiveInput) { consumer_return_receive(id: $id, input: $input) {
      status order { status } return_items { quantity_good quantity_damaged condition } } }`;
    const asCustomer = await app.gql(receive, { id: ret.id, input: { lines: [{ return_item_id: line.id, quantity_good: 3, quantity_damaged: 1 }] } }, app.tokens.a);
    expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const staff = { 'x-customer-id': String(app.customers.a) };
    const tooMany = await app.gql(receive, { id: ret.id, input: { lines: [{ return_item_id: line.id, quantity_good: 4, quantity_damaged: 1 }] } }, app.tokens.staff, staff);
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity_good' });

    const partial = await app.gql(receive, { id: ret.id, input: { lines: [{ return_item_id: line.id, quantity_good: 2, quantity_damaged: 1 }], finalize: false } }, app.tokens.staff, staff);
    expect(partial.body.data.consumer_return_receive).toEqual({ status: 200, order: { status: 75 }, return_items: [{ quantity_good: 2, quantity_damaged: 1, condition: 'mixed' }] });
    const rest = await app.gql(receive, { id: ret.id }, app.tokens.staff, staff);
    expect(rest.body.data.consumer_return_receive).toEqual({ status: 300, order: { status: 77 }, return_items: [{ quantity_good: 3, quantity_damaged: 1, condition: 'mixed' }] });

    expect(await itemCounters(item.id)).toMatchObject({ quantity: 9, published_quantity: 9 });
    const roles = await app.sql(
      `select l.role, sum(t.change)::int as change from item_transactions t join locations l on l.id = t.location_id
       where t.item_id = $1 and t.reason = 'returned' group by l.role order by l.role`, [item.id]);
    expect(roles).toEqual([{ role: 'damaged', change: 1 }, { role: 'pickable', change: 3 }]);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('returned stock goes first to an order waiting for it', async () => {
    const item = await newItem(app, {}, { stock: 2 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2 }]);
    const waiting = await newOrder(app, [[item.id, 1]]);
    expect(waiting.status).toBe(95);
    const ret = await newConsumerReturn(app, [{ item_id: item.id, quantity: 1 }], { order_id: order.id });
    await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`);
    expect(await orderStatus(waiting.id)).toBe(100);
  });
});

describe('webhooks', () => {
  it('consumer_return.created and consumer_return.received are delivered signed, with the return as the V2 API shows it', async () => {
    for (const kind of ['consumer_return.created', 'consumer_return.received']) {
      const sub = await api('POST', '/notification_subscriptions', { event_name: kind, endpoint: `${receiver.url}/${kind}` });
      expect(sub.status).toBe(201);
      receiver.secrets.set(`/${kind}`, sub.body.secret);
    }
    const item = await newItem(app, {}, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 1 }]);
    const ret = await newConsumerReturn(app, [{ item_id: item.id, quantity: 1 }], { order_id: order.id });
    await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`);
    const delivered = await eventually(async () => {
      const got = receiver.requests.filter((r) => r.body.consumer_return?.id === ret.id);
      return got.length === 2 && got;
    }, 'both consumer return webhooks');
    expect(delivered.map((r) => [r.path, r.signed, r.body.event_name, r.body.consumer_return.status])).toEqual([
      ['/consumer_return.created', true, 'consumer_return.created', 100],
      ['/consumer_return.received', true, 'consumer_return.received', 300],
    ]);
    expect(delivered[1].body.consumer_return).toEqual((await api('GET', `/consumer_returns/${ret.id}`)).body);
  });
});

describe('the return rules', () => {
  it('refuses an item marked not returnable, naming the line, and writes nothing', async () => {
    const item = await newItem(app, { returnable: false }, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 1 }]);
    const [returns, lines] = [await count('consumer_returns'), await count('return_items')];
    const res = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'return_items.0.item_id', message: expect.stringContaining('is not returnable') }]);
    expect([await count('consumer_returns'), await count('return_items'), await orderStatus(order.id)]).toEqual([returns, lines, 300]);
  });

  it('refuses a line sold not returnable (the order line says so), though the item is returnable now', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const created = await newOrder(app, [{ item_id: item.id, quantity: 1, returnable: false }]);
    await api('PUT', `/simulate/orders/${created.id}/processing?status=shipped`);
    const res = await api('POST', '/consumer_returns', { order_id: created.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'return_items.0.item_id', message: expect.stringContaining('was sold not returnable') }]);
  });

  it('takes returns only from shipped orders, within the return window (return_time_limit days after shipping)', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const open = await newOrder(app, [[item.id, 1]]);
    const notShipped = await api('POST', '/consumer_returns', { order_id: open.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(notShipped.status).toBe(422);
    expect(notShipped.body.errors).toEqual([{ field: 'order_id', message: expect.stringContaining('is Processing (100)') }]);

    expect(open.within_return_time_limit).toBe(false);
    // No limit set: no window closes, so a shipped order is within it, and a return is taken.
    const unlimited = await shippedOrder([{ item_id: item.id, quantity: 1 }]);
    expect(unlimited).toMatchObject({ return_time_limit: null, within_return_time_limit: true });
    expect((await api('POST', '/consumer_returns', { order_id: unlimited.id, return_items: [{ item_id: item.id, quantity: 1 }] })).status).toBe(201);

    const windowed = await shippedOrder([{ item_id: item.id, quantity: 2 }], { return_time_limit: 30 });
    expect(windowed.within_return_time_limit).toBe(true);
    expect((await api('POST', '/consumer_returns', { order_id: windowed.id, return_items: [{ item_id: item.id, quantity: 1 }] })).status).toBe(201);
    // Shipped 31 days ago: the window closed yesterday.
    const late = await shippedOrder([{ item_id: item.id, quantity: 1 }], { return_time_limit: 30 });
    await app.sql("update orders set shipped_on = now() - interval '31 days' where id = $1", [late.id]);
    expect((await api('GET', `/orders/${late.id}`)).body.within_return_time_limit).toBe(false);
    const closed = await api('POST', '/consumer_returns', { order_id: late.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(closed.status).toBe(422);
    expect(closed.body.errors).toEqual([{ field: 'order_id', message: expect.stringContaining('return window') }]);
    expect(await orderStatus(late.id)).toBe(300);
  });

  it('returns only what the order shipped: the item must be on it, and no more units than shipped over all its returns', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const other = await newItem(app, {}, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 3 }]);
    const notOnOrder = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: other.id, quantity: 1 }] });
    expect(notOnOrder.body.errors).toEqual([{ field: 'return_items.0.item_id', message: `item ${other.id} is not on order ${order.id}` }]);
    expect((await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 2 }] })).status).toBe(201);
    const tooMany = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1 }, { item_id: item.id, quantity: 1 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual([{ field: 'return_items.1.quantity', message: expect.stringContaining('it shipped 3') }]);
    const wrongLine = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1, order_item_id: 999999 }] });
    expect(wrongLine.body.errors).toEqual([{ field: 'return_items.0.order_item_id', message: expect.stringContaining('is not a line of item') }]);
  });

  it('racing returns against one order never take back more than it shipped', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1 }] })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    const [row] = await app.sql('select sum(ri.quantity)::int as units from return_items ri join consumer_returns cr on cr.id = ri.consumer_return_id where cr.order_id = $1', [order.id]);
    expect(row.units).toBe(2);
  });

  it('price-restricted items come back only against the order that sold them, at the price paid', async () => {
    const item = await newItem(app, { return_price_restricted: true }, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2, price: 20 }]);
    const noOrder = await api('POST', '/consumer_returns', { return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(noOrder.body.errors).toEqual([{ field: 'return_items.0.item_id', message: expect.stringContaining('price-restricted') }]);
    const wrongPrice = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1, price: 25 }] });
    expect(wrongPrice.body.errors).toEqual([{ field: 'return_items.0.price', message: expect.stringContaining('(20)') }]);
    const ok = await api('POST', '/consumer_returns', { order_id: order.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    expect(ok.body.return_items[0].price).toBe('20');
  });

  it('return_sku_match: good units come back as the item it names; a SKU that names no item is refused', async () => {
    const bStock = await newItem(app);
    const item = await newItem(app, { return_sku_match: bStock.sku }, { stock: 5 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2 }]);
    const ret = await newConsumerReturn(app, [{ item_id: item.id, quantity: 2 }], { order_id: order.id });
    await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`);
    expect((await itemCounters(bStock.id)).quantity).toBe(2);
    expect((await itemCounters(item.id)).quantity).toBe(3);

    const dangling = await newItem(app, { return_sku_match: 'NO-SUCH-SKU' }, { stock: 20 });
    const res = await api('POST', '/consumer_returns', { return_items: [{ item_id: dangling.id, quantity: 1 }] });
    expect(res.body.errors).toEqual([{ field: 'return_items.0.item_id', message: expect.stringContaining('NO-SUCH-SKU') }]);
  });

  it('names every bad field of a request at once: no lines, bundles, foreign or missing ids, bad numbers', async () => {
    expect((await api('POST', '/consumer_returns', { return_items: [] })).body.errors).toEqual([{ field: 'return_items', message: 'must list at least one returned item' }]);
    expect((await api('POST', '/consumer_returns', {})).body.errors).toEqual([{ field: 'return_items', message: 'must list at least one returned item' }]);
    const part = await newItem(app, {}, { stock: 20 });
    const kit = await newItem(app);
    await api('POST', `/items/${kit.id}/bundle_items`, { item_id: part.id, quantity: 1 });
    const bItem = await newItem(app, {}, { token: app.tokens.b });
    const res = await api('POST', '/consumer_returns', {
      order_id: 999999, total_boxes: -1,
      return_items: [{ item_id: kit.id, quantity: 1 }, { item_id: bItem.id, quantity: 1 }, { item_id: part.id, quantity: 0 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'total_boxes', message: 'must not be negative' },
      { field: 'order_id', message: 'names no order of this customer (999999)' },
    ]);
    const lines = await api('POST', '/consumer_returns', { return_items: [{ item_id: kit.id, quantity: 1 }, { item_id: bItem.id, quantity: 1 }, { item_id: part.id, quantity: 0 }] });
    expect(lines.body.errors).toEqual([
      { field: 'return_items.1.item_id', message: 'names no item of this customer' },
      { field: 'return_items.2.quantity', message: 'must be greater than 0' },
      { field: 'return_items.0.item_id', message: `item ${kit.id} is a bundle: return its components` },
    ]);
    const unknown = await api('POST', '/consumer_returns', { return_items: [{ item_id: part.id, quantity: 1, condition: 'good' }], status: 300 });
    // What only the warehouse decides (status, a line's condition) is not the caller's to write: on a
    // create it is dropped and named in X-Ignored-Fields (README, Errors).
    expect(unknown.status).toBe(201);
    expect(unknown.headers.get('x-ignored-fields')!.split(', ').sort()).toEqual(['return_items.0.condition', 'status']);
    expect(unknown.body).toMatchObject({ status: 100, return_items: [{ condition: 'pending' }] });
  });
});

describe('withdrawing and bulk', () => {
  it('deleting the only open return of an order puts the order back to Shipped; with another open it stays Pending Return', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2 }]);
    const first = await newConsumerReturn(app, [{ item_id: item.id, quantity: 1 }], { order_id: order.id });
    const second = await newConsumerReturn(app, [{ item_id: item.id, quantity: 1 }], { order_id: order.id });
    expect((await api('DELETE', `/consumer_returns/${first.id}`)).status).toBe(204);
    expect(await orderStatus(order.id)).toBe(75);
    expect((await api('DELETE', `/consumer_returns/${second.id}`)).status).toBe(204);
    expect(await orderStatus(order.id)).toBe(300);
    expect((await api('GET', `/consumer_returns/${second.id}`)).status).toBe(404);
    const history = await api('GET', `/orders/${order.id}/events`);
    expect(history.body.map((e: any) => e.description).join('\n')).toMatch(/Pending Return \(75\) → Shipped \(300\): consumer return withdrawn/);
  });

  it('bulk creates each resource on its own and reports each outcome', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const res = await api('POST', '/consumer_returns/bulk', {
      resources: [{ return_items: [{ item_id: item.id, quantity: 1 }] }, { return_items: [] }, { return_items: [{ item_id: 'x', quantity: 1 }] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((r: any) => r.result)).toEqual([
      expect.stringMatching(/^resources\.0 created consumer_return \d+$/),
      'resources.1 refused: return_items must list at least one returned item',
      expect.stringMatching(/^resources\.2 refused: return_items\.0\.item_id/),
    ]);
  });

  it('meta fields: declared keys only', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const ret = await newConsumerReturn(app, [{ item_id: item.id, quantity: 1 }]);
    expect((await api('PUT', `/consumer_returns/${ret.id}/meta_fields`, { fields: { rma: 'R-1' } })).status).toBe(422);
    const key = await app.gql('mutation { meta_key_create(input: { resource_type: "ConsumerReturn", key: "rma" }) { id } }', {}, app.tokens.a);
    expect(key.body.errors).toBeUndefined();
    expect((await api('PUT', `/consumer_returns/${ret.id}/meta_fields`, { fields: { rma: 'R-1' } })).status).toBe(204);
    expect((await api('GET', `/consumer_returns/${ret.id}/meta_fields`)).body).toEqual({ fields: { rma: 'R-1' }, association_fields: {} });
  });
});

describe('the sandbox', () => {
  it('simulate create returns a unit of each line of the most recently shipped order; a copy repeats a return', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    const order = await shippedOrder([{ item_id: item.id, quantity: 2 }]);
    const made = await api('POST', '/simulate/consumer_returns/create');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ order_id: order.id, status: 100, return_items: [{ item_id: item.id, quantity: 1, reason: 'did_not_fit' }] });
    const copy = await api('POST', '/simulate/consumer_returns/create', { consumer_return_id: made.body.id });
    expect(copy.body).toMatchObject({ order_id: order.id, return_items: [{ item_id: item.id, quantity: 1 }] });
    // The order shipped 2: a third unit is refused by the rules, as for any return.
    const third = await api('POST', '/simulate/consumer_returns/create', { consumer_return_id: made.body.id });
    expect(third.status).toBe(422);
    const unfinalized = await api('PUT', `/simulate/consumer_returns/${made.body.id}/processing`, { finalize: false });
    expect(unfinalized.body).toMatchObject({ status: 200, status_name: 'Processing', order: { status: 75 } });
  });

  it('GraphQL twins answer the same as REST', async () => {
    const item = await newItem(app, {}, { stock: 20 });
    await shippedOrder([{ item_id: item.id, quantity: 1 }]);
    const made = await app.gql('mutation { simulate_consumer_return_create { id status_name return_items { sku condition } } }', {}, app.tokens.a);
    const id = made.body.data.simulate_consumer_return_create.id;
    expect(made.body.data.simulate_consumer_return_create).toMatchObject({ status_name: 'In Transit', return_items: [{ sku: item.sku, condition: 'pending' }] });
    const done = await app.gql('mutation ($id: Int!) { simulate_consumer_return_processing(consumer_return_id: $id) { status order { status } } }', { id }, app.tokens.a);
    expect(done.body.data.simulate_consumer_return_processing).toEqual({ status: 300, order: { status: 77 } });
    const read = await app.gql('query ($id: Int!) { consumer_return(id: $id) { id } consumer_returns(search: "{\\"status_eq\\": 300}") { total_count } consumer_returns_count }', { id }, app.tokens.a);
    expect(read.body.data.consumer_return.id).toBe(id);
    expect(read.body.data.consumer_returns.total_count).toBeGreaterThan(0);
  });
});
