import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, newOrder, receive } from './support/factories';
import { ledgerMismatches } from './support/ledger';

/**
 * A line's actions: PUT /order_items/:id/separate moves it into a new order (the original's
 * "Separate an order item into a new order"), and PUT /order_items/:id/call/:action performs what
 * GET /order_items/actions lists (delete, separate).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, token = app.tokens.a) => app.rest('GET', `/api/v2${path}`, { token });
const put = (path: string, json?: unknown, token = app.tokens.a) => app.rest('PUT', `/api/v2${path}`, { token, json });
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);

/** An item with `stock` units received through a ship notice. */
async function stockedItem(stock: number): Promise<number> {
  const id = await newItemId(app);
  if (stock) await receive(app, id, stock);
  return id;
}

async function order(lines: [number, number][]): Promise<{ id: number; status: number; lines: number[] }> {
  const created = await newOrder(app, lines, { purchase_order: 'PO-SEP' });
  return { id: created.id, status: created.status, lines: created.order_items.map((l: { id: number }) => l.id) };
}

describe('PUT /order_items/:id/separate', () => {
  it('moves the line, same id, into a new order with the order\'s address; the rest of the order ships while the line waits for stock', async () => {
    const [inStock, missing] = [await stockedItem(5), await stockedItem(0)];
    const before = await order([[inStock, 2], [missing, 1]]);
    expect(before.status).toBe(95);
    const res = await put(`/order_items/${before.lines[1]}/separate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: before.lines[1], item_id: missing, quantity: 1 });
    const newOrderId = res.body.order_id;
    expect(newOrderId).not.toBe(before.id);

    const [old, separated] = [(await get(`/orders/${before.id}`)).body, (await get(`/orders/${newOrderId}`)).body];
    expect(old.order_items.map((l: { id: number }) => l.id)).toEqual([before.lines[0]]);
    // The order that kept its stocked line is allocated; the separated line waits on its own.
    expect(old.status).toBe(100);
    expect(separated).toMatchObject({ ...VALID_ADDRESS, purchase_order: 'PO-SEP', status: 95, customer_id: app.customers.a, address_verified: true });
    expect(separated.order_items.map((l: { id: number }) => l.id)).toEqual([before.lines[1]]);
    const history = async (id: number) => (await get(`/orders/${id}/events`)).body.map((e: { description: string }) => e.description).join('\n');
    expect(await history(before.id)).toMatch(new RegExp(`Line ${before.lines[1]} separated into order ${newOrderId}`));
    expect(await history(newOrderId)).toMatch(new RegExp(`separating line ${before.lines[1]} .* from order ${before.id}`));
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('GraphQL order_item_separate is its twin; a paused order\'s lines stay with it', async () => {
    // Two for the paused order (it keeps its stock), two for the open one.
    const item = await stockedItem(4);
    const held = await order([[item, 1], [item, 1]]);
    expect((await put(`/orders/${held.id}/call/pause`)).status).toBe(200);
    // Paused orders' lines do not change: the line waits with its order.
    const refused = await app.gql(`mutation { order_item_separate(id: ${held.lines[1]}) { id } }`, {}, app.tokens.a);
    expect(refused.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    const open = await order([[item, 1], [item, 1]]);
    const res = await app.gql(`mutation { order_item_separate(id: ${open.lines[0]}) { id order_id } }`, {}, app.tokens.a);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.order_item_separate.order_id).not.toBe(open.id);
    expect((await get(`/orders/${res.body.data.order_item_separate.order_id}`)).body.status).toBe(100);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('refuses the order\'s only line (422), another customer\'s line (404) and a read-only token (403), writing nothing', async () => {
    const only = await order([[await stockedItem(1), 1]]);
    const two = await order([[await stockedItem(2), 1], [await stockedItem(0), 1]]);
    const orders = await count('orders');
    const last = await put(`/order_items/${only.lines[0]}/separate`);
    expect(last.status).toBe(422);
    expect(last.body.message).toMatch(/only line of order/);
    expect((await put(`/order_items/${two.lines[0]}/separate`, undefined, app.tokens.b)).status).toBe(404);
    expect((await put(`/order_items/${two.lines[0]}/separate`, undefined, app.tokens.aRead)).status).toBe(403);
    expect(await count('orders')).toBe(orders);
    expect((await get(`/orders/${two.id}`)).body.order_items).toHaveLength(2);
  });
});

describe('PUT /order_items/:id/call/:action', () => {
  it('performs each action GET /order_items/actions lists', async () => {
    const actions = (await get('/order_items/actions')).body.map((a: { name: string }) => a.name);
    expect(actions).toEqual(['delete', 'separate']);
    const item = await stockedItem(4);
    const o = await order([[item, 1], [item, 1], [item, 1]]);
    const separated = await put(`/order_items/${o.lines[0]}/call/separate`);
    expect(separated.status).toBe(200);
    expect(separated.body.order_id).not.toBe(o.id);
    const deleted = await put(`/order_items/${o.lines[1]}/call/delete`, { args: {} });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: o.lines[1], order_id: o.id });
    expect((await get(`/orders/${o.id}`)).body.order_items.map((l: { id: number }) => l.id)).toEqual([o.lines[2]]);
    const gql = await app.gql(`mutation { order_item_call(id: ${o.lines[2]}, action: "delete") { id } }`, {}, app.tokens.a);
    expect(gql.body.errors[0].message).toMatch(/last line/);
  });

  it('answers 405 for an action the order\'s state does not allow and 422 naming action for an unknown one, changing nothing', async () => {
    const item = await stockedItem(2);
    const o = await order([[item, 1], [item, 1]]);
    expect((await put(`/orders/${o.id}/call/pause`)).status).toBe(200);
    const orders = await count('orders');
    const notNow = await put(`/order_items/${o.lines[0]}/call/separate`);
    expect(notNow.status).toBe(405);
    const unknown = await put(`/order_items/${o.lines[0]}/call/explode`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['action']);
    expect((await put(`/order_items/${o.lines[0]}/call/delete`, undefined, app.tokens.b)).status).toBe(404);
    expect(await count('orders')).toBe(orders);
    expect((await get(`/orders/${o.id}`)).body.order_items).toHaveLength(2);
  });
});
