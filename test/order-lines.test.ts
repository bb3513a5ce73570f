import { startTestApp, type TestApp } from './support/app';
import { bulkJobId, completedBulkJob } from './support/bulk';
import { newItemId, newOrder, newShipNotice } from './support/factories';

/** Orders and ship notices hold at least one line, from create to the last delete. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);
const fields = (res: { body: any }) => (res.body.errors ?? []).map((e: any) => e.field);

let item: number;
beforeAll(async () => {
  item = await newItemId(app, { sku: 'LINES-1', title: 'Lines' });
});

describe('an order holds at least one line', () => {
  it('refuses an order with no lines (422 naming order_items) over REST and GraphQL, writing nothing', async () => {
    const before = await count('orders');
    for (const body of [{}, { order_items: [] }, { order_orig: 'EMPTY' }, { status: 35 }]) {
      const res = await rest('POST', '/orders', body);
      expect([JSON.stringify(body), res.status, fields(res)]).toEqual([JSON.stringify(body), 422, ['order_items']]);
    }
    expect(fields(await rest('POST', '/orders', { order_items_attributes: [] }))).toEqual(['order_items_attributes']);
    const gql = await app.gql('mutation { order_create(input: { order_items: [] }) { id } }', {}, app.tokens.a);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'order_items' });
    expect(await count('orders')).toBe(before);
  });

  it('refuses a line-less resource of a bulk create on its own', async () => {
    const res = await rest('POST', '/orders/bulk', { resources: [{}, { order_items: [{ item_id: item, quantity: 1 }] }] });
    expect(res.status).toBe(201);
    const job = await completedBulkJob(app, bulkJobId(res));
    expect(job).toMatchObject({ total: 2, created: 1, refused: 1 });
    const byPosition = Object.fromEntries(job.results.map((r: any) => [r.position, r.result]));
    expect(byPosition[0]).toMatch(/order_items must hold at least one line/);
    expect(byPosition[1]).toMatch(/^created order \d+$/);
  });

  it('refuses to delete the last line (422) and keeps the order as it was; other lines may go', async () => {
    const other = await newItemId(app, { sku: 'LINES-2', title: 'Lines 2' });
    const order = await newOrder(app, [[item, 1], [other, 2]], {}, { address: false });
    const [first, second] = order.order_items.map((l: any) => l.id);
    expect((await rest('DELETE', `/order_items/${first}`)).status).toBe(204);
    const last = await rest('DELETE', `/order_items/${second}`);
    expect(last.status).toBe(422);
    expect(last.body.message).toMatch(/last line.*cancel the order instead/);
    const after = (await rest('GET', `/orders/${order.id}`)).body;
    expect(after.order_items.map((l: any) => l.id)).toEqual([second]);
    expect(after.status).toBe(order.status);
  });
});

describe('a ship notice holds at least one line', () => {
  it('refuses a ship notice with no lines (422 naming its lines field), writing nothing', async () => {
    const before = await count('shipnotices');
    for (const [body, field] of [[{}, 'shipnotice_items'], [{ shipnotice_items: [] }, 'shipnotice_items'], [{ shipnotice_items_attributes: [] }, 'shipnotice_items_attributes']] as const) {
      const res = await rest('POST', '/shipnotices', body);
      expect([res.status, fields(res)]).toEqual([422, [field]]);
    }
    expect(await count('shipnotices')).toBe(before);
  });

  it('refuses to delete the last line of a ship notice', async () => {
    const notice = await newShipNotice(app, [{ item_id: item, quantity: 1 }, { item_id: item, quantity: 2 }]);
    const [first, second] = notice.shipnotice_items.map((l: any) => l.id);
    expect((await rest('DELETE', `/shipnotice_items/${first}`)).status).toBe(204);
    expect((await rest('DELETE', `/shipnotice_items/${second}`)).status).toBe(422);
    expect(await count(`shipnotice_items where shipnotice_id = ${notice.id}`)).toBe(1);
  });
});

describe('a line names its item by item_id or by the original_id of one of its originators', () => {
  it('creates the line for the item the originator records, at create and at line add (each was a 422: "names no item")', async () => {
    const named = await newItemId(app, { sku: 'LINES-ORIG', originators_attributes: [{ original_id: 'shop-variant-9' }] });
    const created = await rest('POST', '/orders', { order_items: [{ item_originator_id: 'shop-variant-9', quantity: 2 }] });
    expect([created.status, created.body.order_items?.map((l: any) => [l.item_id, l.sku, l.quantity])]).toEqual([201, [[named, 'LINES-ORIG', 2]]]);
    const added = await rest('POST', `/orders/${created.body.id}/order_items`, { item_originator_id: 'shop-variant-9', quantity: 1 });
    expect([added.status, added.body.item_id]).toEqual([201, named]);
    const unknown = await rest('POST', '/orders', { order_items: [{ item_originator_id: 'nobody', quantity: 1 }] });
    expect([unknown.status, fields(unknown)]).toEqual([422, ['order_items.0.item_originator_id']]);
  });
});
