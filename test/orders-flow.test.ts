import { startTestApp, type TestApp } from './support/app';
import { newItemId } from './support/factories';
import { ledgerMismatches } from './support/ledger';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, token = app.tokens.a) => app.rest('GET', `/api/v2${path}`, { token });

describe("the spec's sandbox flow over REST", () => {
  it('items → order (waits) → ship notice → simulate receiving (order allocated) → batched → packed → shipped', async () => {
    const shirt = await newItemId(app, { sku: 'OF-SHIRT', request_serial_number: true, description: 'A small shirt' });
    const mug = await newItemId(app);

    // POST /orders with bracketed query parameters, as the spec's example.
    const query = `email=jane%40example.com&shipping_name=Jane+Doe&shipping_address_1=1+Main+St&shipping_city=Columbus&shipping_state=OH&shipping_zip=43215&shipping_country_iso2=US` +
      `&order_items[][item_id]=${shirt}&order_items[][quantity]=2&order_items[][item_id]=${mug}&order_items[][quantity]=1`;
    const created = await app.rest('POST', `/api/v2/orders?${query}`, { token: app.tokens.a });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(order).toMatchObject({
      customer_id: app.customers.a, status: 95, status_name: 'Insufficient Inventory', email: 'jane@example.com', items_updateable: true,
      humanize_id: expect.stringMatching(/^FL-\d{7}$/), packages: [], serial_numbers: [],
    });
    expect(order.order_items).toEqual([
      expect.objectContaining({ item_id: shirt, quantity: 2, description: 'A small shirt', sku: expect.stringMatching(/^OF-/), request_serial_number: true, packed: 0 }),
      expect.objectContaining({ item_id: mug, quantity: 1 }),
    ]);

    const notice = await app.rest('POST', '/api/v2/shipnotices', {
      token: app.tokens.a,
      json: { sender: 'Acme', eta: '2030-01-01', shipnotice_items: [{ item_id: shirt, quantity: 5 }, { item_id: mug, quantity: 3 }] },
    });
    expect(notice.status).toBe(201);
    expect((await get(`/shipnotices/${notice.body.id}/orders_waiting`)).body).toEqual({ count: 1 });
    expect((await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.body.id}/processing`, { token: app.tokens.a })).status).toBe(200);

    // Receiving re-ran allocation for the waiting order.
    const allocated = await get(`/orders/${order.id}`);
    expect(allocated.body).toMatchObject({ status: 100, status_name: 'Processing', previous_status: 95 });
    expect((await get(`/items/${shirt}`)).body).toMatchObject({ quantity: 5 });
    expect((await get(`/items/${shirt}/warehouse_quantities`)).body[0]).toMatchObject({ quantity: 5, sellable_quantity: 3 });

    const batched = await app.rest('PUT', `/api/v2/simulate/orders/${order.id}/processing?status=batched`, { token: app.tokens.a });
    expect(batched.status).toBe(200);
    expect(batched.body).toMatchObject({ status: 120, status_name: 'Printed', previous_status: 100 });
    const packed = await app.rest('PUT', `/api/v2/simulate/orders/${order.id}/processing`, { token: app.tokens.a, json: { status: 'packed' } });
    expect(packed.body).toMatchObject({ status: 160, status_name: 'Packed' });
    expect(packed.body.order_items.map((l: any) => l.packed)).toEqual([2, 1]);

    const shipped = await app.rest('PUT', `/api/v2/simulate/orders/${order.id}/processing?status=shipped`, { token: app.tokens.a });
    expect(shipped.status).toBe(200);
    const pkg = shipped.body.packages[0];
    expect(shipped.body).toMatchObject({ status: 300, status_name: 'Shipped', previous_status: 160, items_updateable: false });
    expect(shipped.body.shipped_on).toBeTruthy();
    expect(shipped.body.ship_actual_cost).toBeGreaterThan(0);
    expect(pkg).toMatchObject({ order_id: order.id, tracking: expect.stringMatching(/^FK\d{16}$/), tracking_link: expect.stringContaining(pkg.tracking) });
    expect(pkg.ship_actual_cost).toBe(shipped.body.ship_actual_cost);
    expect(pkg.order_item_ids).toEqual(order.order_items.map((l: any) => l.id));
    expect(shipped.body.tracking).toEqual([pkg.tracking]);
    expect(shipped.body.serial_numbers).toHaveLength(2);
    expect(shipped.body.serial_numbers.every((s: any) => s.order_item_id === order.order_items[0].id)).toBe(true);

    // Committed stock was consumed, with shipped transactions.
    expect((await get(`/items/${shirt}`)).body).toMatchObject({ quantity: 3 });
    expect((await get(`/items/${mug}`)).body).toMatchObject({ quantity: 2 });
    const transactions = await get(`/items/${shirt}/transactions`);
    expect(transactions.body[0]).toMatchObject({ order_id: order.id, change: -2, quantity: 3 });
    expect(await ledgerMismatches(app)).toEqual([]);

    const serials = await get(`/order_items/${order.order_items[0].id}/serial_numbers`);
    expect(serials.body).toHaveLength(2);

    const history = await get(`/orders/${order.id}/events`);
    expect(history.body.map((e: any) => e.event_type)).toEqual(['created', 'status_changed', 'status_changed', 'status_changed', 'status_changed', 'shipped']);
    expect(history.body[1]).toMatchObject({ saved_via: 'system', description: expect.stringContaining('Insufficient Inventory (95) → Processing (100)') });
    expect(history.body[2]).toMatchObject({ saved_via: 'sandbox' });
    expect((await get(`/orders/${order.id}/events/count`)).body).toEqual({ count: 6 });
    // /order_items/count is a count, never an id: every line of the caller's, or one order's.
    const lines = (await app.sql('select count(*)::int as n from order_items where customer_id = (select customer_id from orders where id = $1)', [order.id]))[0].n;
    expect((await get('/order_items/count')).body).toEqual({ count: lines });
    expect((await get(`/order_items/count?order_id=${order.id}`)).body).toEqual({ count: order.order_items.length });

    // Shipped is final for the sandbox's moves and the caller's actions.
    const again = await app.rest('PUT', `/api/v2/simulate/orders/${order.id}/processing?status=shipped`, { token: app.tokens.a });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/Shipped \(300\)/);
    const cancel = await app.rest('PUT', `/api/v2/orders/${order.id}/call/cancel`, { token: app.tokens.a });
    expect(cancel.status).toBe(405);
  });

  it('POST /simulate/orders/create makes a demo order of the caller\'s items', async () => {
    await newItemId(app, {}, { stock: 4 });
    const demo = await app.rest('POST', '/api/v2/simulate/orders/create', { token: app.tokens.a });
    expect(demo.status).toBe(201);
    expect(demo.body).toMatchObject({ customer_id: app.customers.a, shipping_name: 'Jane Doe', order_type: 'direct_to_consumer' });
    expect(demo.body.order_items.length).toBeGreaterThan(0);
  });
});
