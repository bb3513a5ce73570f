import { startTestApp, type TestApp } from './support/app';
import { changedTables, databaseDigest } from './support/fuzz';
import { newItemId, newOrder, newShipNotice } from './support/factories';

/** Text PostgreSQL cannot store (a NUL character, a lone surrogate) anywhere in any operation's arguments is a 422 naming the field. */
let app: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  ids.item = await newItemId(app, { sku: 'NUL-1', title: 'Plain' });
  const order = await newOrder(app, [[ids.item, 1]], {}, { address: false });
  ids.order = order.id;
  ids.line = order.order_items[0].id;
  ids.shipnotice = (await newShipNotice(app, [{ item_id: ids.item, quantity: 1 }])).id;
});
afterAll(() => app.close());

it.each([
  ['POST', '/items', { sku: 'a\u0000b' }, 'sku'],
  ['POST', '/items', { sku: 'NUL-2', originators_attributes: [{ original_id: 'o\u0000' }] }, 'originators_attributes.0.original_id'],
  ['PUT', '/items/:item', { title: '\u0000' }, 'title'],
  ['PUT', '/items/:item/meta_fields', { fields: { 'k\u0000': 1 } }, 'fields.k\u0000'],
  ['POST', '/shipnotices', { sender: 'a\u0000', shipnotice_items: [{ item_id: 0, quantity: 1 }] }, 'sender'],
  ['POST', '/shipnotices/bulk', { resources: [{ shipnotice_items: [{ item_id: 0, quantity: 1, purchase_order_number: '\u0000' }] }] }, 'resources.0.shipnotice_items.0.purchase_order_number'],
  ['PUT', '/shipnotices/:shipnotice', { tracking: '1Z\u0000' }, 'tracking'],
  ['POST', '/scancodes', { item_id: 0, name: 'x\u0000' }, 'name'],
  ['PUT', '/order_items/:line/wholesale_item', { upc: '\u0000' }, 'upc'],
  ['POST', '/orders/:order/order_documents', { url: 'https://example.com/a.pdf', document_type: '\u0000' }, 'document_type'],
  ['POST', '/orders', { email: 'nul\u0000byte' }, 'email'],
  ['PUT', '/orders/:order/call/cancel', { args: { reason: '\u0000' } }, 'args.reason'],
])('%s %s %j', async (method, path, json, field) => {
  const before = await databaseDigest(app);
  const res = await app.rest(method, `/api/v2${path.replace(/:(\w+)/, (_, k: string) => String(ids[k]))}`, { token: app.tokens.a, json });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ field, message: 'must not contain NUL characters' }]);
  expect(changedTables(before, await databaseDigest(app))).toEqual([]);
});

it.each([
  ['PUT', '/items/:item/meta_fields', { fields: { k: '\uD800' } }, 'fields.k'],
  ['POST', '/items', { sku: 'LONE-1', title: 'half a \uDC00 character' }, 'title'],
])('a lone surrogate: %s %s %j', async (method, path, json, field) => {
  const before = await databaseDigest(app);
  const res = await app.rest(method, `/api/v2${path.replace(/:(\w+)/, (_, k: string) => String(ids[k]))}`, { token: app.tokens.a, json });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ field, message: 'must be well-formed Unicode (it holds a lone surrogate)' }]);
  expect(changedTables(before, await databaseDigest(app))).toEqual([]);
});

it('takes a paired surrogate (an emoji) as the character it is', async () => {
  const res = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'EMOJI-1', title: 'Truck 🚚' } });
  expect(res.status).toBe(201);
  expect(res.body.title).toBe('Truck 🚚');
});

it('names the variable path over GraphQL, on reads too', async () => {
  const write = await app.gql('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', { input: { sku: 'NUL-3', vendor: 'v\u0000' } }, app.tokens.a);
  expect(write.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'vendor' });
  const read = await app.gql('query ($t: String!) { originators(originated_type: $t) { total_count } }', { t: 'Item\u0000' }, app.tokens.a);
  expect(read.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'originated_type' });
});

describe('text in lists is stored exactly as sent (an array literal quotes every element)', () => {
  const awkward = ['1Z, 2', ' ', '', 'NULL', 'a"b', '{x}', 'back\\slash', ' padded '];

  it('an order keeps its tracking numbers and links as given (" " was a 500, "NULL" became a null, " padded " lost its spaces)', async () => {
    const res = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { tracking: awkward, tracking_links: awkward.slice(0, 3), order_items: [{ item_id: ids.item, quantity: 1 }] } });
    expect(res.status).toBe(201);
    expect(res.body.tracking).toEqual(awkward);
    const read = await app.rest('GET', `/api/v2/orders/${res.body.id}`, { token: app.tokens.a });
    expect([read.body.tracking, read.body.tracking_links]).toEqual([awkward, awkward.slice(0, 3)]);
  });
});
