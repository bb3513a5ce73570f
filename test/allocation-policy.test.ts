import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder, receive } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { putStock } from './support/stock';

/** The allocation policy (README, "Allocation policy"): waiting orders are served in queue order, and no newer order takes what an older one could use. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });
const statusOf = async (id: number) => (await rest('GET', `/orders/${id}`)).body.status;
const statuses = (...ids: number[]) => Promise.all(ids.map(statusOf));

const order = async (lines: [number, number][], extra: Record<string, unknown> = {}) => (await newOrder(app, lines, extra)).id;

describe('waiting orders are served oldest first', () => {
  it('freed stock a waiting older order could use does not go to a newer, smaller one', async () => {
    const x = await newItemId(app);
    const older = await order([[x, 3]]);
    const newer = await order([[x, 1]]);
    expect(await statuses(older, newer)).toEqual([95, 95]);
    await receive(app, x, 2);
    // Two units: not enough for the older order, and they stay for it.
    expect(await statuses(older, newer)).toEqual([95, 95]);
    await receive(app, x, 1);
    expect(await statuses(older, newer)).toEqual([100, 95]);
    await receive(app, x, 1);
    expect(await statuses(older, newer)).toEqual([100, 100]);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('a new order cannot take stock an older waiting order could use, but may take what it could not', async () => {
    const x = await newItemId(app);
    const y = await newItemId(app);
    await putStock(app.orm, x, 5);
    // Waits for y; of x it could use two.
    const older = await order([[x, 2], [y, 1]]);
    expect(await statusOf(older)).toBe(95);
    expect(await statusOf(await order([[x, 3]]))).toBe(100);
    const late = await order([[x, 1]]);
    expect(await statusOf(late)).toBe(95);
    // y arrives (put straight on the shelf) and the older order, tried again, is covered; the late one still waits.
    await putStock(app.orm, y, 1);
    await rest('PUT', `/orders/${older}/call/reallocate`);
    expect(await statuses(older, late)).toEqual([100, 95]);
  });

  it('batch_priority orders go first, whatever their age', async () => {
    const x = await newItemId(app);
    const plain = await order([[x, 2]]);
    const urgent = await order([[x, 2]], { batch_priority: true });
    await receive(app, x, 2);
    expect(await statuses(plain, urgent)).toEqual([95, 100]);
    // A new priority order is not held back by an older plain one.
    await receive(app, x, 1);
    expect(await statusOf(await order([[x, 1]], { batch_priority: true }))).toBe(100);
    expect(await statusOf(plain)).toBe(95);
  });
});

describe('starvation', () => {
  it('an order that cannot be covered holds back newer orders for its items until it is paused or cancelled; then they are served at once', async () => {
    const x = await newItemId(app);
    await putStock(app.orm, x, 4);
    const huge = await order([[x, 1000]]);
    const small = await order([[x, 1]]);
    expect(await statuses(huge, small)).toEqual([95, 95]);
    expect((await rest('PUT', `/orders/${huge}/call/pause`)).status).toBe(200);
    expect(await statuses(huge, small)).toEqual([90, 100]);
    // Unpaused, it joins the queue again (at its age) and waits; what is already held stays held.
    expect((await rest('PUT', `/orders/${huge}/call/unpause`)).status).toBe(200);
    expect(await statuses(huge, small)).toEqual([95, 100]);
    const blocked = await order([[x, 1]]);
    expect(await statusOf(blocked)).toBe(95);
    expect((await rest('PUT', `/orders/${huge}/call/cancel`)).status).toBe(200);
    expect(await statusOf(blocked)).toBe(100);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('a waiting order that shrinks gives back what it held back, at once', async () => {
    const x = await newItemId(app, {}, { stock: 4 });
    const big = await newOrder(app, [[x, 10]]);
    const small = await order([[x, 1]]);
    expect(await statuses(big.id, small)).toEqual([95, 95]);
    expect((await rest('PUT', `/order_items/${big.order_items[0].id}`, { quantity: 2 })).status).toBe(200);
    expect(await statuses(big.id, small)).toEqual([100, 100]);
  });
});
