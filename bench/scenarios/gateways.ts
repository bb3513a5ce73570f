import type { BenchContext } from '../context';
import { postmasterPid } from '../cpu';
import { runLoad } from '../load';
import type { LoadResult } from '../load/spec';
import { addItems, createMerchant, tokenFor } from '../merchants';
import { loggedErrors, startForklift, type Server } from '../servers/forklift';
import { startBenchServer } from '../servers/contenders';
import { WaitSampler, isLock, type WaitFigures } from '../waits';
import { cpuText } from './reads';

/** Gateway processes per run: each run spreads the same connections over this many. */
const COUNTS = [1, 2, 4];
/** Database connections of every gateway's pools together, the same at every count. */
const TOTAL_POOL = 16;
/**
 * Items the orders pick from. Two creates of the same item take turns on its row (the allocation
 * decision is made on it), a conflict in the data, not a serialization point: at 1,000 items (the
 * writes scenario's) a create found one of its 1–3 items held by one of the 15 other creates in
 * flight often enough for 4–18 ms of Lock:transactionid per create on a loaded machine (BENCHMARKS.md
 * Notes, issue 30), which would hide what this scenario looks for. At 10,000 such waits are 10× rarer.
 */
const ITEMS = 10_000;
const STOCK = 1_000_000;
/** Wait events listed per run: the largest. */
const TOP_WAITS = 4;

interface GatewayRun {
  gateways: number;
  poolPerGateway: number;
  load: LoadResult;
  waits: WaitFigures;
  /** Backend-milliseconds in Lock and LWLock waits per create. */
  lockWaitMsPerCreate: number;
  commitsPerSecond: number;
  /** The largest wait events, ms per create. */
  topWaits: { event: string; msPerCreate: number }[];
  /** The largest Lock and LWLock wait events, ms per create. */
  topLockWaits: { event: string; msPerCreate: number }[];
  /** The statements that waited longest on locks (event, then the statement's start), ms per create. */
  topLockedStatements: { statement: string; msPerCreate: number }[];
}

export interface GatewayFigures {
  connections: number;
  duration: number;
  totalPool: number;
  /** Per gateway count, the best of the rounds by creates/s. */
  runs: GatewayRun[];
  /** Creates/s of every round, per gateway count. */
  rounds: Record<number, number[]>;
  /**
   * The same load on as many write-floor processes (bench/servers/floor.ts, hand-written SQL): what
   * spreading creates over processes on these cores does with no service in them, and the lock
   * waits a create's commit meets with nothing of Forklift's to serialize on (absent from results
   * before it existed).
   */
  floorRuns?: GatewayRun[];
  floorRounds?: Record<number, number[]>;
}

type Kind = 'forklift' | 'floor';

const largest = (msByKey: Record<string, number>) =>
  Object.entries(msByKey)
    .sort(([, a], [, b]) => b - a)
    .slice(0, TOP_WAITS);

async function startGateways(ctx: BenchContext, kind: Kind, count: number): Promise<Server[]> {
  const gateways: Server[] = [];
  const pool = String(TOTAL_POOL / count);
  try {
    // One at a time: each runs start-up's migrations check and sandbox seeding on the shared database.
    for (let i = 0; i < count; i++) gateways.push(kind === 'forklift' ? await startForklift(ctx.db.url, { DATABASE_POOL_SIZE: pool }) : await startBenchServer('floor', ctx.db.url, pool));
  } catch (err) {
    await Promise.all(gateways.map((g) => g.running.stop()));
    throw err;
  }
  return gateways;
}

/**
 * Single GraphQL order creates from one load generator at a fixed number of connections, spread
 * over 1, 2 and 4 Forklift processes on one PostgreSQL, each with a pool of 16 / count, so the
 * database serves as many connections at every count. The database side is what can show a
 * serialization point across gateways: wait events sampled from pg_stat_activity through the
 * measured seconds, and commits per second. Runs interleave the counts (1, 2, 4, then 4, 2, 1)
 * and the best round of each counts; each Forklift run is followed by the same on the write floor
 * (REST-shaped creates, its hand-written statements). The bench's own service process is stopped
 * meanwhile (it would be one more gateway reading every commit's events) and started again after.
 */
export async function measureGateways(ctx: BenchContext, keepErrors: (lines: string[]) => void): Promise<GatewayFigures> {
  const { options } = ctx;
  keepErrors(loggedErrors(ctx.forklift));
  const merchant = await createMerchant(ctx.orm, `Bench gateways ${Date.now()}`);
  const itemIds = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, ITEMS, STOCK);
  // The floor checks the token Forklift issued (it has no token endpoint of its own).
  const token = await tokenFor(ctx.forklift.url, merchant);
  await ctx.forklift.running.stop();
  const figures: GatewayFigures = { connections: options.connections, duration: options.duration, totalPool: TOTAL_POOL, runs: [], rounds: {}, floorRuns: [], floorRounds: {} };
  const database = postmasterPid(ctx.db.embedded);
  try {
    for (let round = 0; round < options.rounds; round++) {
      for (const [count, kind] of (round % 2 ? [...COUNTS].reverse() : COUNTS).flatMap((n) => [[n, 'forklift'], [n, 'floor']] as const)) {
        const gateways = await startGateways(ctx, kind, count);
        const sampler = new WaitSampler(ctx.db.url);
        try {
          await sampler.open();
          const load = await runLoad(
            {
              request: { method: 'POST', url: `${gateways[0].url}${kind === 'forklift' ? '/graphql' : '/orders'}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
              origins: gateways.map((g) => g.url),
              orders: { protocol: kind === 'forklift' ? 'graphql' : 'floor', itemIds },
              connections: options.connections,
              warmup: Math.min(options.warmup, 2),
              duration: options.duration,
            },
            { servers: gateways.map((g) => g.running.pid), database },
            () => sampler.begin(),
          );
          const waits = await sampler.stop();
          const perCreate = (ms: number) => ms / Math.max(1, load.requests);
          const run: GatewayRun = {
            gateways: count,
            poolPerGateway: TOTAL_POOL / count,
            load,
            waits,
            lockWaitMsPerCreate: perCreate(waits.lockMs),
            commitsPerSecond: waits.commits / (waits.windowMs / 1000),
            topWaits: largest(waits.byEvent).map(([event, ms]) => ({ event, msPerCreate: perCreate(ms) })),
            topLockWaits: largest(Object.fromEntries(Object.entries(waits.byEvent).filter(([event]) => isLock(event)))).map(([event, ms]) => ({ event, msPerCreate: perCreate(ms) })),
            topLockedStatements: largest(waits.lockedStatements).map(([statement, ms]) => ({ statement, msPerCreate: perCreate(ms) })),
          };
          const [runs, rounds] = kind === 'forklift' ? [figures.runs, figures.rounds] : [figures.floorRuns!, figures.floorRounds!];
          (rounds[count] ??= []).push(load.rps);
          const best = runs.find((r) => r.gateways === count);
          if (!best || load.rps > best.load.rps) runs.splice(0, runs.length, ...[...runs.filter((r) => r !== best), run].sort((a, b) => a.gateways - b.gateways));
          const failed = load.non2xx + load.graphqlErrors + load.errors;
          ctx.log(
            `  ${count} ${kind === 'forklift' ? 'gateway(s)' : 'floor process(es)'}, pool ${run.poolPerGateway} each: ${load.rps.toFixed(1)} creates/s, p50 ${load.p50} ms, p99 ${load.p99} ms, lock wait ${run.lockWaitMsPerCreate.toFixed(2)} ms/create, ` +
              `${run.commitsPerSecond.toFixed(0)} commits/s, CPU/create ${cpuText(load)}; waits/create ${run.topWaits.map((w) => `${w.event} ${w.msPerCreate.toFixed(2)}`).join(', ')} (${waits.samples} samples)` +
              `${run.topLockedStatements.length ? `; lock waits by statement: ${run.topLockedStatements.map((w) => `${w.msPerCreate.toFixed(2)} ms ${w.statement}`).join(' | ')}` : ''}` +
              `${failed ? `; ${failed} failed, first: ${load.firstFailure}` : ''}`,
          );
        } finally {
          // Stopped already unless the load failed: then it still samples, or never began.
          await sampler.stop().catch(() => undefined);
          if (kind === 'forklift') keepErrors(gateways.flatMap(loggedErrors));
          await Promise.all(gateways.map((g) => g.running.stop()));
        }
      }
    }
    return figures;
  } finally {
    ctx.forklift = await startForklift(ctx.db.url);
  }
}
