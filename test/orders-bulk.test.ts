import pino from 'pino';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { MAX_LINE_QUANTITY } from '../src/domain/orders/fields';
import { startServer } from '../src/server';
import { startTestApp, type TestApp } from './support/app';
import { bulkJobId, completedBulkJob } from './support/bulk';
import { newItemId } from './support/factories';
import { lockTable } from './support/table-lock';
import { eventually } from './support/wait';

let app: TestApp;
beforeAll(async () => {
  // Sweeps for unqueued bulk jobs every 200 ms (production: every 60 s, for jobs over 30 s old).
  app = await startTestApp({ bulkSweep: { intervalMs: 200, graceMs: 500 } });
});
afterAll(() => app.close());

describe('POST /orders/bulk', () => {
  it('answers 201 at once, creates 1,000 orders in a job, and saves a search holding exactly them', async () => {
    const item = await newItemId(app, { sku: 'BULK-1', title: 'BULK-1' }, { stock: 600 });
    const resources = Array.from({ length: 1000 }, (_, i) => ({ order_orig: `B-${i}`, shipping_name: `Buyer ${i}`, order_items: [{ item_id: item, quantity: 1 }] }));
    const before = Number((await app.sql('select count(*) from orders'))[0].count);
    const started = Date.now();
    let job: any;
    const statements = await app.captureStatements(async () => {
      const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources } });
      expect(res.status).toBe(201);
      expect(res.body).toHaveLength(1000);
      expect(Object.keys(res.body[0])).toEqual(['result']);
      job = await completedBulkJob(app, bulkJobId(res));
    });
    const seconds = (Date.now() - started) / 1000;
    // Whether the customer is active is read once per unit (the request, each chunk of 250), not
    // once per order as a single create reads it: 1,001 statements before it was a loader's.
    expect(statements.filter((s) => s.includes('from "customers"')).length).toBeLessThanOrEqual(5);
    expect(job).toMatchObject({ total: 1000, processed: 1000, created: 1000, refused: 0 });
    expect(job.saved_search.order_count).toBe(1000);
    expect(Number((await app.sql('select count(*) from orders'))[0].count)).toBe(before + 1000);

    // The saved search is usable as a filter, over REST and GraphQL, and holds exactly the new orders.
    const listed = await app.rest('GET', `/api/v2/orders?saved_search_id=${job.saved_search_id}&per_page=250&page_total=true`, { token: app.tokens.a });
    expect(listed.headers.get('x-total-count')).toBe('1000');
    const counted = await app.rest('GET', `/api/v2/orders/count?saved_search_id=${job.saved_search_id}`, { token: app.tokens.a });
    expect(counted.body).toEqual({ count: 1000 });
    const origs = await app.sql('select o.order_orig from orders o join saved_search_orders s on s.order_id = o.id where s.saved_search_id = $1', [job.saved_search_id]);
    expect(new Set(origs.map((o) => o.order_orig))).toEqual(new Set(resources.map((r) => r.order_orig)));
    const gql = await app.gql(`query ($id: Int!) { saved_search(id: $id) { name order_count orders(per_page: 1) { total_count } } }`, { id: job.saved_search_id }, app.tokens.a);
    expect(gql.body.data.saved_search).toMatchObject({ order_count: 1000, orders: { total_count: 1000 } });

    // 600 units for 1,000 one-unit orders: exactly 600 allocated, oldest first.
    const statuses = await app.sql('select status, count(*)::int as n from orders o join saved_search_orders s on s.order_id = o.id where s.saved_search_id = $1 group by status order by status', [job.saved_search_id]);
    expect(statuses).toEqual([{ status: 95, n: 400 }, { status: 100, n: 600 }]);
    expect(seconds).toBeGreaterThan(0);
  });

  it('allocates chunk by chunk in the order sent, though a later chunk is checked sooner', async () => {
    // The first chunk (250 resources) cannot be checked until the test lets go of the shipping
    // methods: its orders name one. The second names none, so it is checked at once, and waits.
    // Both want the one scarce item: its 250 units are the first chunk's, as the first 250 orders'.
    const scarce = await newItemId(app, { sku: 'BULK-SCARCE' }, { stock: 250 });
    const method = (await app.rest('GET', '/api/v2/shipping_methods', { token: app.tokens.a })).body[0].id;
    const resources = Array.from({ length: 500 }, (_, i) => ({
      order_orig: `ORDERED-${i}`,
      order_items: [{ item_id: scarce, quantity: 1 }],
      ...(i < 250 ? { shipping_method_id: method } : {}),
    }));
    const gate = await lockTable(app.databaseUrl, 'shipping_methods');
    try {
      const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources } });
      expect(res.status).toBe(201);
      // The second chunk is checked and waiting by now; the first is waiting on the lock.
      await eventually(async () => Number((await app.sql(`select count(*) from pg_locks where relation = 'shipping_methods'::regclass and not granted`))[0].count) > 0 || undefined, 'a chunk to wait on the shipping methods');
      await new Promise((r) => setTimeout(r, 300));
      await gate.release();
      const job = await completedBulkJob(app, bulkJobId(res));
      expect(job).toMatchObject({ total: 500, created: 500 });
    } finally {
      await gate.release();
    }
    const allocated = await app.sql(`select order_orig from orders where order_orig like 'ORDERED-%' and status = 100`);
    expect(new Set(allocated.map((o) => o.order_orig))).toEqual(new Set(resources.slice(0, 250).map((r) => r.order_orig)));
  });

  it('refuses bad resources alone, with their reasons, and writes nothing for them', async () => {
    const item = await newItemId(app, { sku: 'BULK-2', title: 'BULK-2' });
    const resources = [
      { order_items: [{ item_id: item, quantity: 1 }] },
      { package_label_reference: 'x'.repeat(36), order_items: [{ item_id: item, quantity: 1 }] },
      { order_items: [{ item_id: item, quantity: 'many' }] },
      { order_items: [{ item_id: 999999, quantity: 1 }] },
      { status: 100, order_items: [{ item_id: item, quantity: 1 }] },
      { order_type: 'wholesale', order_items: [{ item_id: item, quantity: 2 }] },
    ];
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources } });
    expect(res.status).toBe(201);
    expect(res.body[2].result).toMatch(/^resources\.2 refused: .*quantity/);
    const jobId = bulkJobId(res);
    const job = await completedBulkJob(app, jobId);
    expect(job).toMatchObject({ total: 6, processed: 6, created: 2, refused: 4 });
    const byPosition = Object.fromEntries(job.results.map((r: any) => [r.position, r.result]));
    expect(byPosition[0]).toMatch(/^created order \d+$/);
    expect(byPosition[1]).toMatch(/package_label_reference is longer than 35 characters/);
    expect(byPosition[3]).toMatch(/order_items\.0\.item_id names no item of this customer/);
    expect(byPosition[4]).toMatch(/status may only be/);
    expect(byPosition[5]).toMatch(/^created order \d+$/);
    expect(job.saved_search.order_count).toBe(2);
  });

  it('refuses a resource with a line of a bundle without components, or above the line maximum, as POST /orders does, writing nothing for it', async () => {
    const item = await newItemId(app, { sku: 'BULK-NEVER', title: 'BULK-NEVER' });
    const hollow = await newItemId(app, { sku: 'BULK-HOLLOW', is_bundle: true });
    const kit = await newItemId(app, { sku: 'BULK-KIT' });
    expect((await app.rest('POST', `/api/v2/items/${kit}/bundle_items`, { token: app.tokens.a, json: { item_id: item, quantity: 2 } })).status).toBe(201);
    const before = Number((await app.sql('select count(*) from orders'))[0].count);
    const resources = [
      { order_items: [{ item_id: item, quantity: 1 }, { item_id: kit, quantity: 1 }] },
      { order_items: [{ item_id: item, quantity: 1 }, { item_id: hollow, quantity: 1 }] },
      { order_items: [{ item_id: item, quantity: MAX_LINE_QUANTITY + 1 }] },
      { order_items_attributes: [{ item_id: kit, quantity: 2147483647 }] },
    ];
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources } });
    expect(res.status).toBe(201);
    const job = await completedBulkJob(app, bulkJobId(res));
    expect(job).toMatchObject({ total: 4, processed: 4, created: 1, refused: 3 });
    const byPosition = Object.fromEntries(job.results.map((r: any) => [r.position, r.result]));
    expect(byPosition[0]).toMatch(/^created order \d+$/);
    expect(byPosition[1]).toContain(`order_items.1.item_id item ${hollow} is a bundle with no components`);
    expect(byPosition[2]).toContain(`order_items.0.quantity must be at most ${MAX_LINE_QUANTITY}`);
    expect(byPosition[3]).toContain(`order_items_attributes.0.quantity must be at most ${MAX_LINE_QUANTITY}`);
    expect(Number((await app.sql('select count(*) from orders'))[0].count)).toBe(before + 1);
  });

  it('coerces each resource as POST /orders coerces its body, and refuses in the same words, with field names', async () => {
    const item = await newItemId(app, { sku: 'BULK-PARITY', title: 'BULK-PARITY' });
    const asSingle = { shipping_name: 'Parity', shop_shipping_method_price: '4.95', tms_id: 'T-9', order_items: [{ item_id: String(item), quantity: '1' }] };
    const single = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: asSingle });
    expect(single.status).toBe(201);
    const bad = { shipping_name: 'Parity', shop_shipping_method_price: 'cheap', colour: 'red', order_items: [{ item_id: item, quantity: 'many' }] };
    const singleBad = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: bad });
    expect(singleBad.status).toBe(422);
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [asSingle, bad] } });
    expect(res.status).toBe(201);
    const job = await completedBulkJob(app, bulkJobId(res));
    expect(job).toMatchObject({ created: 1, refused: 1 });
    const created = await app.rest('GET', `/api/v2/orders/${/created order (\d+)/.exec(job.results[0].result)![1]}`, { token: app.tokens.a });
    expect(created.body).toMatchObject({ shop_shipping_method_price: 4.95, order_items: [{ item_id: item, quantity: 1 }] });
    // The refusal names the same fields in the same words as the single create's 422, never a GraphQL type.
    for (const e of singleBad.body.errors) expect(res.body[1].result).toContain(`${e.field} ${e.message}`);
    expect(res.body[1].result).not.toMatch(/Float|Int|OrderCreateInput|cannot represent/);
  });

  it('answers 422 when every resource is refused, as /shipnotices/bulk does', async () => {
    const before = (await app.sql('select count(*)::int as n from order_bulk_jobs'))[0].n;
    const orders = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [{ order_items: [{ item_id: 1, quantity: 'x' }] }] } });
    expect(orders.status).toBe(422);
    expect(orders.body.errors).toEqual([{ field: 'resources.0.order_items.0.quantity', message: 'must be an integer' }]);
    const notices = await app.rest('POST', '/api/v2/shipnotices/bulk', { token: app.tokens.a, json: { resources: [{ shipnotice_items: [{ item_id: 1, quantity: 'x' }] }, { total_boxes: 'many' }] } });
    expect(notices.status).toBe(422);
    expect(notices.body.errors).toEqual([
      { field: 'resources.0.shipnotice_items.0.quantity', message: 'must be an integer' },
      { field: 'resources.1.total_boxes', message: 'must be an integer' },
    ]);
    expect((await app.sql('select count(*)::int as n from order_bulk_jobs'))[0].n).toBe(before);
  });

  it('is the customer\'s own: another customer cannot read the job or its saved search', async () => {
    const item = await newItemId(app, { sku: 'BULK-3', title: 'BULK-3' });
    const res = await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [{ order_items: [{ item_id: item, quantity: 1 }] }] } });
    const jobId = bulkJobId(res);
    const job = await completedBulkJob(app, jobId);
    expect((await app.rest('GET', `/api/v2/orders/bulk/${jobId}`, { token: app.tokens.b })).status).toBe(404);
    expect((await app.rest('GET', `/api/v2/orders?saved_search_id=${job.saved_search_id}`, { token: app.tokens.b })).status).toBe(404);
    expect((await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.aRead, json: { resources: [{}] } })).status).toBe(403);
    expect((await app.rest('POST', '/api/v2/orders/bulk', { token: app.tokens.a, json: { resources: [] } })).status).toBe(422);
  });
});

describe('a bulk job whose queueing failed', () => {
  it('is queued by the periodic sweep of a running instance, once, and completes', async () => {
    const item = await newItemId(app, { sku: 'BULK-SWEEP', title: 'BULK-SWEEP' }, { stock: 5 });
    // An instance that runs no job queue: its bulk create commits, and nothing queues the job, as
    // when the database goes away just after the commit.
    const orm = await initOrm(app.databaseUrl, ENTITIES, { poolSize: 2 });
    const creator = await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false });
    try {
      const res = await fetch(`${creator.url}/api/v2/orders/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.tokens.a}`, 'content-type': 'application/json' },
        body: JSON.stringify({ resources: [1, 2, 3].map((n) => ({ order_orig: `SWEEP-${n}`, order_items: [{ item_id: item, quantity: 1 }] })) }),
      });
      expect(res.status).toBe(201);
      const jobId = Number(/bulk job (\d+)/.exec(((await res.json()) as { result: string }[])[0].result)![1]);
      const job = await completedBulkJob(app, jobId);
      expect(job).toMatchObject({ total: 3, processed: 3, created: 3 });
      const [queued] = await app.sql("select count(*)::int as n from pgboss.job where name = 'order-bulk-create' and data->>'job_id' = $1", [String(jobId)]);
      expect(queued.n).toBe(1);
    } finally {
      await creator.close();
      await orm.close();
    }
  });
});
