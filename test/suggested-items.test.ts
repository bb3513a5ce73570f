import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder } from './support/factories';

/**
 * GET /orders/:id/suggested_items: the items the customer's other orders held together with this
 * order's items, most such orders first; paged, searched and sorted as an item list.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, token = app.tokens.a) => app.rest('GET', `/api/v2${path}`, { token });
const skus = (res: { body: { sku: string }[] }) => res.body.map((i) => i.sku);

let ids: Record<string, number>;
let target: number;
beforeAll(async () => {
  ids = {};
  for (const sku of ['P', 'Q', 'R', 'S', 'T', 'U']) {
    ids[sku] = await newItemId(app, { sku: `SUG-${sku}`, title: sku });
  }
  const order = async (...skus: string[]) => (await newOrder(app, skus.map((s) => [ids[s], 1]), {}, { address: false })).id as number;
  // With P: Q three times, R and S once, T once (then archived). U was never ordered with P.
  await order('P', 'Q');
  await order('P', 'Q', 'R');
  await order('P', 'Q', 'S');
  await order('P', 'T');
  await order('Q', 'U');
  expect((await app.rest('PUT', `/api/v2/items/${ids.T}/call/archive`, { token: app.tokens.a })).status).toBe(200);
  target = await order('P');
});

describe('GET /orders/:id/suggested_items', () => {
  it('lists what was ordered with the order\'s items, most often first, without archived items or the order\'s own', async () => {
    const res = await get(`/orders/${target}/suggested_items?page_total=true`);
    expect(res.status).toBe(200);
    expect(skus(res)).toEqual(['SUG-Q', 'SUG-R', 'SUG-S']);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body[0]).toMatchObject({ id: ids.Q, title: 'Q', customer_id: app.customers.a });
  });

  it('pages, sorts and searches as an item list; GraphQL order_suggested_items is its twin', async () => {
    expect(skus(await get(`/orders/${target}/suggested_items?per_page=1&page=2`))).toEqual(['SUG-R']);
    expect(skus(await get(`/orders/${target}/suggested_items?sort=sku%20desc`))).toEqual(['SUG-S', 'SUG-R', 'SUG-Q']);
    expect(skus(await get(`/orders/${target}/suggested_items?search=${encodeURIComponent('{"sku_in":["SUG-S","SUG-Q"]}')}`))).toEqual(['SUG-Q', 'SUG-S']);
    const bad = await get(`/orders/${target}/suggested_items?search=${encodeURIComponent('{"secret_eq":1}')}`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('search.secret_eq');
    const gql = await app.gql(`{ order_suggested_items(order_id: ${target}, per_page: 2) { total_count page_info { has_next_page } nodes { sku } } }`, {}, app.tokens.a);
    expect(gql.body.data.order_suggested_items).toEqual({ total_count: 3, page_info: { has_next_page: true }, nodes: [{ sku: 'SUG-Q' }, { sku: 'SUG-R' }] });
  });

  it('reads a page in the same number of statements however long it is', async () => {
    const small = await app.countStatements(async () => expect(skus(await get(`/orders/${target}/suggested_items?per_page=1`))).toHaveLength(1));
    const large = await app.countStatements(async () => expect(skus(await get(`/orders/${target}/suggested_items?per_page=3`))).toHaveLength(3));
    expect(large).toBe(small);
  });

  it('is 404 for another customer\'s order, and never suggests another customer\'s items', async () => {
    expect((await get(`/orders/${target}/suggested_items`, app.tokens.b)).status).toBe(404);
    const staff = await app.rest('GET', `/api/v2/orders/${target}/suggested_items`, { token: app.tokens.staff });
    expect(skus(staff)).toEqual(['SUG-Q', 'SUG-R', 'SUG-S']);
  });
});
