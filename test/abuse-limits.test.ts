import pino from 'pino';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { loadConfig } from '../src/config';
import { DEFAULT_LIMITS, type LimitOptions, resolveLimits } from '../src/limits/options';
import { startServer, type RunningServer } from '../src/server';
import { startTestApp, type TestApp } from './support/app';
import { sleep } from './support/http';
import { newCustomer } from './support/factories';

/**
 * Small limits so each one is reached in a few requests. The anonymous bucket holds the four token
 * requests startTestApp makes from 127.0.0.1; the tests below that exhaust it come "from" other
 * addresses through X-Forwarded-For, which a loopback proxy may set (trust proxy).
 */
const LIMITS: Partial<LimitOptions> = {
  maxDepth: 4,
  maxAliases: 3,
  maxCost: 100,
  maxBatch: 3,
  rateLimits: {
    graphql: { size: 100, restorePerSecond: 5 },
    rest: { size: 5, restorePerSecond: 1 },
    anonymous: { size: 5, restorePerSecond: 1 },
  },
  trustProxy: 'loopback',
};

// 1 (the connection) + 10 (per_page) × 1 (each node; id and sku are scalars, free).
const ITEMS_10 = '{ items(per_page: 10) { nodes { id sku } page_info { page } total_count } }';
const ITEMS_10_COST = 1 + 10 * 1;

let app: TestApp;
let second: { server: RunningServer; orm: MikroORM };
let clients = 0;

/** A fresh customer client and its token (minted directly: the token endpoint's IP bucket is under test). */
async function newToken(on: TestApp = app): Promise<string> {
  return (await newCustomer(on, `Limits ${++clients}`)).mintToken();
}

async function post(url: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const gqlAt = (url: string, token: string, query: string, variables?: Record<string, unknown>) =>
  post(url, '/graphql', JSON.stringify({ query, variables }), { authorization: `Bearer ${token}` });

const restAt = async (url: string, token: string, path: string) => {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

/** Runs one operation over graphql-ws and resolves with its result or its error message's errors. */
function overWs(token: string, query: string): Promise<{ data?: any; errors?: any[] }> {
  return new Promise((resolve, reject) => {
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: true });
    let result: { data?: any; errors?: any[] } | undefined;
    client.subscribe({ query }, {
      next: (value) => void (result = value as typeof result),
      error: (errors) => {
        void client.dispose();
        if (Array.isArray(errors)) resolve({ errors });
        else reject(errors);
      },
      complete: () => {
        void client.dispose();
        resolve(result!);
      },
    });
  });
}

beforeAll(async () => {
  app = await startTestApp({ limits: LIMITS });
  // A second instance on the same database, with its own ORM and its own limiter pool.
  const orm = await initOrm(app.databaseUrl, ENTITIES, { poolSize: 2 });
  second = { orm, server: await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false, limits: LIMITS }) };
}, 60_000);

afterAll(async () => {
  await second?.server.close();
  await second?.orm.close();
  await app?.close();
});

describe('GraphQL depth, alias and cost limits, checked before execution', () => {
  it('refuses an operation deeper than the limit and runs one at the limit', async () => {
    const token = await newToken();
    // items 1, nodes 2, originators 3, total_count 4.
    const atLimit = await gqlAt(app.url, token, '{ items { nodes { originators { total_count } } } }');
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.items.nodes).toEqual([]);
    const deeper = await gqlAt(app.url, token, '{ items { nodes { originators { nodes { id } } } } }');
    expect(deeper.status).toBe(400);
    expect(deeper.body.data).toBeUndefined();
    expect(deeper.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
    expect(deeper.body.errors[0].message).toBe('query depth 5 is over the limit of 4');
  });

  it('counts a fragment as its fields, not as a level', async () => {
    const token = await newToken();
    const res = await gqlAt(app.url, token, '{ items { nodes { ...F } } } fragment F on Item { originators { total_count } }');
    expect(res.status).toBe(200);
  });

  it('refuses more aliases than the limit', async () => {
    const token = await newToken();
    const three = await gqlAt(app.url, token, '{ a: viewer { staff } b: viewer { staff } c: viewer { staff } }');
    expect(three.status).toBe(200);
    expect(three.body.data.c).toEqual({ staff: false });
    const four = await gqlAt(app.url, token, '{ a: viewer { staff } b: viewer { staff } c: viewer { staff } d: viewer { staff } }');
    expect(four.status).toBe(400);
    expect(four.body.errors[0]).toMatchObject({ message: 'query has 4 aliases, over the limit of 3', extensions: { code: 'BAD_USER_INPUT', field: 'query' } });
  });

  // GraphiQL sends the name its editor last saw with whatever operation is in it now.
  it('answers an operationName the document does not hold with 400 naming it, not a 500, and charges nothing', async () => {
    const token = await newToken();
    const res = await post(app.url, '/graphql', JSON.stringify({ query: ITEMS_10, operationName: 'Items' }), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ message: 'Unknown operation named "Items".', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(res.body.extensions).toBeUndefined();
    const after = await gqlAt(app.url, token, ITEMS_10);
    expect(after.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(100 - ITEMS_10_COST);
  });

  it('reports the cost of a known query in extensions.cost and draws it from the bucket', async () => {
    const token = await newToken();
    const res = await gqlAt(app.url, token, ITEMS_10);
    expect(res.status).toBe(200);
    // A new client's bucket starts full: 100 - 11.
    expect(res.body.extensions.cost).toEqual({
      requestedQueryCost: ITEMS_10_COST,
      actualQueryCost: ITEMS_10_COST,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100 - ITEMS_10_COST, restoreRate: 5 },
    });
    expect(res.headers.get('ratelimit-remaining')).toBe(String(100 - ITEMS_10_COST));
  });

  it('prices nested lists by their page sizes, edges as their nodes, plain lists as 10 elements, and a mutation at 10', async () => {
    const token = await newToken();
    const cost = async (query: string, variables?: Record<string, unknown>) => (await gqlAt(app.url, token, query, variables)).body.extensions.cost.requestedQueryCost;
    // 1 + 2 × (1 node + (1 connection + 3 × 1 node)): per_page and first both give the page size.
    expect(await cost('{ items(first: 2) { nodes { id originators(per_page: 3) { nodes { id } } } } }')).toBe(1 + 2 * (1 + (1 + 3 * 1)));
    // Edges cost their node; a variable's value is the page size, and without one the default page (25).
    const edges = 'query ($n: Int) { items(first: $n) { edges { cursor node { id } } } }';
    expect(await cost(edges, { n: 4 })).toBe(1 + 4 * 1);
    expect(await cost(edges)).toBe(1 + 25 * 1);
    // A list without paging arguments is assumed to hold 10: 2 customers × (1 + 10 shops × 1).
    expect(await cost('{ customers(per_page: 2) { nodes { id shops { id } } } }')).toBe(1 + 2 * (1 + 10 * 1));
    const mutation = await gqlAt(app.url, token, 'mutation ($input: ItemCreateInput!) { item_create(input: $input) { id sku } }', { input: { sku: `COST-${clients}` } });
    expect(mutation.body.data.item_create.sku).toBe(`COST-${clients}`);
    expect(mutation.body.extensions.cost.requestedQueryCost).toBe(10);
  });

  it('refuses an operation over the cost limit before anything runs: no row, no statement beyond authentication', async () => {
    const token = await newToken();
    const sku = `TOO-COSTLY-${clients}`;
    // 10 (mutation) + 1 (originators) + 100 × 1 = 111 > 100.
    const costly = `mutation { item_create(input: { sku: "${sku}" }) { id originators(per_page: 100) { nodes { id } } } }`;
    let res: Awaited<ReturnType<typeof gqlAt>> | undefined;
    // The token is checked once per instance (then cached): both counts below are of a known token.
    await gqlAt(app.url, token, '{ __typename }');
    const statements = await app.countStatements(async () => void (res = await gqlAt(app.url, token, costly)));
    const baseline = await app.countStatements(() => gqlAt(app.url, token, '{ __typename }'));
    expect(res!.status).toBe(400);
    expect(res!.body.data).toBeUndefined();
    expect(res!.body.errors[0]).toMatchObject({
      message: 'query cost 111 exceeds the limit of 100 points; ask for smaller pages (first, per_page)',
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
    // Nothing was charged for it; the bucket is untouched (a refused operation only reads it).
    expect(res!.body.extensions.cost).toEqual({ requestedQueryCost: 111, actualQueryCost: null, throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100, restoreRate: 5 } });
    expect(statements).toBe(baseline);
    expect(await app.sql('select id from items where sku = $1', [sku])).toEqual([]);
  });

  it('applies the documented defaults: depth 10, 30 aliases, cost 1000, buckets of 1000 points and 500 requests', async () => {
    const defaults = await startTestApp({ limits: DEFAULT_LIMITS });
    try {
      const nested = (depth: number): string => (depth === 0 ? 'id' : `in_bundles { ${nested(depth - 1)} }`);
      // items 1, nodes 2, in_bundles 3…11, id 12.
      const deep = await defaults.gql(`{ items { nodes { ${nested(9)} } } }`, {}, defaults.tokens.a);
      expect(deep.status).toBe(400);
      expect(deep.body.errors[0].message).toBe('query depth 12 is over the limit of 10');
      const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: viewer { staff }`).join(' ');
      expect((await defaults.gql(`{ ${aliases} }`, {}, defaults.tokens.a)).body.errors[0].message).toBe('query has 31 aliases, over the limit of 30');
      // 1 + 100 orders × (1 + 10 order_items × 1).
      const costly = await defaults.gql('{ orders(per_page: 100) { nodes { id order_items { id } } } }', {}, defaults.tokens.a);
      expect(costly.body.errors[0].message).toBe('query cost 1101 exceeds the limit of 1000 points; ask for smaller pages (first, per_page)');
      const fits = await defaults.gql('{ orders(per_page: 90) { nodes { id order_items { id } } } }', {}, defaults.tokens.a);
      expect(fits.body.extensions.cost).toMatchObject({ requestedQueryCost: 1 + 90 * 11, throttleStatus: { maximumAvailable: 1000, restoreRate: 50 } });
      const rest = await defaults.rest('GET', '/api/v2/items', { token: defaults.tokens.a });
      expect(rest.headers.get('ratelimit-limit')).toBe('500');
    } finally {
      await defaults.close();
    }
  });

  it('leaves the REST facade to its own documents: a 250-row page is not refused by cost and draws one request', async () => {
    const token = await newToken();
    const res = await restAt(app.url, token, '/api/v2/items?per_page=250');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toBe('4');
  });
});

describe('batches', () => {
  it('runs a batch of up to the limit, each operation costed and answered on its own', async () => {
    const token = await newToken();
    const sent = performance.now();
    const res = await post(app.url, '/graphql', JSON.stringify([{ query: ITEMS_10 }, { query: '{ viewer { staff } }' }]), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0].extensions.cost.requestedQueryCost).toBe(ITEMS_10_COST);
    expect(res.body[1]).toMatchObject({ data: { viewer: { staff: false } }, extensions: { cost: { requestedQueryCost: 1, actualQueryCost: 1 } } });
    // Both drawn from the one bucket (in either order: Apollo runs a batch's operations together): a
    // request after it finds 11 + 1 + its own 1 gone, less what 5/s restored meanwhile.
    const after = await gqlAt(app.url, token, '{ viewer { staff } }');
    const restored = Math.floor(((performance.now() - sent) / 1000) * 5);
    const available = after.body.extensions.cost.throttleStatus.currentlyAvailable;
    expect(available).toBeGreaterThanOrEqual(100 - ITEMS_10_COST - 2);
    expect(available).toBeLessThanOrEqual(100 - ITEMS_10_COST - 2 + restored);
  });

  it('refuses a batch over the limit whole, running none of it', async () => {
    const token = await newToken();
    const skus = [1, 2, 3, 4].map((n) => `BATCH-${clients}-${n}`);
    const batch = skus.map((sku) => ({ query: `mutation { item_create(input: { sku: "${sku}" }) { id } }` }));
    const res = await post(app.url, '/graphql', JSON.stringify(batch), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: 'a batch may hold at most 3 operations, this one holds 4', extensions: { code: 'BAD_REQUEST', field: 'body' } });
    expect(await app.sql('select sku from items where sku = any($1)', [skus])).toEqual([]);
  });
});

describe('body size', () => {
  const big = JSON.stringify({ sku: 'BIG', description: 'x'.repeat(1024 * 1024) });

  it('answers 413 on REST, naming the body', async () => {
    const res = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, raw: { body: big, type: 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', errors: [{ field: 'body' }] });
    expect(await app.sql("select id from items where sku = 'BIG'")).toEqual([]);
  });

  it('answers 413 on /graphql in GraphQL\'s shape', async () => {
    const query = `mutation { item_create(input: { sku: "BIG", description: "${'x'.repeat(1024 * 1024)}" }) { id } }`;
    const res = await post(app.url, '/graphql', JSON.stringify({ query }), { authorization: `Bearer ${app.tokens.a}` });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toMatchObject({ message: 'request body is too large', extensions: { code: 'BAD_REQUEST', field: 'body', errors: [{ field: 'body', message: 'exceeds 1048576 bytes' }] } });
    expect(await app.sql("select id from items where sku = 'BIG'")).toEqual([]);
  });

  it('answers a malformed body on /graphql in GraphQL\'s shape too', async () => {
    const res = await post(app.url, '/graphql', '{"query": ', { authorization: `Bearer ${app.tokens.a}` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST', field: 'body', errors: [{ field: 'body', message: 'is not valid JSON' }] } });
  });

  it('lets bulk order creates carry more than 1mb', async () => {
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, raw: { body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }), type: 'application/json' } });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('closes a graphql-ws socket sent a message over 1mb (1009)', async () => {
    // graphql-ws reports the socket's error on the console; here it is the expected outcome.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${app.tokens.a}`, padding: 'x'.repeat(1024 * 1024) } }));
    expect(await closed).toBe(1009);
    quiet.mockRestore();
  });
});

describe('graphql-ws operations are admitted as HTTP ones', () => {
  it('refuses one over the depth or cost limit with the operation\'s error, and charges the cost of one it runs', async () => {
    const token = await newToken();
    const deep = await overWs(token, '{ items { nodes { originators { nodes { id } } } } }');
    expect(deep.errors![0]).toMatchObject({ message: 'query depth 5 is over the limit of 4', extensions: { code: 'BAD_USER_INPUT', field: 'query' } });
    const costly = await overWs(token, '{ items(per_page: 100) { nodes { id } } }');
    expect(costly.errors![0].message).toBe('query cost 101 exceeds the limit of 100 points; ask for smaller pages (first, per_page)');
    const started = Date.now();
    const ran = await overWs(token, ITEMS_10);
    expect(ran.data.items.nodes).toEqual([]);
    // Over HTTP the bucket shows the WebSocket operation's 11 points gone (and 1 for this one), less what was restored meanwhile.
    const after = await gqlAt(app.url, token, '{ viewer { staff } }');
    const restored = Math.ceil(((Date.now() - started) / 1000) * 5);
    const available = after.body.extensions.cost.throttleStatus.currentlyAvailable;
    expect(available).toBeLessThanOrEqual(100 - ITEMS_10_COST - 1 + restored);
    expect(available).toBeLessThan(100 - 1);
  });

  it('refuses one the bucket cannot pay for with RATE_LIMITED', async () => {
    const token = await newToken();
    for (let i = 0; i < 9; i++) expect((await gqlAt(app.url, token, ITEMS_10)).status).toBe(200);
    // The costliest operation allowed (100 points): the drained bucket refills 5 a second, so it is
    // refused however slowly the machine ran the requests before it.
    const refused = await overWs(token, '{ items(per_page: 99) { nodes { id } } }');
    expect(refused.errors![0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('per-client rate limits in PostgreSQL', () => {
  it('REST: counts down RateLimit-Remaining, then 429 with Retry-After; after waiting that long it answers again', async () => {
    const token = await newToken();
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await restAt(app.url, token, '/api/v2/items');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await restAt(app.url, token, '/api/v2/items');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', errors: [] });
    expect(refused.body.message).toMatch(/^rate limit exceeded: 0 of 5 requests left, this needs 1; 1 requests restored per second, retry after 1 s$/);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(5 - 1);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(1);
    // A fixed wait is the point: the bucket refills with time alone, and the test is that Retry-After is long enough.
    await sleep(retryAfter * 1000);
    expect((await restAt(app.url, token, '/api/v2/items')).status).toBe(200);
  });

  it('GraphQL: draws each operation\'s cost until one does not fit, which is 429 RATE_LIMITED with Retry-After and runs nothing', async () => {
    const token = await newToken();
    for (let i = 1; i <= 9; i++) {
      const res = await gqlAt(app.url, token, ITEMS_10);
      expect(res.status).toBe(200);
    }
    // 100 - 9 × 11 = 1 left (plus a few points restored meanwhile): not enough for an item_create (10).
    const sku = `THROTTLED-${clients}`;
    const refused = await gqlAt(app.url, token, `mutation { item_create(input: { sku: "${sku}" }) { id } }`);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.body.errors[0].message).toMatch(/^rate limit exceeded: \d of 100 points left, this needs 10; 5 points restored per second, retry after [12] s$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.extensions.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: null, throttleStatus: { maximumAvailable: 100, restoreRate: 5 } });
    expect(await app.sql('select id from items where sku = $1', [sku])).toEqual([]);
    // As above: waiting exactly Retry-After is what is tested.
    await sleep(Number(refused.headers.get('retry-after')) * 1000);
    expect((await gqlAt(app.url, token, `mutation { item_create(input: { sku: "${sku}" }) { id } }`)).status).toBe(200);
  });

  it('keeps one bucket per client: another client is not limited by the first', async () => {
    const [first, other] = [await newToken(), await newToken()];
    for (let i = 0; i < 5; i++) await restAt(app.url, first, '/api/v2/items');
    expect((await restAt(app.url, first, '/api/v2/items')).status).toBe(429);
    expect((await restAt(app.url, other, '/api/v2/items')).status).toBe(200);
  });

  it('is shared by instances: a client draws one bucket through both servers', async () => {
    const token = await newToken();
    const urls = [app.url, second.server.url];
    for (let i = 0; i < 5; i++) expect((await restAt(urls[i % 2], token, '/api/v2/items')).status).toBe(200);
    expect((await restAt(urls[0], token, '/api/v2/items')).status).toBe(429);
    expect((await restAt(urls[1], token, '/api/v2/items')).status).toBe(429);
    // GraphQL too: what one instance charged, the other reports gone.
    const onFirst = await gqlAt(urls[0], token, ITEMS_10);
    const onSecond = await gqlAt(urls[1], token, ITEMS_10);
    expect(onFirst.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(100 - ITEMS_10_COST);
    expect(onSecond.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(100 - 2 * ITEMS_10_COST + 1);
  });

  it('draws atomically under concurrency: of 20 simultaneous operations over both instances exactly 9 fit', async () => {
    const token = await newToken();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => gqlAt([app.url, second.server.url][i % 2], token, ITEMS_10)));
    const seconds = (Date.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200).length;
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - ok);
    // 100 points hold 9 operations of 11; a further one needs 10 points more, 2 s of restoring.
    expect(ok).toBeGreaterThanOrEqual(9);
    expect(ok).toBeLessThanOrEqual(9 + Math.floor((seconds * 5 + 1) / ITEMS_10_COST));
  });

  it('limits POST /oauth/token by client IP, before the secret is checked', async () => {
    const invited = await newCustomer(app, 'OAuth limits');
    const tokenFrom = (ip: string, secret: string) =>
      post(app.url, '/oauth/token', JSON.stringify({ grant_type: 'client_credentials', client_id: invited.client_id, client_secret: secret }), { 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i++) {
      const guess = await tokenFrom('203.0.113.10', `guess-${i}`);
      expect(guess.status).toBe(401);
      expect(guess.headers.get('ratelimit-remaining')).toBe(String(4 - i));
    }
    const right = await tokenFrom('203.0.113.10', invited.client_secret);
    expect(right.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address has its own bucket.
    expect((await tokenFrom('203.0.113.11', invited.client_secret)).status).toBe(200);
  });

  it('limits requests with a bad bearer token by IP, on REST and GraphQL', async () => {
    const headers = { authorization: 'Bearer not-a-token', 'x-forwarded-for': '203.0.113.20' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${app.url}/api/v2/items`, { headers })).status);
    for (let i = 0; i < 2; i++) statuses.push((await post(app.url, '/graphql', JSON.stringify({ query: '{ viewer { staff } }' }), headers)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await fetch(`${app.url}/api/v2/items`, { headers })).status).toBe(429);
    const graphql = await post(app.url, '/graphql', JSON.stringify({ query: '{ viewer { staff } }' }), headers);
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('figures a client can pace on', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    // The documented buckets: big enough that each instance leases units (10 requests, 20 points) and
    // hands them out from memory, which is where the figures went wrong.
    defaults = await startTestApp({ limits: DEFAULT_LIMITS });
  });
  afterAll(() => defaults?.close());

  const remaining = (res: { headers: Headers }) => Number(res.headers.get('ratelimit-remaining'));

  it('REST: RateLimit-Remaining never exceeds RateLimit-Limit, and the first answer after a pause shows the refill', async () => {
    const token = await newToken(defaults);
    const seen: number[] = [];
    const request = async () => {
      const res = await restAt(defaults.url, token, '/api/v2/items');
      expect(res.headers.get('ratelimit-limit')).toBe('500');
      seen.push(remaining(res));
    };
    for (let i = 0; i < 5; i++) await request();
    // One less each time, give or take what flowed back meanwhile (25 a second).
    expect(seen[0]).toBe(499);
    seen.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(499 - i));
    // 1 s refills 25 requests: the bucket is full again, and this request leaves 499.
    await sleep(1000);
    await request();
    expect(seen.at(-1)).toBe(499);
    // Its lease is topped up meanwhile (half spent); what it holds is still the bucket's, never more.
    await sleep(100);
    await request();
    expect(seen.at(-1)).toBe(499);
    expect(Math.max(...seen)).toBeLessThanOrEqual(500);
  });

  it('GraphQL: currentlyAvailable is RateLimit-Remaining, never above maximumAvailable, current after a pause', async () => {
    const token = await newToken(defaults);
    const seen: number[] = [];
    const operation = async () => {
      const res = await gqlAt(defaults.url, token, '{ viewer { staff } }');
      const { requestedQueryCost, actualQueryCost, throttleStatus } = res.body.extensions.cost;
      expect([requestedQueryCost, actualQueryCost, throttleStatus.maximumAvailable]).toEqual([1, 1, 1000]);
      expect(res.headers.get('ratelimit-limit')).toBe('1000');
      expect(remaining(res)).toBe(throttleStatus.currentlyAvailable);
      seen.push(throttleStatus.currentlyAvailable);
    };
    for (let i = 0; i < 10; i++) await operation();
    expect(seen[0]).toBe(999);
    seen.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(999 - i));
    await sleep(1000);
    await operation();
    expect(seen.at(-1)).toBe(999);
    await sleep(100);
    await operation();
    expect(seen.at(-1)).toBe(999);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1000);
  });

  it('charges nothing for an operation refused before it runs: paging the list would refuse, or over the cost limit', async () => {
    const token = await newToken(defaults);
    const tooLong = await gqlAt(defaults.url, token, '{ items(per_page: 9999) { nodes { id } } }');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toBeUndefined();
    expect(tooLong.body.errors).toEqual([{ message: 'per_page must be an integer from 1 to 250', extensions: { code: 'BAD_USER_INPUT', field: 'per_page', errors: [{ field: 'per_page', message: 'must be an integer from 1 to 250' }] } }]);
    expect(tooLong.body.extensions.cost).toMatchObject({ actualQueryCost: null, throttleStatus: { currentlyAvailable: 1000 } });
    // In a variable, on a nested list, as a page or a cursor: refused alike, in the list's words.
    const refusals = [
      ['query ($n: Int) { items(first: $n) { nodes { id } } }', { n: 0 }, 'first'],
      ['{ items(per_page: 2) { nodes { id originators(per_page: 251) { nodes { id } } } } }', {}, 'per_page'],
      ['{ items(page: 0) { nodes { id } } }', {}, 'page'],
      ['{ items(after: "not-ours") { nodes { id } } }', {}, 'after'],
    ] as const;
    for (const [query, variables, field] of refusals) {
      const res = await gqlAt(defaults.url, token, query, variables);
      expect([res.status, res.body.errors[0].extensions.field, res.body.extensions.cost.actualQueryCost]).toEqual([400, field, null]);
    }
    const tooCostly = await gqlAt(defaults.url, token, '{ orders(per_page: 100) { nodes { id order_items { id } } } }');
    expect(tooCostly.body.extensions.cost).toMatchObject({ requestedQueryCost: 1101, actualQueryCost: null });
    // Nothing was drawn for any of them: the first operation that runs finds the bucket full.
    const runs = await gqlAt(defaults.url, token, '{ items(per_page: 10) { nodes { id } } }');
    expect(runs.body.extensions.cost).toMatchObject({ actualQueryCost: 11, throttleStatus: { currentlyAvailable: 1000 - 11 } });
  });
});

describe('limit configuration', () => {
  it('reads the limits from the environment, defaults as documented, and refuses values it cannot honour', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    const set = loadConfig({ GRAPHQL_MAX_DEPTH: '12', GRAPHQL_MAX_COST: '2000', RATE_LIMIT_GRAPHQL: '2000/100', RATE_LIMIT_REST: '40/2', RATE_LIMIT_ANONYMOUS: '10/0.2', TRUST_PROXY: '1' }).limits;
    expect(set).toMatchObject({ maxDepth: 12, maxCost: 2000, trustProxy: 1, rateLimits: { graphql: { size: 2000, restorePerSecond: 100 }, rest: { size: 40, restorePerSecond: 2 }, anonymous: { size: 10, restorePerSecond: 0.2 } } });
    expect(loadConfig({ RATE_LIMITS: 'false' }).limits.rateLimits).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).limits.trustProxy).toBe('loopback');
    expect(() => loadConfig({ GRAPHQL_MAX_COST: 'lots' })).toThrow(/GRAPHQL_MAX_COST/);
    expect(() => loadConfig({ RATE_LIMIT_REST: '100' })).toThrow(/RATE_LIMIT_REST must be <size>\/<restored per second>/);
    expect(() => loadConfig({ RATE_LIMIT_GRAPHQL: '1000/0' })).toThrow(/RATE_LIMIT_GRAPHQL/);
    // An operation the bucket could never hold would be refused forever.
    expect(() => resolveLimits({ maxCost: 2000 })).toThrow(/maxCost \(2000\) exceeds the GraphQL bucket \(1000\)/);
  });
});
