import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder, shipOrder } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, token: string, options: { json?: unknown; headers?: Record<string, string> } = {}) =>
  app.rest(method, `/api/v2${path}`, { token, ...options });

/** Everything about customer a's orders that a foreign request could change. */
const stateOf = async () => ({
  orders: await app.sql('select id, status, previous_status, email, updated_at, meta_fields from orders where customer_id = $1 order by id', [app.customers.a]),
  lines: await app.sql('select id, order_id, quantity, sku, updated_at, meta_fields from order_items where customer_id = $1 order by id', [app.customers.a]),
  events: (await app.sql('select count(*)::int as n from order_events where customer_id = $1', [app.customers.a]))[0].n,
  allocations: await app.sql('select order_id, stock_id, quantity from order_allocations where customer_id = $1 order by id', [app.customers.a]),
  packages: (await app.sql('select count(*)::int as n from packages'))[0].n,
  stock: await app.sql('select id, quantity, committed from stock where customer_id = $1 order by id', [app.customers.a]),
});

let a: { item: number; order: any; shipped: any; line: number; shippedLine: number };
let b: { item: number; order: any };

beforeAll(async () => {
  const itemA = await newItemId(app, { request_serial_number: true }, { stock: 5 });
  const order = await newOrder(app, [[itemA, 1]], { email: 'x@example.com' });
  const shipped = await newOrder(app, [[itemA, 1]], { email: 'x@example.com' });
  await shipOrder(app, shipped.id);
  await app.gql('mutation { a: meta_key_create(input: { resource_type: "Order", key: "gate" }) { id } b: meta_key_create(input: { resource_type: "OrderItem", key: "bin" }) { id } }', {}, app.tokens.a);
  await app.gql('mutation { a: meta_key_create(input: { resource_type: "Order", key: "gate" }) { id } b: meta_key_create(input: { resource_type: "OrderItem", key: "bin" }) { id } }', {}, app.tokens.b);
  a = { item: itemA, order, shipped, line: order.order_items[0].id, shippedLine: shipped.order_items[0].id };
  const itemB = await newItemId(app, {}, { token: app.tokens.b, stock: 5 });
  b = { item: itemB, order: await newOrder(app, [[itemB, 1]], { email: 'x@example.com' }, { token: app.tokens.b }) };
});

describe("another customer's orders", () => {
  it('are 404 on every order route, and nothing changes', async () => {
    const { order, shipped, line, shippedLine } = a;
    const before = await stateOf();
    // Each route with the id of a's it names; the same route with an id nobody has must answer alike.
    const routes: [string, string, number, unknown?][] = [
      ['GET', '/orders/:id', order.id],
      ['PUT', '/orders/:id', order.id, { email: 'stolen@example.com' }],
      ['PUT', '/orders/:id/call/cancel', order.id],
      ['PUT', '/orders/:id/call/pause', order.id, { args: {} }],
      ['GET', '/orders/:id/events', order.id],
      ['GET', '/orders/:id/events/count', order.id],
      ['GET', '/orders/:id/meta_fields', order.id],
      ['PUT', '/orders/:id/meta_fields', order.id, { fields: { gate: 'b' } }],
      ['GET', '/orders/:id/serial_numbers', shipped.id],
      ['GET', '/orders/:id/order_items', order.id],
      ['GET', '/orders/:id/order_items/count', order.id],
      ['POST', '/orders/:id/order_items', order.id, { item_id: b.item, quantity: 1 }],
      ['GET', '/order_items/:id', line],
      ['PUT', '/order_items/:id', line, { quantity: 3 }],
      ['PUT', '/order_items/:id', line, { sku: 'renamed' }],
      ['DELETE', '/order_items/:id', line],
      ['GET', '/order_items/:id/serial_numbers', shippedLine],
      ['GET', '/order_items/:id/meta_fields', line],
      ['PUT', '/order_items/:id/meta_fields', line, { fields: { bin: 'b' } }],
      ['PUT', '/simulate/orders/:id/processing', order.id],
      ['PUT', '/simulate/orders/:id/processing?status=shipped', order.id],
    ];
    for (const [method, template, id, json] of routes) {
      const path = template.replace(':id', String(id));
      const res = await rest(method, path, app.tokens.b, { json });
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, 'not_found']);
      const missing = await rest(method, template.replace(':id', '999999'), app.tokens.b, { json });
      expect([method, template, missing.status]).toEqual([method, template, 404]);
    }
    // Staff acting for b cannot reach a's orders either.
    const staffForB = { headers: { 'x-customer-id': String(app.customers.b) } };
    expect((await rest('GET', `/orders/${order.id}`, app.tokens.staff, staffForB)).status).toBe(404);
    expect((await rest('PUT', `/orders/${order.id}/call/cancel`, app.tokens.staff, staffForB)).status).toBe(404);

    const gql = await app.gql(`{ order(id: ${order.id}) { id } }`, {}, app.tokens.b);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const gqlCall = await app.gql(`mutation { order_call(id: ${order.id}, action: "cancel") { id } }`, {}, app.tokens.b);
    expect(gqlCall.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const gqlLine = await app.gql(`mutation { order_item_delete(id: ${line}) { id } }`, {}, app.tokens.b);
    expect(gqlLine.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await stateOf()).toEqual(before);
  });

  it('never show in lists, counts or searches', async () => {
    const mine = await app.sql('select id from orders where customer_id = $1 order by id', [app.customers.b]);
    const list = await rest('GET', '/orders?per_page=250&page_total=true', app.tokens.b);
    expect(list.body.map((o: any) => o.id)).toEqual(mine.map((o) => o.id));
    expect(list.headers.get('x-total-count')).toBe(String(mine.length));
    expect((await rest('GET', '/orders/count', app.tokens.b)).body).toEqual({ count: mine.length });
    const search = encodeURIComponent(JSON.stringify({ id_eq: a.order.id }));
    expect((await rest('GET', `/orders?search=${search}`, app.tokens.b)).body).toEqual([]);
    expect((await rest('GET', `/orders/count?search=${search}`, app.tokens.b)).body).toEqual({ count: 0 });
    const byItem = encodeURIComponent(JSON.stringify({ order_items_item_id_eq: a.item }));
    expect((await rest('GET', `/orders?search=${byItem}`, app.tokens.b)).body).toEqual([]);
    const gql = await app.gql('{ orders(per_page: 250) { nodes { id customer_id } total_count } orders_count }', {}, app.tokens.b);
    expect(gql.body.data.orders.nodes.every((o: any) => o.customer_id === app.customers.b)).toBe(true);
    expect([gql.body.data.orders.total_count, gql.body.data.orders_count]).toEqual([mine.length, mine.length]);
  });

  it("search through lines reads only the caller's lines: the tenant is inside the association's subquery, for REST lists and counts, GraphQL and the dashboard's summary", async () => {
    const byItem = encodeURIComponent(JSON.stringify({ order_items_item_id_eq: b.item }));
    const mine = await app.sql('select distinct order_id as id from order_items where item_id = $1 and customer_id = $2 order by 1', [b.item, app.customers.b]);
    expect(mine.length).toBeGreaterThan(0);
    const subqueries = async (fn: () => Promise<unknown>) =>
      (await app.captureStatements(fn)).flatMap((sql) => sql.match(/in \(select [^()]*\)/g) ?? []).filter((sub) => sub.includes('order_items'));
    let list: any;
    const rest_ = await subqueries(async () => (list = await rest('GET', `/orders?search=${byItem}&page_total=true`, app.tokens.b)));
    expect(list.body.map((o: any) => o.id)).toEqual(mine.map((o) => o.id));
    expect(list.headers.get('x-total-count')).toBe(String(mine.length));
    const gql = await subqueries(() => app.gql('query ($s: String) { orders(search: $s) { total_count nodes { id } } }', { s: JSON.stringify({ order_items_item_id_eq: b.item }) }, app.tokens.b));
    const summary = await subqueries(() => app.gql('query ($s: String) { orders_summary(group_by: status, search: $s) { orders } }', { s: JSON.stringify({ order_items_item_id_eq: b.item }) }, app.tokens.b));
    let count: any;
    const counted = await subqueries(async () => (count = await rest('GET', `/orders/count?search=${byItem}`, app.tokens.b)));
    expect(count.body).toEqual({ count: mine.length });
    for (const found of [rest_, gql, summary, counted]) {
      expect(found.length).toBeGreaterThan(0);
      for (const sub of found) expect(sub).toMatch(/"customer_id" = /);
    }
    // Staff of every tenant: no tenant to add, the same subquery as before.
    const staff = await subqueries(() => app.gql('query ($s: String) { orders(search: $s) { total_count } }', { s: JSON.stringify({ order_items_item_id_eq: b.item }) }, app.tokens.staff));
    expect(staff.length).toBeGreaterThan(0);
    for (const sub of staff) expect(sub).not.toMatch(/customer_id/);
  });

  it("cannot be reached through b's own orders: a's items, packages and ids are refused", async () => {
    const before = await stateOf();
    const withAItem = await rest('POST', '/orders', app.tokens.b, { json: { order_items: [{ item_id: a.item, quantity: 1 }] } });
    expect([withAItem.status, withAItem.body.errors[0].field]).toEqual([422, 'order_items.0.item_id']);
    const addAItem = await rest('POST', `/orders/${b.order.id}/order_items`, app.tokens.b, { json: { item_id: a.item, quantity: 1 } });
    expect([addAItem.status, addAItem.body.errors[0].field]).toEqual([422, 'item_id']);
    const [aPackage] = await app.sql('select id from packages where order_id = $1', [a.shipped.id]);
    const withAPackage = await rest('PUT', `/order_items/${b.order.order_items[0].id}`, app.tokens.b, { json: { package_id: aPackage.id } });
    expect([withAPackage.status, withAPackage.body.errors[0].field]).toEqual([422, 'package_id']);
    const asA = await rest('POST', '/orders', app.tokens.b, { json: { customer_id: app.customers.a } });
    expect([asA.status, asA.body.errors[0].field]).toEqual([422, 'customer_id']);
    expect((await rest('POST', '/orders', app.tokens.b, { headers: { 'x-customer-id': String(app.customers.a) }, json: {} })).status).toBe(403);
    expect(await stateOf()).toEqual(before);
  });
});

describe('scopes and staff', () => {
  it('a read-only token reads orders and writes none', async () => {
    const before = await stateOf();
    expect((await rest('GET', `/orders/${a.order.id}`, app.tokens.aRead)).status).toBe(200);
    expect((await rest('GET', '/orders', app.tokens.aRead)).body.map((o: any) => o.id)).toContain(a.order.id);
    const writes: [string, string, unknown?][] = [
      ['POST', '/orders', { order_items: [{ item_id: a.item, quantity: 1 }] }],
      ['PUT', `/orders/${a.order.id}`, { email: 'ro@example.com' }],
      ['PUT', `/orders/${a.order.id}/call/cancel`],
      ['PUT', `/orders/${a.order.id}/meta_fields`, { fields: { gate: 'ro' } }],
      ['POST', `/orders/${a.order.id}/order_items`, { item_id: a.item, quantity: 1 }],
      ['PUT', `/order_items/${a.line}`, { quantity: 2 }],
      ['DELETE', `/order_items/${a.line}`],
      ['PUT', `/simulate/orders/${a.order.id}/processing?status=shipped`],
      ['POST', '/simulate/orders/create'],
    ];
    for (const [method, path, json] of writes) {
      const res = await rest(method, path, app.tokens.aRead, { json });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'forbidden']);
    }
    expect((await app.gql(`mutation { order_call(id: ${a.order.id}, action: "cancel") { id } }`, {}, app.tokens.aRead)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await stateOf()).toEqual(before);
  });

  it('staff read both customers\' orders, and narrow to one with X-Customer-Id', async () => {
    expect((await rest('GET', `/orders/${a.order.id}`, app.tokens.staff)).body.customer_id).toBe(app.customers.a);
    expect((await rest('GET', `/orders/${b.order.id}`, app.tokens.staff)).body.customer_id).toBe(app.customers.b);
    expect((await rest('GET', `/orders/${a.shipped.id}/serial_numbers`, app.tokens.staff)).body).toHaveLength(1);
    const all = (await rest('GET', '/orders?per_page=250', app.tokens.staff)).body.map((o: any) => o.customer_id);
    expect(new Set(all)).toEqual(new Set([app.customers.a, app.customers.b]));
    const forA = await rest('GET', '/orders?per_page=250', app.tokens.staff, { headers: { 'x-customer-id': String(app.customers.a) } });
    expect(new Set(forA.body.map((o: any) => o.customer_id))).toEqual(new Set([app.customers.a]));
    expect((await rest('GET', '/orders/count', app.tokens.staff)).body.count).toBe(all.length);
  });
});
