import type { BenchContext } from '../context';
import { postmasterPid } from '../cpu';
import { runLoad } from '../load';
import type { LoadResult } from '../load/spec';
import { addItems, createMerchant, tokenFor } from '../merchants';
import { cpuText } from './reads';
import { startBenchServer } from '../servers/contenders';

/** Items each write merchant orders from: enough that concurrent orders seldom wait on the same item's lock. */
const ITEMS = 1_000;
/** Units per item: more than any run can order. */
const STOCK = 1_000_000;

export interface SingleCreateFigures {
  connections: number;
  duration: number;
  rest: LoadResult & { statuses: Record<string, number> };
  graphql: LoadResult & { statuses: Record<string, number> };
  /** The write floor: the same create in hand-written SQL through pg (bench/servers/floor-write-sql.ts). */
  floor?: LoadResult & { statuses: Record<string, number> };
}

/** Orders by status for a customer: every create here should end Processing (stock is ample). */
async function statuses(ctx: BenchContext, customerId: number): Promise<Record<string, number>> {
  const { rows } = await ctx.sql.query<{ status: number; n: number }>('select status, count(*)::int as n from orders where customer_id = $1 group by status order by status', [customerId]);
  return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
}

/**
 * Single order creates at a fixed concurrency, each a new order of 1–3 random items (quantity 1)
 * of a fresh merchant's 1,000, through POST /api/v2/orders and through order_create.
 */
export async function measureSingleCreates(ctx: BenchContext): Promise<SingleCreateFigures> {
  const { options } = ctx;
  const floor = await startBenchServer('floor', ctx.db.url);
  const measure = async (protocol: 'rest' | 'graphql' | 'floor') => {
    const merchant = await createMerchant(ctx.orm, `Bench ${protocol} writer ${Date.now()}`);
    const itemIds = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, ITEMS, STOCK);
    const token = await tokenFor(ctx.forklift.url, merchant);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const url = { rest: `${ctx.forklift.url}/api/v2/orders`, graphql: `${ctx.forklift.url}/graphql`, floor: `${floor.url}/orders` }[protocol];
    const result = await runLoad(
      { request: { method: 'POST', url, headers }, orders: { protocol, itemIds }, connections: options.connections, warmup: Math.min(options.warmup, 2), duration: options.duration },
      { servers: [(protocol === 'floor' ? floor : ctx.forklift).running.pid], database: postmasterPid(ctx.db.embedded) },
    );
    const figures = { ...result, statuses: await statuses(ctx, merchant.customerId) };
    ctx.log(`  ${protocol}: ${result.rps.toFixed(1)} orders/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU/order ${cpuText(result)}; statuses ${JSON.stringify(figures.statuses)}${result.firstFailure ? `; first failure ${result.firstFailure}` : ''}`);
    return figures;
  };
  try {
    return { connections: options.connections, duration: options.duration, rest: await measure('rest'), graphql: await measure('graphql'), floor: await measure('floor') };
  } finally {
    await floor.running.stop();
  }
}
