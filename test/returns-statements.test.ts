import { startTestApp, type TestApp } from './support/app';
import { newConsumerReturn, newItemId, newOrder, receive, shipOrder } from './support/factories';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const QUERY = `query ($per_page: Int!) { consumer_returns(per_page: $per_page, sort: "id asc") { nodes {
  id status_name
  return_items { sku name condition lot_numbers }
  order { id status } exchange_order { id }
  warehouse { name } customer { name } originator { original_id }
} } }`;

const api = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });
let plain: number;
let lotted: number;
let exchange: number;
let made = 0;

/** Shipped orders the returns come back from, round robin (each shipped enough for every return). */
const orders: number[] = [];

/**
 * Returns of two lines (a plain and a lot-controlled item) against the shipped orders; every
 * other one has an originator and an exchange order and is received, so its lines have lots.
 */
async function makeReturns(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1, made += 1) {
    const extra = made % 2 === 0 ? { originator_attributes: { original_id: `rma-${made}` }, exchange_order_id: exchange } : {};
    const lines = [{ item_id: plain, quantity: 1 }, { item_id: lotted, quantity: 1, reason: 'defective' }];
    const ret = await newConsumerReturn(app, lines, { order_id: orders[made % orders.length], ...extra });
    if (made % 2 === 0) expect((await api('PUT', `/simulate/consumer_returns/${ret.id}/processing`)).status).toBe(200);
  }
}

describe('SQL statements per consumer return list', () => {
  it('returns with lines, items, lots, orders, exchange orders, warehouse, customer and originator: the same count for 10 and 50, over GraphQL and REST', async () => {
    plain = await newItemId(app, { sku: 'RS-PLAIN' }, { stock: 500 });
    lotted = await newItemId(app, { sku: 'RS-LOT', lot_control: true });
    await receive(app, lotted, [{ number: 'RS-L1', expires_on: '2035-01-01', quantity: 500 }]);
    exchange = (await newOrder(app, [[plain, 1]])).id;
    for (let i = 0; i < 5; i += 1) {
      const order = await newOrder(app, [{ item_id: plain, quantity: 20, price: 5 }, { item_id: lotted, quantity: 20 }]);
      await shipOrder(app, order.id);
      orders.push(order.id);
    }

    await makeReturns(10);
    const gql = async (perPage: number) => {
      const res = await app.gql(QUERY, { per_page: perPage }, app.tokens.a);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.consumer_returns.nodes;
    };
    const list = async (perPage: number) => {
      const res = await app.rest('GET', `/api/v2/consumer_returns?per_page=${perPage}`, { token: app.tokens.a });
      expect(res.status).toBe(200);
      return res.body;
    };
    let nodes: any[] = [];
    let body: any[] = [];
    const gqlSmall = await app.countStatements(async () => (nodes = await gql(10)));
    const restSmall = await app.countStatements(async () => (body = await list(10)));
    // Every batched field has rows to load.
    expect(nodes).toHaveLength(10);
    expect(nodes[0]).toMatchObject({
      status_name: 'Completed', order: { status: 75 }, exchange_order: { id: exchange }, warehouse: { name: expect.any(String) },
      customer: { name: 'Customer A' }, originator: { original_id: 'rma-0' },
      return_items: [{ sku: 'RS-PLAIN', condition: 'good', lot_numbers: [] }, { sku: 'RS-LOT', condition: 'good', lot_numbers: ['RS-L1'] }],
    });
    expect(nodes[1]).toMatchObject({ status_name: 'In Transit', order: { status: 75 }, exchange_order: null, originator: null });
    expect(body).toHaveLength(10);
    expect(body.filter((r: any) => r.return_items[1].lot_ids.length)).toHaveLength(5);

    await makeReturns(40);
    const gqlLarge = await app.countStatements(async () => expect(await gql(50)).toHaveLength(50));
    const restLarge = await app.countStatements(async () => expect(await list(50)).toHaveLength(50));
    expect({ gql: gqlLarge, rest: restLarge }).toEqual({ gql: gqlSmall, rest: restSmall });
    // Token and tenant, the page, then one batch each for lines, items, lots, orders (with exchange orders), warehouses, customers,
    // originators; REST's full orders add one for their own originators (proto_originator_id).
    expect(gqlSmall).toBeLessThanOrEqual(10);
    expect(restSmall).toBeLessThanOrEqual(11);
  });
});
