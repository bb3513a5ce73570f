import { startTestApp, type TestApp } from './support/app';
import { newItemId, newShipNotice } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, token = app.tokens.a) => app.rest('GET', `/api/v2${path}`, { token });
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);

describe('the inbound flow over REST', () => {
  it('create items, announce them, simulate receiving, read quantities, locations, lots and the ledger', async () => {
    const plain = await newItemId(app);
    const lotted = await newItemId(app, { lot_control: true });
    const created = await app.rest('POST', '/api/v2/shipnotices', {
      token: app.tokens.a,
      json: {
        sender: 'Acme Supply', eta: '2030-01-15', reference: 'PO-77',
        shipnotice_items: [
          { item_id: plain, quantity: 12, purchase_order_number: 'PO-77' },
          { item_id: lotted, quantity: 5, lot_attributes: { number: 'L-1', expires_on: '2031-06-30' } },
        ],
      },
    });
    expect(created.status).toBe(201);
    const notice = created.body;
    const [firstWarehouse] = await app.sql('select warehouse_id from customer_warehouses where customer_id = $1 order by created_at, warehouse_id limit 1', [app.customers.a]);
    expect(notice).toMatchObject({
      customer_id: app.customers.a, warehouse_id: firstWarehouse.warehouse_id, status: 100, status_name: 'Awaiting Arrival', sender: 'Acme Supply',
      shipnotice_item_count: 2, shipnotice_item_sku_count: 2, shipnotice_item_quantity: 17, purchase_order_numbers: ['PO-77'],
      eta: '2030-01-15T00:00:00.000Z', warehouse: { id: firstWarehouse.warehouse_id, name: 'Columbus' }, customer: { id: app.customers.a },
    });
    expect(notice.shipnotice_items[1]).toMatchObject({ item_id: lotted, quantity: 5, quantity_good: 0, lot_number: 'L-1', lot_expires_on: '2031-06-30', lot: null, item_lot_control: true, location_role: 'pickable', warehouse_id: firstWarehouse.warehouse_id });

    // Announced stock is projected, not on hand.
    const before = await get(`/items/${plain}/warehouse_quantities`);
    expect(before.body).toEqual([expect.objectContaining({ id: firstWarehouse.warehouse_id, quantity: 0, sellable_quantity: 0, projected_quantity: 12 })]);

    const received = await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 300, status_name: 'Completed', partially_arrived: false, received_by: 'Sandbox simulation' });
    expect(received.body.completed_at).toBeTruthy();
    expect(received.body.shipnotice_items.map((l: any) => [l.quantity_good, l.quantity_damaged])).toEqual([[12, 0], [5, 0]]);
    expect(received.body.shipnotice_items[1].lot).toMatchObject({ number: 'L-1', expires_on: '2031-06-30' });

    expect((await get(`/items/${plain}`)).body).toMatchObject({ quantity: 12, published_quantity: 12 });
    const quantities = await get(`/items/${lotted}/warehouse_quantities`);
    expect(quantities.body).toEqual([expect.objectContaining({ name: 'Columbus', quantity: 5, sellable_quantity: 5, projected_quantity: 5 })]);

    const locations = await get(`/items/${lotted}/locations_with_transfer_count`);
    expect(locations.body).toEqual([
      expect.objectContaining({ role: 'pickable', name: 'A-01-01', humanize_shelf_name: 'Aisle A, Shelf 01, Bin 01', quantity: 5, uncommitted: 5, in_progress_transfers: 0, warehouse_name: 'Columbus', lot_number: 'L-1' }),
    ]);
    expect(locations.body[0].lot_expires_on).toMatch(/^2031-06-30/);
    expect((await get(`/items/${lotted}/locations_with_transfer_count?role=damaged`)).body).toEqual([]);
    expect((await get(`/items/${lotted}/locations_with_transfer_count?name=zzz`)).body).toEqual([]);

    const ledger = await get(`/items/${plain}/transactions?page_total=true`);
    expect(ledger.headers.get('x-total-count')).toBe('1');
    expect(ledger.body).toEqual([
      expect.objectContaining({ item_id: plain, shipnotice_id: notice.id, change: 12, quantity: 12, reason: 'received', description: `Received 12 from ship notice #${notice.id} into A-01-01` }),
    ]);
    expect((await get(`/items/${plain}/transactions/count`)).body).toEqual({ count: 1 });
    const csv = await get(`/items/${plain}/transactions/export`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,created_at,reason,change,quantity,description,order_id,shipnotice_id,warehouse_id,location_id,lot_id');
    expect(csv.body.split('\r\n')[1]).toContain(`,received,12,12,Received 12 from ship notice #${notice.id} into A-01-01,,${notice.id},`);
    const asJson = await app.rest('GET', `/api/v2/items/${plain}/transactions/export`, { token: app.tokens.a, headers: { accept: 'application/json' } });
    expect(asJson.body.result).toBe(csv.body);

    // Receiving twice is refused and counts nothing twice.
    const again = await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/already received/);
    expect((await get(`/items/${plain}`)).body.quantity).toBe(12);
    const [sums] = await app.sql('select (select sum(change) from item_transactions where item_id = $1)::int as ledger, (select sum(quantity) from stock where item_id = $1)::int as stock', [plain]);
    expect(sums).toEqual({ ledger: 12, stock: 12 });
  });

  it('accepts lines as bracketed query parameters and as shipnotice_items_attributes in a form', async () => {
    const id = await newItemId(app);
    const query = await app.rest('POST', `/api/v2/shipnotices?sender=Q&eta=2030-02-01&shipnotice_items[][item_id]=${id}&shipnotice_items[][quantity]=3`, { token: app.tokens.a });
    expect(query.status).toBe(201);
    expect(query.body.shipnotice_items).toEqual([expect.objectContaining({ item_id: id, quantity: 3 })]);
    const form = await app.rest('POST', '/api/v2/shipnotices', {
      token: app.tokens.a,
      form: `sender=F&shipnotice_items_attributes[][item_id]=${id}&shipnotice_items_attributes[][quantity]=4&shipnotice_items_attributes[][item_id]=${id}&shipnotice_items_attributes[][quantity]=1`,
    });
    expect(form.status).toBe(201);
    expect(form.body.shipnotice_items.map((l: any) => l.quantity)).toEqual([4, 1]);
  });

  it('names an item by its originator id', async () => {
    const item = await newItemId(app, { sku: 'ORIG-1', originators_attributes: [{ original_id: 'shop-77' }] });
    const notice = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.a, json: { shipnotice_items: [{ item_originator_id: 'shop-77', quantity: 2 }] } });
    expect(notice.status).toBe(201);
    expect(notice.body.shipnotice_items[0].item_id).toBe(item);
  });
});

describe('bad input changes nothing', () => {
  it('refuses bad quantities, foreign, archived and bundle items, unknown warehouses, staff fields, both line names', async () => {
    const mine = await newItemId(app);
    const theirs = await newItemId(app, {}, { token: app.tokens.b });
    const archived = await newItemId(app);
    await app.rest('DELETE', `/api/v2/items/${archived}`, { token: app.tokens.a });
    const before = { notices: await count('shipnotices'), lines: await count('shipnotice_items') };
    const cases: [Record<string, unknown>, string][] = [
      [{ shipnotice_items: [{ item_id: mine, quantity: 0 }] }, 'shipnotice_items.0.quantity'],
      [{ shipnotice_items: [{ item_id: mine, quantity: 1 }, { item_id: mine, quantity: -4 }] }, 'shipnotice_items.1.quantity'],
      [{ shipnotice_items: [{ item_id: theirs, quantity: 1 }] }, 'shipnotice_items.0.item_id'],
      [{ shipnotice_items: [{ item_id: archived, quantity: 1 }] }, 'shipnotice_items.0.item_id'],
      [{ shipnotice_items: [{ quantity: 1 }] }, 'shipnotice_items.0.item_id'],
      [{ shipnotice_items_attributes: [{ item_id: mine, quantity: 1, lot_attributes: { number: '' } }] }, 'shipnotice_items_attributes.0.lot_attributes.number'],
      [{ warehouse_id: 999999, shipnotice_items: [{ item_id: mine, quantity: 1 }] }, 'warehouse_id'],
      [{ notes_by_service: 'x' }, 'notes_by_service'],
      [{ skip_images: null }, 'skip_images'],
      [{ meta_data: '{not json' }, 'meta_data'],
      [{ shipping_method_id: 999999 }, 'shipping_method_id'],
      [{ shipnotice_items: [], shipnotice_items_attributes: [] }, 'shipnotice_items'],
      [{ shipnotice_items: [{ item_id: mine, quantity: 1, location_role: 'backstock' }] }, 'shipnotice_items.0.location_role'],
      [{ eta: 'next tuesday' }, 'eta'],
    ];
    for (const [json, field] of cases) {
      const res = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.a, json });
      expect([res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([422, expect.arrayContaining([field])]);
    }
    expect({ notices: await count('shipnotices'), lines: await count('shipnotice_items') }).toEqual(before);
  });

  it('refuses a lot that expired after it was announced on receipt, and writes nothing', async () => {
    const id = await newItemId(app, { lot_control: true });
    const notice = await newShipNotice(app, [{ item_id: id, quantity: 3, lot_attributes: { number: 'OLD', expires_on: '2030-01-01' } }]);
    // Announced while good; the notice sat until the lot had expired (an expired lot is refused at create).
    await app.sql("update shipnotice_items set lot_expires_on = '2020-01-01' where shipnotice_id = $1", [notice.id]);
    const res = await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'shipnotice_items.0.lot_expires_on' });
    expect(await app.sql('select count(*)::int as n from stock where item_id = $1', [id])).toEqual([{ n: 0 }]);
    expect(await app.sql('select status from shipnotices where id = $1', [notice.id])).toEqual([{ status: 100 }]);
  });
});

describe('lines and state', () => {
  it('adds, changes and removes lines while awaiting; refuses once completed', async () => {
    const a = await newItemId(app);
    const b = await newItemId(app);
    const notice = await newShipNotice(app, [{ item_id: a, quantity: 2 }], { sender: 'S' });
    const added = await app.rest('POST', `/api/v2/shipnotices/${notice.id}/shipnotice_items`, { token: app.tokens.a, json: { item_id: b, quantity: 6, purchase_order_number: 'P1' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ item_id: b, quantity: 6, shipnotice_id: notice.id, item: { id: b, sku: expect.any(String) }, item_sku: expect.any(String) });
    expect((await get(`/shipnotices/${notice.id}/shipnotice_items/count`)).body).toEqual({ count: 2 });
    expect((await get(`/items/${b}/shipnotice_items`)).body.map((l: any) => l.id)).toEqual([added.body.id]);
    expect((await get(`/items/${b}/shipnotice_items/count`)).body).toEqual({ count: 1 });
    const changed = await app.rest('PUT', `/api/v2/shipnotice_items/${added.body.id}`, { token: app.tokens.a, json: { quantity: 7 } });
    expect(changed.body.quantity).toBe(7);
    expect((await app.rest('PUT', `/api/v2/shipnotice_items/${added.body.id}`, { token: app.tokens.a, json: { quantity: 0 } })).status).toBe(422);
    expect((await app.rest('DELETE', `/api/v2/shipnotice_items/${added.body.id}`, { token: app.tokens.a })).status).toBe(204);
    expect((await get(`/shipnotice_items/${added.body.id}`)).status).toBe(404);
    const search = await get(`/shipnotices?search=${encodeURIComponent(JSON.stringify({ shipnotice_items_item_id_eq: a }))}`);
    expect(search.body.map((n: any) => n.id)).toEqual([notice.id]);

    await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
    const late = await app.rest('POST', `/api/v2/shipnotices/${notice.id}/shipnotice_items`, { token: app.tokens.a, json: { item_id: b, quantity: 1 } });
    expect(late.status).toBe(422);
    expect((await app.rest('DELETE', `/api/v2/shipnotices/${notice.id}`, { token: app.tokens.a })).status).toBe(422);
    expect((await app.rest('PUT', `/api/v2/shipnotices/${notice.id}`, { token: app.tokens.a, json: { sender: 'late' } })).status).toBe(422);
  });

  it('updates the header, deletes an awaiting notice, and lists actions', async () => {
    const id = await newItemId(app, { include_inbound_in_published: true });
    const notice = await newShipNotice(app, [{ item_id: id, quantity: 9 }]);
    // Inbound counts in published when the item asks for it, and leaves it when the notice goes.
    expect((await get(`/items/${id}`)).body).toMatchObject({ quantity: 0, published_quantity: 9 });
    const updated = await app.rest('PUT', `/api/v2/shipnotices/${notice.id}`, { token: app.tokens.a, json: { tracking: '1Z', total_boxes: 3 } });
    expect(updated.body).toMatchObject({ tracking: '1Z', total_boxes: 3 });
    expect((await app.rest('DELETE', `/api/v2/shipnotices/${notice.id}`, { token: app.tokens.a })).status).toBe(204);
    expect((await get(`/shipnotices/${notice.id}`)).status).toBe(404);
    expect((await get(`/items/${id}`)).body.published_quantity).toBe(0);
    expect((await get('/shipnotices/actions')).body.map((a: any) => a.name)).toEqual(['receive', 'delete']);
    expect((await get('/shipnotice_items/actions')).body.map((a: any) => a.name)).toEqual(['delete']);
  });

  it('deleting a notice removes its own originators and no other record\'s', async () => {
    const item = await newItemId(app);
    // Notices and lines are numbered apart: make the next notice's line share its id with the notice after it.
    const [{ next }] = await app.sql(`select greatest((select max(id) from shipnotices), (select max(id) from shipnotice_items), 0) + 10 as next`);
    await app.sql(`select setval(pg_get_serial_sequence('shipnotices', 'id'), $1), setval(pg_get_serial_sequence('shipnotice_items', 'id'), $2)`, [Number(next) - 1, Number(next)]);
    const create = (name: string) => app.rest('POST', '/api/v2/shipnotices', {
      token: app.tokens.a,
      json: { originator_attributes: { original_id: `${name}-notice` }, shipnotice_items: [{ item_id: item, quantity: 1, originator_attributes: { original_id: `${name}-line` } }] },
    });
    const first = (await create('first')).body;
    const second = (await create('second')).body;
    expect(first.shipnotice_items[0].id).toBe(second.id);
    expect((await app.rest('DELETE', `/api/v2/shipnotices/${first.id}`, { token: app.tokens.a })).status).toBe(204);
    const originators = await app.sql(`select original_id from originators where original_id in ('first-notice', 'first-line', 'second-notice', 'second-line') order by original_id`);
    expect(originators.map((o: any) => o.original_id)).toEqual(['second-line', 'second-notice']);
    expect((await get(`/shipnotices/${second.id}`)).body.originator).toMatchObject({ original_id: 'second-notice' });
  });

  it('bulk creates each resource on its own', async () => {
    const id = await newItemId(app);
    const before = await count('shipnotices');
    const res = await app.rest('POST', '/api/v2/shipnotices/bulk', {
      token: app.tokens.a,
      json: { resources: [{ sender: 'one', shipnotice_items: [{ item_id: id, quantity: 1 }] }, { shipnotice_items: [{ item_id: id, quantity: 0 }] }, { total_boxes: 'many' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body[0].result).toMatch(/^resources\.0 created shipnotice \d+$/);
    expect(res.body[1].result).toMatch(/resources\.1 refused: .*quantity must be greater than 0/);
    expect(res.body[2].result).toMatch(/resources\.2 refused: total_boxes/);
    expect(await count('shipnotices')).toBe(before + 1);
  });

  it('keeps meta fields on declared keys for notices and lines', async () => {
    await app.gql('mutation { a: meta_key_create(input: { resource_type: "Shipnotice", key: "dock" }) { id } b: meta_key_create(input: { resource_type: "ShipnoticeItem", key: "pallet" }) { id } }', {}, app.tokens.a);
    const id = await newItemId(app);
    const notice = (await app.rest('POST', '/api/v2/shipnotices', {
      token: app.tokens.a, json: { meta_fields: { fields: { dock: '4' } }, shipnotice_items: [{ item_id: id, quantity: 1, meta_fields: { fields: { pallet: 'P9' } } }] },
    })).body;
    expect((await get(`/shipnotices/${notice.id}/meta_fields`)).body).toEqual({ fields: { dock: '4' }, association_fields: {} });
    const lineId = notice.shipnotice_items[0].id;
    expect((await get(`/shipnotice_items/${lineId}/meta_fields`)).body.fields).toEqual({ pallet: 'P9' });
    expect((await app.rest('PUT', `/api/v2/shipnotice_items/${lineId}/meta_fields`, { token: app.tokens.a, json: { fields: { undeclared: 1 } } })).status).toBe(422);
    expect((await app.rest('PUT', `/api/v2/shipnotices/${notice.id}/meta_fields`, { token: app.tokens.a, json: { fields: { dock: null } } })).status).toBe(204);
    expect((await get(`/shipnotices/${notice.id}/meta_fields`)).body.fields).toEqual({});
  });
});

describe('orders waiting for a ship notice', () => {
  /** Orders are written in SQL here: the count reads whatever orders exist, however they were made. */
  async function order(customerId: number, status: number, itemIds: number[]): Promise<number> {
    const [row] = await app.sql('insert into orders (customer_id, status) values ($1, $2) returning id', [customerId, status]);
    for (const itemId of itemIds) {
      await app.sql('insert into order_items (order_id, customer_id, item_id, quantity) values ($1, $2, $3, 1)', [row.id, customerId, itemId]);
    }
    return row.id;
  }

  it('counts the customer’s Insufficient Inventory orders holding its items or bundles of them', async () => {
    const a = await newItemId(app);
    const b = await newItemId(app);
    const other = await newItemId(app);
    const kit = await newItemId(app);
    await app.rest('POST', `/api/v2/items/${kit}/bundle_items`, { token: app.tokens.a, json: { item_id: a, quantity: 2 } });
    const notice = await newShipNotice(app, [{ item_id: a, quantity: 5 }, { item_id: b, quantity: 5 }]);
    await order(app.customers.a, 95, [a]);
    await order(app.customers.a, 95, [b, other]);
    await order(app.customers.a, 95, [kit]);
    await order(app.customers.a, 95, [other]);
    await order(app.customers.a, 100, [a]);
    expect((await get(`/shipnotices/${notice.id}/orders_waiting`)).body).toEqual({ count: 3 });
    expect((await get(`/shipnotices/${notice.id}/orders_waiting`, app.tokens.b)).status).toBe(404);
  });
});

describe('receiving over GraphQL', () => {
  const RECEIVE = `mutation ($id: Int!, $input: ShipnoticeReceiveInput) { shipnotice_receive(id: $id, input: $input) {
    status status_name partially_arrived shipnotice_items { id quantity_good quantity_damaged } } }`;

  it('staff receive good and damaged units into their roles; customers may not receive', async () => {
    const id = await newItemId(app);
    const created = await app.gql(`mutation ($input: ShipnoticeCreateInput!) { shipnotice_create(input: $input) { id shipnotice_items { id } } }`, {
      input: { sender: 'G', shipnotice_items: [{ item_id: id, quantity: 10 }] },
    }, app.tokens.a);
    const notice = created.body.data.shipnotice_create;
    const line = notice.shipnotice_items[0].id;
    const denied = await app.gql(RECEIVE, { id: notice.id }, app.tokens.a);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const longName = await app.gql(RECEIVE, { id: notice.id, input: { lines: [], received_by: 'x'.repeat(256) } }, app.tokens.staff);
    expect(longName.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'received_by' });
    const over = await app.gql(RECEIVE, { id: notice.id, input: { lines: [{ shipnotice_item_id: line, quantity_good: 9, quantity_damaged: 2 }] } }, app.tokens.staff);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity_good' });

    const partial = await app.gql(RECEIVE, { id: notice.id, input: { finalize: false, lines: [{ shipnotice_item_id: line, quantity_good: 6, quantity_damaged: 1 }] } }, app.tokens.staff);
    expect(partial.body.data.shipnotice_receive).toMatchObject({ status: 200, status_name: 'Processing', shipnotice_items: [{ quantity_good: 6, quantity_damaged: 1 }] });
    const rest = await app.gql(RECEIVE, { id: notice.id, input: { lines: [{ shipnotice_item_id: line, quantity_good: 2 }] } }, app.tokens.staff);
    expect(rest.body.data.shipnotice_receive).toMatchObject({ status: 300, partially_arrived: true, shipnotice_items: [{ quantity_good: 8, quantity_damaged: 1 }] });

    const item = await app.gql(`{ item(id: ${id}) { quantity published_quantity transactions_count
      warehouse_quantities { name quantity sellable_quantity projected_quantity }
      damaged: locations(role: damaged) { nodes { name quantity } }
      transactions(sort: "id asc") { nodes { change quantity reason } } } }`, {}, app.tokens.a);
    expect(item.body.data.item).toEqual({
      quantity: 8, published_quantity: 8, transactions_count: 3,
      warehouse_quantities: [{ name: 'Columbus', quantity: 8, sellable_quantity: 8, projected_quantity: 8 }],
      damaged: { nodes: [{ name: 'DMG-01', quantity: 1 }] },
      transactions: { nodes: [{ change: 6, quantity: 6, reason: 'received' }, { change: 1, quantity: 7, reason: 'received_damaged' }, { change: 2, quantity: 9, reason: 'received' }] },
    });
  });

  it('two receipts at once: one wins, the other is refused, stock counted once', async () => {
    const id = await newItemId(app);
    const notice = await newShipNotice(app, [{ item_id: id, quantity: 4 }]);
    const results = await Promise.all([1, 2, 3].map(() => app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await app.sql('select sum(quantity)::int as q from stock where item_id = $1', [id])).toEqual([{ q: 4 }]);
    expect(await app.sql('select count(*)::int as n from item_transactions where item_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('staff adjust stock with a ledger entry; a customer may not', async () => {
    const id = await newItemId(app);
    const [location] = await app.sql("select id from locations where role = 'backstock' order by id limit 1");
    const ADJUST = `mutation ($input: StockAdjustInput!) { stock_adjust(input: $input) { quantity } }`;
    const input = { item_id: id, location_id: location.id, change: 5, description: 'cycle count' };
    expect((await app.gql(ADJUST, { input }, app.tokens.a)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await app.gql(ADJUST, { input }, app.tokens.staff)).body.data.stock_adjust.quantity).toBe(5);
    const tooMuch = await app.gql(ADJUST, { input: { ...input, change: -6 } }, app.tokens.staff);
    expect(tooMuch.body.errors[0].extensions).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'change' });
    expect((await app.gql(ADJUST, { input: { ...input, change: 0 } }, app.tokens.staff)).body.errors[0].extensions.field).toBe('change');
    expect((await app.gql(ADJUST, { input: { ...input, change: -2 } }, app.tokens.staff)).body.data.stock_adjust.quantity).toBe(3);
  });
});

describe('warehouses', () => {
  it('lists the warehouses a customer is onboarded into, with locations and the customer’s own stock', async () => {
    const list = await get('/warehouses?sort=name asc');
    expect(list.body.map((w: any) => w.name)).toEqual(['Columbus', 'Leicester', 'Reno']);
    expect(list.body[0]).toMatchObject({ slug: 'columbus', timezone_raw: 'America/New_York', shipping_country_iso2: 'US', active: true, warehouse_features: expect.any(Array) });
    const one = await get(`/warehouses/${list.body[0].id}`);
    expect(one.body.name).toBe('Columbus');
    const gql = await app.gql(`{ warehouse(id: ${list.body[0].id}) { locations(role: damaged) { nodes { name role humanize_shelf_name } } stock(per_page: 250) { nodes { item_id quantity } } } }`, {}, app.tokens.b);
    expect(gql.body.data.warehouse.locations.nodes).toEqual([{ name: 'DMG-01', role: 'damaged', humanize_shelf_name: 'DMG-01' }]);
    expect(gql.body.data.warehouse.stock.nodes).toEqual([]);
    const mine = await app.gql(`{ warehouse(id: ${list.body[0].id}) { stock(per_page: 250) { nodes { item_id } } } }`, {}, app.tokens.a);
    expect(mine.body.data.warehouse.stock.nodes.length).toBeGreaterThan(0);
    expect((await get('/warehouses/999999')).status).toBe(404);
  });

  it('lists the active shipping methods to every caller, and ship notices name one', async () => {
    await app.sql("update shipping_methods set active = false where name = 'Postal First Class'");
    const methods = await get('/shipping_methods?page_total=true');
    expect(methods.body.map((m: any) => m.name)).toEqual(['CarrierA Ground', 'CarrierA Next Day Air', 'CarrierB International Priority']);
    expect(methods.headers.get('x-total-count')).toBe('3');
    expect((await get('/shipping_methods?include_inactive=true', app.tokens.b)).body).toHaveLength(4);
    const ground = methods.body[0];
    expect(ground).toMatchObject({ carrier: 'CarrierA', service: 'Ground', scac: 'CARA', trackable: true, origins: ['US'] });
    expect((await get(`/shipping_methods/${ground.id}`, app.tokens.b)).body.name).toBe('CarrierA Ground');
    const notice = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.a, json: { shipping_method_id: ground.id, tracking: '1Z9', shipnotice_items: [{ item_id: await newItemId(app), quantity: 1 }] } });
    expect(notice.body.shipping_method).toMatchObject({ id: ground.id, name: 'CarrierA Ground' });
  });
});

describe('tenancy', () => {
  it('another customer sees none of it, and a read-only token writes none of it', async () => {
    const id = await newItemId(app);
    const notice = await newShipNotice(app, [{ item_id: id, quantity: 2 }]);
    const line = notice.shipnotice_items[0].id;
    for (const path of [
      `/shipnotices/${notice.id}`, `/shipnotices/${notice.id}/shipnotice_items`, `/shipnotices/${notice.id}/meta_fields`, `/shipnotice_items/${line}`,
      `/items/${id}/warehouse_quantities`, `/items/${id}/transactions`, `/items/${id}/transactions/export`, `/items/${id}/locations_with_transfer_count`,
      `/items/${id}/shipnotice_items`,
    ]) {
      expect([path, (await get(path, app.tokens.b)).status]).toEqual([path, 404]);
    }
    expect((await get('/shipnotices', app.tokens.b)).body.map((n: any) => n.id)).not.toContain(notice.id);
    expect((await get(`/shipnotices/${notice.id}/shipnotice_items/count`, app.tokens.b)).status).toBe(404);
    expect((await get('/shipnotice_items/count', app.tokens.b)).body.count).toBe(Number((await app.sql('select count(*) from shipnotice_items where customer_id = $1', [app.customers.b]))[0].count));
    for (const [method, path] of [['PUT', `/shipnotices/${notice.id}`], ['DELETE', `/shipnotices/${notice.id}`], ['PUT', `/shipnotice_items/${line}`], ['DELETE', `/shipnotice_items/${line}`], ['PUT', `/simulate/shipnotices/${notice.id}/processing`]]) {
      expect([path, (await app.rest(method, `/api/v2${path}`, { token: app.tokens.b, json: {} })).status]).toEqual([path, 404]);
      expect([path, (await app.rest(method, `/api/v2${path}`, { token: app.tokens.aRead, json: {} })).status]).toEqual([path, 403]);
    }
    expect((await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.aRead, json: {} })).status).toBe(403);
    expect((await app.sql('select status from shipnotices where id = $1', [notice.id]))[0].status).toBe(100);
  });

  it('staff act for a customer with X-Customer-Id and must name one to create', async () => {
    const id = await newItemId(app);
    const none = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.staff, json: { shipnotice_items: [{ item_id: id, quantity: 1 }] } });
    expect(none.body.errors[0].field).toBe('customer_id');
    const forA = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.staff, headers: { 'x-customer-id': String(app.customers.a) }, json: { notes_by_service: 'dock 2', shipnotice_items: [{ item_id: id, quantity: 1 }] } });
    expect(forA.status).toBe(201);
    expect(forA.body).toMatchObject({ customer_id: app.customers.a, notes_by_service: 'dock 2' });
    const wrong = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.staff, headers: { 'x-customer-id': String(app.customers.b) }, json: { shipnotice_items: [{ item_id: id, quantity: 1 }] } });
    expect(wrong.body.errors[0].field).toBe('shipnotice_items.0.item_id');
  });
});

describe('the sandbox', () => {
  it('makes a demo ship notice of the caller’s items, and a copy of another', async () => {
    await newItemId(app, { lot_control: true });
    const demo = await app.rest('POST', '/api/v2/simulate/shipnotices/create', { token: app.tokens.a });
    expect(demo.status).toBe(201);
    expect(demo.body).toMatchObject({ customer_id: app.customers.a, status: 100, sender: 'Demo Supplier Co.' });
    expect(demo.body.shipnotice_items.length).toBeGreaterThan(0);
    const copy = await app.rest('POST', '/api/v2/simulate/shipnotices/create', { token: app.tokens.a, json: { shipnotice_id: demo.body.id } });
    expect(copy.body.shipnotice_items.map((l: any) => [l.item_id, l.quantity])).toEqual(demo.body.shipnotice_items.map((l: any) => [l.item_id, l.quantity]));
    const received = await app.rest('PUT', `/api/v2/simulate/shipnotices/${copy.body.id}/processing`, { token: app.tokens.a, json: { randomize_receiving: true } });
    expect(received.status).toBe(200);
    for (const line of received.body.shipnotice_items) {
      expect(line.quantity_good + line.quantity_damaged).toBeLessThanOrEqual(line.quantity);
      expect(line.quantity_good).toBeGreaterThan(0);
    }
    // The lot-controlled demo line was received into a lot.
    expect(received.body.shipnotice_items.some((l: any) => l.lot?.number)).toBe(true);
  });

  it('a new customer is onboarded into the warehouses, and without items is told to create one', async () => {
    const invited = await app.gql('mutation { customer_invite(input: { name: "Fresh" }) { client_id client_secret } }', {}, app.tokens.staff);
    const token = await app.token(invited.body.data.customer_invite.client_id, invited.body.data.customer_invite.client_secret);
    expect((await get('/warehouses', token)).body).toHaveLength(3);
    const res = await app.rest('POST', '/api/v2/simulate/shipnotices/create', { token, json: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/create an item first/);
  });
});
