import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder } from './support/factories';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = (method: string, path: string, token = app.tokens.a, json?: unknown) => app.rest(method, `/api/v2${path}`, { token, json });
const counts = async () =>
  (await app.sql(`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines,
    (select count(*) from order_wholesales)::int as wholesales, (select count(*) from wholesale_items)::int as wholesale_items,
    (select count(*) from order_events)::int as events`))[0];

const WHOLESALE = {
  po_number: 'PO-4711', partner: 'BigBox Retail', vendor: 'Acme', vendor_number: 'V-88', department: '042', store: '0815', group: 'G1',
  gift_note: 'Thank you for your order!', start_date: '2030-03-01', cancel_date: '2030-03-15',
  store_address_attributes: { name: 'BigBox #815', address_1: '1 Retail Row', city: 'Dayton', state: 'OH', zip: '45402', country_iso2: 'US', address_type: 'store' },
};

describe('order wholesale', () => {
  it('wholesale_attributes and wholesale_item_attributes on order create; GET /orders/{id}/wholesale and the lines\' wholesale items', async () => {
    const [shirt, mug] = [await newItemId(app), await newItemId(app)];
    const created = await api('POST', '/orders', app.tokens.a, {
      order_type: 'wholesale',
      wholesale_attributes: WHOLESALE,
      order_items: [
        { item_id: shirt, quantity: 2, wholesale_item_attributes: { line_no: '1', buyer_part_number: 'BP-1', upc: '012345678905', outer_pack_value: '12' } },
        { item_id: mug, quantity: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(order.order_items[0].wholesale_item).toEqual({
      id: expect.any(Number), order_item_id: order.order_items[0].id, line_no: '1', item_alias: null, item_color: null, item_size: null,
      vendor_part_number: null, buyer_part_number: 'BP-1', consumer_package_code: null, outer_pack_value: '12', inner_pack_value: null,
      size_description: null, color_description: null, upc: '012345678905', description: null, style: null, ean: null,
      alternate_item_number: null, alternate_barcode: null, alternate_sku: null, lot: null, ih_category: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect(order.order_items[1].wholesale_item).toBeNull();

    const wholesale = await api('GET', `/orders/${order.id}/wholesale`);
    expect(wholesale.status).toBe(200);
    expect(wholesale.body).toMatchObject({
      id: expect.any(Number), order_id: order.id, po_number: 'PO-4711', partner: 'BigBox Retail', group: 'G1', gift_note: 'Thank you for your order!',
      start_date: '2030-03-01', cancel_date: '2030-03-15', carrier_code: null, created_at: expect.any(String),
      store_address: { ...WHOLESALE.store_address_attributes, address_2: null, country: null, company: null, context: null, phone: null },
    });

    const line = await api('GET', `/order_items/${order.order_items[0].id}/wholesale_item`);
    expect(line.body).toEqual(order.order_items[0].wholesale_item);
    expect((await api('GET', `/order_items/${order.order_items[0].id}`)).body.wholesale_item.line_no).toBe('1');
    expect((await api('GET', `/order_items/${order.order_items[1].id}/wholesale_item`)).status).toBe(404);

    const gql = await app.gql(`{ order(id: ${order.id}) { wholesale { po_number start_date store_address { city } } order_items { wholesale_item { line_no } } } }`, {}, app.tokens.a);
    expect(gql.body.data.order).toEqual({
      wholesale: { po_number: 'PO-4711', start_date: '2030-03-01', store_address: { city: 'Dayton' } },
      order_items: [{ wholesale_item: { line_no: '1' } }, { wholesale_item: null }],
    });
    const plain = await newOrder(app, [[mug, 1]], {}, { address: false });
    expect((await api('GET', `/orders/${plain.id}/wholesale`)).status).toBe(404);
    expect((await app.gql(`{ order(id: ${plain.id}) { wholesale { id } } }`, {}, app.tokens.a)).body.data.order.wholesale).toBeNull();
  });

  it('on order update: creates it when missing, changes the given fields, null clears, the store address merges', async () => {
    const item = await newItemId(app);
    const order = await newOrder(app, [[item, 1]], {}, { address: false });
    const first = await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { po_number: 'PO-1', start_date: '2030-01-01' } });
    expect(first.status).toBe(200);
    expect((await api('GET', `/orders/${order.id}/wholesale`)).body).toMatchObject({ po_number: 'PO-1', start_date: '2030-01-01', store_address: null });
    const second = await api('PUT', `/orders/${order.id}`, app.tokens.a, {
      email: 'buyer@example.com', wholesale_attributes: { vendor: 'Acme', start_date: null, store_address_attributes: { city: 'Reno' } },
    });
    expect(second.body.email).toBe('buyer@example.com');
    await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { store_address_attributes: { zip: '89502' } } });
    const after = (await api('GET', `/orders/${order.id}/wholesale`)).body;
    expect(after).toMatchObject({ po_number: 'PO-1', vendor: 'Acme', start_date: null, store_address: { city: 'Reno', zip: '89502' } });
    expect(await app.sql('select count(*)::int as n from order_wholesales where order_id = $1', [order.id])).toEqual([{ n: 1 }]);
    const history = (await api('GET', `/orders/${order.id}/events`)).body.map((e: any) => e.description);
    expect(history).toContain('Updated wholesale_attributes');
    expect(history).toContain('Updated email, wholesale_attributes');

    // The window is checked against what is stored.
    await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { start_date: '2030-05-01' } });
    const early = await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { cancel_date: '2030-04-30' } });
    expect([early.status, early.body.errors[0].field]).toEqual([422, 'wholesale_attributes.cancel_date']);

    // null removes the order's wholesale details; another null has nothing left to remove.
    const removed = await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: null });
    expect(removed.status).toBe(200);
    expect((await api('GET', `/orders/${order.id}/wholesale`)).status).toBe(404);
    expect((await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: null })).status).toBe(200);
    expect((await api('GET', `/orders/${order.id}/events`)).body.filter((e: any) => e.description === 'Updated wholesale_attributes')).toHaveLength(4);
  });

  it('refuses bad wholesale input with 422 naming the field, before anything is written', async () => {
    const item = await newItemId(app);
    const long = 'x'.repeat(256);
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ wholesale_attributes: { po_number: long } }, 'wholesale_attributes.po_number'],
      [{ wholesale_attributes: { group: long } }, 'wholesale_attributes.group'],
      [{ wholesale_attributes: { start_date: '2030-02-30' } }, 'wholesale_attributes.start_date'],
      [{ wholesale_attributes: { cancel_date: 'next week' } }, 'wholesale_attributes.cancel_date'],
      [{ wholesale_attributes: { start_date: '2030-03-10', cancel_date: '2030-03-01' } }, 'wholesale_attributes.cancel_date'],
      [{ wholesale_attributes: { store_address_attributes: { country_iso2: 'USA' } } }, 'wholesale_attributes.store_address_attributes.country_iso2'],
      [{ wholesale_attributes: { store_address_attributes: { city: long } } }, 'wholesale_attributes.store_address_attributes.city'],
      [{ wholesale_attributes: { store_address_attributes: { planet: 'Mars' } } }, 'wholesale_attributes.store_address_attributes.planet'],
      [{ wholesale_attributes: 'PO-1' }, 'wholesale_attributes'],
    ];
    for (const [json, field] of cases) {
      const res = await api('POST', '/orders', app.tokens.a, { ...json, order_items: [{ item_id: item, quantity: 1 }] });
      expect([res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([422, expect.arrayContaining([field])]);
    }
    const lineCases: [Record<string, unknown>, string][] = [
      [{ line_no: long }, 'order_items.1.wholesale_item_attributes.line_no'],
    ];
    for (const [attrs, field] of lineCases) {
      const res = await api('POST', '/orders', app.tokens.a, {
        wholesale_attributes: { po_number: 'OK' },
        order_items: [{ item_id: item, quantity: 1, wholesale_item_attributes: { line_no: '1' } }, { item_id: item, quantity: 1, wholesale_item_attributes: attrs }],
      });
      expect([res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([422, expect.arrayContaining([field])]);
    }
    // Everything wrong is named at once.
    const several = await api('POST', '/orders', app.tokens.a, {
      wholesale_attributes: { po_number: long }, order_items: [{ item_id: item, quantity: 0, wholesale_item_attributes: { upc: long } }],
    });
    expect(several.body.errors.map((e: any) => e.field).sort()).toEqual(['order_items.0.quantity', 'order_items.0.wholesale_item_attributes.upc', 'wholesale_attributes.po_number']);
    expect(await counts()).toEqual(before);

    const order = await newOrder(app, [[item, 1]], { email: 'keep@example.com', wholesale_attributes: { po_number: 'PO-KEEP' } }, { address: false });
    const afterCreate = await counts();
    const update = await api('PUT', `/orders/${order.id}`, app.tokens.a, { email: 'changed@example.com', wholesale_attributes: { po_number: 'PO-NEW', vendor_number: long } });
    expect([update.status, update.body.errors.map((e: any) => e.field)]).toEqual([422, ['wholesale_attributes.vendor_number']]);
    expect((await api('GET', `/orders/${order.id}`)).body.email).toBe('keep@example.com');
    expect((await api('GET', `/orders/${order.id}/wholesale`)).body.po_number).toBe('PO-KEEP');
    expect(await counts()).toEqual(afterCreate);
  });

  it('wholesale_attributes over GraphQL name the field in extensions', async () => {
    const item = await newItemId(app);
    const res = await app.gql('mutation ($input: OrderCreateInput!) { order_create(input: $input) { id wholesale { po_number cancel_date } } }', {
      input: { wholesale_attributes: { po_number: 'G-PO', cancel_date: '2031-01-31' }, order_items: [{ item_id: item, quantity: 1, wholesale_item_attributes: { style: 'S1' } }] },
    }, app.tokens.a);
    expect(res.body.data.order_create.wholesale).toEqual({ po_number: 'G-PO', cancel_date: '2031-01-31' });
    const bad = await app.gql('mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }', {
      input: { wholesale_attributes: { start_date: '2031-02-01', cancel_date: '2031-01-31' }, order_items: [{ item_id: item, quantity: 1 }] },
    }, app.tokens.a);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'wholesale_attributes.cancel_date' });
  });

  it("derives the store address's country_iso2 from its country, and refuses the two naming different countries", async () => {
    const item = await newItemId(app);
    const { country_iso2: _code, ...uncoded } = WHOLESALE.store_address_attributes;
    const order = (await api('POST', '/orders', app.tokens.a, {
      wholesale_attributes: { store_address_attributes: { ...uncoded, country: 'United States' } }, order_items: [{ item_id: item, quantity: 1 }],
    })).body;
    expect((await api('GET', `/orders/${order.id}/wholesale`)).body.store_address).toMatchObject({ country: 'United States', country_iso2: 'US' });
    // The store moved abroad: its code follows the country given alone.
    await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { store_address_attributes: { country: 'Holland', zip: '1011 AB' } } });
    expect((await api('GET', `/orders/${order.id}/wholesale`)).body.store_address).toMatchObject({ country: 'Holland', country_iso2: 'NL', city: 'Dayton' });

    const conflict = await api('POST', '/orders', app.tokens.a, {
      wholesale_attributes: { store_address_attributes: { country: 'Germany', country_iso2: 'US' } }, order_items: [{ item_id: item, quantity: 1 }],
    });
    expect([conflict.status, conflict.body.errors.map((e: any) => e.field)]).toEqual([
      422, ['wholesale_attributes.store_address_attributes.country', 'wholesale_attributes.store_address_attributes.country_iso2'],
    ]);
    // Against the stored country too: a code alone that contradicts it is refused.
    const against = await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { store_address_attributes: { country_iso2: 'FR' } } });
    expect([against.status, against.body.errors.map((e: any) => e.field)]).toEqual([
      422, ['wholesale_attributes.store_address_attributes.country', 'wholesale_attributes.store_address_attributes.country_iso2'],
    ]);
  });
});

describe('wholesale items', () => {
  it('on a line added to an order, and through PUT /order_items/{id}/wholesale_item', async () => {
    const item = await newItemId(app);
    const order = await newOrder(app, [[item, 1]], { status: 35 }, { address: false });
    const added = await api('POST', `/orders/${order.id}/order_items`, app.tokens.a, { item_id: item, quantity: 3, wholesale_item_attributes: { line_no: '2', ean: '4006381333931' } });
    expect(added.status).toBe(201);
    expect(added.body.wholesale_item).toMatchObject({ order_item_id: added.body.id, line_no: '2', ean: '4006381333931' });
    const bad = await api('POST', `/orders/${order.id}/order_items`, app.tokens.a, { item_id: item, quantity: 3, wholesale_item_attributes: { upc: 'x'.repeat(300) } });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'wholesale_item_attributes.upc']);

    // A line without one gets one; a second PUT changes it.
    const lineId = order.order_items[0].id;
    const put = await api('PUT', `/order_items/${lineId}/wholesale_item`, app.tokens.a, { line_no: '1', style: 'Classic' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ order_item_id: lineId, line_no: '1', style: 'Classic' });
    const again = await api('PUT', `/order_items/${lineId}/wholesale_item`, app.tokens.a, { style: null, lot: 'L-9', order_item_id: lineId });
    expect(again.body).toMatchObject({ id: put.body.id, line_no: '1', style: null, lot: 'L-9' });
    const elsewhere = await api('PUT', `/order_items/${lineId}/wholesale_item`, app.tokens.a, { order_item_id: added.body.id });
    expect([elsewhere.status, elsewhere.body.errors[0].field]).toEqual([422, 'order_item_id']);
    const tooLong = await api('PUT', `/order_items/${lineId}/wholesale_item`, app.tokens.a, { ih_category: 'x'.repeat(256) });
    expect([tooLong.status, tooLong.body.errors[0].field]).toEqual([422, 'ih_category']);
    const unknown = await api('PUT', `/order_items/${lineId}/wholesale_item`, app.tokens.a, { colour: 'red' });
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([422, 'colour']);
    expect((await api('GET', `/order_items/${lineId}/wholesale_item`)).body).toMatchObject({ lot: 'L-9', ih_category: null });
    expect((await api('PUT', '/order_items/999999/wholesale_item', app.tokens.a, { line_no: '1' })).status).toBe(404);
  });

  it('through wholesale_item_attributes of PUT /order_items/{id}, as the original takes them: given, changed, checked, refused once shipped', async () => {
    const item = await newItemId(app);
    const order = await newOrder(app, [[item, 1], [item, 2]], { status: 35 }, { address: false });
    const [first, second] = order.order_items.map((l: any) => l.id);
    const given = await api('PUT', `/order_items/${first}`, app.tokens.a, { quantity: 4, wholesale_item_attributes: { line_no: '7', style: 'Classic' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-ignored-fields')).toBeNull();
    expect(given.body).toMatchObject({ quantity: 4, wholesale_item: { order_item_id: first, line_no: '7', style: 'Classic' } });
    const changed = await api('PATCH', `/order_items/${first}`, app.tokens.a, { wholesale_item_attributes: { style: null, lot: 'L-2' } });
    expect(changed.body.wholesale_item).toMatchObject({ id: given.body.wholesale_item.id, line_no: '7', style: null, lot: 'L-2' });
    // A bad field refuses the whole update: the line's own fields stay as they were.
    const bad = await api('PUT', `/order_items/${second}`, app.tokens.a, { quantity: 5, wholesale_item_attributes: { upc: 'x'.repeat(300) } });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'wholesale_item_attributes.upc']);
    const untouched = await api('GET', `/order_items/${second}`);
    expect([untouched.body.quantity, untouched.body.wholesale_item]).toEqual([2, null]);
    // Over GraphQL the same input.
    const gql = await app.gql(`mutation ($id: Int!) { order_item_update(id: $id, input: { wholesale_item_attributes: { ean: "4006381333931" } }) { wholesale_item { ean order_item_id } } }`, { id: second }, app.tokens.a);
    expect(gql.body.data.order_item_update.wholesale_item).toEqual({ ean: '4006381333931', order_item_id: second });
    // Once the order is closed its wholesale details stay as they are.
    expect((await api('PUT', `/orders/${order.id}/call/cancel`)).status).toBe(200);
    const closed = await api('PUT', `/order_items/${second}`, app.tokens.a, { wholesale_item_attributes: { ean: '5012345678900' } });
    expect([closed.status, closed.body.errors?.[0]?.message ?? closed.body.message]).toEqual([422, expect.stringContaining('cannot change the wholesale item')]);
    expect((await api('GET', `/order_items/${second}/wholesale_item`)).body.ean).toBe('4006381333931');
  });

  it('GET /wholesale_items lists with search, sort and paging; GET, PUT (and move), DELETE by id', async () => {
    const item = await newItemId(app);
    const lines = Array.from({ length: 4 }, (_, i) => ({ item_id: item, quantity: 1, wholesale_item_attributes: { line_no: String(i + 1), style: i % 2 ? 'odd' : 'even' } }));
    const order = await newOrder(app, [...lines, { item_id: item, quantity: 1 }], {}, { address: false });
    const ids = order.order_items.slice(0, 4).map((l: any) => l.wholesale_item.id);
    const search = encodeURIComponent(JSON.stringify({ order_item_id_in: order.order_items.map((l: any) => l.id) }));

    const page = await api('GET', `/wholesale_items?search=${search}&sort=line_no desc&per_page=3&page_total=true`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((w: any) => w.line_no)).toEqual(['4', '3', '2']);
    const odd = await api('GET', `/wholesale_items?search=${encodeURIComponent(JSON.stringify({ style_eq: 'odd', order_item_id_in: order.order_items.map((l: any) => l.id) }))}`);
    expect(odd.body.map((w: any) => w.line_no)).toEqual(['2', '4']);
    expect((await api('GET', `/wholesale_items?search=${encodeURIComponent('{"price_eq":1}')}`)).status).toBe(422);

    const one = await api('GET', `/wholesale_items/${ids[0]}`);
    expect(one.body).toMatchObject({ id: ids[0], order_item_id: order.order_items[0].id, line_no: '1' });
    const changed = await api('PUT', `/wholesale_items/${ids[0]}`, app.tokens.a, { color_description: 'Navy', line_no: '10' });
    expect(changed.body).toMatchObject({ id: ids[0], color_description: 'Navy', line_no: '10', style: 'even' });

    // It moves to a line without one; not onto a line that has one.
    const free = order.order_items[4].id;
    const moved = await api('PUT', `/wholesale_items/${ids[0]}`, app.tokens.a, { order_item_id: free });
    expect(moved.body.order_item_id).toBe(free);
    expect((await api('GET', `/order_items/${order.order_items[0].id}/wholesale_item`)).status).toBe(404);
    const taken = await api('PUT', `/wholesale_items/${ids[0]}`, app.tokens.a, { order_item_id: order.order_items[1].id });
    expect([taken.status, taken.body.errors[0].field]).toEqual([422, 'order_item_id']);
    const missing = await api('PUT', `/wholesale_items/${ids[0]}`, app.tokens.a, { order_item_id: 999999 });
    expect([missing.status, missing.body.errors[0].field]).toEqual([422, 'order_item_id']);

    expect((await api('DELETE', `/wholesale_items/${ids[1]}`)).status).toBe(204);
    expect((await api('GET', `/wholesale_items/${ids[1]}`)).status).toBe(404);
    expect((await api('DELETE', `/wholesale_items/${ids[1]}`)).status).toBe(404);

    const gql = await app.gql(`{ wholesale_items(search: ${JSON.stringify(`{"id_in":[${ids.join(',')}]}`)}, sort: "id asc") { total_count nodes { id } } wholesale_items_count(search: ${JSON.stringify(`{"id_eq":${ids[2]}}`)}) wholesale_item(id: ${ids[2]}) { line_no } }`, {}, app.tokens.a);
    expect(gql.body.data).toEqual({ wholesale_items: { total_count: 3, nodes: [{ id: ids[0] }, { id: ids[2] }, { id: ids[3] }] }, wholesale_items_count: 1, wholesale_item: { line_no: '3' } });
  });

  it('a line is removed with its wholesale item; a shipped order\'s wholesale details no longer change', async () => {
    const item = await newItemId(app);
    await putStock(app.orm, item, 5);
    const order = await newOrder(
      app,
      [{ item_id: item, quantity: 1, wholesale_item_attributes: { line_no: '1' } }, { item_id: item, quantity: 1, wholesale_item_attributes: { line_no: '2' } }],
      { wholesale_attributes: { po_number: 'PO-S' } },
    );
    expect(order.status).toBe(100);
    const [first, second] = order.order_items;
    expect((await api('DELETE', `/order_items/${second.id}`)).status).toBe(204);
    expect((await api('GET', `/wholesale_items/${second.wholesale_item.id}`)).status).toBe(404);

    expect((await api('PUT', `/simulate/orders/${order.id}/processing?status=shipped`)).status).toBe(200);
    const put = await api('PUT', `/wholesale_items/${first.wholesale_item.id}`, app.tokens.a, { line_no: '9' });
    expect(put.status).toBe(422);
    expect(put.body.message).toMatch(/Shipped \(300\)/);
    expect((await api('PUT', `/order_items/${first.id}/wholesale_item`, app.tokens.a, { line_no: '9' })).status).toBe(422);
    expect((await api('DELETE', `/wholesale_items/${first.wholesale_item.id}`)).status).toBe(422);
    expect((await api('PUT', `/orders/${order.id}`, app.tokens.a, { wholesale_attributes: { po_number: 'late' } })).status).toBe(422);
    expect((await api('GET', `/wholesale_items/${first.wholesale_item.id}`)).body.line_no).toBe('1');
    expect((await api('GET', `/orders/${order.id}/wholesale`)).body.po_number).toBe('PO-S');
  });

  it('is tenant data: another customer gets 404 and cannot move onto its lines; a read-only token cannot write', async () => {
    const item = await newItemId(app);
    const order = await newOrder(app, [{ item_id: item, quantity: 1, wholesale_item_attributes: { line_no: '1' } }], { wholesale_attributes: { po_number: 'PO-T' } }, { address: false });
    const line = order.order_items[0];
    const wid = line.wholesale_item.id;
    const bItem = await newItemId(app, {}, { token: app.tokens.b });
    const bOrder = await newOrder(app, [[bItem, 1]], {}, { token: app.tokens.b, address: false });
    const before = await counts();

    expect((await api('GET', `/orders/${order.id}/wholesale`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', `/order_items/${line.id}/wholesale_item`, app.tokens.b)).status).toBe(404);
    expect((await api('PUT', `/order_items/${line.id}/wholesale_item`, app.tokens.b, { line_no: 'b' })).status).toBe(404);
    expect((await api('GET', `/wholesale_items/${wid}`, app.tokens.b)).status).toBe(404);
    expect((await api('PUT', `/wholesale_items/${wid}`, app.tokens.b, { line_no: 'b' })).status).toBe(404);
    expect((await api('DELETE', `/wholesale_items/${wid}`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', '/wholesale_items', app.tokens.b)).body.map((w: any) => w.id)).not.toContain(wid);
    const onto = await api('PUT', `/wholesale_items/${wid}`, app.tokens.a, { order_item_id: bOrder.order_items[0].id });
    expect([onto.status, onto.body.errors[0].field]).toEqual([422, 'order_item_id']);
    // Staff see every tenant, but cannot move a wholesale item to another customer's line either.
    const staffMove = await api('PUT', `/wholesale_items/${wid}`, app.tokens.staff, { order_item_id: bOrder.order_items[0].id });
    expect([staffMove.status, staffMove.body.errors[0].field]).toEqual([422, 'order_item_id']);

    expect((await api('GET', `/wholesale_items/${wid}`, app.tokens.aRead)).status).toBe(200);
    expect((await api('PUT', `/wholesale_items/${wid}`, app.tokens.aRead, { line_no: 'r' })).status).toBe(403);
    expect((await api('PUT', `/order_items/${line.id}/wholesale_item`, app.tokens.aRead, { line_no: 'r' })).status).toBe(403);
    expect((await api('DELETE', `/wholesale_items/${wid}`, app.tokens.aRead)).status).toBe(403);
    expect((await api('PUT', `/orders/${order.id}`, app.tokens.aRead, { wholesale_attributes: { po_number: 'r' } })).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await api('GET', `/wholesale_items/${wid}`)).body).toMatchObject({ line_no: '1', order_item_id: line.id });
  });
});
