import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let itemId: number;
beforeAll(async () => {
  itemId = (await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'CUSTOMS-1' } })).body.id;
});

const CUSTOMS = {
  customs_vat_number: 'VAT-123', customs_eori_number: 'GB123456789000', customs_ioss_number: 'IM2760000123', customs_receiver_tax_id: 'RT-9',
};

async function newOrder(fields: Record<string, unknown>): Promise<any> {
  const res = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { ...fields, order_items: [{ item_id: itemId, quantity: 1 }] } });
  expect(res.status).toBe(201);
  return res.body;
}

const customsOf = (id: number, token = app.tokens.a) => app.rest('GET', `/api/v2/orders/${id}/customs_info`, { token });

describe('GET /orders/{id}/customs_info', () => {
  it("is read off the order: every spec field, the order's id, EORI, IOSS and receiver tax id", async () => {
    const order = await newOrder({ ...CUSTOMS, shipping_country_iso2: 'DE' });
    const res = await customsOf(order.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: order.id, order_id: order.id, customer_id: app.customers.a, importer_of_record_id: null, send_electonic_trade_docs: false, signer: null,
      au_vat_number: null, eu_vat_number: 'VAT-123', misc_vat_number: null, uk_vat_number: null,
      ioss_number: 'IM2760000123', eori_number: 'GB123456789000', receiver_tax_id: 'RT-9',
      created_at: order.created_at, updated_at: order.updated_at,
    });
  });

  it("puts the sender VAT number in the destination's VAT field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ shipping_country_iso2: 'FR' }, 'eu_vat_number'],
      [{ shipping_country_iso2: 'gr' }, 'eu_vat_number'],
      [{ shipping_country: 'NL' }, 'eu_vat_number'],
      [{ shipping_country_iso2: 'GB' }, 'uk_vat_number'],
      [{ shipping_country_iso2: 'AU' }, 'au_vat_number'],
      [{ shipping_country_iso2: 'US' }, 'misc_vat_number'],
      [{ shipping_country_iso2: 'NO' }, 'misc_vat_number'],
      [{ shipping_country: 'Germany' }, 'misc_vat_number'],
      [{}, 'misc_vat_number'],
    ];
    for (const [destination, field] of cases) {
      const order = await newOrder({ customs_vat_number: 'VAT-9', ...destination });
      const info = (await customsOf(order.id)).body;
      const vat = Object.fromEntries(['au_vat_number', 'eu_vat_number', 'misc_vat_number', 'uk_vat_number'].map((f) => [f, info[f]]));
      expect([destination, vat]).toEqual([destination, { au_vat_number: null, eu_vat_number: null, misc_vat_number: null, uk_vat_number: null, [field]: 'VAT-9' }]);
    }
  });

  it('follows order updates, and is on Order over GraphQL', async () => {
    const order = await newOrder({ shipping_country_iso2: 'US' });
    expect((await customsOf(order.id)).body).toMatchObject({ misc_vat_number: null, eori_number: null });
    await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.a, json: { ...CUSTOMS, shipping_country_iso2: 'GB' } });
    expect((await customsOf(order.id)).body).toMatchObject({ uk_vat_number: 'VAT-123', eori_number: 'GB123456789000', misc_vat_number: null });
    const gql = await app.gql(`{ order(id: ${order.id}) { customs_info { id order_id uk_vat_number ioss_number receiver_tax_id } } }`, {}, app.tokens.a);
    expect(gql.body.data.order.customs_info).toEqual({ id: order.id, order_id: order.id, uk_vat_number: 'VAT-123', ioss_number: 'IM2760000123', receiver_tax_id: 'RT-9' });
    expect((await app.rest('GET', `/api/v2/orders/${order.id}/customs_info?fields=id,eori_number`, { token: app.tokens.a })).body).toEqual({ id: order.id, eori_number: 'GB123456789000' });
  });

  it('is tenant data: another customer gets 404; a read-only token reads it', async () => {
    const order = await newOrder(CUSTOMS);
    expect((await customsOf(order.id, app.tokens.b)).status).toBe(404);
    expect((await customsOf(999999)).status).toBe(404);
    expect((await customsOf(order.id, app.tokens.aRead)).status).toBe(200);
    expect((await customsOf(order.id, app.tokens.staff)).body.order_id).toBe(order.id);
  });
});
