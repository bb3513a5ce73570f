import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ENDPOINT = 'https://hooks.example.com/forklift';
let eventId: (name: string) => number;

beforeAll(async () => {
  const rows = await app.sql<{ id: number; name: string }>('select id, name from notification_events');
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  eventId = (name) => ids.get(name)!;
});

const create = (json: Record<string, unknown>, token = app.tokens.a, headers?: Record<string, string>) =>
  app.rest('POST', '/api/v2/notification_subscriptions', { token, json, headers });
const subscriptionRows = async () => Number((await app.sql('select count(*) from notification_subscriptions'))[0].count);

describe('notification events (the catalog)', () => {
  it('lists, searches, pages and reads the catalog, to any authenticated caller', async () => {
    const all = await app.rest('GET', '/api/v2/notification_events?page_total=true', { token: app.tokens.aRead });
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe(String(all.body.length));
    expect(all.body.map((e: any) => e.name)).toEqual(expect.arrayContaining(['order.shipped', 'order.status_changed', 'item.inventory_changed']));
    const shipped = all.body.find((e: any) => e.name === 'order.shipped');
    expect(Object.keys(shipped).sort()).toEqual(
      ['created_at', 'description', 'humanized_name', 'id', 'name', 'requires_subscription', 'resource_message', 'resource_type', 'updated_at'],
    );
    expect(shipped).toMatchObject({ humanized_name: 'Order shipped', resource_type: 'order', resource_message: 'shipped', requires_subscription: true });

    const search = encodeURIComponent(JSON.stringify({ resource_type_eq: 'item' }));
    const items = await app.rest('GET', `/api/v2/notification_events?search=${search}&sort=name%20desc&per_page=2&page_links=true`, { token: app.tokens.b });
    expect(items.body.map((e: any) => e.name)).toEqual(['item.updated', 'item.low_inventory']);
    expect(items.headers.get('link')).toContain('rel="next"');

    expect((await app.rest('GET', `/api/v2/notification_events/${shipped.id}`, { token: app.tokens.staff })).body).toEqual(shipped);
    expect((await app.rest('GET', '/api/v2/notification_events/99999', { token: app.tokens.a })).status).toBe(404);
    const bad = await app.rest('GET', `/api/v2/notification_events?search=${encodeURIComponent('{"secret_eq":"x"}')}`, { token: app.tokens.a });
    expect(bad.status).toBe(422);
    expect((await app.rest('GET', '/api/v2/notification_events')).status).toBe(401);

    const gql = await app.gql('{ notification_events(per_page: 100) { total_count nodes { name } } notification_event(id: 1) { id name } }', {}, app.tokens.a);
    expect(gql.body.data.notification_events.total_count).toBe(all.body.length);
    expect(gql.body.data.notification_event).toEqual({ id: 1, name: all.body.find((e: any) => e.id === 1).name });
  });
});

describe('notification subscriptions', () => {
  it('creates with the defaults and a signing secret shown once on REST; reads, lists and counts', async () => {
    const res = await create({ notification_event_id: eventId('order.shipped'), endpoint: ENDPOINT });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      notification_event_id: eventId('order.shipped'), event_name: 'order.shipped', customer_id: app.customers.a, user_id: null, notification_type: 'webhook',
      endpoint: ENDPOINT, active: true, version: 2, consecutive_failures: 0, deactivated_at: null, discarded_at: null, secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const id = res.body.id;
    const read = await app.rest('GET', `/api/v2/notification_subscriptions/${id}`, { token: app.tokens.aRead });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('secret');
    expect(read.body).toEqual(Object.fromEntries(Object.entries(res.body).filter(([k]) => k !== 'secret')));
    // Its owner reads the secret in GraphQL.
    const gql = await app.gql(`{ notification_subscription(id: ${id}) { secret event_name } }`, {}, app.tokens.a);
    expect(gql.body.data.notification_subscription).toEqual({ secret: res.body.secret, event_name: 'order.shipped' });

    const byName = await create({ event_name: 'item.inventory_changed', endpoint: `${ENDPOINT}/inventory`, secret: 'my-own-secret-0123456789', user_id: 7 });
    expect(byName.status).toBe(201);
    expect(byName.body).toMatchObject({ notification_event_id: eventId('item.inventory_changed'), secret: 'my-own-secret-0123456789', user_id: 7 });

    const list = await app.rest('GET', '/api/v2/notification_subscriptions?page_total=true&sort=id%20desc', { token: app.tokens.a });
    expect(list.body.map((s: any) => s.id).slice(0, 2)).toEqual([byName.body.id, id]);
    expect(list.body.every((s: any) => !('secret' in s))).toBe(true);
    const search = encodeURIComponent(JSON.stringify({ notification_event_id_eq: eventId('order.shipped') }));
    expect((await app.rest('GET', `/api/v2/notification_subscriptions/count?search=${search}`, { token: app.tokens.a })).body).toEqual({ count: 1 });
    const fields = await app.rest('GET', `/api/v2/notification_subscriptions/${id}?fields=id,endpoint`, { token: app.tokens.a });
    expect(fields.body).toEqual({ id, endpoint: ENDPOINT });
  });

  it.each([
    ['endpoint', { notification_event_id: 'order.shipped' }],
    ['endpoint', { endpoint: '' }],
    ['endpoint', { endpoint: 'javascript:alert(1)' }],
    ['endpoint', { endpoint: 'file:///etc/passwd' }],
    ['endpoint', { endpoint: 'ftp://example.com/hook' }],
    ['endpoint', { endpoint: 'data:text/plain,hello' }],
    ['endpoint', { endpoint: '/relative/hook' }],
    ['endpoint', { endpoint: 'http:example.com' }],
    ['endpoint', { endpoint: 'https://user:password@example.com/hook' }],
    ['endpoint', { endpoint: `https://example.com/${'a'.repeat(2030)}` }],
    ['endpoint', { endpoint: 'https://example.com/\u0000hook' }],
    ['endpoint', { endpoint: ' https://example.com/hook' }],
    ['notification_event_id', { notification_event_id: 99999 }],
    ['notification_event_id', { notification_event_id: null, event_name: undefined }],
    ['event_name', { event_name: 'order.exploded' }],
    ['event_name', { event_name: 'order.\u0000' }],
    ['event_name', { notification_event_id: 'order.shipped', event_name: 'item.created' }],
    ['notification_type', { notification_type: 'slack' }],
    ['version', { version: 0 }],
    ['secret', { secret: 'short' }],
    // The Standard Webhooks form must be one: base64 with its padding, of 24 to 64 bytes.
    ['secret', { secret: 'whsec_not-base64-at-all!!' }],
    ['secret', { secret: `whsec_${Buffer.alloc(24).toString('base64').slice(0, -1)}` }],
    ['secret', { secret: `whsec_${Buffer.alloc(16).toString('base64')}` }],
    ['secret', { secret: `whsec_${Buffer.alloc(65).toString('base64')}` }],
    ['notification_event_id', { notification_event_id: 'not a number' }],
    ['active', { active: 'perhaps' }],
    ['customer_id', { customer_id: 999999 }],
  ])('refuses a bad %s with 422 naming it, writing nothing (%j)', async (field, overrides: Record<string, unknown>) => {
    const before = await subscriptionRows();
    const json: Record<string, unknown> = { notification_event_id: eventId('order.shipped'), endpoint: `${ENDPOINT}/bad`, ...overrides };
    if (json.notification_event_id === 'order.shipped') json.notification_event_id = eventId('order.shipped');
    if (!('endpoint' in overrides) && field === 'endpoint') delete json.endpoint;
    for (const [k, v] of Object.entries(json)) if (v === undefined) delete json[k];
    const res = await create(json);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toContain(field);
    expect(await subscriptionRows()).toBe(before);
  });

  it('refuses a duplicate live subscription (409) and allows it again once deleted; update checks the same', async () => {
    const json = { notification_event_id: eventId('order.cancelled'), endpoint: `${ENDPOINT}/dup` };
    const first = await create(json);
    expect(first.status).toBe(201);
    const again = await create({ event_name: 'order.cancelled', endpoint: `${ENDPOINT}/dup` });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].field).toBe('endpoint');
    // Another customer may subscribe the same endpoint.
    expect((await create(json, app.tokens.b)).status).toBe(201);

    const other = await create({ ...json, endpoint: `${ENDPOINT}/dup-2` });
    const clash = await app.rest('PUT', `/api/v2/notification_subscriptions/${other.body.id}`, { token: app.tokens.a, json: { endpoint: `${ENDPOINT}/dup` } });
    expect(clash.status).toBe(409);

    expect((await app.rest('DELETE', `/api/v2/notification_subscriptions/${first.body.id}`, { token: app.tokens.a })).status).toBe(204);
    const [row] = await app.sql('select active, discarded_at from notification_subscriptions where id = $1', [first.body.id]);
    expect(row.active).toBe(false);
    expect(row.discarded_at).not.toBeNull();
    expect((await app.rest('GET', `/api/v2/notification_subscriptions/${first.body.id}`, { token: app.tokens.a })).status).toBe(404);
    const list = await app.rest('GET', '/api/v2/notification_subscriptions?per_page=250', { token: app.tokens.a });
    expect(list.body.map((s: any) => s.id)).not.toContain(first.body.id);
    expect((await create(json)).status).toBe(201);
  });

  it('updates fields; bad input is a 422 naming the field and changes nothing', async () => {
    const { body: sub } = await create({ event_name: 'order.created', endpoint: `${ENDPOINT}/upd` });
    const res = await app.rest('PUT', `/api/v2/notification_subscriptions/${sub.id}`, {
      token: app.tokens.a, json: { endpoint: `${ENDPOINT}/upd-2`, event_name: 'order.updated', active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ endpoint: `${ENDPOINT}/upd-2`, event_name: 'order.updated', notification_event_id: eventId('order.updated'), active: false });
    expect(res.body).not.toHaveProperty('secret');
    for (const [field, json] of [
      ['endpoint', { endpoint: 'ftp://example.com' }], ['endpoint', { endpoint: null }], ['version', { version: 3 }],
      ['notification_type', { notification_type: 'email' }], ['customer_id', { customer_id: app.customers.b }], ['secret', { secret: 'x' }],
      ['discarded_at', { discarded_at: '2030-01-01T00:00:00Z' }],
    ] as const) {
      const bad = await app.rest('PUT', `/api/v2/notification_subscriptions/${sub.id}`, { token: app.tokens.a, json });
      expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([422, field]);
    }
    const [row] = await app.sql('select endpoint, version, notification_type, customer_id, secret from notification_subscriptions where id = $1', [sub.id]);
    expect(row).toEqual({ endpoint: `${ENDPOINT}/upd-2`, version: 2, notification_type: 'webhook', customer_id: app.customers.a, secret: sub.secret });
  });

  it("keeps tenants apart: another customer's ids are 404 everywhere; staff act for a customer", async () => {
    const { body: mine } = await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/tenancy` });
    const b = app.tokens.b;
    expect((await app.rest('GET', `/api/v2/notification_subscriptions/${mine.id}`, { token: b })).status).toBe(404);
    expect((await app.rest('PUT', `/api/v2/notification_subscriptions/${mine.id}`, { token: b, json: { active: false } })).status).toBe(404);
    expect((await app.rest('DELETE', `/api/v2/notification_subscriptions/${mine.id}`, { token: b })).status).toBe(404);
    expect((await app.rest('GET', `/api/v2/notification_subscriptions/${mine.id}/test`, { token: b })).status).toBe(404);
    expect((await app.rest('GET', `/api/v2/notification_subscriptions/${mine.id}/deliveries`, { token: b })).status).toBe(404);
    const theirs = await app.rest('GET', '/api/v2/notification_subscriptions?per_page=250', { token: b });
    expect(theirs.body.every((s: any) => s.customer_id === app.customers.b)).toBe(true);
    const gql = await app.gql(`{ notification_subscription(id: ${mine.id}) { id } }`, {}, b);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const [row] = await app.sql('select active, discarded_at from notification_subscriptions where id = $1', [mine.id]);
    expect(row).toEqual({ active: true, discarded_at: null });

    // Staff: for X-Customer-Id, or the body's customer_id; with neither, customer_id is required.
    const forA = await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/staff` }, app.tokens.staff, { 'X-Customer-Id': String(app.customers.a) });
    expect(forA.status).toBe(201);
    expect(forA.body.customer_id).toBe(app.customers.a);
    const forB = await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/staff`, customer_id: app.customers.b }, app.tokens.staff);
    expect(forB.body.customer_id).toBe(app.customers.b);
    const nobody = await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/staff` }, app.tokens.staff);
    expect([nobody.status, nobody.body.errors[0].field]).toEqual([422, 'customer_id']);
    // A customer may not subscribe for another.
    const foreign = await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/x`, customer_id: app.customers.b });
    expect([foreign.status, foreign.body.errors[0].field]).toEqual([422, 'customer_id']);
    // Writes need user_manage.
    expect((await create({ event_name: 'item.created', endpoint: `${ENDPOINT}/ro` }, app.tokens.aRead)).status).toBe(403);
  });

  it('lists subscriptions in a fixed number of statements whatever the page size', async () => {
    for (let i = 0; i < 12; i += 1) await create({ event_name: i % 2 ? 'order.shipped' : 'item.low_inventory', endpoint: `${ENDPOINT}/count-${i}` }, app.tokens.b);
    const query = 'query ($n: Int) { notification_subscriptions(per_page: $n) { total_count nodes { id event_name endpoint secret } } }';
    const run = (n: number) => app.countStatements(async () => {
      const res = await app.gql(query, { n }, app.tokens.b);
      expect(res.body.data.notification_subscriptions.nodes).toHaveLength(n);
    });
    const small = await run(2);
    const large = await run(12);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(6);
  });
});
