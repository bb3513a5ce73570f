import { call, tokenFor } from './support/http';
import { ledgerMismatches } from './support/ledger';
import { freePort, startProcess, stopProcess, type ServerProcess } from './support/process';
import { eventually } from './support/wait';
import { tenantDatabase, type TenantDatabase } from './support/tenant';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newItemId, serverAt } from './support/factories';

jest.setTimeout(240_000);

const ORDERS = 5_000;
/** Kill -9 once this many resources have an outcome: early in the job, then past the middle. */
const KILL_AT = [900, 2_900];

let db: TenantDatabase;
let server: ServerProcess | null = null;
const sql = <T = any>(text: string, params?: unknown[]) => db.sql<T>(text, params);

beforeAll(async () => {
  await needDist();
  db = await tenantDatabase();
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  if (server && server.child.exitCode === null) await stopProcess(server.child);
  await db.close();
});

describe('kill -9 during a bulk create of 5,000 orders', () => {
  it('after restarts every order exists exactly once, the saved search holds exactly them, stock balances, and the job completes', async () => {
    const { customer } = db;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The compiled entry point, as production runs it; every restart on the same port and database.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: db.url, LOG_LEVEL: 'info' };
    const start = async () => (server = await startProcess(env, 'Forklift listening'));
    await start();
    const token = await tokenFor(base, customer.client_id, customer.client_secret);

    // Three items with less stock than the orders want: some orders are allocated, the rest wait.
    const items: number[] = [];
    for (const sku of ['CRASH-1', 'CRASH-2', 'CRASH-3']) items.push(await newItemId(serverAt(base, token, db.orm), { sku, title: sku }, { stock: 1_200 }));
    const resources = Array.from({ length: ORDERS }, (_, i) => ({
      order_orig: `CRASH-${i}`,
      shipping_name: `Buyer ${i}`,
      order_items: [{ item_id: items[i % 3], quantity: 1 }, ...(i % 5 === 0 ? [{ item_id: items[(i + 1) % 3], quantity: 2 }] : [])],
    }));
    const posted = await call(base, 'POST', '/api/v2/orders/bulk', { token, json: { resources } });
    expect(posted.status).toBe(201);
    const jobId = Number(/bulk job (\d+)/.exec(posted.body[0].result)![1]);
    const processed = async () => Number((await sql('select count(result) as n from order_bulk_resources where job_id = $1', [jobId]))[0].n);
    // A chunk's transaction holds its resources FOR UPDATE (a RowShareLock on the table) until it commits.
    const chunkInFlight = async () =>
      Number((await sql(`select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'order_bulk_resources' and l.mode = 'RowShareLock'`))[0].n) > 0;

    const killedAt: number[] = [];
    for (const threshold of KILL_AT) {
      // Killed in the middle of a chunk: its orders are written but not committed.
      const before = await eventually(async () => {
        const n = await processed();
        return n >= threshold && (await chunkInFlight()) ? n : undefined;
      }, `a chunk in flight past ${threshold} resources`, 120_000);
      const { child } = server!;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      // The dead server's transaction is rolled back once PostgreSQL sees its connection gone.
      await eventually(async () => !(await chunkInFlight()), 'the killed chunk to roll back', 10_000);
      const after = await processed();
      expect(after - before).toBeLessThanOrEqual(250);
      expect(after).toBeLessThan(ORDERS);
      killedAt.push(after);
      // The restarted server queues the unfinished job again at start-up.
      await start();
    }
    await eventually(async () => (await sql('select status from order_bulk_jobs where id = $1', [jobId]))[0].status === 'completed', 'the job to complete', 120_000);

    // Every resource became exactly one order: 5,000 orders, one per partner order number.
    const [counts] = await sql(
      `select count(*)::int as orders, count(distinct order_orig)::int as numbers from orders where customer_id = $1`,
      [customer.id],
    );
    expect(counts).toEqual({ orders: ORDERS, numbers: ORDERS });
    const outcomes = await sql(`select r.position, o.order_orig from order_bulk_resources r left join orders o on o.id = r.order_id where r.job_id = $1 order by r.position`, [jobId]);
    expect(outcomes.map((r) => r.order_orig)).toEqual(resources.map((r) => r.order_orig));

    // The saved search holds exactly those orders, once each, over the API too.
    const job = await call(base, 'GET', `/api/v2/orders/bulk/${jobId}`, { token });
    expect(job.body).toMatchObject({ status: 'completed', total: ORDERS, processed: ORDERS, created: ORDERS, refused: 0 });
    const [saved] = await sql(
      `select count(*)::int as entries, count(distinct s.order_id)::int as orders,
              count(*) filter (where o.customer_id = $2)::int as own
       from saved_search_orders s join orders o on o.id = s.order_id where s.saved_search_id = $1`,
      [job.body.saved_search_id, customer.id],
    );
    expect(saved).toEqual({ entries: ORDERS, orders: ORDERS, own: ORDERS });
    const listed = await call(base, 'GET', `/api/v2/orders?saved_search_id=${job.body.saved_search_id}&per_page=1&page_total=true`, { token });
    expect(listed.headers.get('x-total-count')).toBe(String(ORDERS));

    // Allocation is all-or-nothing per order, and the books balance: no chunk left half-written.
    const [allocation] = await sql(
      `with held as (
         select o.id, o.status,
                bool_and(coalesce((select sum(a.quantity) from order_allocations a where a.order_item_id = oi.id), 0) = oi.quantity) as covered,
                bool_and(not exists (select 1 from order_allocations a where a.order_item_id = oi.id)) as empty
         from orders o join order_items oi on oi.order_id = o.id where o.customer_id = $1 group by o.id, o.status)
       select count(*) filter (where status = 100 and covered)::int as processing,
              count(*) filter (where status = 95 and empty)::int as waiting,
              count(*) filter (where not ((status = 100 and covered) or (status = 95 and empty)))::int as inconsistent
       from held`,
      [customer.id],
    );
    expect(allocation.inconsistent).toBe(0);
    expect(allocation.processing).toBeGreaterThan(0);
    expect(allocation.waiting).toBeGreaterThan(0);
    expect(allocation.processing + allocation.waiting).toBe(ORDERS);
    expect(await ledgerMismatches({ sql })).toEqual([]);
    // Each created order announced itself once.
    const [events] = await sql(`select count(*)::int as n, count(distinct resource_id)::int as orders from events where kind = 'order.created' and customer_id = $1`, [customer.id]);
    expect(events).toEqual({ n: ORDERS, orders: ORDERS });

    // No job left behind: nothing unprocessed, and the job is not running anywhere.
    expect(await sql(`select count(*)::int as n from order_bulk_resources where job_id = $1 and result is null`, [jobId])).toEqual([{ n: 0 }]);
    expect(await sql(`select status from order_bulk_jobs where status <> 'completed'`)).toEqual([]);
    // The last instance, having finished the job, still stops cleanly.
    expect(await stopProcess(server!.child)).toBe(0);
    process.stdout.write(`crash-restart: ${ORDERS} orders posted, ${KILL_AT.length} kill -9s at ${killedAt.join(', ')} processed resources, 0 lost, 0 duplicated\n`);
  });
});
