import { startTestApp, type TestApp } from './support/app';

/**
 * The original's customer routes: count and actions (fixed paths, never taken for an id), the
 * customer with its shops (so a REST caller learns an id for X-Shop-Id), and PUT, which renames and
 * accepts the original's other settings as ignored fields.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const nameOf = async (id: number) => (await app.sql('select name from customers where id = $1', [id]))[0].name as string;

describe('GET /customers/count and /customers/actions', () => {
  it('count what the caller may see, searched like the list, and are never read as an id', async () => {
    const all = (await app.sql('select count(*)::int as n from customers'))[0].n;
    expect(await app.rest('GET', '/api/v2/customers/count', { token: app.tokens.staff })).toMatchObject({ status: 200, body: { count: all } });
    expect(await app.rest('GET', '/api/v2/customers/count', { token: app.tokens.a })).toMatchObject({ status: 200, body: { count: 1 } });
    const name = encodeURIComponent(JSON.stringify({ id_eq: app.customers.b }));
    expect(await app.rest('GET', `/api/v2/customers/count?search=${name}`, { token: app.tokens.a })).toMatchObject({ status: 200, body: { count: 0 } });
    const bad = await app.rest('GET', `/api/v2/customers/count?search=${encodeURIComponent('{"secret_eq":1}')}`, { token: app.tokens.staff });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('search.secret_eq');
    expect(await app.rest('GET', '/api/v2/customers/actions', { token: app.tokens.a })).toMatchObject({ status: 200, body: [] });
    const gql = await app.gql('{ customers_count customer_actions { name } }', {}, app.tokens.a);
    expect(gql.body.data).toEqual({ customers_count: 1, customer_actions: [] });
  });
});

describe('a customer carries its shops', () => {
  it('on GET /customers/:id and the list, with the id X-Shop-Id takes, and never the shop\'s signing secret', async () => {
    const one = await app.rest('GET', `/api/v2/customers/${app.customers.a}`, { token: app.tokens.a });
    expect(one.status).toBe(200);
    expect(one.body.shops).toEqual([expect.objectContaining({ id: app.shops.a, customer_id: app.customers.a, name: expect.any(String), sync_enabled: false })]);
    expect(one.body.shops[0]).not.toHaveProperty('sync_secret');
    const list = await app.rest('GET', '/api/v2/customers', { token: app.tokens.a });
    expect(list.body[0].shops.map((s: { id: number }) => s.id)).toEqual([app.shops.a]);
    // The id learnt works as X-Shop-Id.
    const viewer = await app.gql('{ viewer { shop_id } }', {}, app.tokens.a, { 'x-shop-id': String(one.body.shops[0].id) });
    expect(viewer.body.data.viewer.shop_id).toBe(app.shops.a);
  });
});

describe('PUT /customers/:id', () => {
  it('renames the customer; GraphQL customer_update is its twin', async () => {
    const res = await app.rest('PUT', `/api/v2/customers/${app.customers.a}`, { token: app.tokens.a, json: { name: '  Renamed A ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: app.customers.a, name: 'Renamed A', shops: [expect.objectContaining({ id: app.shops.a })] });
    expect(res.headers.get('x-ignored-fields')).toBeNull();
    expect(await nameOf(app.customers.a)).toBe('Renamed A');
    const gql = await app.gql(`mutation { customer_update(id: ${app.customers.a}, input: { name: "Customer A" }) { name } }`, {}, app.tokens.a);
    expect(gql.body.data).toEqual({ customer_update: { name: 'Customer A' } });
    expect(await nameOf(app.customers.a)).toBe('Customer A');
  });

  it('takes back what GET answered (a round trip answers 200 unchanged) and the original\'s settings, which it names as ignored', async () => {
    const before = (await app.rest('GET', `/api/v2/customers/${app.customers.a}`, { token: app.tokens.a })).body;
    const trip = await app.rest('PUT', `/api/v2/customers/${app.customers.a}`, { token: app.tokens.a, json: before });
    expect(trip.status).toBe(200);
    expect({ ...trip.body, updated_at: before.updated_at }).toEqual(before);
    const settings = await app.rest('PUT', `/api/v2/customers/${app.customers.a}`, {
      token: app.tokens.a, json: { billing_email: 'billing@example.com', return_time_limit: 30, active: true, ups_account: 'X1' },
    });
    expect(settings.status).toBe(200);
    expect(settings.headers.get('x-ignored-fields')!.split(', ').sort()).toEqual(['active', 'billing_email', 'return_time_limit', 'ups_account']);
    // GraphQL stays strict.
    const strict = await app.gql(`mutation { customer_update(id: ${app.customers.a}, input: { billing_email: "x" }) { name } }`, {}, app.tokens.a);
    expect(strict.body.errors?.[0].message).toMatch(/billing_email/);
  });

  it('refuses a blank name, an unknown field, a changed read-only field, a read-only token and another customer, changing nothing', async () => {
    const before = await nameOf(app.customers.a);
    const cases: [string, object, number, string | null][] = [
      [app.tokens.a, { name: ' ' }, 422, 'name'],
      [app.tokens.a, { nickname: 'x' }, 422, 'nickname'],
      [app.tokens.a, { created_at: '2001-01-01T00:00:00Z' }, 422, 'created_at'],
      [app.tokens.aRead, { name: 'Read only' }, 403, null],
      [app.tokens.b, { name: 'Taken by B' }, 404, null],
    ];
    for (const [token, json, status, field] of cases) {
      const res = await app.rest('PUT', `/api/v2/customers/${app.customers.a}`, { token, json });
      expect([JSON.stringify(json), res.status]).toEqual([JSON.stringify(json), status]);
      if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await nameOf(app.customers.a)).toBe(before);
  });
});
