import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_UNAVAILABLE } from '../src/db/unavailable';
import { call, sleep, tokenFor, type Reply } from './support/http';
import { freePort, startDatabaseProcess, startProcess, stopProcess, type DatabaseProcess, type ServerProcess } from './support/process';
import { eventually } from './support/wait';
import { subscribe, type Subscriber } from './support/subscriptions';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newItemId, newOrder, serverAt } from './support/factories';

jest.setTimeout(180_000);

/** No request may take longer than this, outage or not. */
const ANSWER_WITHIN_MS = 10_000;
const OUTAGE_MS = 3_000;

interface Outcome {
  what: string;
  started: number;
  ended: number;
  status: number | string;
  ms: number;
  message?: string;
  codes?: string[];
  checks?: Record<string, string>;
  retryAfter?: string | null;
}

// A PostgreSQL of this test's own, which it stops and starts again on the same port.
let dataDir: string;
let pg: DatabaseProcess | null = null;
let server: ServerProcess | null = null;
let subscriber: Subscriber<any> | null = null;
let running = false;

afterAll(async () => {
  running = false;
  await subscriber?.close().catch(() => undefined);
  if (server && server.child.exitCode === null) await stopProcess(server.child);
  await pg?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restarts under load', () => {
  beforeAll(needDist, BUILD_TIMEOUT_MS);

  it('answers every request in bounded time (503, never 500, while it is down), reports it on /readyz, and recovers: requests, LISTEN, jobs', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-db-restart-'));
    const pgPort = await freePort();
    pg = await startDatabaseProcess(dataDir, pgPort);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The limiter stays on (it must let requests through while its database is away) with buckets this load never empties.
    const buckets = { RATE_LIMIT_REST: '1000000/1000000', RATE_LIMIT_GRAPHQL: '1000000/1000000', RATE_LIMIT_ANONYMOUS: '1000000/1000000' };
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: pg.url, SANDBOX: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...buckets };
    server = await startProcess(env, 'Then: curl');
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    const token = await tokenFor(base, credentials.customer.client_id, credentials.customer.client_secret);
    const api = serverAt(base, token);
    const item = await newItemId(api, { sku: 'RESTART-1', title: 'Restart' });
    const anOrder = (n: string) => ({ order_orig: n, shipping_name: 'Buyer', order_items: [{ item_id: item, quantity: 1 }] });

    // A live subscription to order.created, proven live before the outage (after_id 0: the first order
    // reaches it however long its operation takes to start).
    subscriber = await subscribe(base, `subscription { events(after_id: 0, kinds: ["order.created"]) { id kind resource_id } }`, {}, { token });
    await newOrder(api, [[item, 1]], { order_orig: 'LIVE-0', shipping_name: 'Buyer' }, { address: false });
    await subscriber.waitFor(1);

    // Steady load: three clients (REST reads, order writes, GraphQL reads) and a readiness probe.
    running = true;
    const outcomes: Outcome[] = [];
    let seq = 0;
    const load = async (what: string, request: () => Promise<Reply>) => {
      while (running) {
        const started = performance.now();
        try {
          const res = await request();
          const codes = res.body?.errors?.map?.((e: any) => e.extensions?.code);
          outcomes.push({ what, started, ended: performance.now(), status: res.status, ms: res.ms, message: res.body?.message, codes, checks: res.body?.checks, retryAfter: res.headers.get('retry-after') });
        } catch (e) {
          outcomes.push({ what, started, ended: performance.now(), status: (e as Error).name, ms: performance.now() - started });
        }
        await sleep(20); // pacing: a client sends at most 50 requests a second
      }
    };
    const opts = { token, timeoutMs: ANSWER_WITHIN_MS };
    const requests: Record<string, () => Promise<Reply>> = {
      'GET /orders': () => call(base, 'GET', '/api/v2/orders?per_page=10', opts),
      'GET /items': () => call(base, 'GET', '/api/v2/items?per_page=10', opts),
      'POST /orders': () => call(base, 'POST', '/api/v2/orders', { ...opts, json: anOrder(`LOAD-${++seq}`) }),
      'POST /graphql': () => call(base, 'POST', '/graphql', { ...opts, json: { query: '{ orders(per_page: 5) { nodes { id status } } }' } }),
      'GET /readyz': () => call(base, 'GET', '/readyz', { timeoutMs: ANSWER_WITHIN_MS }),
    };
    const clients = Object.entries(requests).map(([what, request]) => load(what, request));
    /** Every client has had `times` requests answered that it sent after `since`. */
    const everyClientAnswered = (times: number, since = 0) =>
      Object.keys(requests).every((what) => outcomes.filter((o) => o.what === what && o.started >= since).length >= times);
    await eventually(async () => everyClientAnswered(5), 'every client to be answered under load', 30_000);

    // A bulk create under way when the database goes: its job must finish after the restart.
    const BULK = 1_500;
    const bulk = await call(base, 'POST', '/api/v2/orders/bulk', { token, json: { resources: Array.from({ length: BULK }, (_, i) => anOrder(`BULK-${i}`)) } });
    expect(bulk.status).toBe(201);
    const jobId = Number(/bulk job (\d+)/.exec(bulk.body[0].result)![1]);
    const jobState = async () => (await call(base, 'GET', `/api/v2/orders/bulk/${jobId}`, { token })).body;
    await eventually(async () => (await jobState()).processed > 0, 'the bulk job to be under way', 30_000);

    const down = performance.now();
    await pg.stop();
    // A subscriber connecting now is told to try again later, not refused as unauthorised.
    await expect(subscribe(base, `subscription { events { id } }`, {}, { token })).rejects.toThrow('socket closed: 1013');
    await sleep(OUTAGE_MS); // the outage itself: how long it lasts is the test's own choice
    pg = await startDatabaseProcess(dataDir, pgPort);
    const up = performance.now();
    const ready = await eventually(async () => ((await call(base, 'GET', '/readyz')).status === 200 ? performance.now() : undefined), '/readyz 200 after the restart', 30_000);
    await eventually(async () => everyClientAnswered(5, ready), 'every client to be answered after the restart', 30_000);
    running = false;
    await Promise.all(clients);

    // Every request was answered, in bounded time.
    const unanswered = outcomes.filter((o) => typeof o.status !== 'number');
    expect(unanswered).toEqual([]);
    const maxMs = Math.max(...outcomes.map((o) => o.ms));
    expect(maxMs).toBeLessThan(ANSWER_WITHIN_MS);
    // A request overlapping [down, ready] met the outage; the others must all be served.
    const inOutage = (o: Outcome) => o.ended >= down && o.started <= ready;
    // Before and after: all served. During: served or a clear 503, never a 500 or an internal error.
    const served = (o: Outcome) => typeof o.status === 'number' && o.status < 300 && !o.codes?.length;
    expect(outcomes.filter((o) => !inOutage(o) && !served(o))).toEqual([]);
    const during = outcomes.filter((o) => inOutage(o) && o.what !== 'GET /readyz');
    expect(during.filter((o) => !served(o) && o.status !== 503 && !(o.status === 200 && o.codes?.every((c) => c === 'SERVICE_UNAVAILABLE')))).toEqual([]);
    expect(during.filter((o) => o.status === 503 && o.what !== 'POST /graphql').every((o) => o.message === DATABASE_UNAVAILABLE)).toBe(true);
    expect(during.filter((o) => o.status === 503 && o.what !== 'GET /readyz').every((o) => o.retryAfter === '2')).toBe(true);
    // GraphQL answers that lost the database mid-operation (200, SERVICE_UNAVAILABLE) carry it too.
    expect(during.filter((o) => o.codes?.includes('SERVICE_UNAVAILABLE')).every((o) => o.retryAfter === '2')).toBe(true);
    expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    // /readyz said so while the database was away, naming the check.
    const probes = outcomes.filter((o) => o.what === 'GET /readyz' && inOutage(o));
    expect(probes.some((o) => o.status === 503 && o.checks?.database === 'unreachable')).toBe(true);
    const readyz = await call(base, 'GET', '/readyz');
    expect(readyz.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', events: 'ok', outbox: 'ok' } });

    // The event tail listens again: an order created now reaches the open subscription.
    const after = await call(base, 'POST', '/api/v2/orders', { token, json: anOrder('AFTER-RESTART') });
    expect(after.status).toBe(201);
    await eventually(async () => subscriber!.received.some((e) => e.resource_id === after.body.id), 'the subscription to receive the new order', 15_000);
    expect(subscriber.errors).toEqual([]);

    // The job queue recovered: the bulk job cut off by the outage completes, each order made once,
    // and one asked for after the restart completes too.
    const cutOff = await eventually(async () => ((await jobState()).status === 'completed' ? jobState() : undefined), 'the cut-off bulk job to complete', 60_000);
    expect(cutOff).toMatchObject({ total: BULK, processed: BULK, created: BULK, refused: 0 });
    const listed = await call(base, 'GET', `/api/v2/orders?saved_search_id=${cutOff.saved_search_id}&per_page=1&page_total=true`, { token });
    expect(listed.headers.get('x-total-count')).toBe(String(BULK));
    const bulkAfter = await call(base, 'POST', '/api/v2/orders/bulk', { token, json: { resources: Array.from({ length: 20 }, (_, i) => anOrder(`BULK-AFTER-${i}`)) } });
    expect(bulkAfter.status).toBe(201);
    const afterJobId = Number(/bulk job (\d+)/.exec(bulkAfter.body[0].result)![1]);
    const job = await eventually(async () => {
      const res = await call(base, 'GET', `/api/v2/orders/bulk/${afterJobId}`, { token });
      return res.body.status === 'completed' ? res.body : undefined;
    }, 'the bulk job to complete', 30_000);
    expect(job).toMatchObject({ created: 20, refused: 0 });

    // The process lived through it and still stops cleanly.
    expect(server.child.exitCode).toBeNull();
    await subscriber.close();
    subscriber = null;
    const code = await stopProcess(server.child);
    expect({ code, log: code === 0 ? '' : server.output() }).toEqual({ code: 0, log: '' });

    const outage = outcomes.filter((o) => inOutage(o));
    process.stdout.write(
      `database-restart: ${outcomes.length} requests (${outage.length} during the outage: ${outage.filter((o) => o.status === 503).length} answered 503), ` +
        `max latency ${Math.round(maxMs)} ms (outage ${Math.round(Math.max(...outage.map((o) => o.ms)))} ms), database down ${Math.round(up - down)} ms, ` +
        `ready ${Math.round(ready - up)} ms after it was back\n`,
    );
  });
});
