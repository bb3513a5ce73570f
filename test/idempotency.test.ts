import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { createLogger } from '../src/observability';
import pino from 'pino';
import { Pruner } from '../src/retention/pruner';
import { startTestApp, type Answer, type TestApp } from './support/app';
import { freePort, startProcess } from './support/process';
import { bulkJobId, completedBulkJob } from './support/bulk';
import { eventually } from './support/wait';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newItemId, newOrder } from './support/factories';

jest.setTimeout(90_000);

let app: TestApp;
/** What the server logs at error level. */
const logged: any[] = [];
let itemA: number;
beforeAll(async () => {
  app = await startTestApp({ logger: createLogger('error', { write: (line: string) => void logged.push(JSON.parse(line)) }) });
  itemA = await newItemId(app, { sku: 'IDEM-A' }, { stock: 1000 });
  await newItemId(app, { sku: 'IDEM-B' }, { token: app.tokens.b, stock: 1000 });
});
afterAll(() => app.close());

let keys = 0;
const newKey = () => `idem-${Date.now()}-${++keys}`;

const order = (orig: string, item = itemA) => ({ order_orig: orig, order_items: [{ item_id: item, quantity: 1 }] });
const postOrder = (key: string, json: unknown, token = app.tokens.a, headers: Record<string, string> = {}) =>
  app.rest('POST', '/api/v2/orders', { token, json, headers: { 'Idempotency-Key': key, ...headers } });
const ordersWith = async (orig: string) => (await app.sql<{ n: number }>('select count(*)::int as n from orders where order_orig = $1', [orig]))[0].n;
const replayed = (res: Answer) => res.headers.get('idempotent-replayed');

const ORDER_CREATE = 'mutation ($input: OrderCreateInput!) { order_create(input: $input) { id order_orig status } }';

describe('REST writes with an Idempotency-Key', () => {
  it('POST /orders retried: the stored answer again (status, body, headers), marked as a replay, and one order', async () => {
    const key = newKey();
    const first = await postOrder(key, order('R-POST'));
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const second = await postOrder(key, order('R-POST'));
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(replayed(second)).toBe('true');
    // The same JSON with its keys in another order is the same request.
    const reordered = await postOrder(key, { order_items: [{ quantity: 1, item_id: itemA }], order_orig: 'R-POST' });
    expect([reordered.status, reordered.body.id, replayed(reordered)]).toEqual([201, first.body.id, 'true']);
    expect(await ordersWith('R-POST')).toBe(1);
  });

  it('PUT and DELETE retried answer as the first time and change nothing again', async () => {
    // Two lines: the last line of an order cannot be deleted.
    const created = await newOrder(app, [[itemA, 1], [itemA, 2]], { order_orig: 'R-PUT' }, { address: false });
    const id = created.id;
    const put = newKey();
    const first = await app.rest('PUT', `/api/v2/orders/${id}`, { token: app.tokens.a, json: { shipping_name: 'First' }, headers: { 'Idempotency-Key': put } });
    expect([first.status, first.body.shipping_name]).toEqual([200, 'First']);
    // Changed since by another request: a re-run of the retried PUT would write "First" back.
    expect((await app.rest('PUT', `/api/v2/orders/${id}`, { token: app.tokens.a, json: { shipping_name: 'Later' } })).status).toBe(200);
    const retried = await app.rest('PUT', `/api/v2/orders/${id}`, { token: app.tokens.a, json: { shipping_name: 'First' }, headers: { 'Idempotency-Key': put } });
    expect([retried.status, retried.body, replayed(retried)]).toEqual([200, first.body, 'true']);
    expect((await app.sql('select shipping_name from orders where id = $1', [id]))[0].shipping_name).toBe('Later');

    const line = created.order_items[0].id;
    const del = newKey();
    const deleted = await app.rest('DELETE', `/api/v2/order_items/${line}`, { token: app.tokens.a, headers: { 'Idempotency-Key': del } });
    expect([deleted.status, replayed(deleted)]).toEqual([204, null]);
    // Run again, the delete would be a 404: the retry gets the 204 it missed.
    expect((await app.rest('DELETE', `/api/v2/order_items/${line}`, { token: app.tokens.a })).status).toBe(404);
    const again = await app.rest('DELETE', `/api/v2/order_items/${line}`, { token: app.tokens.a, headers: { 'Idempotency-Key': del } });
    expect([again.status, again.body, replayed(again)]).toEqual([204, undefined, 'true']);
  });

  it('POST /orders/bulk retried: one job and one set of orders', async () => {
    const key = newKey();
    const resources = Array.from({ length: 20 }, (_, i) => order(`R-BULK-${i}`));
    const jobsBefore = (await app.sql('select count(*)::int as n from order_bulk_jobs'))[0].n;
    const first = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources }, headers: { 'Idempotency-Key': key } });
    const second = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources }, headers: { 'Idempotency-Key': key } });
    expect([first.status, second.status, replayed(second)]).toEqual([201, 201, 'true']);
    expect(second.body).toEqual(first.body);
    await completedBulkJob(app, bulkJobId(first));
    expect((await app.sql('select count(*)::int as n from order_bulk_jobs'))[0].n).toBe(jobsBefore + 1);
    const made = await app.sql("select order_orig, count(*)::int as n from orders where order_orig like 'R-BULK-%' group by order_orig");
    expect(made).toHaveLength(20);
    expect(made.every((r) => r.n === 1)).toBe(true);
  });

  it('the same key on a different request is refused (422 naming the header) and creates nothing', async () => {
    const key = newKey();
    expect((await postOrder(key, order('R-SAME'))).status).toBe(201);
    const other = await postOrder(key, order('R-OTHER'));
    expect(other.status).toBe(422);
    expect(other.body.errors[0].field).toBe('Idempotency-Key');
    // Another path, another query string, another shop: each a different request.
    const items = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: order('R-SAME'), headers: { 'Idempotency-Key': key } });
    const query = await app.rest('POST', '/api/v2/orders?page=2', { token: app.tokens.a, json: order('R-SAME'), headers: { 'Idempotency-Key': key } });
    const shop = await postOrder(key, order('R-SAME'), app.tokens.a, { 'X-Shop-Id': String(app.shops.a) });
    expect([items.status, query.status, shop.status]).toEqual([422, 422, 422]);
    expect(await ordersWith('R-OTHER')).toBe(0);
    expect(await ordersWith('R-SAME')).toBe(1);
  });

  it('a 422 answer is stored and replayed as it was', async () => {
    const key = newKey();
    const bad = { order_orig: 'R-422', order_items: [{ item_id: itemA, quantity: 'many' }] };
    const first = await postOrder(key, bad);
    expect(first.status).toBe(422);
    const second = await postOrder(key, bad);
    expect([second.status, second.body, replayed(second)]).toEqual([422, first.body, 'true']);
    expect(await ordersWith('R-422')).toBe(0);
  });

  it('a malformed key is a 400 naming the header, and nothing runs', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256), 'caf\u00e9']) {
      const res = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: order('R-BADKEY'), headers: { 'Idempotency-Key': key } });
      expect([key, res.status, res.body.errors[0].field]).toEqual([key, 400, 'Idempotency-Key']);
    }
    const gql = await app.gql(ORDER_CREATE, { input: order('R-BADKEY') }, app.tokens.a, { 'Idempotency-Key': 'two words' });
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'Idempotency-Key' });
    expect(await ordersWith('R-BADKEY')).toBe(0);
    // The longest key allowed is 255 visible characters.
    expect((await postOrder('k'.repeat(255), order('R-LONGKEY'))).status).toBe(201);
  });
});

describe('GraphQL mutations with an Idempotency-Key', () => {
  it('a retried mutation answers the same and writes one row; a query with a key simply runs', async () => {
    const key = newKey();
    const first = await app.gql(ORDER_CREATE, { input: order('G-ONCE') }, app.tokens.a, { 'Idempotency-Key': key });
    expect(first.body.errors).toBeUndefined();
    const second = await app.gql(ORDER_CREATE, { input: order('G-ONCE') }, app.tokens.a, { 'Idempotency-Key': key });
    expect([second.status, second.body, replayed(second)]).toEqual([200, first.body, 'true']);
    expect(await ordersWith('G-ONCE')).toBe(1);

    const other = await app.gql(ORDER_CREATE, { input: order('G-OTHER') }, app.tokens.a, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Idempotency-Key' });
    expect(await ordersWith('G-OTHER')).toBe(0);

    const queryKey = newKey();
    const query = '{ orders(search: "{\\"order_orig_eq\\":\\"G-ONCE\\"}") { total_count } }';
    const read = await app.gql(query, {}, app.tokens.a, { 'Idempotency-Key': queryKey });
    expect([read.body.data.orders.total_count, replayed(read)]).toEqual([1, null]);
    expect(await app.sql('select 1 from idempotency_keys where key = $1', [queryKey])).toEqual([]);
  });

  it('a mutation sent as an automatic persisted query (hash, then document, then hash again) runs once', async () => {
    const query = 'mutation Persisted($input: OrderCreateInput!) { order_create(input: $input) { id order_orig } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    const variables = { input: order('G-APQ') };
    const headers = { 'Idempotency-Key': newKey() };
    const unknown = await app.rest('POST', '/graphql', { token: app.tokens.a, json: { variables, extensions }, headers });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const sent = await app.rest('POST', '/graphql', { token: app.tokens.a, json: { query, variables, extensions }, headers });
    expect([replayed(sent), sent.body.data.order_create.order_orig]).toEqual([null, 'G-APQ']);
    const retried = await app.rest('POST', '/graphql', { token: app.tokens.a, json: { variables, extensions }, headers });
    expect([retried.body, replayed(retried)]).toEqual([sent.body, 'true']);
    expect(await ordersWith('G-APQ')).toBe(1);
  });
});

describe('concurrency and scope', () => {
  it('five simultaneous requests with one key: exactly one runs, the others are told it is in progress or get its answer', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(key, order('C-RACE'))));
    const ran = answers.filter((a) => a.status === 201 && !replayed(a));
    const busy = answers.filter((a) => a.status === 409);
    const replays = answers.filter((a) => a.status === 201 && replayed(a));
    expect(ran).toHaveLength(1);
    expect(busy.length + replays.length).toBe(4);
    for (const b of busy) expect(b.body).toMatchObject({ message: 'a request with this Idempotency-Key is in progress', errors: [{ field: 'Idempotency-Key' }] });
    for (const r of replays) expect(r.body).toEqual(ran[0].body);
    expect(await ordersWith('C-RACE')).toBe(1);
  });

  it("a key belongs to one API client and customer: another's identical request runs on its own, never sees the first's answer", async () => {
    const key = newKey();
    const a = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'SCOPED' }, headers: { 'Idempotency-Key': key } });
    const b = await app.rest('POST', '/api/v2/items', { token: app.tokens.b, json: { sku: 'SCOPED' }, headers: { 'Idempotency-Key': key } });
    expect([a.status, b.status, replayed(b)]).toEqual([201, 201, null]);
    expect(b.body.id).not.toBe(a.body.id);
    expect([a.body.customer_id, b.body.customer_id]).toEqual([app.customers.a, app.customers.b]);

    // A staff client acting for two customers holds the key once per customer.
    const staffKey = newKey();
    const forA = await app.rest('POST', '/api/v2/items', { token: app.tokens.staff, json: { sku: 'STAFF-SCOPED' }, headers: { 'Idempotency-Key': staffKey, 'X-Customer-Id': String(app.customers.a) } });
    const forB = await app.rest('POST', '/api/v2/items', { token: app.tokens.staff, json: { sku: 'STAFF-SCOPED' }, headers: { 'Idempotency-Key': staffKey, 'X-Customer-Id': String(app.customers.b) } });
    expect([forA.status, forB.status, replayed(forB), forB.body.customer_id]).toEqual([201, 201, null, app.customers.b]);
    const rows = await app.sql("select count(*)::int as n from items where sku in ('SCOPED', 'STAFF-SCOPED')");
    expect(rows[0].n).toBe(4);
  });

  it('a key older than 24 h is forgotten: the request runs again, and expired keys are pruned', async () => {
    const key = newKey();
    expect((await postOrder(key, order('E-OLD'))).status).toBe(201);
    const stale = [newKey(), newKey(), newKey()];
    for (const k of stale) expect((await postOrder(k, order(`E-${k}`))).status).toBe(201);
    await app.sql("update idempotency_keys set created_at = now() - interval '25 hours' where key = any($1)", [[key, ...stale]]);
    const again = await postOrder(key, order('E-OLD'));
    expect([again.status, replayed(again)]).toEqual([201, null]);
    expect(await ordersWith('E-OLD')).toBe(2);
    // The retried key is held afresh; the other expired keys go at the next retention run, off the request path.
    expect((await app.sql('select count(*)::int as n from idempotency_keys where key = any($1)', [stale]))[0].n).toBe(3);
    expect((await new Pruner(app.orm.em.getConnection(), pino({ level: 'silent' })).run()).idempotency_keys).toBe(3);
    const left = await app.sql("select key, created_at > now() - interval '1 minute' as fresh from idempotency_keys where key = any($1)", [[key, ...stale]]);
    expect(left).toEqual([{ key, fresh: true }]);
  });
});

describe('failures', () => {
  // One of them kills the compiled server (dist/).
  beforeAll(needDist, BUILD_TIMEOUT_MS);

  it('a failure inside the transaction (a 500) rolls back and frees the key: the retry runs, and one order exists', async () => {
    await app.sql(`create function fail_order() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await app.sql(`create trigger fail_order before insert on orders for each row when (new.order_orig like 'F-500%') execute function fail_order()`);
    const key = newKey();
    const gqlKey = newKey();
    try {
      const failed = await postOrder(key, order('F-500'));
      expect(failed.status).toBe(500);
      const gqlFailed = await app.gql(ORDER_CREATE, { input: order('F-500-G') }, app.tokens.a, { 'Idempotency-Key': gqlKey });
      expect(gqlFailed.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await app.sql('select key from idempotency_keys where key = any($1)', [[key, gqlKey]])).toEqual([]);
      // The server logs each as an internal error, with its request id.
      const reported = logged.filter((l) => l.msg === 'internal error' && l.err.message.includes('injected failure'));
      expect(reported.map((l) => l.request_id)).toEqual([failed.headers.get('x-request-id'), gqlFailed.headers.get('x-request-id')]);
    } finally {
      await app.sql('drop trigger fail_order on orders; drop function fail_order()');
    }
    const retried = await postOrder(key, order('F-500'));
    expect([retried.status, replayed(retried)]).toEqual([201, null]);
    const gqlRetried = await app.gql(ORDER_CREATE, { input: order('F-500-G') }, app.tokens.a, { 'Idempotency-Key': gqlKey });
    expect(gqlRetried.body.data.order_create.order_orig).toBe('F-500-G');
    expect([await ordersWith('F-500'), await ordersWith('F-500-G')]).toEqual([1, 1]);
  });

  it('committed but the response never stored (a crash between the two): the retry never runs it again', async () => {
    // Storing the answer fails as if the process had died right after the commit.
    await app.sql(`create function lose_response() returns trigger language plpgsql as $$ begin raise exception 'injected crash'; end $$`);
    await app.sql(`create trigger lose_response before update on idempotency_keys for each row when (new.response_status is not null) execute function lose_response()`);
    const key = newKey();
    try {
      expect((await postOrder(key, order('L-LOST'))).status).toBe(201);
    } finally {
      await app.sql('drop trigger lose_response on idempotency_keys; drop function lose_response()');
    }
    // Within the holder's lease it may still be storing: in progress.
    const soon = await postOrder(key, order('L-LOST'));
    expect([soon.status, soon.body.message]).toEqual([409, 'a request with this Idempotency-Key is in progress']);
    await app.sql("update idempotency_keys set claimed_at = now() - interval '1 minute' where key = $1", [key]);
    const late = await postOrder(key, order('L-LOST'));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/completed, but its response was lost/);
    expect(await ordersWith('L-LOST')).toBe(1);
  });

  it('a holder whose lease ran out cannot commit once a retry took its key over: one of them runs', async () => {
    const key = newKey();
    const lock = new Client({ connectionString: app.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from items where id = $1 for update', [itemA]);
      const slow = postOrder(key, order('T-TAKEN'));
      await eventually(async () => (await app.sql('select 1 from idempotency_keys where key = $1', [key])).length === 1 && (await lockWaiters()) > 0, 'the request to claim the key and wait on the lock', 10_000);
      const [{ claim }] = await app.sql('select claim from idempotency_keys where key = $1', [key]);
      await app.sql("update idempotency_keys set claimed_at = now() - interval '1 minute' where key = $1", [key]);
      const retry = postOrder(key, order('T-TAKEN'));
      await eventually(async () => (await app.sql('select 1 from idempotency_keys where key = $1 and claim <> $2', [key, claim])).length === 1 && (await lockWaiters()) > 1, 'the retry to take the claim over and wait on the lock', 10_000);
      await lock.query('rollback');
      const [first, second] = await Promise.all([slow, retry]);
      expect(first.status).toBe(409);
      expect(first.body.errors[0]).toEqual({ field: 'Idempotency-Key', message: 'was taken over by a retry' });
      expect([second.status, replayed(second)]).toEqual([201, null]);
      expect(await ordersWith('T-TAKEN')).toBe(1);
    } finally {
      await lock.end();
    }
  });

  it('kill -9 of the server mid-transaction: the claim is taken over once its lease lapses, and the order exists once', async () => {
    const key = newKey();
    const port = await freePort();
    const child = await startProcess(
      { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: app.databaseUrl, SANDBOX: 'false', LOG_LEVEL: 'info' },
      'Forklift listening',
    );
    const lock = new Client({ connectionString: app.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from items where id = $1 for update', [itemA]);
      const doomed = fetch(`http://127.0.0.1:${port}/api/v2/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.tokens.a}`, 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(order('K-KILLED')),
      }).then(
        (res) => `answered ${res.status}`,
        (e: Error) => e.message,
      );
      await eventually(async () => (await app.sql('select 1 from idempotency_keys where key = $1', [key])).length === 1 && (await lockWaiters()) > 0, 'the request to claim the key and wait on the lock', 10_000);
      child.child.kill('SIGKILL');
      expect(await doomed).toBe('fetch failed');
      await lock.query('rollback');
    } finally {
      await lock.end();
    }
    // The dead holder's claim: uncommitted, its lease still running, so a retry waits.
    expect(await app.sql('select committed_at, response_status from idempotency_keys where key = $1', [key])).toEqual([{ committed_at: null, response_status: null }]);
    expect((await postOrder(key, order('K-KILLED'))).status).toBe(409);
    await app.sql("update idempotency_keys set claimed_at = now() - interval '1 minute' where key = $1", [key]);
    const retried = await postOrder(key, order('K-KILLED'));
    expect([retried.status, replayed(retried)]).toEqual([201, null]);
    expect(replayed(await postOrder(key, order('K-KILLED')))).toBe('true');
    expect(await ordersWith('K-KILLED')).toBe(1);
  });
});

describe('cost', () => {
  it('a keyed create costs three statements more (claim, commit mark, stored answer); a replay runs no mutation', async () => {
    const plain = await app.countStatements(() => app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: order('S-PLAIN') }));
    const key = newKey();
    const keyed = await app.countStatements(() => postOrder(key, order('S-KEYED')));
    const replay = await app.countStatements(() => postOrder(key, order('S-KEYED')));
    expect(keyed - plain).toBe(3);
    // The claim that finds the stored answer (the token is known to the instance: no authentication statement).
    expect(replay).toBe(1);
  });
});

/** Server backends waiting for a lock on this database (requests stuck behind the test's row lock; not the job queue's). */
async function lockWaiters(): Promise<number> {
  const rows = await app.sql("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query not ilike '%pgboss%'");
  return rows[0].n;
}
