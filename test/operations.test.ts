import PgBoss from 'pg-boss';
import { BULK_QUEUE } from '../src/domain/orders/bulk';
import { EVENTS_CHANNEL } from '../src/events/hub';
import { WEBHOOK_QUEUE } from '../src/events/webhooks/store';
import { createLogger } from '../src/observability';
import { MAX_OPERATION_NAMES } from '../src/observability/metrics';
import { startTestApp, type TestApp } from './support/app';
import { parsePrometheus, type Exposition } from './support/prometheus';
import { eventually } from './support/wait';
import { subscribe } from './support/subscriptions';
import { newItemId } from './support/factories';

/**
 * Operations: the access log (request ids, route patterns, GraphQL operation names, nothing secret),
 * Prometheus /metrics and /readyz's outbox lag check, on an in-process server whose log is captured.
 * The event tail polls hourly here, so an event written without a NOTIFY stays unread until the
 * test sends one; no job workers run, so a queued job stays queued.
 */

const METRICS_TOKEN = 'metrics-token-for-tests';
const OUTBOX_LAG_LIMIT_MS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: TestApp;
const output: string[] = [];
const lines = () => output.map((line) => JSON.parse(line));
/** The access-log line of the request with this id (exactly one). */
const accessLine = (id: string) => {
  const found = lines().filter((l) => l.request_id === id && /^request (completed|failed)$/.test(l.msg));
  expect(found).toHaveLength(1);
  return found[0];
};
let itemId: number;

beforeAll(async () => {
  app = await startTestApp({
    logger: createLogger('debug', { write: (line: string) => void output.push(line) }),
    jobs: false,
    eventPollMs: 3_600_000,
    observability: { metricsToken: METRICS_TOKEN, outboxLagLimitMs: OUTBOX_LAG_LIMIT_MS },
  });
  itemId = await newItemId(app, { sku: 'OPS-1', title: 'Observed' });
});
afterAll(() => app.close());

async function scrape(): Promise<Exposition> {
  const res = await app.rest('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return parsePrometheus(res.body);
}

describe('access log', () => {
  it('gives each request an id (a sane incoming X-Request-Id, else a new UUID), echoes it, and logs one line with method, route pattern, status and duration', async () => {
    const given = await app.rest('GET', `/api/v2/items/${itemId}`, { token: app.tokens.a, headers: { 'x-request-id': 'lb-7f3a.9:trace' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.9:trace');
    const line = accessLine('lb-7f3a.9:trace');
    expect(line).toEqual({
      level: 30, time: expect.any(Number), pid: process.pid, hostname: expect.any(String),
      request_id: 'lb-7f3a.9:trace', method: 'GET', route: '/api/v2/items/:id', status: 200, duration_ms: expect.any(Number), msg: 'request completed',
    });
    expect(line.duration_ms).toBeGreaterThan(0);

    const fresh = [await app.rest('GET', '/api/v2/items', { token: app.tokens.a }), await app.rest('GET', '/api/v2/items', { token: app.tokens.a })];
    const ids = fresh.map((r) => r.headers.get('x-request-id')!);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.map((id) => accessLine(id).route)).toEqual(['/api/v2/items', '/api/v2/items']);

    // Not a plain token, or too long: replaced, not logged.
    for (const insane of ['two words', 'x'.repeat(129), 'quote"d']) {
      const res = await app.rest('GET', '/healthz', { headers: { 'x-request-id': insane } });
      expect(UUID.test(res.headers.get('x-request-id')!)).toBe(true);
      expect(accessLine(res.headers.get('x-request-id')!)).toMatchObject({ route: '/healthz', status: 200, level: 20 });
      expect(output.join('\n')).not.toContain(insane);
    }
  });

  it('labels a request answered before routing with its route pattern, an unknown path `unmatched`, and never logs the URL', async () => {
    const badBody = await app.rest('PUT', `/api/v2/items/${itemId}`, { token: app.tokens.a, raw: { body: '{"title": ', type: 'application/json' } });
    expect(badBody.status).toBe(400);
    expect(accessLine(badBody.headers.get('x-request-id')!)).toMatchObject({ method: 'PUT', route: '/api/v2/items/:id', status: 400 });

    const shouted = await app.rest('GET', `/API/V2/Items/${itemId}`, { token: app.tokens.a });
    expect(shouted.status).toBe(200);
    expect(accessLine(shouted.headers.get('x-request-id')!).route).toBe('/api/v2/items/:id');

    // The docs: Swagger UI's routes, GraphiQL's static files (any name: one label), the API description.
    const docs = await app.rest('GET', '/api/v2/docs/assets/swagger-ui.css');
    expect(docs.status).toBe(200);
    expect(accessLine(docs.headers.get('x-request-id')!)).toMatchObject({ route: '/api/v2/docs/assets/:file', status: 200 });
    const asset = await app.rest('GET', `/graphiql/${itemId}-missing.js`);
    expect(accessLine(asset.headers.get('x-request-id')!)).toMatchObject({ route: '/graphiql/*', status: 404 });
    const description = await app.rest('GET', '/api/v2/openapi.json');
    expect(accessLine(description.headers.get('x-request-id')!)).toMatchObject({ route: '/api/v2/openapi.json', status: 200 });

    const marker = 'path-marker-3c9d1e';
    const unknown = await app.rest('GET', `/api/v2/nowhere/${marker}?q=${marker}`, { token: app.tokens.a });
    expect(unknown.status).toBe(404);
    expect(accessLine(unknown.headers.get('x-request-id')!)).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    expect(output.join('\n')).not.toContain(marker);
  });

  it('names the GraphQL operations of a request, a batch each, and says which never resolved', async () => {
    const single = await app.gql('query WhoAmI { viewer { customer_id } }', {}, app.tokens.a);
    expect(single.body.data.viewer.customer_id).toBe(app.customers.a);
    expect(accessLine(single.headers.get('x-request-id')!)).toMatchObject({ route: '/graphql', status: 200, operations: [{ name: 'WhoAmI', type: 'query' }] });

    const batch = await app.rest('POST', '/graphql', { token: app.tokens.a, json: [{ query: 'query First { viewer { customer_id } }' }, { query: '{ viewer { customer_id } }' }] });
    expect(batch.status).toBe(200);
    expect(accessLine(batch.headers.get('x-request-id')!).operations).toEqual([{ name: 'First', type: 'query' }, { name: null, type: 'query' }]);

    const broken = await app.rest('POST', '/graphql', { token: app.tokens.a, json: { query: 'query Broken { viewer {', operationName: 'Broken' } });
    expect(broken.status).toBe(400);
    expect(accessLine(broken.headers.get('x-request-id')!)).toMatchObject({ status: 400, operations: [{ name: 'Broken', type: null }] });
  });

  it('answers GraphQL with no ETag (no cache revalidates a POST) and no X-Powered-By, and keeps the REST GET ETag', async () => {
    const single = await app.gql('query WhoAmI { viewer { customer_id } }', {}, app.tokens.a);
    expect(single.headers.get('etag')).toBeNull();
    expect(single.headers.get('x-powered-by')).toBeNull();
    expect(single.headers.get('content-type')).toMatch(/^application\/json/);
    const item = await app.rest('GET', `/api/v2/items/${itemId}`, { token: app.tokens.a });
    expect(item.headers.get('etag')).toMatch(/^W\//);
    expect(item.headers.get('x-powered-by')).toBeNull();
  });

  it('writes no access line below the logger\'s level', async () => {
    const quiet: string[] = [];
    const errorsOnly = await startTestApp({ logger: createLogger('error', { write: (line: string) => void quiet.push(line) }), jobs: false, eventPollMs: 3_600_000 });
    try {
      const fine = await errorsOnly.gql('{ viewer { customer_id } }', {}, errorsOnly.tokens.a);
      expect(fine.status).toBe(200);
      const id = fine.headers.get('x-request-id')!;
      expect(UUID.test(id)).toBe(true);
      expect(quiet.map((l) => JSON.parse(l)).filter((l) => l.request_id === id)).toEqual([]);
    } finally {
      await errorsOnly.close();
    }
  });

  it('logs an internal error with the request id, over REST and GraphQL', async () => {
    // A fault no caller can cause: the table items are read from is gone.
    await app.sql('alter table items rename to items_gone');
    let rest, gql;
    try {
      rest = await app.rest('GET', `/api/v2/items/${itemId}`, { token: app.tokens.a });
      gql = await app.gql('query ItemTitle($id: Int!) { item(id: $id) { title } }', { id: itemId }, app.tokens.a);
    } finally {
      await app.sql('alter table items_gone rename to items');
    }
    expect(rest.status).toBe(500);
    expect(gql.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    for (const res of [rest, gql]) {
      const id = res.headers.get('x-request-id')!;
      const errors = lines().filter((l) => l.request_id === id && l.msg === 'internal error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ level: 50, err: { message: expect.stringContaining('items') } });
    }
    expect(accessLine(rest.headers.get('x-request-id')!)).toMatchObject({ level: 50, status: 500, route: '/api/v2/items/:id' });
    expect(accessLine(gql.headers.get('x-request-id')!)).toMatchObject({ status: 200, operations: [{ name: 'ItemTitle', type: 'query' }] });

    // Failing before any route (authenticating a token this instance has not seen reads api_clients):
    // the access-log line carries the error.
    const fresh = `unseen-${Date.now()}`;
    await app.sql(
      `insert into access_tokens (api_client_id, token_hash, refresh_hash, scopes, expires_at, refresh_expires_at)
       select api_client_id, encode(sha256($1::bytea), 'hex'), encode(sha256(($1 || '-refresh')::bytea), 'hex'), scopes, now() + interval '1 hour', now() + interval '1 hour'
       from access_tokens where token_hash = encode(sha256($2::bytea), 'hex')`,
      [fresh, app.tokens.a],
    );
    await app.sql('alter table api_clients rename to api_clients_gone');
    let early;
    try {
      early = await app.rest('GET', '/api/v2/items', { token: fresh });
    } finally {
      await app.sql('alter table api_clients_gone rename to api_clients');
    }
    expect(early.status).toBe(500);
    expect(early.body).toMatchObject({ message: 'Internal server error', code: 'internal_server_error' });
    expect(accessLine(early.headers.get('x-request-id')!)).toMatchObject({
      level: 50, msg: 'request failed', route: '/api/v2/items', status: 500, err: { type: expect.any(String), message: expect.stringContaining('api_clients'), stack: expect.any(String) },
    });
  });

  it('writes no token, client secret or credential anywhere, whatever a log call is handed', async () => {
    const invite = await app.rest('POST', '/api/v2/customers/invite', { token: app.tokens.staff, json: { name: 'Logged Co' } });
    expect(invite.status).toBe(201);
    const { client_id, client_secret } = invite.body;
    const grant = await app.rest('POST', '/oauth/token', { form: `grant_type=client_credentials&client_id=${client_id}&client_secret=${encodeURIComponent(client_secret)}` });
    expect(grant.status).toBe(200);
    const refused = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id, client_secret: `${client_secret}x` } });
    expect(refused.status).toBe(401);
    expect(accessLine(refused.headers.get('x-request-id')!)).toMatchObject({ method: 'POST', route: '/oauth/token', status: 401 });
    expect((await app.rest('GET', '/api/v2/items', { token: grant.body.access_token })).status).toBe(200);

    // The redaction under every log call (the server's logger is made the same way): a request's
    // headers, a token request's body, a job's data.
    const logger = createLogger('info', { write: (line: string) => void output.push(line) });
    logger.error({ req: { headers: { authorization: `Bearer ${grant.body.access_token}` } }, body: { client_secret, refresh_token: grant.body.refresh_token }, data: { secret: client_secret } }, 'a careless log call');
    expect(JSON.parse(output[output.length - 1])).toMatchObject({ req: { headers: { authorization: '[redacted]' } }, body: { client_secret: '[redacted]', refresh_token: '[redacted]' }, data: { secret: '[redacted]' } });

    const log = output.join('\n');
    const secrets = { client_secret, access_token: grant.body.access_token, refresh_token: grant.body.refresh_token, ...app.tokens };
    expect(Object.entries(secrets).filter(([, value]) => log.includes(value)).map(([what]) => what)).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('is off without a token unless opened (production: METRICS_OPEN defaults to false), saying which setting turns it on', async () => {
    const closed = await startTestApp({ jobs: false, observability: { metricsOpen: false } });
    try {
      const res = await closed.rest('GET', '/metrics');
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/METRICS_TOKEN.*METRICS_OPEN=true/);
    } finally {
      await closed.close();
    }
  });

  it('asks for the metrics token when one is set', async () => {
    const none = await app.rest('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.body.code).toBe('unauthorized');
    expect((await app.rest('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);
    const res = await app.rest('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is Prometheus text with process metrics, and the request histogram counts each request under its method, route pattern and status class', async () => {
    const count = (m: Exposition, labels: Record<string, string>) => m.value('forklift_http_request_duration_seconds_count', labels) ?? 0;
    const ok = { method: 'GET', route: '/api/v2/items/:id', status_class: '2xx' };
    const missing = { method: 'GET', route: '/api/v2/items/:id', status_class: '4xx' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await app.rest('GET', `/api/v2/items/${itemId}`, { token: app.tokens.a })).status).toBe(200);
    expect((await app.rest('GET', '/api/v2/items/99999999', { token: app.tokens.a })).status).toBe(404);
    const after = await scrape();

    expect(after.types.get('forklift_http_request_duration_seconds')).toBe('histogram');
    expect(after.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(after.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(count(after, ok) - count(before, ok)).toBe(3);
    expect(count(after, missing) - count(before, missing)).toBe(1);
    expect(after.value('forklift_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(count(after, ok));
    expect(after.value('forklift_http_request_duration_seconds_sum', ok)).toBeGreaterThan(before.value('forklift_http_request_duration_seconds_sum', ok) ?? 0);
    // Labels are patterns, never paths with ids.
    const routes = new Set(after.samples.filter((s) => s.name === 'forklift_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...routes].filter((r) => /\d/.test(r.replace('/api/v2', '')))).toEqual([]);
    expect(routes.has('unmatched')).toBe(true);
  });

  it('times GraphQL operations by name and type, with anonymous, unknown and past the first names `other`', async () => {
    const count = (m: Exposition, operation: string, type: string) => m.value('forklift_graphql_operation_duration_seconds_count', { operation, type }) ?? 0;
    const before = await scrape();
    await app.gql('query Counted { viewer { customer_id } }', {}, app.tokens.a);
    await app.gql('query Counted { viewer { customer_id } }', {}, app.tokens.a);
    await app.gql('{ viewer { customer_id } }', {}, app.tokens.a);
    await app.gql('query { viewer {', {}, app.tokens.a);
    const after = await scrape();
    expect(count(after, 'Counted', 'query') - count(before, 'Counted', 'query')).toBe(2);
    expect(count(after, 'anonymous', 'query') - count(before, 'anonymous', 'query')).toBe(1);
    expect(count(after, 'unknown', 'unknown') - count(before, 'unknown', 'unknown')).toBe(1);

    // More distinct names than get labels of their own, ten to a batch.
    const names = Array.from({ length: MAX_OPERATION_NAMES + 10 }, (_, i) => `Distinct${i}`);
    for (let i = 0; i < names.length; i += 10) {
      const res = await app.rest('POST', '/graphql', { token: app.tokens.a, json: names.slice(i, i + 10).map((n) => ({ query: `query ${n} { viewer { customer_id } }` })) });
      expect(res.status).toBe(200);
    }
    const capped = await scrape();
    const labels = new Set(capped.samples.filter((s) => s.name === 'forklift_graphql_operation_duration_seconds_count').map((s) => s.labels.operation));
    expect(labels.size).toBe(MAX_OPERATION_NAMES + 3);
    expect(['anonymous', 'unknown', 'other'].every((l) => labels.has(l))).toBe(true);
    expect(count(capped, 'other', 'query')).toBeGreaterThanOrEqual(10);
  });

  it('counts open WebSocket connections', async () => {
    const connections = async () => (await scrape()).value('forklift_websocket_connections');
    expect(await connections()).toBe(0);
    const live = await subscribe(app.url, 'subscription { events(kinds: ["item.created"]) { id } }', {}, { token: app.tokens.a });
    expect(await connections()).toBe(1);
    await live.close();
    await eventually(async () => (await connections()) === 0, 'the connection gauge to drop');
  });

  it('reports the depth of each job queue, ready and deferred', async () => {
    const depth = async (state: string) => (await scrape()).value('forklift_job_queue_depth', { queue: BULK_QUEUE, state });
    expect([await depth('ready'), await depth('deferred')]).toEqual([0, 0]);
    expect((await scrape()).value('forklift_job_queue_depth', { queue: WEBHOOK_QUEUE, state: 'ready' })).toBe(0);
    const boss = new PgBoss({ connectionString: app.databaseUrl, max: 1, supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.createQueue(BULK_QUEUE);
      const ready = (await boss.send(BULK_QUEUE, { job_id: -1 }))!;
      const deferred = (await boss.send(BULK_QUEUE, { job_id: -2 }, { startAfter: 3600 }))!;
      expect([await depth('ready'), await depth('deferred')]).toEqual([1, 1]);
      await boss.cancel(BULK_QUEUE, [ready, deferred]);
      expect([await depth('ready'), await depth('deferred')]).toEqual([0, 0]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe('GET /readyz outbox check', () => {
  it('is 503 naming the outbox while an event has waited longer than the limit for this instance to read it, and 200 once it has', async () => {
    const ready = await app.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.outbox).toBe('ok');
    expect((await scrape()).value('forklift_outbox_lag_events')).toBe(0);

    // Written as a commit writes it, but without the NOTIFY that wakes the tail.
    await app.sql(`insert into events (kind, customer_id, resource_type, resource_id, payload) values ('item.updated', $1, 'item', $2, '{}')`, [app.customers.a, itemId]);
    const lagging = await scrape();
    expect(lagging.value('forklift_outbox_lag_events')).toBe(1);
    const unready = await eventually(async () => {
      const res = await app.rest('GET', '/readyz');
      return res.status === 503 ? res : undefined;
    }, 'readyz to report the lag', 5_000);
    expect(unready.body).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', events: 'ok', outbox: expect.stringMatching(/^1 event unread, the oldest for \d+\.\d s \(limit 0\.2 s\)$/) },
    });
    expect((await scrape()).value('forklift_outbox_lag_seconds')).toBeGreaterThan(OUTBOX_LAG_LIMIT_MS / 1000);

    await app.sql(`select pg_notify('${EVENTS_CHANNEL}', '')`);
    await eventually(async () => (await app.rest('GET', '/readyz')).status === 200, 'readyz to recover once the tail has read it', 5_000);
    const caughtUp = await scrape();
    expect([caughtUp.value('forklift_outbox_lag_events'), caughtUp.value('forklift_outbox_lag_seconds')]).toEqual([0, 0]);
  });
});
