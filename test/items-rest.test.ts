import { startTestApp, type TestApp } from './support/app';
import { newItem, newItemId } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const itemCount = async () => Number((await app.sql('select count(*) from items'))[0].count);

describe('POST /items', () => {
  it('creates from query parameters, as the spec example sends them, typed', async () => {
    const res = await app.rest('POST', '/api/v2/items?sku=Q-1&title=Shirt&weight=1.25&available=false&ship_strategy=2', { token: app.tokens.a });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sku: 'Q-1', title: 'Shirt', weight: 1.25, available: false, ship_strategy: 2, customer_id: app.customers.a, quantity: 0, published_quantity: 0 });
    expect(res.body.full_description).toBe('Shirt');
  });

  it('creates from a form-encoded body with bracketed originators', async () => {
    const res = await app.rest('POST', '/api/v2/items', {
      token: app.tokens.a,
      form: 'sku=F-1&title=Form&description=Blue&originators_attributes[][original_id]=ext-1&originators_attributes[][group_id]=g1&originators_attributes[][original_id]=ext-2',
    });
    expect(res.status).toBe(201);
    expect(res.body.full_description).toBe('Form, Blue');
    const originators = await app.rest('GET', `/api/v2/items/${res.body.id}/originators?sort=id asc`, { token: app.tokens.a });
    expect(originators.body.map((o: any) => [o.original_id, o.group_id, o.originated_type, o.originated_id])).toEqual([
      ['ext-1', 'g1', 'Item', res.body.id],
      ['ext-2', null, 'Item', res.body.id],
    ]);
    const count = await app.rest('GET', `/api/v2/items/${res.body.id}/originators/count?search={"original_id_eq":"ext-2"}`, { token: app.tokens.a });
    expect(count.body).toEqual({ count: 1 });
  });

  it('returns every field of the spec Item table with its enum values', async () => {
    const res = await app.rest('POST', '/api/v2/items', {
      token: app.tokens.a,
      json: {
        sku: 'FULL-1', title: 'Full', description: 'd', weight: 2, length: 3, width: 4, height: 5, available: true, image_originator_url: 'http://img/x.png',
        vendor: 'V', scancode: 'SC-1', price: 9.99, media_mail: true, packaging: false, active: true, wholesale_cost: 4.5, is_bundle: false,
        packaging_type: 'ServiceBag', promo: true, street_date: '2026-12-01T00:00:00Z', category: 'cat', include_inbound_in_published: true,
        returnable: true, return_sku_match: 'R', return_price_restricted: false, request_serial_number: true, currency: 'USD', tariff_number: '6109',
        notify_originator_inventory: 1, nmfc_code: 'n', nmfc_class: 'c', commodity_description: 'cd', hazmat_type: 'lithium', misc: 'm', ean: '123',
        lot_control: true, expiration_period: 30, ship_strategy: 1, velocity: 3, case_quantity: 12, carton_quantity: 4, origin_country: 'DE',
        alcohol: false, shippable_container: false, goh: true, label_format: 'service_mini', replenishment_min: 1.5, replenishment_target: 3.5,
        low_inventory_threshold: 5,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ packaging_type: 'ServiceBag', hazmat_type: 'lithium', hazmat: true, origin_country: 'DE', label_format: 'service_mini', street_date: '2026-12-01T00:00:00.000Z', image_url: 'http://img/x.png', replenishment_target: 3.5 });
    for (const field of ['id', 'full_description', 'created_at', 'updated_at', 'quantity', 'name', 'image_url', 'published_quantity']) {
      expect(res.body).toHaveProperty(field);
    }
  });

  it('refuses bad input with 422 naming each field, and writes nothing', async () => {
    const before = await itemCount();
    const res = await app.rest('POST', '/api/v2/items', {
      token: app.tokens.a,
      json: { sku: 'BAD-1', weight: 'heavy', packaging_type: 'Crate', origin_country: 'XX', quantity: 5, id: 9, colour: 'red', ship_strategy: 7, case_quantity: 1.5 },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unprocessable_entity');
    const fields = Object.fromEntries(res.body.errors.map((e: any) => [e.field, e.message]));
    expect(fields).toMatchObject({
      weight: 'must be a number',
      packaging_type: expect.stringContaining('must be one of'),
      origin_country: expect.stringContaining('must be one of'),
      colour: 'is not a known field',
      case_quantity: 'must be an integer',
    });
    // What the resource has but nobody writes is not a problem on a create: it is dropped (X-Ignored-Fields).
    expect(Object.keys(fields)).not.toEqual(expect.arrayContaining(['quantity']));
    expect(Object.keys(fields)).not.toContain('id');
    const strategy = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'BAD-2', ship_strategy: 7, weight: -1, sku2: undefined } });
    expect(strategy.status).toBe(422);
    expect(strategy.body.errors.map((e: any) => e.field).sort()).toEqual(['ship_strategy', 'weight']);
    const long = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].field).toBe('sku');
    expect(await itemCount()).toBe(before);
  });

  it('refuses an item without a SKU, or with a blank, multi-line or padded one, with 422 naming sku, and writes nothing (each was a 201)', async () => {
    const before = await itemCount();
    const auth = { authorization: `Bearer ${app.tokens.a}` };
    const refusals = [
      ['no body at all', await fetch(`${app.url}/api/v2/items`, { method: 'POST', headers: { ...auth, 'content-length': '0' } }).then(async (r) => ({ status: r.status, body: await r.json() as any }))],
      ['{}', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: {} })],
      ['a title alone', await app.rest('POST', '/api/v2/items?title=Shirt', { token: app.tokens.a })],
      ['sku null', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: null, title: 'Shirt' } })],
      ['sku of spaces', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: '   ', title: 'Shirt' } })],
      ['sku of a tab and a newline', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: '\t\n' } })],
      ['sku empty, from a form', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, form: 'sku=&title=Shirt' })],
      ['sku with a tab', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'SHIRT\tS' } })],
      ['sku with a C1 control', await app.rest('POST', '/api/v2/items?sku=SHIRT%C2%85S', { token: app.tokens.a })],
      ['sku with a trailing space', await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'SHIRT-S ' } })],
    ] as const;
    for (const [what, res] of refusals) {
      expect([what, res.status, res.body.code, res.body.errors?.map((e: any) => e.field)]).toEqual([what, 422, 'unprocessable_entity', ['sku']]);
    }
    expect(refusals.map(([, res]) => res.body.errors[0].message)).toEqual([
      'is required', 'is required', 'is required', 'is required', 'must not be blank', 'must not be blank', 'must not be blank',
      'must be one line: no tabs, line breaks or other control characters', 'must be one line: no tabs, line breaks or other control characters',
      'must not begin or end with whitespace',
    ]);
    // A title is one line too; every problem of the request in one answer.
    const both = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: ' ', title: 'Shirt\nSmall', weight: -1 } });
    expect([both.status, both.body.errors.map((e: any) => e.field)]).toEqual([422, ['sku', 'title', 'weight']]);
    expect(await itemCount()).toBe(before);
    // A SKU alone makes an item; so does one with spaces inside.
    const plain = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'SHIRT S/M' } });
    expect([plain.status, plain.body.sku, plain.body.title]).toEqual([201, 'SHIRT S/M', null]);
  });

  it('takes a currency only as a 3-letter code: order lines inherit it into a 3-character column (a longer one was a 500 on ordering)', async () => {
    const bad = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'CUR-1', currency: 'dollars' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'currency', message: 'must be a 3-letter ISO 4217 code' }]);
    const item = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'CUR-2', currency: 'EUR' } });
    expect((await app.rest('PUT', `/api/v2/items/${item.body.id}`, { token: app.tokens.a, json: { currency: 'euro' } })).status).toBe(422);
    const order = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { order_items: [{ item_id: item.body.id, quantity: 1 }] } });
    expect(order.status).toBe(201);
    expect(order.body.order_items[0].currency).toBe('EUR');
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const before = await itemCount();
    const res = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, raw: { type: 'application/json', body: '{"sku": "M-1",' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', errors: [{ field: 'body', message: 'is not valid JSON' }] });
    expect(await itemCount()).toBe(before);
  });

  it('answers 415 naming Content-Type for a body it cannot read (JSON without the header, XML), and writes nothing', async () => {
    const count = async (table: string) => (await app.sql(`select count(*)::int as n from ${table}`))[0].n;
    const before = [await count('items'), await count('orders')];
    const auth = { authorization: `Bearer ${app.tokens.a}` };
    const unlabelled = await fetch(`${app.url}/api/v2/items`, { method: 'POST', headers: auth, body: Buffer.from(JSON.stringify({ sku: 'NO-TYPE' })) });
    expect(unlabelled.status).toBe(415);
    expect(await unlabelled.json()).toMatchObject({ code: 'unsupported_media_type', errors: [{ field: 'Content-Type', message: expect.stringMatching(/missing/) }] });
    const xml = await fetch(`${app.url}/api/v2/orders`, { method: 'POST', headers: { ...auth, 'content-type': 'application/xml' }, body: '<order><email>x@example.com</email></order>' });
    expect(xml.status).toBe(415);
    expect(((await xml.json()) as { message: string }).message).toBe('Content-Type is application/xml; send application/json or application/x-www-form-urlencoded');
    expect([await count('items'), await count('orders')]).toEqual(before);
    // No body at all (Content-Length: 0) is no body to read: query parameters carry the fields.
    const empty = await fetch(`${app.url}/api/v2/items?sku=EMPTY-BODY`, { method: 'POST', headers: { ...auth, 'content-length': '0' } });
    expect(empty.status).toBe(201);
  });

  it('refuses a live duplicate SKU with 409, and frees the SKU once archived', async () => {
    const first = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'DUP-1' } });
    const clash = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'DUP-1' } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].field).toBe('sku');
    // Another customer may use the same SKU.
    expect((await app.rest('POST', '/api/v2/items', { token: app.tokens.b, json: { sku: 'DUP-1' } })).status).toBe(201);
    expect((await app.rest('DELETE', `/api/v2/items/${first.body.id}`, { token: app.tokens.a })).status).toBe(204);
    const reuse = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'DUP-1' } });
    expect(reuse.status).toBe(201);
    const unarchive = await app.rest('PUT', `/api/v2/items/${first.body.id}/call/unarchive`, { token: app.tokens.a });
    expect(unarchive.status).toBe(409);
  });

  it('staff must name the customer; a customer may not create for another', async () => {
    const none = await app.rest('POST', '/api/v2/items', { token: app.tokens.staff, json: { sku: 'S-1' } });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].field).toBe('customer_id');
    const staff = await app.rest('POST', '/api/v2/items', { token: app.tokens.staff, json: { sku: 'S-1', customer_id: app.customers.b } });
    expect(staff.status).toBe(201);
    expect(staff.body.customer_id).toBe(app.customers.b);
    const header = await app.rest('POST', '/api/v2/items', { token: app.tokens.staff, json: { sku: 'S-2' }, headers: { 'x-customer-id': String(app.customers.b) } });
    expect(header.body.customer_id).toBe(app.customers.b);
    const foreign = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'S-3', customer_id: app.customers.b } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].field).toBe('customer_id');
  });
});

describe('GET/PUT/DELETE /items/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = await newItemId(app, { sku: 'RW-1', title: 'Read write' });
  });

  it('reads and updates, leaving absent fields untouched', async () => {
    const updated = await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { price: '12.50', vendor: 'Acme' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ sku: 'RW-1', title: 'Read write', price: 12.5, vendor: 'Acme' });
    const read = await app.rest('GET', `/api/v2/items/${id}?fields=id,price`, { token: app.tokens.a });
    expect(read.body).toEqual({ id, price: 12.5 });
  });

  it('an update may change the SKU but never blank it, nor put a line break in the title: 422 naming the field, nothing written', async () => {
    const stored = async () => (await app.sql('select sku, title, updated_at from items where id = $1', [id]))[0];
    const before = await stored();
    for (const [json, field] of [
      [{ sku: null }, 'sku'], [{ sku: '' }, 'sku'], [{ sku: ' \t ' }, 'sku'], [{ sku: 'RW-1\n' }, 'sku'], [{ title: 'Read\r\nwrite' }, 'title'],
    ] as const) {
      const res = await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json });
      expect([JSON.stringify(json), res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([JSON.stringify(json), 422, [field]]);
      const gql = await app.gql('mutation ($id: Int!, $input: ItemUpdateInput!) { item_update(id: $id, input: $input) { id } }', { id, input: json }, app.tokens.a);
      expect([JSON.stringify(json), gql.body.errors?.[0]?.extensions]).toEqual([JSON.stringify(json), expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
    expect(await stored()).toEqual(before);
    // The GET → PUT round trip still answers 200; the title is optional and may be cleared.
    const read = (await app.rest('GET', `/api/v2/items/${id}`, { token: app.tokens.a })).body;
    expect((await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { sku: read.sku, title: read.title } })).status).toBe(200);
    const cleared = await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { title: null } });
    expect([cleared.status, cleared.body.sku, cleared.body.title]).toEqual([200, 'RW-1', null]);
    expect((await app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { title: 'Read write' } })).status).toBe(200);
  });

  it('an item stored without a SKU before the rule still takes a round trip, and may be given one', async () => {
    const [legacy] = await app.sql("insert into items (customer_id, title, created_at, updated_at) values ($1, 'Legacy', now(), now()) returning id", [app.customers.a]);
    const read = (await app.rest('GET', `/api/v2/items/${legacy.id}`, { token: app.tokens.a })).body;
    expect(read.sku).toBeNull();
    expect((await app.rest('PUT', `/api/v2/items/${legacy.id}`, { token: app.tokens.a, json: { sku: read.sku, title: read.title, price: 2 } })).status).toBe(200);
    const named = await app.rest('PUT', `/api/v2/items/${legacy.id}`, { token: app.tokens.a, json: { sku: 'LEGACY-1' } });
    expect([named.status, named.body.sku]).toEqual([200, 'LEGACY-1']);
    expect((await app.rest('PUT', `/api/v2/items/${legacy.id}`, { token: app.tokens.a, json: { sku: null } })).status).toBe(422);
  });

  it('a foreign or missing id is 404 with no data, for every verb', async () => {
    for (const [method, path] of [['GET', `/api/v2/items/${id}`], ['PUT', `/api/v2/items/${id}`], ['DELETE', `/api/v2/items/${id}`], ['PUT', `/api/v2/items/${id}/call/archive`], ['GET', `/api/v2/items/${id}/meta_fields`], ['GET', `/api/v2/items/${id}/originators`]] as const) {
      const res = await app.rest(method, path, { token: app.tokens.b, json: method === 'PUT' ? { title: 'stolen' } : undefined });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Read write');
    }
    expect((await app.rest('GET', '/api/v2/items/999999', { token: app.tokens.a })).status).toBe(404);
    expect((await app.sql('select title, archived_at from items where id = $1', [id]))[0]).toEqual({ title: 'Read write', archived_at: null });
  });

  it('a non-integer id is 422 naming id', async () => {
    const res = await app.rest('GET', '/api/v2/items/abc', { token: app.tokens.a });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('id');
  });

  it('archives (DELETE 204, idempotent), hides from lists and counts, still fetchable, unarchives', async () => {
    const counted = async () => (await app.rest('GET', '/api/v2/items/count', { token: app.tokens.a })).body.count;
    const before = await counted();
    expect((await app.rest('DELETE', `/api/v2/items/${id}`, { token: app.tokens.a })).status).toBe(204);
    expect((await app.rest('DELETE', `/api/v2/items/${id}`, { token: app.tokens.a })).status).toBe(204);
    expect(await counted()).toBe(before - 1);
    const list = await app.rest('GET', '/api/v2/items?search={"sku_eq":"RW-1"}', { token: app.tokens.a });
    expect(list.body).toEqual([]);
    const withArchived = await app.rest('GET', '/api/v2/items?search={"sku_eq":"RW-1"}&include_archived=true', { token: app.tokens.a });
    expect(withArchived.body).toHaveLength(1);
    const direct = await app.rest('GET', `/api/v2/items/${id}`, { token: app.tokens.a });
    expect(direct.body.archived).toBe(true);
    const again = await app.rest('PUT', `/api/v2/items/${id}/call/archive`, { token: app.tokens.a });
    expect(again.status).toBe(405);
    const back = await app.rest('PUT', `/api/v2/items/${id}/call/unarchive`, { token: app.tokens.a });
    expect(back.status).toBe(200);
    expect(back.body.archived).toBe(false);
    expect(await counted()).toBe(before);
  });

  it('an unknown action is 422 naming action', async () => {
    const res = await app.rest('PUT', `/api/v2/items/${id}/call/explode`, { token: app.tokens.a });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('action');
  });

  it('lists the item actions', async () => {
    const res = await app.rest('GET', '/api/v2/items/actions', { token: app.tokens.a });
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => a.name)).toEqual(['archive', 'unarchive']);
  });
});

describe('meta fields', () => {
  it('accept declared keys only; GET shows them; null removes a key', async () => {
    const id = await newItemId(app, { sku: 'META-1' });
    const undeclared = await app.rest('PUT', `/api/v2/items/${id}/meta_fields`, { token: app.tokens.a, json: { fields: { color: 'red' } } });
    expect(undeclared.status).toBe(422);
    expect(undeclared.body.errors[0].field).toBe('meta_fields.fields.color');
    const declared = await app.gql('mutation { meta_key_create(input: { resource_type: "Item", key: "color" }) { id key } }', {}, app.tokens.a);
    expect(declared.body.data!.meta_key_create.key).toBe('color');
    expect((await app.rest('PUT', `/api/v2/items/${id}/meta_fields`, { token: app.tokens.a, json: { fields: { color: 'red' } } })).status).toBe(204);
    expect((await app.rest('GET', `/api/v2/items/${id}/meta_fields`, { token: app.tokens.a })).body).toEqual({ fields: { color: 'red' }, association_fields: {} });
    // Customer B has not declared the key, so B cannot use it on its own items either.
    const bItem = await newItem(app, { sku: 'META-B' }, { token: app.tokens.b });
    expect((await app.rest('PUT', `/api/v2/items/${bItem.id}/meta_fields`, { token: app.tokens.b, json: { fields: { color: 'red' } } })).status).toBe(422);
    await app.rest('PUT', `/api/v2/items/${id}/meta_fields`, { token: app.tokens.a, json: { fields: { color: null } } });
    expect((await app.rest('GET', `/api/v2/items/${id}/meta_fields`, { token: app.tokens.a })).body.fields).toEqual({});
    const created = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'META-2', meta_fields: { fields: { color: 'blue' } } } });
    expect((await app.rest('GET', `/api/v2/items/${created.body.id}/meta_fields`, { token: app.tokens.a })).body.fields).toEqual({ color: 'blue' });
    const bad = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'META-3', meta_fields: { fields: { size: 'L' } } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('meta_fields.fields.size');
  });
});

describe('GET /originators', () => {
  it('requires originated_type and lists only the caller’s originators', async () => {
    await newItem(app, { sku: 'ORIG-B', originators_attributes: [{ original_id: 'b-secret' }] }, { token: app.tokens.b });
    const missing = await app.rest('GET', '/api/v2/originators', { token: app.tokens.a });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].field).toBe('originated_type');
    const list = await app.rest('GET', '/api/v2/originators?originated_type=Item', { token: app.tokens.a });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toContain('b-secret');
  });
});

describe('unknown routes', () => {
  it('answer 404 in the error model', async () => {
    const res = await app.rest('GET', '/api/v2/nothing', { token: app.tokens.a });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
