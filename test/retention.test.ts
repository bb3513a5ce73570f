import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/app';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';
import { subscribe } from './support/subscriptions';

/*
 * Horizons of a second or two and a pruner every 100 ms in batches of 25: a few seconds of writes
 * make every table cross its horizon many times over while the pruner works through it.
 */
const HORIZON_MS = 2_000;
let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({ retention: { intervalMs: 100, eventsMs: HORIZON_MS, deliveriesMs: HORIZON_MS, bulkMs: HORIZON_MS, batch: 25 } });
  receiver = await startReceiver((path) => (path === '/held' ? 500 : 200));
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const state = async (): Promise<Record<string, { through: number; through_tx: string; pruned: number; last_pruned_at: Date | null }>> =>
  Object.fromEntries((await app.sql('select name, pruned_through::int as through, pruned_through_tx::text as through_tx, rows_pruned::int as pruned, last_pruned_at from retention_state')).map((r) => [r.name, r]));

/** Events at or before a position (src/events/position.ts): what pruning through it leaves none of. */
const upTo = async (txId: string, id: number): Promise<number> =>
  (await app.sql('select count(*)::int as n from events where (tx_id, id) <= ($1::xid8, $2)', [txId, id]))[0].n;

let seq = 0;
async function write(key?: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const res = await app.rest('POST', '/api/v2/items', {
    token: app.tokens.a,
    json: { sku: `RET-${++seq}`, title: `Retention ${seq}` },
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: res.status, ms: Date.now() - started };
}

describe('retention', () => {
  let firstEventId = 0;
  let jobId = 0;

  it('prunes events, deliveries with their attempts, expired idempotency keys and finished bulk inputs while writes go on', async () => {
    const sub = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/kept` } });
    expect(sub.status).toBe(201);
    firstEventId = (await app.sql('select coalesce(max(id), 0)::int as id from events'))[0].id + 1;
    // A finished bulk create (its one order is refused: no item named) whose inputs retention drops.
    const bulk = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [{ order_orig: 'RET-BULK', order_items: [{ item_id: 2147483000, quantity: 1 }] }] } });
    expect(bulk.status).toBe(201);
    jobId = Number(/bulk job (\d+)/.exec(bulk.body[0].result)![1]);
    const job = await eventually(async () => {
      const res = await app.rest('GET', `/api/v2/orders/bulk/${jobId}`, { token: app.tokens.a });
      return res.body.status === 'completed' ? res.body : undefined;
    }, 'the bulk job');
    // Keys a day old: the pruner's to delete (claiming no longer purges them).
    const stale = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of stale) expect((await write(key)).status).toBe(201);
    await app.sql("update idempotency_keys set created_at = now() - interval '25 hours' where key = any($1)", [stale]);

    // Two writers for 5 s and at least 24 writes (a loaded machine writes slower), a keyed write now
    // and then, while the pruner runs every 100 ms.
    const writes: { status: number; ms: number }[] = [];
    const until = Date.now() + 5_000;
    await Promise.all([0, 1].map(async (w) => {
      for (let i = 0; Date.now() < until || writes.length < 24; i++) writes.push(await write(i % 5 === w ? randomUUID() : undefined));
    }));
    const during = await state();
    expect(writes.every((r) => r.status === 201)).toBe(true);

    // Let the last writes' deliveries finish and cross the horizon, then look.
    const done = await eventually(async () => {
      const s = await state();
      const [old] = await app.sql(`select
          (select count(*)::int from events where created_at < now() - interval '${HORIZON_MS + 1500} milliseconds') as events,
          (select count(*)::int from webhook_deliveries where status <> 'pending' and created_at < now() - interval '${HORIZON_MS + 1500} milliseconds') as deliveries`);
      return old.events === 0 && old.deliveries === 0 ? s : undefined;
    }, 'the old rows to be pruned', 30_000);

    const sorted = writes.map((r) => r.ms).sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    console.log(`retention: ${writes.length} writes in 5 s or more while pruning (p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${sorted[sorted.length - 1]} ms); pruned during them: ${JSON.stringify(Object.fromEntries(Object.entries(during).map(([k, v]) => [k, v.pruned])))}; in all: ${JSON.stringify(Object.fromEntries(Object.entries(done).map(([k, v]) => [k, v.pruned])))}`);
    // The pruner worked while the writers did, and never held one up for long.
    expect(during.events.pruned).toBeGreaterThan(0);
    expect(during.webhook_deliveries.pruned).toBeGreaterThan(0);
    expect(sorted[sorted.length - 1]).toBeLessThan(5_000);

    // Events: a prefix of positions is gone, its last recorded as pruned_through(_tx).
    expect(done.events.through).toBeGreaterThanOrEqual(firstEventId);
    expect(await upTo(done.events.through_tx, done.events.through)).toBe(0);
    // Deliveries went with their attempts; no attempt is left without its delivery (on delete cascade).
    const [orphans] = await app.sql('select count(*)::int as n from webhook_delivery_attempts a where not exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)');
    expect(orphans.n).toBe(0);
    await eventually(async () => receiver.requests.filter((r) => r.path === '/kept').length >= writes.length, 'every write delivered');
    // Expired keys gone, fresh ones kept.
    expect((await app.sql('select count(*)::int as n from idempotency_keys where key = any($1)', [stale]))[0].n).toBe(0);
    expect((await app.sql("select count(*)::int as n from idempotency_keys where created_at > now() - interval '1 hour'"))[0].n).toBeGreaterThan(0);
    // The bulk job's inputs are dropped; its progress and results read as before.
    expect(done.order_bulk_resources.pruned).toBe(1);
    expect((await app.sql('select count(*)::int as n from order_bulk_resources where job_id = $1 and input is not null', [jobId]))[0].n).toBe(0);
    const after = await app.rest('GET', `/api/v2/orders/bulk/${jobId}`, { token: app.tokens.a });
    expect(after.body).toMatchObject({ status: 'completed', total: job.total, processed: job.processed, refused: job.refused });
  });

  it('refuses an after_id older than the horizon with a clear 422 telling the caller to re-read; the boundary and later are served', async () => {
    // Every event so far pruned, then two fresh ones that a failing delivery (retried in 30 s) holds:
    // an event a delivery still refers to is kept, so the boundary stays put while this test looks.
    const [{ last, last_tx }] = await app.sql('select id::int as last, tx_id::text as last_tx from events order by tx_id desc, id desc limit 1');
    await eventually(async () => (await upTo(last_tx, last)) === 0, 'every earlier event pruned', 30_000);
    const held = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/held` } });
    expect(held.status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await write()).status).toBe(201);
    const { events: { through, through_tx } } = await state();
    expect([through, through_tx]).toEqual([last, last_tx]);
    const EVENTS = 'query ($after: Long) { events(after_id: $after, first: 5) { id } }';
    for (const after of [0, firstEventId, through - 1]) {
      const res = await app.gql(EVENTS, { after }, app.tokens.a);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after_id' });
      expect(res.body.errors[0].message).toMatch(new RegExp(`events up to ${through} have been pruned\\. Re-read the current state.*after_id ${through} or later`));
    }
    const served = await app.gql(EVENTS, { after: through }, app.tokens.a);
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data.events).toHaveLength(2);
    expect((await app.gql('{ events(first: 1) { id } }', {}, app.tokens.a)).body.errors).toBeUndefined();

    // A subscription resuming from a pruned id gets the same error; from the boundary it replays.
    const stale = await subscribe(app.url, 'subscription ($after: Long) { events(after_id: $after) { id } }', { after: firstEventId }, { token: app.tokens.a });
    await eventually(async () => stale.errors.length > 0, 'the refusal');
    expect(JSON.stringify(stale.errors)).toMatch(/after_id.*pruned/);
    await stale.close();
    const resumed = await subscribe(app.url, 'subscription ($after: Long) { events(after_id: $after) { id } }', { after: through }, { token: app.tokens.a });
    const replayed = await resumed.waitFor(2);
    expect(replayed.map((e: { id: string }) => Number(e.id))).toEqual(served.body.data.events.map((e: { id: string }) => Number(e.id)));
    await resumed.close();
  });

  it('shows table sizes and prune lag on /metrics', async () => {
    await app.sql('analyze events, webhook_deliveries, webhook_delivery_attempts, idempotency_keys, order_bulk_resources');
    const res = await fetch(`${app.url}/metrics`);
    const text = await res.text();
    for (const table of ['events', 'webhook_deliveries', 'idempotency_keys', 'order_bulk_resources']) {
      expect(text).toMatch(new RegExp(`^forklift_table_rows\\{table="${table}"\\} \\d+`, 'm'));
      expect(text).toMatch(new RegExp(`^forklift_retention_lag_seconds\\{table="${table}"\\} [\\d.e+-]+`, 'm'));
      expect(text).toMatch(new RegExp(`^forklift_retention_pruned_rows\\{table="${table}"\\} \\d+`, 'm'));
    }
    const pruned = Number(/^forklift_retention_pruned_rows\{table="events"\} (\d+)/m.exec(text)![1]);
    expect(pruned).toBeGreaterThan(0);
    // Pruning keeps up: nothing has waited past its horizon for more than a few runs.
    const lag = Number(/^forklift_retention_lag_seconds\{table="events"\} ([\d.e+-]+)/m.exec(text)![1]);
    expect(lag).toBeLessThan(5);
  });
});
