import { MAX_LINE_QUANTITY } from '../src/domain/orders/fields';
import { VALID_ADDRESS } from './support/address';
import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder, shipOrder } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, options: { json?: unknown; form?: string; token?: string; headers?: Record<string, string> } = {}) =>
  app.rest(method, `/api/v2${path}`, { token: app.tokens.a, ...options });

const order = ({ order_items, ...fields }: Record<string, any>) => newOrder(app, order_items, fields);

const TABLES = ['orders', 'order_items', 'order_allocations', 'order_events', 'packages', 'serial_numbers', 'item_transactions', 'originators'];
/** Every row count and what stock holds, in one statement. */
const snapshot = async () =>
  (await app.sql(`select ${TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')},
    (select coalesce(sum(committed), 0)::int from stock) as committed, (select coalesce(sum(quantity), 0)::int from stock) as on_hand,
    (select string_agg(id || ':' || status || ':' || coalesce(previous_status, 0), ',' order by id) from orders) as statuses`))[0];

interface Fixtures {
  mine: number;
  empty: number;
  theirs: number;
  archived: number;
  packaging: number;
  kit: number;
  kit2: number;
  /** A bundle without components (is_bundle set on create), named by an originator too. */
  hollow: number;
  /** A bundle whose only component was taken out. */
  emptied: number;
  /** A bundle holding `mine` and `hollow`. */
  nested: number;
  processing: any;
  waiting: any;
  shipped: any;
}
let f: Fixtures;

beforeAll(async () => {
  const mine = await newItemId(app);
  const empty = await newItemId(app);
  const theirs = await newItemId(app, {}, { token: app.tokens.b });
  const archived = await newItemId(app);
  expect((await rest('DELETE', `/items/${archived}`)).status).toBe(204);
  const packaging = await newItemId(app, { packaging: true });
  const kit = await newItemId(app);
  await rest('POST', `/items/${kit}/bundle_items`, { json: { item_id: mine, quantity: 2 } });
  const kit2 = await newItemId(app);
  await rest('POST', `/items/${kit2}/bundle_items`, { json: { item_id: mine, quantity: 1 } });
  const hollow = await newItemId(app, { is_bundle: true, originators_attributes: [{ original_id: 'hollow-kit' }] });
  const emptied = await newItemId(app);
  const component = (await rest('POST', `/items/${emptied}/bundle_items`, { json: { item_id: mine, quantity: 1 } })).body.id;
  expect((await rest('DELETE', `/bundle_items/${component}`)).status).toBe(204);
  const nested = await newItemId(app);
  for (const item_id of [mine, hollow]) expect((await rest('POST', `/items/${nested}/bundle_items`, { json: { item_id, quantity: 1 } })).status).toBe(201);
  await putStock(app.orm, mine, 100);
  const processing = await order({ order_items: [{ item_id: mine, quantity: 1 }] });
  const waiting = await order({ order_items: [{ item_id: empty, quantity: 1 }] });
  const shipped = await order({ order_items: [{ item_id: mine, quantity: 1 }] });
  await shipOrder(app, shipped.id);
  expect([processing.status, waiting.status]).toEqual([100, 95]);
  f = { mine, empty, theirs, archived, packaging, kit, kit2, hollow, emptied, nested, processing, waiting, shipped };
});

describe('creating an order with bad input', () => {
  it('is a 422 naming each offending field, and writes nothing', async () => {
    const line = (fields: Record<string, unknown> = {}) => ({ item_id: f.mine, quantity: 1, ...fields });
    const cases: [Record<string, unknown>, string][] = [
      [{ package_label_reference: 'x'.repeat(36), order_items: [line()] }, 'package_label_reference'],
      [{ status: 100, order_items: [line()] }, 'status'],
      [{ status: 300, order_items: [line()] }, 'status'],
      [{ status: 'shipped', order_items: [line()] }, 'status'],
      [{ order_type: 'b2b' }, 'order_type'],
      [{ incoterm: 'XYZ' }, 'incoterm'],
      [{ skip_address_verification: true }, 'skip_address_verification'],
      [{ do_not_bill: true }, 'do_not_bill'],
      [{ carrier_account_id: 7 }, 'carrier_account_id'],
      [{ order_items: [line({ quantity: 0 })] }, 'order_items.0.quantity'],
      [{ order_items: [line(), line({ quantity: -2 })] }, 'order_items.1.quantity'],
      [{ order_items: [{ item_id: f.mine }] }, 'order_items.0.quantity'],
      [{ order_items: [line({ item_id: 999999 })] }, 'order_items.0.item_id'],
      [{ order_items: [line(), line({ item_id: f.theirs })] }, 'order_items.1.item_id'],
      [{ order_items: [line({ item_id: f.archived })] }, 'order_items.0.item_id'],
      [{ order_items: [line(), line(), line({ item_id: f.packaging })] }, 'order_items.2.item_id'],
      [{ order_items_attributes: [line({ item_id: f.theirs })] }, 'order_items_attributes.0.item_id'],
      [{ order_items: [{ quantity: 1 }] }, 'order_items.0.item_id'],
      [{ order_items: [line()], order_items_attributes: [line()] }, 'order_items'],
      [{ gift: null }, 'gift'],
      [{ order_items: [line({ promo: null })] }, 'order_items.0.promo'],
      [{ order_items: [line({ price: -1 })] }, 'order_items.0.price'],
      [{ order_items: [line({ packed: 2 })] }, 'order_items.0.packed'],
      [{ order_items: [line({ package_id: 999999 })] }, 'order_items.0.package_id'],
      [{ order_items: [line({ quantity: 99999999999 })] }, 'order_items.0.quantity'],
      [{ order_items: 'all of them' }, 'order_items.0'],
      [{ shipping_country_iso2: 'USA' }, 'shipping_country_iso2'],
      [{ email: 'x'.repeat(256) }, 'email'],
      [{ meta_data: '{not json' }, 'meta_data'],
      [{ meta_fields: { fields: { undeclared: 'x' } } }, 'meta_fields.fields.undeclared'],
      [{ shipping_method_id: 999999 }, 'shipping_method_id'],
      [{ approximate_delivery_date: '2030-02-30' }, 'approximate_delivery_date'],
      [{ due_at: 'tomorrow' }, 'due_at'],
      [{ tracking: ['x'.repeat(2001)] }, 'tracking.0'],
      [{ colour: 'red' }, 'colour'],
      [{ customer_id: 0 }, 'customer_id'],
    ];
    const before = await snapshot();
    for (const [json, field] of cases) {
      const res = await rest('POST', '/orders', { json });
      expect([JSON.stringify(json).slice(0, 80), res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([JSON.stringify(json).slice(0, 80), 422, expect.arrayContaining([field])]);
      expect(res.body).toMatchObject({ code: 'unprocessable_entity', message: expect.any(String) });
    }
    // Every problem of one request is named in one answer.
    const many = await rest('POST', '/orders', { json: { package_label_reference: 'x'.repeat(36), gift: null, order_items: [line({ quantity: 0 }), line({ item_id: f.archived })] } });
    expect(many.body.errors.map((e: any) => e.field).sort()).toEqual(['gift', 'order_items.0.quantity', 'order_items.1.item_id', 'package_label_reference']);
    expect(many.body.errors.find((e: any) => e.field === 'package_label_reference').message).toMatch(/35/);
    expect(await snapshot()).toEqual(before);
  });

  it('over GraphQL, variables the input type refuses are named by their path, all in one error, before anything runs', async () => {
    const line = { item_id: f.mine, quantity: 1 };
    const before = await snapshot();
    const res = await app.gql('mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }', {
      input: { gift: 'yes', colour: 'red', id: 5, tms_id: 'x', order_items: [line, line, { item_id: f.mine, quantity: '2' }], meta_data: '{not json' },
    }, app.tokens.a);
    expect(res.body.errors).toEqual([expect.objectContaining({
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'gift',
        errors: [
          { field: 'gift', message: 'Boolean cannot represent a non boolean value: "yes"' },
          { field: 'colour', message: 'is not a known field' },
          { field: 'id', message: 'is response-only and cannot be written' },
          // Tolerated from V2 bodies only: GraphQL callers see the schema.
          { field: 'tms_id', message: 'is not a known field' },
          { field: 'order_items.2.quantity', message: 'Int cannot represent non-integer value: "2"' },
        ],
      },
    })]);
    // Once the variables are right, the service's own rules answer in the same form.
    const json = await app.gql('mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }', { input: { order_items: [line], meta_data: '{not json' } }, app.tokens.a);
    expect(json.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'meta_data', errors: [{ field: 'meta_data', message: 'must be stringified JSON' }] });
    expect(await snapshot()).toEqual(before);
  });

  it('staff may set the staff-only fields, for a customer they name', async () => {
    const res = await rest('POST', '/orders', {
      token: app.tokens.staff, headers: { 'x-customer-id': String(app.customers.a) },
      json: { skip_address_verification: true, do_not_bill: true, carrier_account_id: 7, order_items: [{ item_id: f.mine, quantity: 1 }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customer_id: app.customers.a, skip_address_verification: true, do_not_bill: true, carrier_account_id: 7, status: 100 });
    const updated = await rest('PUT', `/orders/${res.body.id}`, { token: app.tokens.staff, json: { do_not_bill: false } });
    expect([updated.status, updated.body.do_not_bill]).toEqual([200, false]);
    const refused = await rest('PUT', `/orders/${res.body.id}`, { json: { do_not_bill: true } });
    expect([refused.status, refused.body.errors[0].field]).toEqual([422, 'do_not_bill']);
    // Staff must still say whose order it is.
    expect((await rest('POST', '/orders', { token: app.tokens.staff, json: { order_items: [{ item_id: f.mine, quantity: 1 }] } })).body.errors[0].field).toBe('customer_id');
  });

  it('status 30 and 35 are recorded and not allocated', async () => {
    const committed = async () => (await app.sql('select sum(committed)::int as c from stock where item_id = $1', [f.mine]))[0].c;
    const held = await committed();
    const quote = await order({ status: 35, order_items: [{ item_id: f.mine, quantity: 2 }] });
    const external = await order({ status: 30, order_items: [{ item_id: f.mine, quantity: 2 }] });
    expect([quote.status, quote.status_name, external.status, external.status_name]).toEqual([35, 'Quote', 30, 'Shipped Externally']);
    expect(await app.sql('select count(*)::int as n from order_allocations where order_id = any($1)', [[quote.id, external.id]])).toEqual([{ n: 0 }]);
    expect(await committed()).toBe(held);
    // Released for fulfillment, the quote is allocated like any order.
    const released = await rest('PUT', `/orders/${quote.id}/call/reallocate`);
    expect(released.body).toMatchObject({ status: 100, previous_status: 35 });
    expect(await committed()).toBe(held + 2);
    expect((await rest('PUT', `/orders/${external.id}/call/reallocate`)).status).toBe(405);
  });

  it('a JSON body, a form body and bracketed query parameters create the same order; order_items_attributes is the other name for the lines', async () => {
    const fields = `email=eq%40example.com&shipping_name=Eve+Q&gift=true&days_in_transit=3&shop_shipping_method_price=4.5&order_type=retail&incoterm=DAP`;
    const lines = (name: string) => `&${name}[][item_id]=${f.mine}&${name}[][quantity]=2&${name}[][price]=1.25&${name}[][item_id]=${f.kit}&${name}[][quantity]=1`;
    const json = await order({
      email: 'eq@example.com', shipping_name: 'Eve Q', gift: true, days_in_transit: 3, shop_shipping_method_price: 4.5, order_type: 'retail', incoterm: 'DAP',
      order_items: [{ item_id: f.mine, quantity: 2, price: 1.25 }, { item_id: f.kit, quantity: 1 }],
    });
    const form = await rest('POST', '/orders', { form: fields + lines('order_items') });
    const query = await rest('POST', `/orders?${fields}${lines('order_items')}`);
    const attributes = await rest('POST', '/orders', { form: fields + lines('order_items_attributes') });
    const shape = (o: any) => ({
      ...Object.fromEntries(['email', 'shipping_name', 'gift', 'days_in_transit', 'shop_shipping_method_price', 'order_type', 'incoterm', 'status', 'customer_id'].map((k) => [k, o[k]])),
      lines: o.order_items.map((l: any) => [l.item_id, l.quantity, l.price]),
    });
    expect(shape(json)).toEqual({
      email: 'eq@example.com', shipping_name: 'Eve Q', gift: true, days_in_transit: 3, shop_shipping_method_price: 4.5, order_type: 'retail', incoterm: 'DAP',
      status: 100, customer_id: app.customers.a, lines: [[f.mine, 2, 1.25], [f.kit, 1, null]],
    });
    for (const res of [form, query, attributes]) {
      expect(res.status).toBe(201);
      expect(shape(res.body)).toEqual(shape(json));
    }
  });
});

describe('changing orders that cannot change', () => {
  it('refuses bad updates, lines of shipped orders, and lines that are not the customer\'s, writing nothing', async () => {
    const { processing, shipped } = f;
    const pLine = processing.order_items[0].id;
    const sLine = shipped.order_items[0].id;
    const before = await snapshot();
    const cases: [string, string, Record<string, unknown>, number, RegExp | string][] = [
      ['PUT', `/orders/${processing.id}`, { package_label_reference: 'y'.repeat(36) }, 422, 'package_label_reference'],
      ['PUT', `/orders/${processing.id}`, { gift: null }, 422, 'gift'],
      ['PUT', `/orders/${processing.id}`, { status: 300 }, 422, 'status'],
      ['PUT', `/orders/${processing.id}`, { incoterm: 'ZZZ' }, 422, 'incoterm'],
      ['PUT', `/orders/${processing.id}`, { order_type: ' ' }, 422, 'order_type'],
      ['PUT', `/orders/${processing.id}`, { skip_address_verification: true }, 422, 'skip_address_verification'],
      ['PUT', `/orders/${processing.id}`, { status_name: 'Shipped' }, 422, 'status_name'],
      ['PUT', `/orders/${processing.id}`, { order_items: [] }, 422, 'order_items'],
      ['PUT', `/orders/${shipped.id}`, { email: 'late@example.com' }, 422, /Shipped \(300\)/],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.theirs, quantity: 1 }, 422, 'item_id'],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.packaging, quantity: 1 }, 422, 'item_id'],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.mine, quantity: 0 }, 422, 'quantity'],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.mine, quantity: 1, package_id: 999999 }, 422, 'package_id'],
      ['POST', `/orders/${shipped.id}/order_items`, { item_id: f.mine, quantity: 1 }, 422, /Shipped \(300\)/],
      ['PUT', `/order_items/${pLine}`, { quantity: 0 }, 422, 'quantity'],
      ['PUT', `/order_items/${pLine}`, { quantity: null }, 422, 'quantity'],
      ['PUT', `/order_items/${pLine}`, { item_id: f.empty }, 422, 'item_id'],
      ['PUT', `/order_items/${pLine}`, { packed: 5 }, 422, 'packed'],
      ['PUT', `/order_items/${pLine}`, { goh: null }, 422, 'goh'],
      ['PUT', `/order_items/${pLine}`, { package_id: 999999 }, 422, 'package_id'],
      ['PUT', `/order_items/${sLine}`, { quantity: 2 }, 422, /Shipped \(300\)/],
      ['DELETE', `/order_items/${sLine}`, {}, 422, /Shipped \(300\)/],
    ];
    for (const [method, path, json, status, expected] of cases) {
      const res = await rest(method, path, { json });
      const named = typeof expected === 'string' ? res.body.errors?.map((e: any) => e.field) : res.body.message;
      expect([method, path, json, res.status, named]).toEqual([method, path, json, status, typeof expected === 'string' ? expect.arrayContaining([expected]) : expect.stringMatching(expected)]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a permissions_limited order', () => {
  it('is not editable, lines included, but can still be processed and shipped', async () => {
    const o = await order({ permissions_limited: true, order_items: [{ item_id: f.mine, quantity: 1 }] });
    const line = o.order_items[0].id;
    const before = await snapshot();
    const edits: [string, string, Record<string, unknown>][] = [
      ['PUT', `/orders/${o.id}`, { email: 'x@example.com' }],
      ['PUT', `/orders/${o.id}`, { permissions_limited: false }],
      ['PUT', `/order_items/${line}`, { sku: 'renamed' }],
      ['PUT', `/order_items/${line}`, { quantity: 2 }],
      ['POST', `/orders/${o.id}/order_items`, { item_id: f.mine, quantity: 1 }],
      ['DELETE', `/order_items/${line}`, {}],
    ];
    for (const [method, path, json] of edits) {
      const res = await rest(method, path, { json });
      expect([method, path, json, res.status, res.body.code, res.body.message]).toEqual([method, path, json, 422, 'not_editable', expect.stringMatching(/permissions_limited/)]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await rest('GET', `/orders/${o.id}`)).body.items_updateable).toBe(false);
    expect((await rest('PUT', `/simulate/orders/${o.id}/processing?status=shipped`)).body.status).toBe(300);
  });
});

describe('actions and simulations from the wrong state', () => {
  it('are refused with a clear message and change nothing', async () => {
    const { processing, waiting, shipped } = f;
    const before = await snapshot();
    const unpause = await rest('PUT', `/orders/${processing.id}/call/unpause`);
    expect(unpause.status).toBe(405);
    expect(unpause.body).toMatchObject({ code: 'invalid_transition', message: `cannot unpause order ${processing.id}: it is Processing (100); allowed from Paused (90)` });
    const unknown = await rest('PUT', `/orders/${processing.id}/call/explode`);
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([422, 'action']);
    expect(unknown.body.message).toMatch(/cancel, pause, unpause, reallocate/);
    expect((await rest('PUT', `/orders/${shipped.id}/call/cancel`)).status).toBe(405);
    expect((await rest('PUT', `/orders/${waiting.id}/call/unpause`)).status).toBe(405);

    // Shipping, packing or batching an order that holds no stock is refused.
    const ship = await rest('PUT', `/simulate/orders/${waiting.id}/processing?status=shipped`);
    expect(ship.status).toBe(422);
    expect(ship.body.message).toMatch(/Insufficient Inventory \(95\)/);
    expect((await rest('PUT', `/simulate/orders/${waiting.id}/processing`, { json: { status: 'packed' } })).status).toBe(422);
    const release = await rest('PUT', `/simulate/orders/${waiting.id}/processing`);
    expect([release.status, release.body.code, release.body.message]).toEqual([422, 'insufficient_stock', expect.stringMatching(/not enough sellable stock/)]);
    const bogus = await rest('PUT', `/simulate/orders/${processing.id}/processing?status=teleported`);
    expect([bogus.status, bogus.body.errors[0].field]).toEqual([422, 'status']);
    expect((await rest('PUT', `/simulate/orders/${shipped.id}/processing?status=packed`)).status).toBe(422);
    expect(await snapshot()).toEqual(before);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('GET /orders/actions lists each action with the statuses it is allowed from', async () => {
    const res = await rest('GET', '/orders/actions');
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => a.name)).toEqual(['cancel', 'pause', 'unpause', 'reallocate']);
    expect(res.body.find((a: any) => a.name === 'unpause')).toMatchObject({ allowed_when: 'Paused (90)', description: expect.any(String) });
    expect(res.body.find((a: any) => a.name === 'cancel').allowed_when).toContain('Insufficient Inventory (95)');
    expect(res.body.find((a: any) => a.name === 'cancel').allowed_when).not.toContain('Shipped (300)');
    expect((await rest('GET', '/order_items/actions')).body.map((a: any) => a.name)).toEqual(['delete', 'separate']);
  });
});

describe('whatever a caller sends', () => {
  it('is never a 500, and a refused request writes nothing', async () => {
    const { processing, waiting } = f;
    const pLine = processing.order_items[0].id;
    const before = await snapshot();
    const requests: [string, string, { json?: unknown; form?: string; raw?: { body: string; type: string } }?][] = [
      ['POST', '/orders', { raw: { body: '{"order_items":', type: 'application/json' } }],
      ['POST', '/orders', { form: 'order_items[][quantity]=abc' }],
      ['POST', '/orders', { form: 'order_items[]=1&order_items[][item_id]=2' }],
      ['POST', '/orders', { form: 'order_items[][item_id]=%E0%A4%A' }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, created_at: 'yesterday' }] } }],
      ['POST', '/orders', { json: { due_at: '0000-01-01T00:00:00Z' } }],
      ['POST', '/orders', { json: { approximate_delivery_date: '0000-01-01' } }],
      ['POST', '/orders', { json: { shop_created_at: '9999-12-31T23:59:59Z', due_at: '2030-13-01' } }],
      ['POST', '/orders', { json: { shop_warehouse_ids: [1, 'two'] } }],
      ['POST', '/orders', { json: { tracking: 'one' , tracking_links: [null] } }],
      ['POST', '/orders', { raw: { body: '{"shop_shipping_method_price": 1e309}', type: 'application/json' } }],
      ['POST', '/orders', { json: { days_in_transit: -1 } }],
      ['POST', '/orders', { json: { originator_attributes: { original_id: 'x'.repeat(300) } } }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, originator_attributes: 'x' }] } }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, item_originator_id: 'nobody' }] } }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, currency: 'dollars' }] } }],
      ['POST', '/orders', { json: { shop_shipping_method_currency: 'dollars' } }],
      ['POST', '/orders', { json: { scac: 'x'.repeat(17) } }],
      ['POST', '/orders/bulk', { json: { resources: 'all' } }],
      ['PUT', `/orders/${processing.id}`, { json: { approximate_delivery_date: '0000-01-01' } }],
      ['PUT', `/orders/${processing.id}`, { json: { shipping_method_id: 'fast' } }],
      ['PUT', `/orders/${f.shipped.id}/call/cancel`, { json: { args: { reason: 'late' } } }],
      ['PUT', `/orders/${processing.id}/call/explode`, { json: { args: 'now' } }],
      ['PUT', '/orders/abc', { json: {} }],
      ['PUT', '/orders/99999999999/call/cancel', {}],
      ['PUT', `/orders/${processing.id}/meta_fields`, { json: { fields: { undeclared: 1 } } }],
      ['PUT', `/orders/${processing.id}/meta_fields`, { json: { fields: 'x' } }],
      ['POST', `/orders/${processing.id}/order_items`, { json: [] }],
      ['POST', `/orders/${processing.id}/order_items`, { json: { item_id: f.mine, quantity: 1, order_id: 'x' } }],
      ['POST', '/orders/999999/order_items', { json: { item_id: f.mine, quantity: 1 } }],
      ['PUT', `/order_items/${pLine}`, { json: { quantity: 2147483648 } }],
      ['PUT', `/order_items/${pLine}/meta_fields`, { json: { fields: { undeclared: 1 } } }],
      ['DELETE', '/order_items/999999', {}],
      ['PUT', `/simulate/orders/${waiting.id}/processing`, { json: { status: ['shipped'] } }],
      ['PUT', '/simulate/orders/999999/processing', {}],
      ['GET', '/orders/abc'],
      ['GET', '/orders/999999'],
      ['GET', `/orders?search=${encodeURIComponent('{"nothing_eq":1}')}`],
      ['GET', `/orders?search=${encodeURIComponent('{"order_items_sku_start":')}`],
      ['GET', '/orders?sort=secret asc'],
      ['GET', '/orders?per_page=0'],
      ['GET', '/orders?per_page=100000'],
      ['GET', '/orders?page=-1'],
      ['GET', '/orders?fields=id,nothing'],
      ['GET', `/orders/${processing.id}/events?sort=nothing desc`],
      ['GET', `/orders/${processing.id}/order_items?search=notjson`],
      ['GET', `/orders/count?search=${encodeURIComponent('{"status_in":"x"}')}`],
      ['GET', `/orders?search=${encodeURIComponent('{"due_at_lt":"0000-01-01"}')}`],
      ['GET', `/orders?search=${encodeURIComponent('{"email_cont":"a\u0000"}')}`],
      ['POST', '/orders', { json: { email: 'nul\u0000byte' } }],
      ['POST', '/orders', { json: { tracking: ['1Z\u0000'] } }],
      ['POST', '/orders', { json: { originator_attributes: { original_id: 'o\u0000' } } }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, sku: 'a\u0000' }] } }],
      ['POST', '/orders', { json: { order_items: [{ item_id: f.mine, quantity: 1, originator_id: 'a\u0000' }] } }],
      ['POST', `/orders/${processing.id}/order_items`, { json: { item_id: f.mine, quantity: 1, misc: '\u0000' } }],
      ['PUT', `/orders/${processing.id}`, { json: { ship_notes: '\u0000' } }],
      ['PUT', `/order_items/${pLine}`, { json: { description: '\u0000' } }],
      ['PUT', `/orders/${processing.id}/meta_fields`, { json: { fields: { '\u0000': 'x' } } }],
    ];
    for (const [method, path, options] of requests) {
      const res = await rest(method, path, options);
      const ok = res.status >= 400 && res.status < 500 && typeof res.body?.message === 'string';
      expect([method, path, JSON.stringify(options ?? {}).slice(0, 60), ok ? 'a 4xx with a message' : `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`])
        .toEqual([method, path, JSON.stringify(options ?? {}).slice(0, 60), 'a 4xx with a message']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an order shipped with an absurd return_time_limit still reads', async () => {
    const o = await order({ return_time_limit: 2147483647, order_items: [{ item_id: f.mine, quantity: 1 }] });
    const shipped = await rest('PUT', `/simulate/orders/${o.id}/processing?status=shipped`);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 300, within_return_time_limit: true });
    const read = await rest('GET', `/orders/${o.id}`);
    expect(read.status).toBe(200);
    // PostgreSQL cannot write that window as GraphQL does: the event payloads are rendered by the code, as the page is.
    const payloads = await app.sql("select kind, payload from events where resource_type = 'order' and resource_id = $1 order by id", [o.id]);
    expect(payloads.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['order.created', 'order.shipped']));
    expect(payloads.at(-1).payload).toEqual(read.body);
    const month = await order({ return_time_limit: 30, order_items: [{ item_id: f.mine, quantity: 1 }] });
    const shippedMonth = (await rest('PUT', `/simulate/orders/${month.id}/processing?status=shipped`)).body;
    expect(shippedMonth).toMatchObject({ within_return_time_limit: true });
    expect(Date.parse(shippedMonth.calculated_time_limit) - Date.parse(shippedMonth.shipped_on)).toBe(30 * 86_400_000);
  });

  it('a quantity up to the line maximum is taken as asked and waits for stock, whether the line is an item or a bundle of it', async () => {
    for (const json of [
      { order_items: [{ item_id: f.kit, quantity: MAX_LINE_QUANTITY }] },
      { order_items: [{ item_id: f.mine, quantity: MAX_LINE_QUANTITY }, { item_id: f.mine, quantity: MAX_LINE_QUANTITY }] },
    ]) {
      const res = await rest('POST', '/orders', { json });
      expect([res.status, res.body.status]).toEqual([201, 95]);
      // Cancelled, so they hold back no later order of these items.
      expect((await rest('PUT', `/orders/${res.body.id}/call/cancel`)).status).toBe(200);
    }
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('lines that could never be fulfilled', () => {
  const REST_BODY = { ...VALID_ADDRESS };

  it('a quantity above the line maximum is refused at create, line add and line update, REST and GraphQL, naming the field; nothing is written (2,147,483,647 was a 201 at 95)', async () => {
    const { processing } = f;
    const pLine = processing.order_items[0].id;
    const over = MAX_LINE_QUANTITY + 1;
    const message = `must be at most ${MAX_LINE_QUANTITY}`;
    const before = await snapshot();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/orders', { ...REST_BODY, order_items: [{ item_id: f.mine, quantity: over }] }, 'order_items.0.quantity'],
      ['POST', '/orders', { order_items: [{ item_id: f.mine, quantity: 1 }, { item_id: f.kit, quantity: 2147483647 }] }, 'order_items.1.quantity'],
      ['POST', '/orders', { order_items_attributes: [{ item_id: f.mine, quantity: over }] }, 'order_items_attributes.0.quantity'],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.mine, quantity: over }, 'quantity'],
      ['PUT', `/order_items/${pLine}`, { quantity: over }, 'quantity'],
      ['PUT', `/order_items/${pLine}`, { quantity: 2147483647 }, 'quantity'],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await rest(method, path, { json });
      expect([method, path, res.status, res.body.errors]).toEqual([method, path, 422, [{ field, message }]]);
    }
    const gql: [string, Record<string, unknown>, string][] = [
      ['mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }', { input: { order_items: [{ item_id: f.mine, quantity: over }] } }, 'order_items.0.quantity'],
      ['mutation ($id: Int!, $input: OrderItemCreateInput!) { order_item_create(order_id: $id, input: $input) { id } }', { id: processing.id, input: { item_id: f.mine, quantity: over } }, 'quantity'],
      ['mutation ($id: Int!, $input: OrderItemUpdateInput!) { order_item_update(id: $id, input: $input) { id } }', { id: pLine, input: { quantity: over } }, 'quantity'],
    ];
    for (const [query, variables, field] of gql) {
      const res = await app.gql(query, variables, app.tokens.a);
      expect([query.slice(0, 40), res.body.errors?.[0]?.extensions]).toEqual([query.slice(0, 40), expect.objectContaining({ code: 'BAD_USER_INPUT', field, errors: [{ field, message }] })]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a line of a bundle with no components, or holding a bundle that has none, is refused at create and line add, REST and GraphQL, naming the line\'s item; nothing is written (it was a 201 waiting at 95 forever)', async () => {
    const { processing } = f;
    const before = await snapshot();
    const hollowMessage = `item ${f.hollow} is a bundle with no components: it could never be allocated; add its components first`;
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/orders', { ...REST_BODY, order_items: [{ item_id: f.hollow, quantity: 1 }] }, 'order_items.0.item_id', hollowMessage],
      ['POST', '/orders', { order_items: [{ item_id: f.mine, quantity: 1 }, { item_id: f.emptied, quantity: 1 }] }, 'order_items.1.item_id', `item ${f.emptied} is a bundle with no components`],
      ['POST', '/orders', { order_items_attributes: [{ item_id: f.nested, quantity: 1 }] }, 'order_items_attributes.0.item_id', `item ${f.nested} is a bundle holding bundle ${f.hollow}, which has no components`],
      ['POST', '/orders', { order_items: [{ item_originator_id: 'hollow-kit', quantity: 1 }] }, 'order_items.0.item_originator_id', hollowMessage],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.hollow, quantity: 1 }, 'item_id', hollowMessage],
      ['POST', `/orders/${processing.id}/order_items`, { item_id: f.nested, quantity: 1 }, 'item_id', `item ${f.nested} is a bundle holding bundle ${f.hollow}`],
    ];
    for (const [method, path, json, field, message] of cases) {
      const res = await rest(method, path, { json });
      expect([method, path, res.status, res.body.errors]).toEqual([method, path, 422, [{ field, message: expect.stringContaining(message) }]]);
    }
    // Every problem of the request in one answer.
    const many = await rest('POST', '/orders', { json: { order_items: [{ item_id: f.hollow, quantity: 1 }, { item_id: f.mine, quantity: 0 }, { item_id: f.nested, quantity: MAX_LINE_QUANTITY + 1 }] } });
    expect(many.body.errors.map((e: any) => e.field)).toEqual(['order_items.0.item_id', 'order_items.1.quantity', 'order_items.2.quantity', 'order_items.2.item_id']);
    const created = await app.gql('mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }', { input: { order_items: [{ item_id: f.hollow, quantity: 1 }] } }, app.tokens.a);
    expect(created.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'order_items.0.item_id' });
    const added = await app.gql('mutation ($id: Int!, $input: OrderItemCreateInput!) { order_item_create(order_id: $id, input: $input) { id } }', { id: processing.id, input: { item_id: f.nested, quantity: 1 } }, app.tokens.a);
    expect(added.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'item_id' });
    expect(await snapshot()).toEqual(before);
    // A bundle that can be made is ordered as before.
    expect((await rest('POST', '/orders', { json: { order_items: [{ item_id: f.kit, quantity: 1 }] } })).status).toBe(201);
  });

  it('checks every line\'s bundle in one statement, whatever the number of lines, and none for an order without bundles', async () => {
    const kits = [f.kit, f.kit2];
    const create = (lines: unknown[]) => rest('POST', '/orders', { json: { order_items: lines } });
    await create([{ item_id: f.mine, quantity: 1 }]); // warm
    const plain = await app.countStatements(async () => expect((await create([{ item_id: f.mine, quantity: 1 }])).status).toBe(201));
    const oneKit = await app.countStatements(async () => expect((await create([{ item_id: f.mine, quantity: 1 }, { item_id: kits[0], quantity: 1 }])).status).toBe(201));
    const twoKits = await app.countStatements(async () => expect((await create([{ item_id: f.mine, quantity: 1 }, ...kits.map((item_id) => ({ item_id, quantity: 1 }))])).status).toBe(201));
    expect([oneKit - plain, twoKits - oneKit]).toEqual([1, 0]);
  });
});
describe('a body that is not an object', () => {
  it('is a 400 naming the body, and creates nothing', async () => {
    const before = await app.sql('select count(*)::int as n from orders');
    const res = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, raw: { body: '[1,2]', type: 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field ?? res.body.message).toMatch(/body/);
    expect(await app.sql('select count(*)::int as n from orders')).toEqual(before);
  });
});
