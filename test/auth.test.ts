import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const VIEWER = '{ viewer { staff customer_id shop_id scopes } }';

describe('OAuth token endpoint', () => {
  let credentials: { client_id: string; client_secret: string };
  beforeAll(async () => {
    const res = await app.gql('mutation { customer_invite(input: { name: "Invited" }) { client_id client_secret scopes customer { id name } } }', {}, app.tokens.staff);
    expect(res.body.errors).toBeUndefined();
    credentials = res.body.data!.customer_invite;
  });

  it('issues a bearer token for client_credentials (form body) with the documented shape', async () => {
    const res = await app.rest('POST', '/oauth/token', {
      form: `grant_type=client_credentials&client_id=${credentials.client_id}&client_secret=${encodeURIComponent(credentials.client_secret)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'user_read user_manage' });
    expect(res.body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts HTTP Basic client authentication', async () => {
    const basic = Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64');
    const res = await app.rest('POST', '/oauth/token', { form: 'grant_type=client_credentials', headers: { authorization: `Basic ${basic}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong secret (401 invalid_client), an unknown grant (400) and an unknown scope (400)', async () => {
    const wrong = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: credentials.client_id, client_secret: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const grant = await app.rest('POST', '/oauth/token', { json: { grant_type: 'password', client_id: credentials.client_id, client_secret: credentials.client_secret } });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
    const scope = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: credentials.client_id, client_secret: credentials.client_secret, scope: 'admin' } });
    expect(scope.status).toBe(400);
    expect(scope.body.error).toBe('invalid_scope');
  });

  it('rotates on refresh_token: the new token works, the spent refresh token does not', async () => {
    const first = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...credentials } });
    const refreshed = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, ...credentials } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    const viewer = await app.gql(VIEWER, {}, refreshed.body.access_token);
    expect(viewer.body.data!.viewer.staff).toBe(false);
    const again = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, ...credentials } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  describe('refresh rotation (RFC 9700 §4.14.2)', () => {
    const grant = async () => (await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...credentials } })).body;
    const refresh = (refresh_token: string) => app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token, ...credentials } });
    const works = async (token: string) => (await app.gql(VIEWER, {}, token)).status === 200;
    const row = async (token: string) =>
      (await app.sql("select grant_id, expires_at, revoked_at, refreshed_at from access_tokens where token_hash = encode(sha256($1::bytea), 'hex')", [token]))[0];

    it('leaves the previous access token working until its own expiry, in the same grant', async () => {
      const first = await grant();
      const before = await row(first.access_token);
      const refreshed = await refresh(first.refresh_token);
      expect(refreshed.status).toBe(200);
      // Parallel workers still holding the old token are not cut off; the new one works too.
      expect([await works(first.access_token), await works(refreshed.body.access_token)]).toEqual([true, true]);
      const [old, fresh] = [await row(first.access_token), await row(refreshed.body.access_token)];
      expect(old).toEqual({ ...before, refreshed_at: expect.any(Date) });
      expect(old.revoked_at).toBeNull();
      expect(fresh.grant_id).toBe(old.grant_id);
    });

    it('revokes every token of the grant when a spent refresh token comes again, and nothing of another grant', async () => {
      const first = await grant();
      const bystander = await grant();
      const second = (await refresh(first.refresh_token)).body;
      const third = (await refresh(second.refresh_token)).body;
      expect(await works(third.access_token)).toBe(true);

      const reused = await refresh(first.refresh_token);
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/already used.*revoked/) });
      for (const token of [first, second, third]) expect(await works(token.access_token)).toBe(false);
      expect((await refresh(third.refresh_token)).body.error).toBe('invalid_grant');
      // Another grant of the same client is untouched.
      expect(await works(bystander.access_token)).toBe(true);
      expect((await refresh(bystander.refresh_token)).status).toBe(200);
    });

    it('treats two refreshes racing with one token as a reuse: one is answered, then the grant is revoked', async () => {
      const first = await grant();
      const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const issued = answers.find((a) => a.status === 200)!.body;
      expect([await works(first.access_token), await works(issued.access_token)]).toEqual([false, false]);
    });
  });

  it('narrows scope on request: a user_read token cannot write (403) but can read', async () => {
    const readOnly = await app.token(credentials.client_id, credentials.client_secret, 'user_read');
    const write = await app.rest('POST', '/api/v2/items', { token: readOnly, json: { sku: 'RO-1' } });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('forbidden');
    const read = await app.rest('GET', '/api/v2/items', { token: readOnly });
    expect(read.status).toBe(200);
    const gqlWrite = await app.gql('mutation { item_create(input: { sku: "RO-2" }) { id } }', {}, readOnly);
    expect(gqlWrite.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await app.sql("select id from items where sku like 'RO-%'")).toHaveLength(0);
  });

  it("accepts the original V2 API's scopes: app_read reads only, app_manage reads and writes, app_create_user is staff's", async () => {
    const grant = (scope: string, who = credentials) =>
      app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...who, scope } });
    const read = await grant('app_read');
    expect(read.status).toBe(200);
    expect(read.body.scope).toBe('user_read');
    expect((await app.rest('POST', '/api/v2/items', { token: read.body.access_token, json: { sku: 'APP-RO' } })).status).toBe(403);
    expect((await app.rest('GET', '/api/v2/items', { token: read.body.access_token })).status).toBe(200);
    const manage = await grant('app_manage');
    expect(manage.status).toBe(200);
    expect(manage.body.scope).toBe('user_read user_manage');
    expect((await app.rest('POST', '/api/v2/items', { token: manage.body.access_token, json: { sku: 'APP-RW' } })).status).toBe(201);
    // A customer's client may not hold the staff application scope.
    const createUser = await grant('app_create_user');
    expect(createUser.status).toBe(400);
    expect(createUser.body).toMatchObject({ error: 'invalid_scope' });
    expect(createUser.body.error_description).toMatch(/app_create_user.*staff/);
  });

  it('keeps the granted scope on a refresh that names none (RFC 6749 §6), and refuses a wider one', async () => {
    const first = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...credentials, scope: 'user_read' } });
    const refreshed = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, ...credentials } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.scope).toBe('user_read');
    const wider = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token, ...credentials, scope: 'app_manage' } });
    expect(wider.status).toBe(400);
    expect(wider.body).toMatchObject({ error: 'invalid_scope' });
    // The refused refresh spent nothing: the refresh token still works, at the granted scope.
    const again = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token, ...credentials, scope: 'app_read' } });
    expect(again.status).toBe(200);
    expect(again.body.scope).toBe('user_read');
  });

  it('stores client secrets and tokens only as hashes', async () => {
    const token = await app.token(credentials.client_id, credentials.client_secret);
    const rows = await app.sql('select secret_hash from api_clients where client_id = $1', [credentials.client_id]);
    expect(rows[0].secret_hash).not.toContain(credentials.client_secret);
    const tokens = await app.sql('select token_hash, refresh_hash from access_tokens');
    expect(JSON.stringify(tokens)).not.toContain(token);
  });
});

describe('authentication', () => {
  it('answers 401 without a token or with a bad one, over REST and GraphQL', async () => {
    expect((await app.rest('GET', '/api/v2/items')).status).toBe(401);
    const bad = await app.rest('GET', '/api/v2/items', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: expect.stringMatching(/token/), error: bad.body.message, code: 'unauthorized', errors: [] });
    const gql = await app.gql(VIEWER);
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('tenancy headers', () => {
  it('a customer acts only for itself: a foreign X-Customer-Id is 403', async () => {
    const own = await app.gql(VIEWER, {}, app.tokens.a, { 'x-customer-id': String(app.customers.a) });
    expect(own.body.data!.viewer.customer_id).toBe(app.customers.a);
    const foreign = await app.rest('GET', '/api/v2/items', { token: app.tokens.a, headers: { 'x-customer-id': String(app.customers.b) } });
    expect(foreign.status).toBe(403);
  });

  it('staff choose a customer with X-Customer-Id; an unknown one is 422 naming the header', async () => {
    const viewer = await app.gql(VIEWER, {}, app.tokens.staff, { 'x-customer-id': String(app.customers.b) });
    expect(viewer.body.data!.viewer).toMatchObject({ staff: true, customer_id: app.customers.b });
    const unknown = await app.rest('GET', '/api/v2/items', { token: app.tokens.staff, headers: { 'x-customer-id': '999999' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('X-Customer-Id');
  });

  it('X-Shop-Id must be a shop of the customer', async () => {
    const own = await app.gql(VIEWER, {}, app.tokens.a, { 'x-shop-id': String(app.shops.a) });
    expect(own.body.data!.viewer.shop_id).toBe(app.shops.a);
    const foreign = await app.rest('GET', '/api/v2/items', { token: app.tokens.a, headers: { 'x-shop-id': String(app.shops.b) } });
    expect(foreign.status).toBe(403);
  });

  it('customer_invite is staff-only', async () => {
    const res = await app.gql('mutation { customer_invite(input: { name: "Sneaky" }) { client_id } }', {}, app.tokens.a);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await app.sql("select id from customers where name = 'Sneaky'")).toHaveLength(0);
  });

  it('customers see only themselves in customers', async () => {
    const a = await app.gql('{ customers { total_count nodes { id shops { id } } } }', {}, app.tokens.a);
    expect(a.body.data!.customers).toEqual({ total_count: 1, nodes: [{ id: app.customers.a, shops: [{ id: app.shops.a }] }] });
    const staff = await app.gql('{ customers { nodes { id } } }', {}, app.tokens.staff);
    expect(staff.body.data!.customers.nodes.length).toBeGreaterThanOrEqual(2);
    const foreign = await app.gql(`{ customer(id: ${app.customers.b}) { id } }`, {}, app.tokens.a);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('customers over REST', () => {
  it('staff invite a customer at POST /customers/invite; its credentials work; customers may not invite', async () => {
    const res = await app.rest('POST', '/api/v2/customers/invite', { token: app.tokens.staff, json: { name: 'Rest Invite', scopes: ['user_read'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ scopes: ['user_read'], customer: { name: 'Rest Invite' } });
    const token = await app.token(res.body.client_id, res.body.client_secret);
    const self = await app.rest('GET', '/api/v2/customers', { token });
    expect(self.body).toEqual([expect.objectContaining({ id: res.body.customer.id, name: 'Rest Invite' })]);
    expect((await app.rest('GET', `/api/v2/customers/${app.customers.a}`, { token })).status).toBe(404);
    const denied = await app.rest('POST', '/api/v2/customers/invite', { token: app.tokens.a, json: { name: 'Nope' } });
    expect(denied.status).toBe(403);
    const bad = await app.rest('POST', '/api/v2/customers/invite', { token: app.tokens.staff, json: { name: 'Bad', scopes: ['root'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('scopes');
  });
});
