import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type GraphQLObjectType } from 'graphql';
import { buildSchema } from '../src/graphql/schema';
import { routes } from '../src/rest/routes';
import { startTestApp, type Answer, type TestApp } from './support/app';
import { type GqlCase, type Ids, OperationGenerator, type RestCase, routeVariables } from './support/operations';
import { freePort, startProcess, stopProcess, type ServerProcess } from './support/process';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';
import { anyChange, installChangeLog, type ChangeLog } from './support/change-log';
import { subscribe } from './support/subscriptions';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newConsumerReturn, newItem, newItemId, newOrder, newShipNotice, serverAt } from './support/factories';

/**
 * The production process (dist/src/main.js with SANDBOX=false and LOG_LEVEL=trace) on a database the
 * in-process test app prepared: client secrets and tokens obtained over its API are nowhere in the
 * database in plain text, and no secret of any kind reaches its log output (stdout and stderr);
 * the sandbox's simulation routes and mutations do not exist there.
 */

jest.setTimeout(90_000);

let app: TestApp;
let server: ServerProcess;
let base: string;
let receiver: Receiver;
let db: ChangeLog;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-secrets-'));
/** Every secret the test obtains, by what it is. */
const secrets = new Map<string, string>();
/** Of those, the ones that must not be stored as given: client secrets, access and refresh tokens. */
const hashedOnly = new Set<string>();
let calls = 0;

beforeAll(async () => {
  await needDist();
  // The in-process app only prepares the database (its clients and a customer's resources); it runs no
  // background jobs, so every webhook is posted by the process under test.
  app = await startTestApp({ jobs: false });
  db = await installChangeLog(app);
  receiver = await startReceiver((p) => (p === '/failing' ? 500 : 200));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startProcess(
    {
      PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: app.databaseUrl,
      SANDBOX: 'false', LOG_LEVEL: 'trace', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
    },
    'Forklift listening',
  );
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (server.child.exitCode === null) await stopProcess(server.child);
  await receiver.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`secrets: ${JSON.stringify({ secrets: secrets.size, hashedOnly: hashedOnly.size, calls })}\n`);
});

/** A request to the process under test. */
async function call(method: string, url: string, options: { token?: string; json?: unknown; form?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  calls += 1;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const keep = (what: string, value: string, hashed = false) => {
  expect(typeof value === 'string' && value.length >= 16).toBe(true);
  secrets.set(what, value);
  if (hashed) hashedOnly.add(what);
  return value;
};

/** Every row of every table in every schema of the database, as text. */
async function databaseText(): Promise<string> {
  const tables = await app.sql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts = await Promise.all(tables.map(async (t) => (await app.sql(`select coalesce(string_agg(x::text, E'\\n'), '') as rows from "${t.schema}"."${t.name}" x`))[0].rows));
  return parts.join('\n');
}

describe('production mode (SANDBOX=false)', () => {
  it('answers 404 on every /simulate route of the route table and NOT_FOUND on every simulate mutation, changing nothing; the sandbox serves them', async () => {
    // Ids that exist, so a 404 can only mean the simulation is absent: an order, a ship notice and a consumer return of A's.
    const item = await newItemId(app, { sku: 'SECRET-SIM', title: 'Simulated' });
    const notice = await newShipNotice(app, [{ item_id: item, quantity: 1 }]);
    const order = await newOrder(app, [[item, 1]], {}, { address: false });
    const returned = await newConsumerReturn(app, [{ item_id: item, quantity: 1 }]);
    const kinds: Record<string, number> = { item, shipnotice: notice.id, order: order.id, consumer_return: returned.id };
    const ids: Ids = { tenant: (k) => kinds[k], shared: () => 0, marker: 'secrets', endpoint: receiver.url };
    const schema = buildSchema();
    const gen = new OperationGenerator({ schema, tenantKinds: Object.keys(kinds), sharedKinds: [] });

    const simulated = routes.filter((r) => r.path.startsWith('/simulate/'));
    const mutations = Object.values((schema.getMutationType() as GraphQLObjectType).getFields()).filter((f) => f.name.startsWith('simulate_'));
    expect(simulated.length).toBeGreaterThanOrEqual(4);
    expect(mutations.length).toBe(simulated.length);
    const mark = await db.mark();
    const failures: string[] = [];
    for (const route of simulated) {
      const c: RestCase = { route, vars: routeVariables(schema, route), label: `${route.method} ${route.path}` };
      const request = gen.restRequest(c, () => ids, ids);
      expect(request.unmapped).toEqual([]);
      const production = await call(request.method, request.path, { token: app.tokens.a, json: request.json });
      if (production.status !== 404 || production.body.code !== 'not_found') failures.push(`${c.label} → ${production.status}`);
    }
    for (const field of mutations) {
      const c: GqlCase = { operation: 'mutation', field, fixed: {}, label: field.name };
      const request = gen.gqlRequest(c, () => ids, ids, 0);
      const production = await call('POST', '/graphql', { token: app.tokens.a, json: { query: request.query, variables: request.variables } });
      if (production.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND') failures.push(`${field.name} → ${JSON.stringify(production.body)}`);
    }
    expect(failures).toEqual([]);
    expect(anyChange(await db.since(mark), 0)).toEqual([]);

    // The same requests in the sandbox (the in-process app) are served: the 404s above are the mode's.
    for (const route of simulated) {
      const request = gen.restRequest({ route, vars: routeVariables(schema, route), label: route.path }, () => ids, ids);
      const sandbox = await app.rest(request.method, request.path, { token: app.tokens.a, json: request.json });
      expect([route.path, sandbox.status]).toEqual([route.path, route.status ?? 200]);
    }
  });
});

describe('secrets', () => {
  it('client secrets, access and refresh tokens are stored only hashed, and no secret of any kind reaches the log', async () => {
    for (const [who, token] of Object.entries(app.tokens)) keep(`${who}'s access token`, token, true);

    // An invitation hands out a client secret; both grants, Basic auth and a refresh hand out tokens.
    const invite = await call('POST', '/api/v2/customers/invite', { token: app.tokens.staff, json: { name: 'Secretive Co' } });
    expect(invite.status).toBe(201);
    const clientId = invite.body.client_id;
    const clientSecret = keep('client secret', invite.body.client_secret, true);
    const grant = await call('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
    expect(grant.status).toBe(200);
    keep('access token', grant.body.access_token, true);
    const refresh = keep('refresh token', grant.body.refresh_token, true);
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    keep('Basic credentials', basic);
    const viaBasic = await call('POST', '/oauth/token', { form: 'grant_type=client_credentials&scope=user_read', headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.status).toBe(200);
    keep('read-only access token', viaBasic.body.access_token, true);
    keep('read-only refresh token', viaBasic.body.refresh_token, true);
    const refreshed = await call('POST', '/oauth/token', { form: `grant_type=refresh_token&client_id=${clientId}&client_secret=${encodeURIComponent(clientSecret)}&refresh_token=${encodeURIComponent(refresh)}` });
    expect(refreshed.status).toBe(200);
    const token = keep('refreshed access token', refreshed.body.access_token, true);
    keep('refreshed refresh token', refreshed.body.refresh_token, true);

    // Refused: a spent refresh token sent again (of a grant of its own: reuse revokes every token of
    // the grant, RFC 9700), a wrong secret, a token of the grant so revoked, a mangled token.
    const spare = await call('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
    keep('spare access token', spare.body.access_token, true);
    const spent = keep('spare refresh token', spare.body.refresh_token, true);
    const spareRefreshed = await call('POST', '/oauth/token', { json: { grant_type: 'refresh_token', client_id: clientId, client_secret: clientSecret, refresh_token: spent } });
    keep('spare refreshed access token', spareRefreshed.body.access_token, true);
    keep('spare refreshed refresh token', spareRefreshed.body.refresh_token, true);
    expect((await call('POST', '/oauth/token', { json: { grant_type: 'refresh_token', client_id: clientId, client_secret: clientSecret, refresh_token: spent } })).status).toBe(400);
    expect((await call('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: `${clientSecret}x` } })).status).toBe(401);
    expect((await call('GET', '/api/v2/items', { token: spareRefreshed.body.access_token })).status).toBe(401);
    expect((await call('GET', '/api/v2/items', { token: `${token}x` })).status).toBe(401);
    expect((await call('POST', '/graphql', { token: `${token}x`, json: { query: '{ viewer { customer_id } }' } })).status).toBe(401);

    // Authenticated work, and errors with a token in the request: bad JSON, an unknown route, bad input.
    expect((await call('GET', '/api/v2/items', { token })).status).toBe(200);
    expect((await call('POST', '/graphql', { token, json: { query: '{ viewer { customer_id } }' } })).body.data.viewer.customer_id).toBe(invite.body.customer.id);
    expect((await call('POST', '/api/v2/items', { token, json: `{"sku": "${token}` })).status).toBe(400);
    expect((await call('GET', `/api/v2/nowhere/${token}`, { token })).status).toBe(404);
    expect((await call('POST', '/graphql', { token, json: { query: `{ item(id: "${token}") { id } }` } })).status).toBe(400);
    expect((await call('PUT', '/api/v2/items/1', { token: viaBasic.body.access_token, json: { title: 'read-only' } })).status).toBe(403);
    const live = await subscribe(base, 'subscription { events(kinds: ["item.created"]) { id resource_id } }', {}, { token });

    // Webhooks: one signed with a secret the caller chose, one with the secret the service made, one failing.
    const chosen = keep('chosen webhook secret', `chosen-${clientSecret.slice(0, 24)}`);
    const hooks: [string, string | undefined][] = [['/chosen', chosen], ['/generated', undefined], ['/failing', undefined]];
    for (const [path, secret] of hooks) {
      const sub = await call('POST', '/api/v2/notification_subscriptions', { token, json: { event_name: 'item.created', endpoint: `${receiver.url}${path}`, ...(secret ? { secret } : {}) } });
      expect(sub.status).toBe(201);
      receiver.secrets.set(path, keep(`webhook secret ${path}`, sub.body.secret));
    }
    const shop = await call('POST', '/graphql', {
      token, json: { query: 'mutation ($id: Int!, $url: String!) { shop_update(id: $id, input: { sync_enabled: true, sync_url: $url }) { sync_secret } }', variables: { id: (await app.sql('select id from shops where customer_id = $1', [invite.body.customer.id]))[0].id, url: `${receiver.url}/shop` } },
    });
    keep('shop sync secret', shop.body.data.shop_update.sync_secret);
    const created = await newItem(serverAt(base, token), { sku: 'SECRET-1', title: 'Delivered' });
    expect((await live.waitFor(1)).map((e: any) => e.resource_id)).toEqual([created.id]);
    await live.close();
    await eventually(async () => {
      const [row] = await app.sql("select count(*) filter (where status = 'delivered')::int as delivered, count(*) filter (where attempts >= 2)::int as retried from webhook_deliveries where customer_id = $1", [invite.body.customer.id]);
      return row.delivered >= 2 && row.retried >= 1;
    }, 'the webhooks to be delivered and the failing one retried');
    expect(receiver.requests.filter((r) => r.path === '/chosen' || r.path === '/generated').every((r) => r.signed)).toBe(true);

    // Stored: nothing handed out as a client secret or token is in any row of any table; its SHA-256 is.
    const stored = await databaseText();
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const inDatabase = [...hashedOnly].filter((what) => stored.includes(secrets.get(what)!));
    expect(inDatabase).toEqual([]);
    expect([...hashedOnly].filter((what) => !stored.includes(sha(secrets.get(what)!)))).toEqual([]);

    // Logged: the whole output of the process, through its shutdown, holds none of them.
    expect(await stopProcess(server.child)).toBe(0);
    const log = server.output();
    // The capture holds the process's whole life, start-up to shutdown.
    expect(log).toContain('Forklift listening');
    expect(log).toContain('shutting down');
    const inLog = [...secrets].filter(([, value]) => log.includes(value)).map(([what]) => what);
    expect(inLog).toEqual([]);
  });
});
