import { startTestApp, type TestApp } from './support/app';
import { bulkJobId, completedBulkJob } from './support/bulk';
import { newItemId, newOrder } from './support/factories';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let itemId: number;
beforeAll(async () => {
  itemId = await newItemId(app, { sku: 'CUSTOMS-1' });
});

const CUSTOMS = {
  customs_vat_number: 'VAT-123', customs_eori_number: 'GB123456789000', customs_ioss_number: 'IM2760000123', customs_receiver_tax_id: 'RT-9',
};

/** An order of one of the item, with the customs fields given and no other address. */
const orderWith = (fields: Record<string, unknown>) => newOrder(app, [[itemId, 1]], fields, { address: false });

const customsOf = (id: number, token = app.tokens.a) => app.rest('GET', `/api/v2/orders/${id}/customs_info`, { token });

describe('GET /orders/{id}/customs_info', () => {
  it("is read off the order: every spec field, the order's id, EORI, IOSS and receiver tax id", async () => {
    const order = await orderWith({ ...CUSTOMS, shipping_country_iso2: 'DE' });
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
      // A country named in words is a destination too (its code is derived: README "Address verification").
      [{ shipping_country: 'Germany' }, 'eu_vat_number'],
      [{ shipping_country: 'Great Britain' }, 'uk_vat_number'],
      [{ shipping_country: 'Narnia' }, 'misc_vat_number'],
      [{}, 'misc_vat_number'],
    ];
    for (const [destination, field] of cases) {
      const order = await orderWith({ customs_vat_number: 'VAT-9', ...destination });
      const info = (await customsOf(order.id)).body;
      const vat = Object.fromEntries(['au_vat_number', 'eu_vat_number', 'misc_vat_number', 'uk_vat_number'].map((f) => [f, info[f]]));
      expect([destination, vat]).toEqual([destination, { au_vat_number: null, eu_vat_number: null, misc_vat_number: null, uk_vat_number: null, [field]: 'VAT-9' }]);
    }
  });

  it('follows order updates, and is on Order over GraphQL', async () => {
    const order = await orderWith({ shipping_country_iso2: 'US' });
    expect((await customsOf(order.id)).body).toMatchObject({ misc_vat_number: null, eori_number: null });
    await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.a, json: { ...CUSTOMS, shipping_country_iso2: 'GB' } });
    expect((await customsOf(order.id)).body).toMatchObject({ uk_vat_number: 'VAT-123', eori_number: 'GB123456789000', misc_vat_number: null });
    const gql = await app.gql(`{ order(id: ${order.id}) { customs_info { id order_id uk_vat_number ioss_number receiver_tax_id } } }`, {}, app.tokens.a);
    expect(gql.body.data.order.customs_info).toEqual({ id: order.id, order_id: order.id, uk_vat_number: 'VAT-123', ioss_number: 'IM2760000123', receiver_tax_id: 'RT-9' });
    expect((await app.rest('GET', `/api/v2/orders/${order.id}/customs_info?fields=id,eori_number`, { token: app.tokens.a })).body).toEqual({ id: order.id, eori_number: 'GB123456789000' });
  });

  it('is tenant data: another customer gets 404; a read-only token reads it', async () => {
    const order = await orderWith(CUSTOMS);
    expect((await customsOf(order.id, app.tokens.b)).status).toBe(404);
    expect((await customsOf(999999)).status).toBe(404);
    expect((await customsOf(order.id, app.tokens.aRead)).status).toBe(200);
    expect((await customsOf(order.id, app.tokens.staff)).body.order_id).toBe(order.id);
  });
});

describe('customs_info_attributes on order create and update', () => {
  const ATTRIBUTES = {
    importer_of_record_id: 42, send_electonic_trade_docs: true, signer: 'R. Signer',
    eu_vat_number: 'DE999999999', uk_vat_number: 'GB999999973', ioss_number: 'IM2760000999', eori_number: 'DE1234567', receiver_tax_id: 'RT-1',
  };

  it('writes the customs info on create: GET shows every field, and the order carries ioss, eori and receiver tax id as its own columns', async () => {
    const order = await orderWith({ shipping_country_iso2: 'FR', customs_vat_number: 'FR-VAT', customs_info_attributes: ATTRIBUTES });
    expect(order).toMatchObject({ customs_ioss_number: 'IM2760000999', customs_eori_number: 'DE1234567', customs_receiver_tax_id: 'RT-1', customs_vat_number: 'FR-VAT' });
    const info = (await customsOf(order.id)).body;
    expect(info).toMatchObject({
      id: order.id, importer_of_record_id: 42, send_electonic_trade_docs: true, signer: 'R. Signer',
      // A number set for a regime wins over the order's sender VAT number; unset regimes stay empty.
      eu_vat_number: 'DE999999999', uk_vat_number: 'GB999999973', au_vat_number: null, misc_vat_number: null,
      ioss_number: 'IM2760000999', eori_number: 'DE1234567', receiver_tax_id: 'RT-1',
    });
  });

  it('changes only the given fields on update (null clears one), names the change in the order history, and GraphQL takes the same input', async () => {
    const order = await orderWith({ shipping_country_iso2: 'US', customs_vat_number: 'US-VAT', customs_info_attributes: ATTRIBUTES });
    const res = await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.a, json: { customs_info_attributes: { signer: 'Other Signer', uk_vat_number: null, send_electonic_trade_docs: false, eori_number: 'DE7654321' } } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ignored-fields')).toBeNull();
    expect(res.body.customs_eori_number).toBe('DE7654321');
    expect((await customsOf(order.id)).body).toMatchObject({
      signer: 'Other Signer', send_electonic_trade_docs: false, importer_of_record_id: 42, eu_vat_number: 'DE999999999', uk_vat_number: null,
      misc_vat_number: 'US-VAT', eori_number: 'DE7654321', ioss_number: 'IM2760000999',
    });
    const events = await app.sql("select description from order_events where order_id = $1 and event_type = 'updated' order by id", [order.id]);
    expect(events.at(-1).description).toBe('Updated customs_eori_number, customs_info_attributes');
    const gql = await app.gql(
      'mutation ($id: Int!) { order_update(id: $id, input: { customs_info_attributes: { au_vat_number: "AU-1", importer_of_record_id: 7 } }) { customs_info { au_vat_number importer_of_record_id signer } } }',
      { id: order.id }, app.tokens.a,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data).toEqual({ order_update: { customs_info: { au_vat_number: 'AU-1', importer_of_record_id: 7, signer: 'Other Signer' } } });
  });

  it('refuses bad customs info with 422 naming the field, writing nothing', async () => {
    const order = await orderWith({ customs_eori_number: 'KEEP' });
    const before = (await customsOf(order.id)).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ signer: 'x'.repeat(256) }, 'customs_info_attributes.signer'],
      [{ importer_of_record_id: 0 }, 'customs_info_attributes.importer_of_record_id'],
      [{ importer_of_record_id: 'abc' }, 'customs_info_attributes.importer_of_record_id'],
      [{ nonsense: 1 }, 'customs_info_attributes.nonsense'],
    ];
    for (const [attributes, field] of cases) {
      const res = await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.a, json: { customs_info_attributes: { eori_number: 'CHANGED', ...attributes } } });
      expect([field, res.status, res.body.errors?.map((e: { field: string }) => e.field)]).toEqual([field, 422, [field]]);
    }
    // Every problem in one answer, by the column spec (customs/fields.ts).
    const many = await app.rest('PUT', `/api/v2/orders/${order.id}`, {
      token: app.tokens.a,
      json: { customs_info_attributes: { signer: 'x'.repeat(256), uk_vat_number: 'y'.repeat(300), importer_of_record_id: -1 } },
    });
    expect([many.status, many.body.errors?.map((e: { field: string }) => e.field).sort()]).toEqual([
      422, ['customs_info_attributes.importer_of_record_id', 'customs_info_attributes.signer', 'customs_info_attributes.uk_vat_number'],
    ]);
    // The same number sent both ways with different values: neither silently wins.
    const twice = await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.a, json: { customs_eori_number: 'A', customs_info_attributes: { eori_number: 'B' } } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ field: 'customs_info_attributes.eori_number', message: expect.stringMatching(/differs from customs_eori_number/) }]);
    expect((await customsOf(order.id)).body).toEqual(before);
    const [row] = await app.sql('select count(*)::int as n from order_customs_infos where order_id = $1', [order.id]);
    expect(row.n).toBe(0);
  });

  it('bulk create takes it as a single create does', async () => {
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [{ order_items: [{ item_id: itemId, quantity: 1 }], customs_info_attributes: { signer: 'Bulk Signer', eori_number: 'BULK-EORI' } }] } });
    expect(res.status).toBe(201);
    const job = await completedBulkJob(app, bulkJobId(res));
    expect(job).toMatchObject({ created: 1, refused: 0 });
    const [order] = await app.sql('select o.id from orders o join saved_search_orders s on s.order_id = o.id where s.saved_search_id = $1', [job.saved_search_id]);
    expect((await customsOf(order.id)).body).toMatchObject({ signer: 'Bulk Signer', eori_number: 'BULK-EORI' });
  });

  it('an order list with customs_info costs the same statements for 2 orders as for 20', async () => {
    const query = '{ orders(per_page: 100, sort: "id asc") { nodes { id customs_info { signer eu_vat_number } } } }';
    const count = () => app.countStatements(async () => {
      const res = await app.gql(query, {}, app.tokens.b);
      expect(res.body.errors).toBeUndefined();
    });
    const bItem = await newItemId(app, { sku: 'CUSTOMS-B' }, { token: app.tokens.b });
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await newOrder(app, [[bItem, 1]], { customs_info_attributes: { signer: `S${i}` } }, { token: app.tokens.b, address: false });
    };
    await add(2);
    const small = await count();
    await add(18);
    expect(await count()).toBe(small);
  });

  it("another customer's order cannot be given customs info: 404, nothing written", async () => {
    const order = await orderWith({});
    const res = await app.rest('PUT', `/api/v2/orders/${order.id}`, { token: app.tokens.b, json: { customs_info_attributes: { signer: 'B' } } });
    expect(res.status).toBe(404);
    expect((await customsOf(order.id)).body.signer).toBeNull();
  });
});

describe('customs_required', () => {
  it('is derived at create from the destination against the country of the warehouse the order is allocated from, and kept on update', async () => {
    await putStock(app.orm, itemId, 20);
    const abroad = await orderWith({ shipping_country_iso2: 'DE' });
    const home = await orderWith({ shipping_country_iso2: 'us' });
    const none = await orderWith({});
    const warehouse = (await app.rest('GET', `/api/v2/warehouses/${abroad.warehouse_id}`, { token: app.tokens.a })).body;
    expect(warehouse.shipping_country_iso2).toBe('US');
    expect([abroad.customs_required, home.customs_required, none.customs_required]).toEqual([true, false, false]);
    const gql = await app.gql(`mutation ($input: OrderCreateInput!) { order_create(input: $input) { customs_required warehouse_id } }`, {
      input: { shipping_country_iso2: 'CA', order_items: [{ item_id: itemId, quantity: 1 }] },
    }, app.tokens.a);
    expect(gql.body.data.order_create).toEqual({ customs_required: true, warehouse_id: abroad.warehouse_id });
    const moved = await app.rest('PUT', `/api/v2/orders/${home.id}`, { token: app.tokens.a, json: { shipping_country_iso2: 'FR' } });
    expect(moved.body.customs_required).toBe(true);
  });
});
