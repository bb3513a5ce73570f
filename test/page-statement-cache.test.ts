import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder } from './support/factories';

/**
 * A plain page read compiles its statement once per shape (src/db/plain-rows.ts) and
 * binds each request's values, the tenant's among them: the same shape must answer each request
 * with its own values and its own tenant's rows, relations included.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function order(token: string, sku: string): Promise<number> {
  const item = await newItemId(app, { sku, title: `it's "${sku}" 100%` }, { token, stock: 5 });
  return (await newOrder(app, [[item, 1]], {}, { token })).id;
}

const PAGE = `query ($search: String) { orders(search: $search, per_page: 10) { nodes { id order_items { item { sku title } } } } }`;

describe('a page statement compiled once per shape', () => {
  it('binds each request\'s values and tenant: the same shape, other ids, other tenants, staff', async () => {
    const [a1, a2] = [await order(app.tokens.a, 'SC-A1'), await order(app.tokens.a, 'SC-A2')];
    const b1 = await order(app.tokens.b, 'SC-B1');
    const page = async (token: string, search: object, customer?: number) => {
      const res = await app.gql(PAGE, { search: JSON.stringify(search) }, token, customer ? { 'X-Customer-Id': String(customer) } : undefined);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.orders.nodes.map((n: any) => [n.id, n.order_items.map((l: any) => l.item.sku)]);
    };
    for (let round = 0; round < 2; round++) {
      expect(await page(app.tokens.a, { id_eq: a1 })).toEqual([[a1, ['SC-A1']]]);
      expect(await page(app.tokens.a, { id_eq: a2 })).toEqual([[a2, ['SC-A2']]]);
      // B asks A's order in the very shape A's reads compiled: the tenant is bound, not built in.
      expect(await page(app.tokens.b, { id_eq: a1 })).toEqual([]);
      expect(await page(app.tokens.b, { id_eq: b1 })).toEqual([[b1, ['SC-B1']]]);
      expect(await page(app.tokens.a, { id_in: [a1, a2, b1] })).toEqual([[a1, ['SC-A1']], [a2, ['SC-A2']]]);
      expect(await page(app.tokens.b, { id_in: [a1, b1, a2] })).toEqual([[b1, ['SC-B1']]]);
      expect(await page(app.tokens.staff, { id_in: [a1, b1] })).toEqual([[a1, ['SC-A1']], [b1, ['SC-B1']]]);
      expect(await page(app.tokens.staff, { id_in: [a1, b1] }, app.customers.b)).toEqual([[b1, ['SC-B1']]]);
    }
    // Strings with quotes and LIKE characters are values like any other.
    const items = async (token: string, cont: string) =>
      (await app.gql(`query ($s: String) { items(search: $s, per_page: 10) { nodes { sku title } } }`, { s: JSON.stringify({ title_cont: cont }) }, token)).body.data.items.nodes;
    expect(await items(app.tokens.a, '"SC-A1"')).toEqual([{ sku: 'SC-A1', title: `it's "SC-A1" 100%` }]);
    expect(await items(app.tokens.a, "it's \"SC-A2")).toEqual([{ sku: 'SC-A2', title: `it's "SC-A2" 100%` }]);
    expect(await items(app.tokens.b, "it's")).toEqual([{ sku: 'SC-B1', title: `it's "SC-B1" 100%` }]);
  });

  it('plans a selection once per document, but anew where @skip or @include hangs it on the variables', async () => {
    const query = `query ($lines: Boolean!) { orders(per_page: 10, sort: "id asc") { nodes { id order_items @include(if: $lines) { item { sku } } } } }`;
    const page = async (lines: boolean) => (await app.gql(query, { lines }, app.tokens.a)).body.data.orders.nodes[0];
    for (const lines of [true, false, true, false]) {
      const node = await page(lines);
      if (lines) expect(node.order_items).toEqual([{ item: { sku: 'SC-A1' } }]);
      else expect(node).not.toHaveProperty('order_items');
    }
  });

  it('writes the page size into the statement, so each size is a statement of its own and planned once', async () => {
    const ids = async (perPage: number) => {
      let nodes: { id: number }[] = [];
      const statements = await app.captureStatements(async () => {
        const res = await app.gql(`{ orders(per_page: ${perPage}, sort: "id asc") { nodes { id } } }`, {}, app.tokens.a);
        nodes = res.body.data.orders.nodes;
      });
      const page = statements.find((s) => s.includes('from "orders"'))!;
      // One row over the page tells whether a next page follows.
      expect(page).toMatch(new RegExp(`limit ${perPage + 1}\\b`));
      return nodes.map((n) => n.id);
    };
    const all = await ids(10);
    expect(all.length).toBeGreaterThan(1);
    for (const size of [1, 2, 1]) expect(await ids(size)).toEqual(all.slice(0, size));
  });
});
