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

type Protocol = 'rest' | 'graphql' | 'floor';
type CreateFigures = LoadResult & { statuses: Record<string, number>; rounds: number[] };

export interface SingleCreateFigures {
  connections: number;
  duration: number;
  /** Each protocol's best round (by orders/s); `rounds` holds every round's orders/s in run order. */
  rest: CreateFigures;
  graphql: CreateFigures;
  /** The write floor: the same create in hand-written SQL through pg (bench/servers/floor-write-sql.ts). */
  floor?: CreateFigures;
}

/** Orders by status for a customer: every create here should end Processing (stock is ample). */
async function statuses(ctx: BenchContext, customerId: number): Promise<Record<string, number>> {
  const { rows } = await ctx.sql.query<{ status: number; n: number }>('select status, count(*)::int as n from orders where customer_id = $1 group by status order by status', [customerId]);
  return Object.fromEntries(rows.map((r) => [String(r.status), r.n]));
}

/**
 * Single order creates at a fixed concurrency, each a new order of 1–3 random items (quantity 1)
 * of a merchant's own 1,000, through POST /api/v2/orders, through order_create and through the
 * write floor, in `rounds` interleaved rounds (each protocol's best counts), as the reads are: one
 * protocol run after the others would meet the database in another state (the vacuum of what the
 * others wrote, a checkpoint) and be compared against them all the same.
 */
export async function measureSingleCreates(ctx: BenchContext): Promise<SingleCreateFigures> {
  const { options } = ctx;
  const floor = await startBenchServer('floor', ctx.db.url);
  const protocols: Protocol[] = ['rest', 'graphql', 'floor'];
  try {
    const writers = new Map<Protocol, { customerId: number; itemIds: number[]; headers: Record<string, string> }>();
    for (const protocol of protocols) {
      const merchant = await createMerchant(ctx.orm, `Bench ${protocol} writer ${Date.now()}`);
      const itemIds = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, ITEMS, STOCK);
      const token = await tokenFor(ctx.forklift.url, merchant);
      writers.set(protocol, { customerId: merchant.customerId, itemIds, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    }
    const best = new Map<Protocol, LoadResult>();
    const rounds = new Map<Protocol, number[]>(protocols.map((p) => [p, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const protocol of protocols) {
        const { itemIds, headers } = writers.get(protocol)!;
        const url = { rest: `${ctx.forklift.url}/api/v2/orders`, graphql: `${ctx.forklift.url}/graphql`, floor: `${floor.url}/orders` }[protocol];
        const result = await runLoad(
          { request: { method: 'POST', url, headers }, orders: { protocol, itemIds }, connections: options.connections, warmup: Math.min(options.warmup, 2), duration: options.duration },
          { servers: [(protocol === 'floor' ? floor : ctx.forklift).running.pid], database: postmasterPid(ctx.db.embedded) },
        );
        rounds.get(protocol)!.push(result.rps);
        if (!best.has(protocol) || result.rps > best.get(protocol)!.rps) best.set(protocol, result);
        ctx.log(`  round ${round + 1} ${protocol}: ${result.rps.toFixed(1)} orders/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU/order ${cpuText(result)}${result.firstFailure ? `; first failure ${result.firstFailure}` : ''}`);
      }
    }
    const figures = async (protocol: Protocol): Promise<CreateFigures> => {
      const result = { ...best.get(protocol)!, statuses: await statuses(ctx, writers.get(protocol)!.customerId), rounds: rounds.get(protocol)! };
      ctx.log(`  ${protocol}: best ${result.rps.toFixed(1)} orders/s; statuses ${JSON.stringify(result.statuses)}`);
      return result;
    };
    return { connections: options.connections, duration: options.duration, rest: await figures('rest'), graphql: await figures('graphql'), floor: await figures('floor') };
  } finally {
    await floor.running.stop();
  }
}
