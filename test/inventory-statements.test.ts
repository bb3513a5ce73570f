import { startTestApp, type TestApp } from './support/app';
import { putStock } from './support/stock';
import { newItemId, receive } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const QUERY = `query ($per_page: Int!) { items(per_page: $per_page, sort: "id asc") { nodes {
  id quantity published_quantity
  warehouse_quantities { id name quantity sellable_quantity projected_quantity }
  bundle_items { item_id quantity item_name item_quantity }
  in_bundles { id }
  scancodes { nodes { name primary } total_count }
  originators { nodes { original_id } }
} } }`;

/**
 * Groups of five items: three plain ones with stock and a scancode each, and a bundle of the
 * first two (×2 and ×1), plus a spare item, so every list field has rows to batch.
 */
async function createGroup(n: number): Promise<void> {
  const ids: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push(await newItemId(app, { sku: `ST-${n}-${i}`, title: `Stock ${n}.${i}`, originators_attributes: [{ original_id: `shop-${n}-${i}` }] }));
  }
  for (const id of ids.slice(0, 3)) {
    await putStock(app.orm, id, 10 + n);
    await app.gql(`mutation { scancode_create(input: { item_id: ${id}, name: "SC-${id}" }) { id } }`, {}, app.tokens.a);
  }
  const bundle = await newItemId(app, { sku: `BN-${n}` });
  await app.rest('POST', `/api/v2/items/${bundle}/bundle_items`, { token: app.tokens.a, json: { item_id: ids[0], quantity: 2 } });
  await app.rest('POST', `/api/v2/items/${bundle}/bundle_items`, { token: app.tokens.a, json: { item_id: ids[1], quantity: 1 } });
}

describe('SQL statements per GraphQL list', () => {
  it('items with warehouse quantities, bundle components, scancodes and originators: the count does not grow with the items', async () => {
    for (let n = 0; n < 2; n += 1) await createGroup(n);
    const small = await app.countStatements(async () => {
      const res = await app.gql(QUERY, { per_page: 10 }, app.tokens.a);
      expect(res.body.errors).toBeUndefined();
      const nodes = res.body.data.items.nodes;
      expect(nodes).toHaveLength(10);
      // The first group: stocked items show their warehouse, the bundle its derived quantity.
      expect(nodes[0]).toMatchObject({ quantity: 10, warehouse_quantities: [{ name: 'Columbus', quantity: 10, sellable_quantity: 10, projected_quantity: 10 }], scancodes: { nodes: [{ name: `SC-${nodes[0].id}`, primary: true }], total_count: 1 } });
      expect(nodes[0].in_bundles).toEqual([{ id: nodes[4].id }]);
      expect(nodes[1].originators.nodes).toEqual([{ original_id: 'shop-0-1' }]);
      expect(nodes[4]).toMatchObject({ quantity: 5, published_quantity: 5, bundle_items: [{ item_id: nodes[0].id, quantity: 2, item_quantity: '10' }, { item_id: nodes[1].id, quantity: 1 }] });
      expect(nodes[4].warehouse_quantities).toEqual([expect.objectContaining({ name: 'Columbus', quantity: 5, sellable_quantity: 5, projected_quantity: 5 })]);
    });
    for (let n = 2; n < 10; n += 1) await createGroup(n);
    const large = await app.countStatements(async () => {
      const res = await app.gql(QUERY, { per_page: 50 }, app.tokens.a);
      expect(res.body.data.items.nodes).toHaveLength(50);
    });
    expect(large).toBe(small);
    // Token and tenant, the page, then one batch per list field (quantities take two).
    expect(small).toBeLessThanOrEqual(11);
  });

  it('ship notices with their lines, items, lots and warehouses: constant in the page size', async () => {
    const item = await newItemId(app, { sku: 'SN-STMT', lot_control: true });
    const announce = async (k: number) => {
      for (let i = 0; i < k; i += 1) await receive(app, item, [{ number: `LOT-${Math.random()}`, expires_on: '2040-01-01', quantity: 2 }]);
    };
    await announce(2);
    const list = (perPage: number) => app.rest('GET', `/api/v2/shipnotices?per_page=${perPage}`, { token: app.tokens.a });
    const small = await app.countStatements(async () => expect((await list(2)).body).toHaveLength(2));
    await announce(8);
    const large = await app.countStatements(async () => expect((await list(10)).body).toHaveLength(10));
    expect(large).toBe(small);
  });
});
