import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder, shipOrder } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const QUERY = `query ($per_page: Int!) { orders(per_page: $per_page, sort: "id asc") { nodes {
  id
  customs_info { id eu_vat_number misc_vat_number }
  wholesale { po_number store_address { city } }
  order_documents { id url }
  shipping_documents { id document_type }
  packages { id shipping_documents { id resolved_url } }
  order_items { id wholesale_item { line_no } }
} } }`;

let item: number;

/** An order with every extension: wholesale details, a wholesale line, two documents, and shipped (a package with its label). */
async function createOrders(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const order = await newOrder(app, [{ item_id: item, quantity: 1, wholesale_item_attributes: { line_no: '1' } }, { item_id: item, quantity: 1 }], {
      customs_vat_number: 'VAT-1', shipping_country: 'France', shipping_country_iso2: 'FR', shipping_state: null, shipping_zip: '69001',
      wholesale_attributes: { po_number: `PO-${i}`, store_address_attributes: { city: 'Lyon' } },
    });
    for (const name of ['bol', 'slip']) {
      await app.rest('POST', `/api/v2/orders/${order.id}/order_documents`, { token: app.tokens.a, json: { url: `https://example.com/${name}-${order.id}.pdf` } });
    }
    await shipOrder(app, order.id);
  }
}

describe('SQL statements per order list with the order extensions', () => {
  it('customs info, wholesale, documents, package labels and wholesale items: the count does not grow with the orders', async () => {
    item = await newItemId(app, { sku: 'EXT-STMT' }, { stock: 100 });
    await createOrders(2);
    const small = await app.countStatements(async () => {
      const res = await app.gql(QUERY, { per_page: 2 }, app.tokens.a);
      expect(res.body.errors).toBeUndefined();
      const [first] = res.body.data.orders.nodes;
      expect(first).toMatchObject({
        customs_info: { id: first.id, eu_vat_number: 'VAT-1', misc_vat_number: null },
        wholesale: { po_number: 'PO-0', store_address: { city: 'Lyon' } },
        shipping_documents: [{ document_type: 'shipping_label' }],
      });
      expect(first.order_documents).toHaveLength(2);
      expect(first.packages[0].shipping_documents).toHaveLength(1);
      expect(first.order_items.map((l: any) => l.wholesale_item)).toEqual([{ line_no: '1' }, null]);
    });
    await createOrders(6);
    const large = await app.countStatements(async () => {
      const res = await app.gql(QUERY, { per_page: 8 }, app.tokens.a);
      expect(res.body.data.orders.nodes).toHaveLength(8);
    });
    expect(large).toBe(small);
    // The token and its client, the page, then one batch per field: wholesale, order documents, shipping documents, packages,
    // the packages' documents, lines, their wholesale items, and customs info (read off the order, and its importer,
    // signer and VAT numbers from order_customs_infos).
    expect(small).toBeLessThanOrEqual(11);

    // The REST order list shows each line's wholesale item from the same batches.
    const rest = (perPage: number) => app.rest('GET', `/api/v2/orders?per_page=${perPage}`, { token: app.tokens.a });
    const restSmall = await app.countStatements(async () => expect((await rest(2)).body[0].order_items[0].wholesale_item.line_no).toBe('1'));
    const restLarge = await app.countStatements(async () => expect((await rest(8)).body).toHaveLength(8));
    expect(restLarge).toBe(restSmall);
  });
});
