import { startTestApp, type TestApp } from './support/app';
import { newItemId, newShipNotice, receive } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the stock ledger', () => {
  it('keeps the item counters and a transaction per change; the changes sum to the stock', async () => {
    const id = await newItemId(app, { low_inventory_threshold: 3 });
    await putStock(app.orm, id, 10);
    await putStock(app.orm, id, -8);
    await putStock(app.orm, id, 4, 'damaged');
    const [item] = await app.sql('select quantity, sellable_quantity, published_quantity from items where id = $1', [id]);
    expect(item).toEqual({ quantity: 2, sellable_quantity: 2, published_quantity: 2 });
    const ledger = await app.sql('select change, quantity, reason from item_transactions where item_id = $1 order by id', [id]);
    expect(ledger).toEqual([
      { change: 10, quantity: 10, reason: 'adjusted' },
      { change: -8, quantity: 2, reason: 'adjusted' },
      { change: 4, quantity: 6, reason: 'adjusted' },
    ]);
    const [{ sum }] = await app.sql('select sum(quantity)::int as sum from stock where item_id = $1', [id]);
    expect(sum).toBe(6);
    const crossings = await app.sql('select quantity, threshold from low_inventory_crossings where item_id = $1', [id]);
    expect(crossings).toEqual([{ quantity: 2, threshold: 3 }]);
  });

  it('refuses to take stock below zero and writes nothing', async () => {
    const id = await newItemId(app);
    await putStock(app.orm, id, 1);
    await expect(putStock(app.orm, id, -2)).rejects.toThrow(/check/);
    expect(await app.sql('select count(*)::int as n from item_transactions where item_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('refuses to take an item past 2147483647 units in all, naming the field, and writes nothing (it was a 500)', async () => {
    const id = await newItemId(app);
    await putStock(app.orm, id, 5, 'damaged');
    const [location] = await app.sql("select id from locations where role = 'pickable' order by id limit 1");
    const snapshot = () => app.sql('select (select count(*)::int from item_transactions) as t, (select coalesce(sum(quantity), 0)::int from stock where item_id = $1) as s', [id]);
    const before = await snapshot();
    const adjust = await app.gql('mutation ($input: StockAdjustInput!) { stock_adjust(input: $input) { id } }',
      { input: { item_id: id, location_id: location.id, change: 2147483647, description: 'count' } }, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
    expect(adjust.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'change' });
    expect(adjust.body.errors[0].message).toMatch(/would bring item \d+ to 2147483652 units/);
    const notice = await newShipNotice(app, [{ item_id: id, quantity: 2147483643 }]);
    const received = await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
    expect(received.status).toBe(422);
    expect(received.body.errors[0].field).toBe('shipnotice_items.0.quantity');
    expect(await snapshot()).toEqual(before);
    // Up to the limit itself is room enough.
    await receive(app, id, 2147483642);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('published and projected quantities count open inbound up to 2147483647 (two full ship notices were a 500)', async () => {
    const id = await newItemId(app, { include_inbound_in_published: true });
    for (let i = 0; i < 2; i++) {
      const notice = await app.rest('POST', '/api/v2/shipnotices', { token: app.tokens.a, json: { shipnotice_items: [{ item_id: id, quantity: 2147483647 }] } });
      expect(notice.status).toBe(201);
    }
    expect((await app.rest('GET', `/api/v2/items/${id}`, { token: app.tokens.a })).body.published_quantity).toBe(2147483647);
    const [warehouse] = (await app.rest('GET', `/api/v2/items/${id}/warehouse_quantities`, { token: app.tokens.a })).body;
    expect(warehouse).toMatchObject({ quantity: 0, sellable_quantity: 0, projected_quantity: 2147483647 });
  });

  it('items search on the stored counters', async () => {
    const id = await newItemId(app, { title: 'counted' });
    await putStock(app.orm, id, 7);
    const res = await app.rest('GET', `/api/v2/items?search=${encodeURIComponent('{"quantity_gteq":7,"title_eq":"counted"}')}`, { token: app.tokens.a });
    expect(res.body.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[id, 7]]);
  });
});

describe('item changes the inventory must agree with', () => {
  it('is_bundle cannot hide own stock or orphan components; include_inbound_in_published moves published at once', async () => {
    const stocked = await newItemId(app);
    await putStock(app.orm, stocked, 3);
    const toBundle = await app.rest('PUT', `/api/v2/items/${stocked}`, { token: app.tokens.a, json: { is_bundle: true } });
    expect([toBundle.status, toBundle.body.errors[0].field]).toEqual([422, 'is_bundle']);

    const bundle = await newItemId(app);
    await app.rest('POST', `/api/v2/items/${bundle}/bundle_items`, { token: app.tokens.a, json: { item_id: stocked, quantity: 1 } });
    const unbundle = await app.rest('PUT', `/api/v2/items/${bundle}`, { token: app.tokens.a, json: { is_bundle: false } });
    expect([unbundle.status, unbundle.body.errors[0].field]).toEqual([422, 'is_bundle']);

    const inbound = await newItemId(app);
    await newShipNotice(app, [{ item_id: inbound, quantity: 6 }]);
    expect((await app.rest('GET', `/api/v2/items/${inbound}`, { token: app.tokens.a })).body.published_quantity).toBe(0);
    const on = await app.rest('PUT', `/api/v2/items/${inbound}`, { token: app.tokens.a, json: { include_inbound_in_published: true } });
    expect(on.body.published_quantity).toBe(6);
  });

  it('an item with inventory cannot move to another customer; null flags are refused', async () => {
    const id = await newItemId(app);
    await putStock(app.orm, id, 1);
    const move = await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.staff, json: { customer_id: app.customers.b } });
    expect([move.status, move.body.errors[0].field]).toEqual([422, 'customer_id']);
    const nullFlag = await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { ship_strategy: null, available: null } });
    expect(nullFlag.status).toBe(422);
    expect(nullFlag.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['available', 'ship_strategy']);
  });
});
