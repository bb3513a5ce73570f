import { call, gql, seededRandom } from '../api';
import type { BenchContext } from '../context';
import { cpuMs, postmasterPid, treeCpuMs } from '../cpu';
import { addItems, createMerchant, tokenFor } from '../merchants';

const ORDERS = 10_000;
const ITEMS = 1_000;
const STOCK = 1_000_000;
const POLL_MS = 100;
/** A bulk job that has not finished in this long has stalled: the report says so instead of waiting on. */
const GIVE_UP_MS = 10 * 60_000;

export interface BulkFigures {
  orders: number;
  /** From sending the request to the job (and so its saved search) being complete. */
  seconds: number;
  ordersPerSecond: number;
  /** How long the 201 took: the request itself, before any order is made. */
  acceptedMs: number;
  created: number;
  refused: number;
  savedSearchOrders: number;
  statuses: Record<string, number>;
  /** CPU milliseconds per created order, from the request to completion: the service's and the database's. */
  serverCpuMsPerOrder: number;
  databaseCpuMsPerOrder: number | null;
  problem: string | null;
}

const JOB = `query ($id: Int!) { order_bulk_job(id: $id) { status processed created refused saved_search { order_count } } }`;

/**
 * One POST /api/v2/orders/bulk of 10,000 new orders (1–3 random lines of a fresh merchant's
 * items), timed until the bulk job reports completed; its saved search must then hold every order.
 */
export async function measureBulk(ctx: BenchContext): Promise<BulkFigures> {
  const orders = Math.max(100, Math.round(ORDERS * ctx.options.scale));
  const merchant = await createMerchant(ctx.orm, `Bench bulk ${Date.now()}`);
  const itemIds = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, ITEMS, STOCK);
  const token = await tokenFor(ctx.forklift.url, merchant);
  const random = seededRandom(10_000);
  const resources = Array.from({ length: orders }, (_, i) => {
    const lines = new Set<number>();
    const n = 1 + Math.floor(random() * 3);
    while (lines.size < n) lines.add(itemIds[Math.floor(random() * itemIds.length)]);
    // A complete US address, as the single creates send (bench/load/worker.ts): without one every order is created held.
    return {
      email: `bulk${i}@example.com`, shipping_name: `Bulk ${i}`, shipping_address_1: `${i} Bulk Street`, shipping_city: 'Columbus', shipping_state: 'OH', shipping_zip: '43215',
      shipping_country: 'United States', order_items: [...lines].map((item_id) => ({ item_id, quantity: 1 })),
    };
  });
  const database = postmasterPid(ctx.db.embedded);
  const cpuBefore = { server: cpuMs(ctx.forklift.running.pid), database: database ? treeCpuMs(database) : null };
  const started = performance.now();
  const accepted = await call<{ result: string }[]>(ctx.forklift.url, token, 'POST', '/api/v2/orders/bulk', { resources });
  const acceptedMs = performance.now() - started;
  // The V2 answer is one {result} per resource, naming the job it was queued in.
  const id = Array.isArray(accepted.body) ? Number(/queued in bulk job (\d+)/.exec(accepted.body[0]?.result ?? '')?.[1]) : NaN;
  if (accepted.status !== 201 || !id) throw new Error(`bulk create: HTTP ${accepted.status}: ${JSON.stringify(accepted.body).slice(0, 500)}`);
  let job: { status: string; processed: number; created: number; refused: number; saved_search: { order_count: number } };
  for (;;) {
    job = (await gql(ctx.forklift.url, token, JOB, { id })).order_bulk_job;
    if (job.status === 'completed' || performance.now() - started > GIVE_UP_MS) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = { server: cpuMs(ctx.forklift.running.pid), database: database ? treeCpuMs(database) : null };
  const { rows } = await ctx.sql.query<{ status: number; n: number }>('select status, count(*)::int as n from orders where customer_id = $1 group by status order by status', [merchant.customerId]);
  const problems = [
    job.status !== 'completed' && `the job was still ${job.status} after ${GIVE_UP_MS / 1000} s (${job.processed}/${orders} processed)`,
    job.created !== orders && `${job.created} of ${orders} orders created (${job.refused} refused)`,
    job.saved_search.order_count !== job.created && `the saved search holds ${job.saved_search.order_count} orders, not ${job.created}`,
  ].filter(Boolean);
  const figures: BulkFigures = {
    orders,
    seconds,
    ordersPerSecond: job.created / seconds,
    acceptedMs,
    created: job.created,
    refused: job.refused,
    savedSearchOrders: job.saved_search.order_count,
    statuses: Object.fromEntries(rows.map((r) => [String(r.status), r.n])),
    serverCpuMsPerOrder: (cpuAfter.server - cpuBefore.server) / Math.max(1, job.created),
    databaseCpuMsPerOrder: cpuAfter.database !== null && cpuBefore.database !== null ? (cpuAfter.database - cpuBefore.database) / Math.max(1, job.created) : null,
    problem: problems.length ? problems.join('; ') : null,
  };
  ctx.log(`  ${orders} orders in ${seconds.toFixed(1)} s: ${figures.ordersPerSecond.toFixed(0)} orders/s (201 after ${acceptedMs.toFixed(0)} ms); CPU/order server ${figures.serverCpuMsPerOrder.toFixed(2)} ms, database ${figures.databaseCpuMsPerOrder?.toFixed(2) ?? '?'} ms${figures.problem ? `; PROBLEM: ${figures.problem}` : ''}`);
  return figures;
}
