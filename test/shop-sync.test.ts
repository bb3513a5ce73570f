import { startTestApp, type TestApp } from './support/app';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';
import { newItemId, newOrder, newShipNotice, receiveShipNotice, shipOrder } from './support/factories';

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({ webhooks: { retryBaseMs: 5 } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const SHOP_UPDATE = 'mutation ($id: Int!, $input: ShopUpdateInput!) { shop_update(id: $id, input: $input) { id sync_enabled sync_url sync_secret } }';

let seq = 0;
/** The sandbox flow: an item received through a ship notice, then an order from shop A shipped. Returns the ids. */
async function shipAnOrder(): Promise<{ item: number; order: number }> {
  const token = app.tokens.a;
  const item = await newItemId(app, { sku: `SY-${++seq}`, title: `Synced ${seq}` }, { token });
  await receiveShipNotice(app, (await newShipNotice(app, [{ item_id: item, quantity: 5 }], { sender: 'Acme', eta: '2030-01-01' }, token)).id, token);
  const address = { email: 'jane@example.com', shipping_name: 'Jane Doe', shipping_address_1: '1 Main St', shipping_city: 'Columbus', shipping_state: 'OH', shipping_zip: '43215', shipping_country_iso2: 'US' };
  const order = await newOrder(app, [[item, 2]], address, { token, address: false, headers: { 'X-Shop-Id': String(app.shops.a) } });
  expect(order.shop_id).toBe(app.shops.a);
  expect((await shipOrder(app, order.id, token)).status).toBe(300);
  return { item, order: order.id };
}

describe('shop sync', () => {
  it('checks the setting: a valid URL, the owner or staff only; the first sync_url brings a signing secret', async () => {
    const bad = await app.gql(SHOP_UPDATE, { id: app.shops.a, input: { sync_url: 'javascript:alert(1)' } }, app.tokens.a);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sync_url' });
    const foreign = await app.gql(SHOP_UPDATE, { id: app.shops.a, input: { sync_enabled: true } }, app.tokens.b);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const [row] = await app.sql('select sync_enabled, sync_url, sync_secret from shops where id = $1', [app.shops.a]);
    expect(row).toEqual({ sync_enabled: false, sync_url: null, sync_secret: null });

    const staff = await app.gql(SHOP_UPDATE, { id: app.shops.b, input: { sync_url: `${receiver.url}/shop-b` } }, app.tokens.staff);
    expect(staff.body.data.shop_update).toMatchObject({ sync_enabled: false, sync_url: `${receiver.url}/shop-b`, sync_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) });
  });

  it('sends nothing to a connected shop by default in the sandbox; once turned on, its fulfillment and inventory updates, signed', async () => {
    const connected = await app.gql(SHOP_UPDATE, { id: app.shops.a, input: { sync_url: `${receiver.url}/shop-a` } }, app.tokens.a);
    const { sync_secret: secret } = connected.body.data.shop_update;
    receiver.secrets.set('/shop-a', secret);
    await shipAnOrder();
    expect(await app.sql('select id from webhook_deliveries where shop_id = $1', [app.shops.a])).toEqual([]);

    const on = await app.gql(SHOP_UPDATE, { id: app.shops.a, input: { sync_enabled: true } }, app.tokens.a);
    expect(on.body.data.shop_update).toMatchObject({ sync_enabled: true, sync_secret: secret });
    const { item, order } = await shipAnOrder();
    const got = await eventually(async () => {
      const names = receiver.requests.filter((r) => r.path === '/shop-a').map((r) => r.body.event_name);
      return ['order.status_changed', 'order.shipped', 'item.inventory_changed'].every((n) => names.includes(n)) ? receiver.requests.filter((r) => r.path === '/shop-a') : undefined;
    }, 'the shop sync');
    expect(got.every((r) => r.signed)).toBe(true);
    expect(got.find((r) => r.body.event_name === 'order.shipped')!.body.order).toMatchObject({ id: order, status: 300 });
    expect(got.filter((r) => r.body.event_name === 'item.inventory_changed').map((r) => r.body.item.id)).toContain(item);
    // Only fulfillment and inventory kinds sync: not order.created or item.created.
    expect(got.map((r) => r.body.event_name).filter((n) => n.endsWith('.created'))).toEqual([]);
    const log = await app.gql(`{ notification_deliveries(shop_id: ${app.shops.a}, per_page: 50) { nodes { status shop_id } } }`, {}, app.tokens.a);
    expect(log.body.data.notification_deliveries.nodes.length).toBeGreaterThanOrEqual(3);
    const foreign = await app.gql(`{ notification_deliveries(shop_id: ${app.shops.a}) { nodes { id } } }`, {}, app.tokens.b);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
