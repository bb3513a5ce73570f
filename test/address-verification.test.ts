import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { startReceiver } from './support/receiver';
import { eventually } from './support/wait';
import { newItemId } from './support/factories';

/** An order whose address fails verification is held in Processing, over REST, GraphQL and the sandbox. */
let app: TestApp;
let item: number;
beforeAll(async () => {
  app = await startTestApp();
  item = await newItemId(app, { sku: 'ADDR-1', title: 'Addressed' }, { stock: 100 });
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown, token = app.tokens.a, headers?: Record<string, string>) =>
  app.rest(method, `/api/v2${path}`, { token, json, headers });
const newOrder = async (fields: Record<string, unknown>) => {
  const res = await rest('POST', '/orders', { ...fields, order_items: [{ item_id: item, quantity: 1 }] });
  expect(res.status).toBe(201);
  return res.body;
};
const simulate = (id: number, status: string) => rest('PUT', `/simulate/orders/${id}/processing?status=${status}`);

describe('address verification', () => {
  it('sets address_verified and address_message on create', async () => {
    const good = await newOrder(VALID_ADDRESS);
    expect(good).toMatchObject({ status: 100, address_verified: true, address_message: null });
    const bad = await newOrder({ ...VALID_ADDRESS, email: 'jane@', shipping_country_iso2: 'ZZ' });
    expect(bad).toMatchObject({ status: 100, address_verified: false });
    expect(bad.address_message).toBe('shipping_country_iso2 "ZZ" is not an ISO 3166-1 alpha-2 country code; email "jane@" is not a valid address');
    const none = await newOrder({});
    expect(none.address_message).toMatch(/^a recipient is required.*shipping_address_1, shipping_city, shipping_country_iso2 are required$/);
  });

  it("a held order's answer and event payloads are what GET answers, the address_message the code writes included", async () => {
    const bad = await newOrder({ ...VALID_ADDRESS, email: 'jane@', shipping_country_iso2: 'ZZ' });
    const read = (await rest('GET', `/orders/${bad.id}`)).body;
    expect(read.address_message).toMatch(/not a valid address/);
    expect(bad).toEqual(read);
    // The outbox insert writes the payloads itself, and the code finishes what PostgreSQL leaves it.
    const events = await app.sql("select kind, payload from events where resource_type = 'order' and resource_id = $1 order by id", [bad.id]);
    expect(events.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['order.created', 'order.attention']));
    for (const e of events) expect([e.kind, e.payload]).toEqual([e.kind, read]);
  });

  it('holds an unverified order in Processing: the sandbox cannot batch, pack or ship it, over REST or GraphQL', async () => {
    const order = await newOrder({ shipping_name: 'No Street', shipping_country_iso2: 'US' });
    for (const status of ['batched', 'packed', 'shipped']) {
      const res = await simulate(order.id, status);
      expect([status, res.status, res.body.code]).toEqual([status, 422, 'address_unverified']);
      expect(res.body.message).toMatch(/is held: its address is not verified \(shipping_address_1, shipping_city, shipping_zip, shipping_state are required for US\)/);
    }
    const gql = await app.gql('mutation ($id: Int!) { simulate_order_processing(order_id: $id, status: shipped) { id status } }', { id: order.id }, app.tokens.a);
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'ADDRESS_UNVERIFIED' } });
    const after = (await rest('GET', `/orders/${order.id}`)).body;
    expect(after).toMatchObject({ status: 100, tracking: [] });
    expect(Number((await app.sql('select sum(quantity)::int as n from order_allocations where order_id = $1', [order.id]))[0].n)).toBe(1);
  });

  it('verifies again on update: a fixed address releases the order', async () => {
    const order = await newOrder({ ...VALID_ADDRESS, shipping_zip: 'nope' });
    expect(order.address_verified).toBe(false);
    expect((await simulate(order.id, 'shipped')).status).toBe(422);
    const fixed = await rest('PUT', `/orders/${order.id}`, { shipping_zip: '43215' });
    expect(fixed.body).toMatchObject({ address_verified: true, address_message: null });
    const shipped = await simulate(order.id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe(300);
    // And breaking it again unverifies it.
    const other = await newOrder(VALID_ADDRESS);
    const broken = await rest('PUT', `/orders/${other.id}`, { email: 'two@@example.com' });
    expect(broken.body).toMatchObject({ address_verified: false, address_message: 'email "two@@example.com" is not a valid address' });
  });

  it('lets staff skip verification (the customer may not), and the skipped order ships', async () => {
    const order = await newOrder({ shipping_country_iso2: 'ZZ' });
    expect((await rest('PUT', `/orders/${order.id}`, { skip_address_verification: true })).status).toBe(422);
    const skipped = await rest('PUT', `/orders/${order.id}`, { skip_address_verification: true }, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ address_verified: false, skip_address_verification: true });
    expect(skipped.body.address_message).toMatch(/^address verification skipped: .*"ZZ"/);
    expect((await simulate(order.id, 'shipped')).body.status).toBe(300);
  });

  it('the sandbox demo order carries a verified address and ships', async () => {
    const demo = await rest('POST', '/simulate/orders/create', {});
    expect(demo.body).toMatchObject({ address_verified: true });
    expect((await simulate(demo.body.id, 'shipped')).body.status).toBe(300);
  });

  it('refuses a package_label_reference carriers cannot print (422 naming it)', async () => {
    const res = await rest('POST', '/orders', { ...VALID_ADDRESS, package_label_reference: 'r\u00e9f', order_items: [{ item_id: item, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'package_label_reference', message: 'must be printable ASCII characters (it is printed on carrier labels)' }]);
  });
});

/** Issue 28: V2 callers send the country one way or the other; held orders are found and announced. */
describe('the country from either field', () => {
  const { shipping_country_iso2: _code, ...uncoded } = VALID_ADDRESS;

  it('an order with only shipping_country "United States" is verified, coded US, and ships in the sandbox', async () => {
    const order = await newOrder(uncoded);
    expect(order).toMatchObject({ shipping_country: 'United States', shipping_country_iso2: 'US', address_verified: true, address_message: null });
    const shipped = await simulate(order.id, 'shipped');
    expect([shipped.status, shipped.body.status]).toEqual([200, 300]);
  });

  it('takes alpha-3 codes and aliases (USA, UK, Holland), and follows the country an update gives alone', async () => {
    expect((await newOrder({ ...uncoded, shipping_country: 'usa' })).shipping_country_iso2).toBe('US');
    const london = await newOrder({ ...uncoded, shipping_country: 'UK', shipping_state: null, shipping_zip: 'SW1A 1AA', shipping_phone: '+44 20 7946 0958' });
    expect(london).toMatchObject({ shipping_country_iso2: 'GB', address_verified: true });
    const moved = await rest('PUT', `/orders/${london.id}`, { shipping_country: 'Holland', shipping_zip: '1011 AB' });
    expect(moved.body).toMatchObject({ shipping_country_iso2: 'NL', address_verified: true });
    // A country named no way known here clears the old code rather than ship under it, and says why it holds.
    const lost = await rest('PUT', `/orders/${london.id}`, { shipping_country: 'Narnia' });
    expect(lost.body).toMatchObject({ shipping_country_iso2: null, address_verified: false });
    expect(lost.body.address_message).toBe('shipping_country "Narnia" names no country known here: give shipping_country_iso2');
  });

  it('refuses the two naming different countries: 422 naming both fields, over REST and GraphQL, on create and update', async () => {
    const res = await rest('POST', '/orders', { ...VALID_ADDRESS, shipping_country: 'Germany', shipping_country_iso2: 'US', order_items: [{ item_id: item, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'shipping_country', message: '"Germany" is DE, but shipping_country_iso2 is "US": give one of them, or both naming the same country' },
      { field: 'shipping_country_iso2', message: '"US" is not the country of shipping_country "Germany" (DE): give one of them, or both naming the same country' },
    ]);
    const order = await newOrder(VALID_ADDRESS);
    const update = await rest('PUT', `/orders/${order.id}`, { shipping_country_iso2: 'CA' });
    expect([update.status, update.body.errors.map((e: any) => e.field)]).toEqual([422, ['shipping_country', 'shipping_country_iso2']]);
    const gql = await app.gql('mutation ($id: Int!) { order_update(id: $id, input: { shipping_country: "France", shipping_country_iso2: "US" }) { id } }', { id: order.id }, app.tokens.a);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'shipping_country' });
    expect((await rest('GET', `/orders/${order.id}`)).body).toMatchObject({ shipping_country: 'United States', shipping_country_iso2: 'US' });
  });

  it('an order stored held before the code was derived ships, and gets its code on the way', async () => {
    const order = await newOrder(VALID_ADDRESS);
    await app.sql('update orders set shipping_country_iso2 = null, address_verified = false where id = $1', [order.id]);
    const shipped = await simulate(order.id, 'shipped');
    expect([shipped.status, shipped.body.status, shipped.body.shipping_country_iso2]).toEqual([200, 300, 'US']);
  });
});

describe('held orders are findable', () => {
  const held = () => newOrder({ ...VALID_ADDRESS, shipping_zip: 'nope' });
  const ids = (orders: { id: number }[]) => orders.map((o) => o.id);

  it('address_verified is searchable over REST and GraphQL', async () => {
    const [bad, good, skipped] = [await held(), await newOrder(VALID_ADDRESS), await held()];
    await rest('PUT', `/orders/${skipped.id}`, { skip_address_verification: true }, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
    const within = { id_in: [bad.id, good.id, skipped.id] };
    const search = (terms: object) => rest('GET', `/orders?search=${encodeURIComponent(JSON.stringify({ ...within, ...terms }))}&sort=id asc`);
    expect(ids((await search({ address_verified_eq: false })).body)).toEqual([bad.id, skipped.id]);
    expect(ids((await search({ address_verified_eq: false, skip_address_verification_eq: false })).body)).toEqual([bad.id]);
    expect(ids((await search({ address_verified_true: 1 })).body)).toEqual([good.id]);
    const gql = await app.gql('query ($search: String) { orders(search: $search, sort: "id asc") { nodes { id address_verified address_message } } }',
      { search: JSON.stringify({ ...within, address_verified_eq: false }) }, app.tokens.a);
    expect(gql.body.data.orders.nodes).toEqual([
      { id: bad.id, address_verified: false, address_message: 'shipping_zip "nope" is not a postal code of US' },
      { id: skipped.id, address_verified: false, address_message: 'address verification skipped: shipping_zip "nope" is not a postal code of US' },
    ]);
    const count = await app.gql('query ($search: String) { orders_count(search: $search) }', { search: JSON.stringify({ ...within, address_verified_eq: false }) }, app.tokens.a);
    expect(count.body.data.orders_count).toBe(2);
  });

  it('order.attention is emitted when an order is created held or updated into a hold (or another reason), with the reason', async () => {
    const attention = async (orderId: number) =>
      (await app.sql("select details from events where kind = 'order.attention' and resource_id = $1 order by id", [orderId])).map((e: any) => e.details);
    const bad = await held();
    expect(await attention(bad.id)).toEqual([{ reason: 'address_unverified', address_message: 'shipping_zip "nope" is not a postal code of US' }]);
    // Fixed: nothing to announce. Broken again: announced again, with the new reason.
    await rest('PUT', `/orders/${bad.id}`, { shipping_zip: '43215' });
    await rest('PUT', `/orders/${bad.id}`, { email: 'two@@example.com' });
    // Changed without touching why it is held: nothing new.
    await rest('PUT', `/orders/${bad.id}`, { purchase_order: 'PO-9' });
    await rest('PUT', `/orders/${bad.id}`, { email: 'three@@example.com' });
    expect(await attention(bad.id)).toEqual([
      { reason: 'address_unverified', address_message: 'shipping_zip "nope" is not a postal code of US' },
      { reason: 'address_unverified', address_message: 'email "two@@example.com" is not a valid address' },
      { reason: 'address_unverified', address_message: 'email "three@@example.com" is not a valid address' },
    ]);
    const good = await newOrder(VALID_ADDRESS);
    const recorded = await rest('POST', '/orders', { status: 30, order_items: [{ item_id: item, quantity: 1 }] });
    expect(await attention(good.id)).toEqual([]);
    expect(await attention(recorded.body.id)).toEqual([]);
    // The catalog lists it, so webhooks may subscribe to it.
    const catalog = await rest('GET', `/notification_events?search=${encodeURIComponent('{"name_eq":"order.attention"}')}`);
    expect(catalog.body).toEqual([expect.objectContaining({ name: 'order.attention', resource_type: 'order', humanized_name: 'Order attention' })]);
  });

  it('order.attention reaches a webhook subscriber, with the order as the V2 API shows it', async () => {
    const receiver = await startReceiver();
    try {
      const sub = await rest('POST', '/notification_subscriptions', { event_name: 'order.attention', endpoint: `${receiver.url}/attention` });
      expect(sub.status).toBe(201);
      receiver.secrets.set('/attention', sub.body.secret);
      const bad = await held();
      const delivery = await eventually(async () => receiver.requests.find((r) => r.path === '/attention' && r.body.order?.id === bad.id), 'an order.attention delivery');
      expect(delivery.signed).toBe(true);
      expect(delivery.body).toMatchObject({ event_name: 'order.attention', order: { id: bad.id, address_verified: false } });
    } finally {
      await receiver.close();
    }
  });
});
