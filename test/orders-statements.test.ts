import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, newOrder, shipOrder } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const QUERY = `query ($per_page: Int!) { orders(per_page: $per_page, sort: "id asc") { nodes {
  id status
  order_items { item { sku quantity } }
  packages { tracking }
  originator { id }
  shipping_method { name }
  serial_numbers { text }
} } }`;

let items: number[] = [];
let method: number;
let made = 0;

/**
 * Orders of two lines each; every third has an originator and a shipping method, and every other
 * one is shipped, so it has a package and (its first line's item asks for them) serial numbers.
 */
async function makeOrders(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1, made += 1) {
    const extras = made % 3 === 0 ? { originator_attributes: { original_id: `shop-${made}` }, shipping_method_id: method } : {};
    const order = await newOrder(app, [[items[made % 2], 1], [items[2], 2]], extras);
    expect(order.status).toBe(100);
    if (made % 2 === 0) await shipOrder(app, order.id);
  }
}

describe('SQL statements per order list', () => {
  it('orders with lines and their items, packages, originator, shipping method and serial numbers: the same count for 10 and 50 orders, over GraphQL and REST', async () => {
    for (const [i, fields] of [{ request_serial_number: true }, {}, {}].entries()) {
      items.push(await newItemId(app, { sku: `OS-${i}`, ...fields }, { stock: 500 }));
    }
    method = (await app.rest('GET', '/api/v2/shipping_methods', { token: app.tokens.a })).body[0].id;

    await makeOrders(10);
    const gql = async (perPage: number) => {
      const res = await app.gql(QUERY, { per_page: perPage }, app.tokens.a);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.orders.nodes;
    };
    const list = async (perPage: number) => {
      const res = await app.rest('GET', `/api/v2/orders?per_page=${perPage}`, { token: app.tokens.a });
      expect(res.status).toBe(200);
      return res.body;
    };
    let nodes: any[] = [];
    let body: any[] = [];
    const gqlSmall = await app.countStatements(async () => (nodes = await gql(10)));
    const restSmall = await app.countStatements(async () => (body = await list(10)));
    // Every batched field has rows to load.
    expect(nodes).toHaveLength(10);
    expect(nodes[0]).toMatchObject({ status: 300, packages: [{ tracking: expect.any(String) }], originator: { id: expect.any(Number) }, shipping_method: { name: expect.any(String) } });
    expect(nodes[0].order_items).toEqual([{ item: { sku: 'OS-0', quantity: expect.any(Number) } }, { item: { sku: 'OS-2', quantity: expect.any(Number) } }]);
    expect(nodes[0].serial_numbers).toHaveLength(1);
    expect(nodes[1]).toMatchObject({ status: 100, packages: [], originator: null, shipping_method: null, serial_numbers: [] });
    expect(body).toHaveLength(10);
    expect(body.filter((o: any) => o.packages.length)).toHaveLength(5);
    expect(body.filter((o: any) => o.serial_numbers.length)).toHaveLength(5);

    await makeOrders(40);
    const gqlLarge = await app.countStatements(async () => expect(await gql(50)).toHaveLength(50));
    const restLarge = await app.countStatements(async () => expect(await list(50)).toHaveLength(50));
    expect({ gql: gqlLarge, rest: restLarge }).toEqual({ gql: gqlSmall, rest: restSmall });
    // The page brings its lines with their items, originators and wholesale items, its packages,
    // originator, shipping method and serial numbers (through its lines) in its own statement
    // (db/prefetch.ts). The token was checked by an earlier request.
    expect(gqlSmall).toBe(1);
    expect(restSmall).toBe(1);
  });

  it('REST fields= loads only what it names: fewer statements, the same values for what it keeps', async () => {
    const full = (await app.rest('GET', '/api/v2/orders?per_page=20&sort=id asc', { token: app.tokens.a })).body;
    let sparse: any[] = [];
    const sparseSql = await app.captureStatements(async () => {
      const res = await app.rest('GET', '/api/v2/orders?per_page=20&sort=id asc&fields=packages,id', { token: app.tokens.a });
      expect(res.status).toBe(200);
      sparse = res.body;
    });
    const fullSql = await app.captureStatements(() => app.rest('GET', '/api/v2/orders?per_page=20&sort=id asc', { token: app.tokens.a }));
    expect(sparse).toEqual(full.map((o: any) => ({ packages: o.packages, id: o.id })));
    expect(Object.keys(sparse[0])).toEqual(['packages', 'id']);
    // Both are one statement; the sparse one reads the packages only: the lines, originators,
    // shipping methods and serial numbers are never read.
    expect([sparseSql.length, fullSql.length]).toEqual([1, 1]);
    const tables = (sql: string[]) => ['"packages"', '"order_items"', '"originators"', '"shipping_methods"', '"serial_numbers"'].filter((t) => sql[0].includes(t));
    expect(tables(sparseSql)).toEqual(['"packages"']);
    expect(tables(fullSql)).toEqual(['"packages"', '"order_items"', '"originators"', '"shipping_methods"', '"serial_numbers"']);

    const one = (await app.rest('GET', `/api/v2/orders/${full[0].id}?fields=status,order_items`, { token: app.tokens.a })).body;
    expect(one).toEqual({ status: full[0].status, order_items: full[0].order_items });
    const unknown = await app.rest('GET', '/api/v2/orders?fields=id,nope', { token: app.tokens.a });
    expect([unknown.status, unknown.body.errors?.[0]?.field ?? unknown.body.field ?? unknown.body]).toEqual([422, expect.anything()]);
  });
});

describe('SQL statements per order create', () => {
  it('answers with the V2 order its event rendered in the transaction: what GET answers, nothing read after commit', async () => {
    const json = {
      ...VALID_ADDRESS,
      originator_attributes: { original_id: 'create-answer' },
      shipping_method_id: method,
      order_items: [{ item_id: items[0], quantity: 1, originator_attributes: { original_id: 'create-answer-line' } }, { item_id: items[2], quantity: 2 }],
    };
    await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json }); // warm: token, shipping method, plans
    let created: any;
    const statements = await app.countStatements(async () => {
      created = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json });
    });
    expect(created.status).toBe(201);
    const read = await app.rest('GET', `/api/v2/orders/${created.body.id}`, { token: app.tokens.a });
    expect(created.body).toEqual(read.body);
    expect(created.body).toMatchObject({ originator: { original_id: 'create-answer' }, order_items: [{ originator: { original_id: 'create-answer-line' } }, { originator: null }] });
    // begin (with its generic plans); the customer, the lines' items, the shipping method; one
    // statement locking the items, one reading what allocation needs (and the warehouses'
    // countries); one writing the order, its lines, allocations and history; one inserting both
    // originators; the counters; the outbox with its deliveries, which writes the event payloads
    // itself (the order as a page reads it, the items) and returns them; commit. The answer is the
    // order's payload (graphql/schema.ts answerOf): nothing after commit. 37 statements before the
    // answer was read as a page reads it, 32 before allocation, counters, locks, the outbox and the
    // order's own writes were folded into set-based statements, 14 while the answer was read again
    // after commit, 13 while the payloads were read before the outbox insert (and the generic plans
    // set apart from the BEGIN, which the ORM's log does not show).
    expect(statements).toBeLessThanOrEqual(11);
  });
});
