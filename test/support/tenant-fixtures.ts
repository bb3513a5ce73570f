import { randomBytes } from 'node:crypto';
import { VALID_ADDRESS } from './address';
import { EVENT_KIND_NAMES } from '../../src/domain/events/catalog';
import { TEMPLATE_TYPES } from '../../src/domain/templates/types';
import type { Answer, TestApp } from './app';
import { type Receiver } from './receiver';
import { eventually } from './wait';

/**
 * One customer's resources of every kind the API addresses, each carrying the customer's marker
 * string (in a sku, name, email, url, reference or meta value), so a response that shows any of
 * them to another customer can be recognised by text alone.
 */
export interface Tenant {
  owner: 'a' | 'b';
  token: string;
  customerId: number;
  /** Distinctive text in this customer's names, skus, emails, urls and meta values. */
  marker: string;
  /** Every string that must never reach another customer: the marker, the customer's name, its webhook and shop secrets. */
  secrets: string[];
  /** This customer's id of each kind (ids.item is an item with stock, ids.parent_item a bundle, …). */
  ids: Record<string, number>;
  /** String-valued addresses (an item's scancode) by kind. */
  codes: Record<string, string>;
  /** Receiver paths of this customer's webhook subscriptions and shop sync. */
  endpoints: { subscriptions: string[]; shop: string };
}

/** Kinds every customer shares (facilities, carriers, the event catalog): reading them is not a leak. */
export const SHARED_KINDS: Record<string, string> = {
  warehouse: 'facilities are shared; a customer reads every warehouse it may ship from',
  location: "warehouse shelves are shared; stock on them is the customer's own",
  shipping_method: 'carrier services are shared reference data',
  notification_event: 'the event catalog is the same for every customer',
  template_type: 'template types are a fixed catalog every customer writes templates of',
};

/** The shared kinds' ids both customers may use: a warehouse both are assigned, one of its shelves, a carrier service, an event. */
export async function sharedIds(app: TestApp): Promise<Record<string, number>> {
  const [row] = await app.sql(
    `select cw.warehouse_id as warehouse, (select id from locations l where l.warehouse_id = cw.warehouse_id and l.role = 'pickable' order by id limit 1) as location,
       (select id from shipping_methods order by id limit 1) as shipping_method, (select id from notification_events where name = 'order.created') as notification_event
     from customer_warehouses cw where cw.customer_id = $1 and cw.warehouse_id in (select warehouse_id from customer_warehouses where customer_id = $2)
     order by cw.warehouse_id limit 1`,
    [app.customers.a, app.customers.b],
  );
  return { ...row, template_type: TEMPLATE_TYPES[0].id };
}

const ok = <T>(res: Answer<T>, what: string, status = [200, 201, 204]): Answer<T> => {
  if (!status.includes(res.status)) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

function gqlData(res: Answer<{ data?: any; errors: any[] }>, what: string): any {
  if (res.status !== 200 || res.body.errors?.length) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Creates the customer's resources through the API itself (staff where only staff may), returning their ids. */
export async function buildTenant(app: TestApp, owner: 'a' | 'b', receiver: Receiver): Promise<Tenant> {
  const token = app.tokens[owner];
  const customerId = app.customers[owner];
  const marker = `Zq${owner.toUpperCase()}${randomBytes(4).toString('hex')}`;
  const api = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token, json });
  const gql = (query: string, variables: Record<string, unknown> = {}, as = token, headers?: Record<string, string>) =>
    app.gql(query, variables, as, headers);
  const ids: Record<string, number> = { customer: customerId, shop: app.shops[owner] };
  const secrets = [marker];

  // Webhooks first, so every later change is delivered to this customer's endpoints.
  const subscriptions: string[] = [];
  for (const kind of EVENT_KIND_NAMES) {
    const path = `/${marker}/${kind}`;
    const sub = ok(await api('POST', '/notification_subscriptions', { event_name: kind, endpoint: `${receiver.url}${path}` }), 'subscription').body;
    receiver.secrets.set(path, sub.secret);
    secrets.push(sub.secret);
    subscriptions.push(path);
    ids.notification_subscription ??= sub.id;
  }
  ids.subscription = ids.notification_subscription;
  const shopPath = `/${marker}/shop-sync`;
  gqlData(await gql('mutation ($id: Int!, $url: String!) { shop_update(id: $id, input: { sync_enabled: true, sync_url: $url }) { id } }', { id: ids.shop, url: `${receiver.url}${shopPath}` }), 'shop sync');
  const [shop] = await app.sql('select sync_secret from shops where id = $1', [ids.shop]);
  receiver.secrets.set(shopPath, shop.sync_secret);
  secrets.push(shop.sync_secret);

  const metaKey = `note_${marker}`;
  for (const resource of ['Item', 'Order', 'OrderItem', 'Shipnotice', 'ShipnoticeItem', 'ConsumerReturn']) {
    gqlData(await gql('mutation ($r: String!, $k: String!) { meta_key_create(input: { resource_type: $r, key: $k }) { id } }', { r: resource, k: metaKey }), 'meta key');
  }
  const meta = { fields: { [metaKey]: `${marker} meta` } };

  const item = ok(await api('POST', '/items', {
    sku: `${marker}-ITEM`, title: `${marker} item`, request_serial_number: true,
    originators_attributes: [{ original_id: `${marker}-orig`, group_id: `${marker}-group` }],
  }), 'item').body;
  ids.item = item.id;
  ok(await api('PUT', `/items/${item.id}/meta_fields`, meta), 'item meta');
  const part = ok(await api('POST', '/items', { sku: `${marker}-PART`, title: `${marker} part` }), 'part').body;
  const kit = ok(await api('POST', '/items', { sku: `${marker}-KIT`, title: `${marker} kit` }), 'kit').body;
  ids.parent_item = kit.id;
  ids.bundle_item = ok(await api('POST', `/items/${kit.id}/bundle_items`, { item_id: part.id, quantity: 2 }), 'bundle item').body.id;
  const code = `${marker}-SCAN`;
  ids.scancode = ok(await api('POST', '/scancodes', { item_id: item.id, name: code }), 'scancode').body.id;

  const lotted = ok(await api('POST', '/items', { sku: `${marker}-LOTTED`, title: `${marker} lotted`, lot_control: true }), 'lotted item').body;
  const received = ok(await api('POST', '/shipnotices', {
    sender: `${marker} supply`, reference: `${marker}-IN`,
    shipnotice_items: [
      { item_id: item.id, quantity: 20 }, { item_id: part.id, quantity: 20 },
      { item_id: lotted.id, quantity: 5, lot_attributes: { number: `${marker}-LOT`, expires_on: '2031-06-30' } },
    ],
  }), 'received shipnotice').body;
  ok(await api('PUT', `/simulate/shipnotices/${received.id}/processing`), 'receive');
  ids.lot = (await app.sql('select id from lots where customer_id = $1', [customerId]))[0].id;
  const open = ok(await api('POST', '/shipnotices', { sender: `${marker} supply`, reference: `${marker}-OPEN`, shipnotice_items: [{ item_id: item.id, quantity: 5 }] }), 'open shipnotice').body;
  ids.shipnotice = open.id;
  ids.shipnotice_item = open.shipnotice_items[0].id;
  ok(await api('PUT', `/shipnotices/${open.id}/meta_fields`, meta), 'shipnotice meta');
  ok(await api('PUT', `/shipnotice_items/${ids.shipnotice_item}/meta_fields`, meta), 'shipnotice item meta');

  const order = ok(await api('POST', '/orders', {
    ...VALID_ADDRESS,
    purchase_order: `${marker}-ORDER`, email: `${marker}@example.com`, shipping_name: `${marker} buyer`, order_type: 'wholesale',
    customs_vat_number: `${marker}-VAT`,
    wholesale_attributes: { po_number: `${marker}-PO`, partner: `${marker} partner`, store_address_attributes: { name: `${marker} store` } },
    // Two lines: one can be separated into an order of its own (PUT /order_items/{id}/separate).
    order_items: [{ item_id: item.id, quantity: 1, wholesale_item_attributes: { line_no: '1', buyer_part_number: `${marker}-BP` } }, { item_id: part.id, quantity: 1 }],
  }), 'order').body;
  ids.order = order.id;
  ids.order_item = order.order_items[0].id;
  ids.wholesale_item = order.order_items[0].wholesale_item.id;
  ok(await api('PUT', `/orders/${order.id}/meta_fields`, meta), 'order meta');
  ok(await api('PUT', `/order_items/${ids.order_item}/meta_fields`, meta), 'order item meta');
  ids.document = ok(await api('POST', '/documents', {
    url: `https://files.example.com/${marker}-kept.pdf`, owner_type: 'Order', owner_id: order.id, keyword_list: `${marker}-tag`,
  }), 'document').body.id;
  ids.template = ok(await api('POST', '/templates', { name: `${marker} slip`, template_type_id: TEMPLATE_TYPES[0].id, content: `<p>${marker}</p>`, default: true }), 'template').body.id;
  ids.order_document = ok(await api('POST', `/orders/${order.id}/order_documents`, { url: `https://files.example.com/${marker}.pdf`, document_type: 'bill_of_lading' }), 'order document').body.id;

  const shipped = ok(await api('POST', '/orders', { ...VALID_ADDRESS, purchase_order: `${marker}-SHIPPED`, email: `${marker}@example.com`, order_items: [{ item_id: item.id, quantity: 1 }] }), 'shipped order').body;
  const shippedNow = ok(await api('PUT', `/simulate/orders/${shipped.id}/processing?status=shipped`), 'ship').body;
  ids.package = shippedNow.packages[0].id;
  const returned = ok(await api('POST', '/consumer_returns', {
    order_id: shipped.id, sender: `${marker} shopper`, reference: `${marker}-RETURN`,
    return_items: [{ item_id: item.id, quantity: 1, reason: 'did_not_fit', description: `${marker} too small` }],
  }), 'consumer return').body;
  ids.consumer_return = returned.id;
  ids.return_item = returned.return_items[0].id;
  ok(await api('PUT', `/consumer_returns/${returned.id}/meta_fields`, meta), 'consumer return meta');

  const bulk = gqlData(await gql('mutation ($r: [JSON!]!) { order_bulk_create(resources: $r) { result bulk_job_id saved_search_id } }', {
    r: [{ purchase_order: `${marker}-BULK`, email: `${marker}@example.com`, order_items: [{ item_id: item.id, quantity: 1 }] }],
  }), 'bulk').order_bulk_create[0];
  ids.order_bulk_job = bulk.bulk_job_id;
  ids.saved_search = bulk.saved_search_id;

  const asStaff = { 'x-customer-id': String(customerId) };
  const project = gqlData(await gql('mutation ($n: String!) { project_create(input: { name: $n }) { id } }', { n: `${marker} project` }, app.tokens.staff, asStaff), 'project').project_create;
  ids.project = project.id;
  gqlData(await gql('mutation ($p: Int!, $l: String!) { project_task_create(project_id: $p, input: { label: $l }) { id } }', { p: project.id, l: `${marker} task` }, app.tokens.staff, asStaff), 'project task');

  await eventually(async () => {
    const [job] = await app.sql('select status from order_bulk_jobs where id = $1', [ids.order_bulk_job]);
    return job.status === 'completed';
  }, 'the bulk create to finish');
  // Every delivery settled, so no webhook worker writes while a test compares snapshots.
  await eventually(async () => {
    const [row] = await app.sql("select count(*)::int as pending from webhook_deliveries where customer_id = $1 and status = 'pending'", [customerId]);
    return row.pending === 0;
  }, `${owner}'s webhook deliveries to settle`);
  const [delivery] = await app.sql('select id::int as id from webhook_deliveries where customer_id = $1 order by id limit 1', [customerId]);
  ids.notification_delivery = delivery.id;

  const [customer] = await app.sql('select name from customers where id = $1', [customerId]);
  secrets.push(customer.name);
  return { owner, token, customerId, marker, secrets, ids, codes: { scancode: code }, endpoints: { subscriptions, shop: shopPath } };
}
