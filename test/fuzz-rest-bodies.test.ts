import fc from 'fast-check';
import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { changedTables, databaseDigest, expectNoServerError, fuzzParameters, fuzzTimeout, mutate, mutation, type Mutation } from './support/fuzz';
import { ledgerMismatches } from './support/ledger';
import { startReceiver, type Receiver } from './support/receiver';

/**
 * Property: valid V2 bodies of the write routes, bent out of shape (fields dropped, values of the
 * wrong type, int32 overflow, negative or duplicate lines, long text, unknown fields), sent to an
 * id of the caller's, another customer's or no id at all, never earn a 5xx; a refusal (4xx)
 * changes no row of any table (stock, ledger and event outbox included); a success leaves the
 * ledger balanced.
 */

let app: TestApp;
/** Webhooks go to an endpoint that takes them: a failing one would count failures on its subscription on its own schedule. */
let receiver: Receiver;
const hook = () => `${receiver.url}/hook`;
let seq = 0;
let requests = 0;
let refusals = 0;

/** Ids of the resources the runs work on; successful creates add theirs, so later runs reach fresh ones. */
const pool: Record<string, number[]> = { item: [], kit: [], bundle_item: [], order: [], order_item: [], shipnotice: [], shipnotice_item: [], subscription: [], consumer_return: [], document: [], template: [] };
/** Customer B's ids: for A they must read as missing. */
const foreign: Record<string, number> = {};

interface Case {
  method: 'POST' | 'PUT' | 'DELETE';
  /** `:kind` placeholders name the pool an id comes from. */
  path: string;
  body?: () => unknown;
}

/** Items the bodies name: stocked in setup and never a path's target, so no run archives them. */
const stocked: number[] = [];
const item = () => stocked[seq % stocked.length];
/** A shipped order of 50 units of stocked[2]: returns are made against it. */
let shippedOrder = 0;
const CASES: Case[] = [
  { method: 'POST', path: '/items', body: () => ({ sku: `FB-${++seq}`, title: 'Fuzzed', price: 9.5, weight: 1, originators_attributes: [{ original_id: `o-${seq}` }], meta_fields: { fields: { color: 'red' } } }) },
  { method: 'PUT', path: '/items/:item', body: () => ({ title: 'Renamed', price: 3, vendor: 'V', low_inventory_threshold: 2, street_date: '2030-01-01T00:00:00Z' }) },
  { method: 'PUT', path: '/items/:item/call/archive', body: () => ({}) },
  { method: 'PUT', path: '/items/:item/call/unarchive', body: () => ({ args: {} }) },
  { method: 'PUT', path: '/items/:item/meta_fields', body: () => ({ fields: { color: 'blue' } }) },
  { method: 'DELETE', path: '/items/:item' },
  { method: 'POST', path: '/items/:kit/bundle_items', body: () => ({ item_id: item(), quantity: 2 }) },
  { method: 'PUT', path: '/bundle_items/:bundle_item', body: () => ({ quantity: 3, max_per_package: 1 }) },
  { method: 'DELETE', path: '/bundle_items/:bundle_item' },
  { method: 'POST', path: '/scancodes', body: () => ({ item_id: item(), name: `SC-${++seq}`, primary: true }) },
  {
    method: 'POST', path: '/orders',
    body: () => ({
      ...VALID_ADDRESS,
      order_items: [{ item_id: item(), quantity: 1, price: 5 }, { item_id: stocked[0], quantity: 2 }], meta_fields: { fields: {} },
    }),
  },
  { method: 'PUT', path: '/orders/:order', body: () => ({ shipping_name: 'Joe', ship_notes: 'fragile', due_at: '2030-01-01T00:00:00Z', require_signature: true }) },
  { method: 'PUT', path: '/orders/:order', body: () => ({ customs_info_attributes: { signer: 'S', eu_vat_number: 'DE1', importer_of_record_id: 3, eori_number: 'E', send_electonic_trade_docs: true } }) },
  { method: 'PUT', path: '/orders/:order/call/cancel', body: () => ({}) },
  { method: 'PUT', path: '/orders/:order/call/pause', body: () => ({}) },
  { method: 'PUT', path: '/orders/:order/call/unpause', body: () => ({}) },
  { method: 'PUT', path: '/orders/:order/call/reallocate', body: () => ({ args: { reason: 'retry' } }) },
  { method: 'POST', path: '/orders/:order/order_items', body: () => ({ item_id: item(), quantity: 1 }) },
  { method: 'PUT', path: '/order_items/:order_item', body: () => ({ quantity: 2, price: 1.25 }) },
  { method: 'DELETE', path: '/order_items/:order_item' },
  { method: 'PUT', path: '/order_items/:order_item/wholesale_item', body: () => ({ line_no: '1', upc: '0123' }) },
  { method: 'POST', path: '/orders/:order/order_documents', body: () => ({ url: 'https://example.com/packing.pdf', document_type: 'packing_slip' }) },
  { method: 'PUT', path: '/simulate/orders/:order/processing', body: () => ({ status: 'shipped' }) },
  {
    method: 'POST', path: '/shipnotices',
    body: () => ({ sender: 'Acme', eta: '2030-01-01', total_boxes: 1, shipnotice_items: [{ item_id: item(), quantity: 5 }, { item_id: stocked[0], quantity: 3, lot_attributes: { number: `L-${++seq}`, expires_on: '2031-01-01' } }] }),
  },
  { method: 'PUT', path: '/shipnotices/:shipnotice', body: () => ({ tracking: '1Z', total_boxes: 2, notes_by_customer: 'n' }) },
  { method: 'DELETE', path: '/shipnotices/:shipnotice' },
  { method: 'POST', path: '/shipnotices/:shipnotice/shipnotice_items', body: () => ({ item_id: item(), quantity: 4, purchase_order_number: 'PO' }) },
  { method: 'PUT', path: '/shipnotice_items/:shipnotice_item', body: () => ({ quantity: 6 }) },
  { method: 'PUT', path: '/simulate/shipnotices/:shipnotice/processing', body: () => ({ finalize: true, randomize_receiving: false }) },
  { method: 'POST', path: '/shipnotices/bulk', body: () => ({ resources: [{ sender: 'B', shipnotice_items: [{ item_id: item(), quantity: 1 }] }, { shipnotice_items: [{ item_id: item(), quantity: 2 }] }] }) },
  {
    method: 'POST', path: '/consumer_returns',
    body: () => ({ order_id: shippedOrder, sender: 'Shopper', requires_label: true, return_items: [{ item_id: stocked[2], quantity: 1, reason: 'defective', description: 'Broken', price: 4 }] }),
  },
  { method: 'PUT', path: '/consumer_returns/:consumer_return', body: () => ({ tracking: 'RET', total_boxes: 1, notes_by_customer: 'n', eta: '2030-01-01T00:00:00Z' }) },
  { method: 'DELETE', path: '/consumer_returns/:consumer_return' },
  { method: 'PUT', path: '/consumer_returns/:consumer_return/meta_fields', body: () => ({ fields: { color: 'green' } }) },
  { method: 'POST', path: '/consumer_returns/bulk', body: () => ({ resources: [{ return_items: [{ item_id: item(), quantity: 1 }] }, { order_id: shippedOrder, return_items: [{ item_id: stocked[2], quantity: 2 }] }] }) },
  { method: 'POST', path: '/simulate/consumer_returns/create', body: () => ({}) },
  { method: 'PUT', path: '/simulate/consumer_returns/:consumer_return/processing', body: () => ({ finalize: true }) },
  { method: 'POST', path: '/documents', body: () => ({ url: `https://files.example.com/f-${++seq}.pdf`, keyword_list: 'a, b', owner_type: 'Order', owner_id: shippedOrder }) },
  { method: 'DELETE', path: '/documents/:document' },
  { method: 'POST', path: '/templates', body: () => ({ name: `T-${++seq}`, template_type_id: 1, content: '<p>x</p>', size: '4x6', default: true }) },
  { method: 'PUT', path: '/templates/:template', body: () => ({ content: '<p>y</p>', size: '8.5x11', default: true }) },
  { method: 'DELETE', path: '/templates/:template' },
  { method: 'POST', path: '/notification_subscriptions', body: () => ({ event_name: 'order.shipped', endpoint: hook(), secret: 'a-secret-of-16-chars' }) },
  { method: 'PUT', path: '/notification_subscriptions/:subscription', body: () => ({ endpoint: `${receiver.url}/other`, active: false }) },
];

/** Where the id in the path comes from: the pool (mostly), another customer, or something that is no id. */
const target = fc.oneof(
  { weight: 8, arbitrary: fc.record({ from: fc.constant('pool' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ from: fc.constant('foreign' as const) }) },
  { weight: 1, arbitrary: fc.record({ from: fc.constant('junk' as const), value: fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', 'abc', '1.5', '%20', 'null', '1e3') }) },
);

function fillPath(path: string, to: { from: 'pool' | 'foreign' | 'junk'; index?: number; value?: string }): string {
  return path.replace(/:(\w+)/g, (_, kind: string) => {
    if (to.from === 'junk') return to.value!;
    if (to.from === 'foreign') return String(foreign[kind] ?? foreign.item);
    const ids = pool[kind];
    return String(ids[(to.index ?? 0) % ids.length]);
  });
}

/** Adds the ids a successful create answered with to the pools. */
function remember(path: string, method: string, body: any): void {
  if (method !== 'POST' || !body || typeof body !== 'object') return;
  if (path === '/items') pool.item.push(body.id);
  if (path.endsWith('/bundle_items')) pool.bundle_item.push(body.id);
  if (path === '/orders') {
    pool.order.push(body.id);
    pool.order_item.push(...(body.order_items ?? []).map((l: any) => l.id));
  }
  if (path.endsWith('/order_items')) pool.order_item.push(body.id);
  if (path === '/shipnotices') {
    pool.shipnotice.push(body.id);
    pool.shipnotice_item.push(...(body.shipnotice_items ?? []).map((l: any) => l.id));
  }
  if (path.endsWith('/shipnotice_items')) pool.shipnotice_item.push(body.id);
  if (path === '/notification_subscriptions') pool.subscription.push(body.id);
  if (path === '/consumer_returns') pool.consumer_return.push(body.id);
  if (path === '/documents') pool.document.push(body.id);
  if (path === '/templates') pool.template.push(body.id);
}

beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
  const post = async (path: string, json: unknown, token = app.tokens.a) => {
    const res = await app.rest('POST', `/api/v2${path}`, { token, json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  /** Made by A, and a path's target from now on. */
  const made = async (path: string, json: unknown) => {
    const body = await post(path, json);
    remember(path, 'POST', body);
    return body;
  };
  await app.gql('mutation { meta_key_create(input: { resource_type: "Item", key: "color" }) { id } }', {}, app.tokens.a);
  for (let i = 0; i < 3; i++) stocked.push((await post('/items', { sku: `FB-BASE-${i}`, title: `Base ${i}` })).id);
  await made('/items', { sku: 'FB-TARGET', title: 'Target' });
  const kit = await post('/items', { sku: 'FB-KIT', title: 'Kit' });
  pool.kit.push(kit.id);
  await made(`/items/${kit.id}/bundle_items`, { item_id: stocked[0], quantity: 2 });
  const notice = await made('/shipnotices', { shipnotice_items: stocked.map((id) => ({ item_id: id, quantity: 100 })) });
  await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
  await made('/shipnotices', { shipnotice_items: [{ item_id: stocked[1], quantity: 4 }] });
  await made('/orders', { ...VALID_ADDRESS, order_items: [{ item_id: stocked[0], quantity: 1 }, { item_id: kit.id, quantity: 1 }] });
  await made('/orders', { order_items: [{ item_id: stocked[1], quantity: 999 }] });
  await made('/notification_subscriptions', { event_name: 'order.created', endpoint: hook() });
  shippedOrder = (await post('/orders', { ...VALID_ADDRESS, order_items: [{ item_id: stocked[2], quantity: 50, price: 4 }] })).id;
  await app.rest('PUT', `/api/v2/simulate/orders/${shippedOrder}/processing?status=shipped`, { token: app.tokens.a });
  await made('/consumer_returns', { order_id: shippedOrder, return_items: [{ item_id: stocked[2], quantity: 1 }] });
  await made('/documents', { url: 'https://files.example.com/kept.pdf' });
  await made('/templates', { name: 'Kept', template_type_id: 1, content: 'x' });

  const bItem = await post('/items', { sku: 'FB-B', title: 'B' }, app.tokens.b);
  const bOrder = await post('/orders', { order_items: [{ item_id: bItem.id, quantity: 1 }] }, app.tokens.b);
  const bNotice = await post('/shipnotices', { shipnotice_items: [{ item_id: bItem.id, quantity: 1 }] }, app.tokens.b);
  const bSubscription = await post('/notification_subscriptions', { event_name: 'order.created', endpoint: `${receiver.url}/b` }, app.tokens.b);
  const bReturn = await post('/consumer_returns', { return_items: [{ item_id: bItem.id, quantity: 1 }] }, app.tokens.b);
  const bDocument = await post('/documents', { url: 'https://files.example.com/b.pdf' }, app.tokens.b);
  const bTemplate = await post('/templates', { name: 'B', template_type_id: 1, content: 'x', default: true }, app.tokens.b);
  Object.assign(foreign, {
    item: bItem.id, kit: bItem.id, order: bOrder.id, order_item: bOrder.order_items[0].id, shipnotice: bNotice.id,
    shipnotice_item: bNotice.shipnotice_items[0].id, subscription: bSubscription.id, consumer_return: bReturn.id,
    document: bDocument.id, template: bTemplate.id,
  });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const TOKENS = ['a', 'a', 'a', 'a', 'a', 'a', 'staff', 'aRead', 'b'] as const;

it('a bent body never earns a 5xx, a refusal changes nothing, a success keeps the ledger balanced', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CASES),
      // A quarter of the bodies go as they are, so the runs also create and change what later runs bend.
      fc.oneof({ weight: 1, arbitrary: fc.constant<Mutation[]>([]) }, { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) }),
      target,
      fc.constantFrom(...TOKENS),
      async (route, mutations, to, who) => {
        const path = fillPath(route.path, to);
        const json = route.body ? mutate(route.body(), mutations) : undefined;
        const headers: Record<string, string> = who === 'staff' ? { 'x-customer-id': String(app.customers.a) } : {};
        const request = { method: route.method, path, json, who };
        const before = await databaseDigest(app);
        const res = await app.rest(route.method, `/api/v2${path}`, { token: app.tokens[who], json, headers });
        requests += 1;
        expectNoServerError(res, request);
        if (res.status >= 400) {
          refusals += 1;
          expect(typeof res.body.message).toBe('string');
          const changed = changedTables(before, await databaseDigest(app));
          if (changed.length) throw new Error(`a ${res.status} changed ${changed.join(', ')} for ${JSON.stringify(request)}: ${JSON.stringify(res.body)}`);
          return;
        }
        if (who === 'a') remember(route.path, route.method, res.body);
        expect(await ledgerMismatches(app)).toEqual([]);
      },
    ),
    fuzzParameters(120),
  );
  // Both sides were exercised: bodies refused, and bodies that went through.
  expect(refusals).toBeGreaterThan(requests / 10);
  expect(requests - refusals).toBeGreaterThan(requests / 10);
}, fuzzTimeout(180_000));
