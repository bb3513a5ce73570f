import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../src/shared/paths';
import { call } from '../api';
import type { BenchContext } from '../context';
import type { FromSubscribers, Receipt, ToSubscribers } from '../load/subscribers';
import { addItems, createMerchant, tokenFor } from '../merchants';
import { cpuMs } from '../cpu';
import { memoryMb } from '../processes';
import { startForklift } from '../servers/forklift';
import { startBenchServer } from '../servers/contenders';
import { percentile, round } from '../stats';

const SUBSCRIBERS = 1_000;
/** Subscriber processes: as many as the machine has cores, so the client side is not the bottleneck. */
const WORKERS = 2;
const EVENTS = 30;
/** Between events, so each one's fan-out is measured alone rather than queued behind the last. */
const SPACING_MS = 200;
const DELIVERY_TIMEOUT_MS = 15_000;
/** Probe events sent until every subscriber has seen one (each probe updates an item of its own). */
const PROBES = 10;

/** Delivery to subscribers of one server: how many connected, and each measured event's commit→receipt. */
interface Delivery {
  connected: number;
  failedConnections: string | null;
  received: number;
  /** From the mutation's response (the commit is before it) to each subscriber's receipt, ms. */
  fromResponse: { p50: number; p99: number; max: number };
  /** From the event's created_at (its transaction's start, so an upper bound) to receipt, ms. */
  fromCreatedAt: { p50: number; p99: number };
  /** The server's CPU per measured event: its update request and its fan-out to every subscriber. */
  serverCpuMsPerEvent: number;
  /** The server's resident set with every subscriber connected: the largest sample while events flowed. */
  rssMb: number;
  peakRssMb: number;
}

/** The fan-out floor's delivery (bench/servers/fanout-floor.ts): the same subscribers, events and timing, no service. */
type FloorDelivery = Pick<Delivery, 'connected' | 'received' | 'fromResponse' | 'serverCpuMsPerEvent'>;

export interface SubscriptionFigures extends Delivery {
  subscribers: number;
  events: number;
  /** Receipts expected (events × subscribers); `received` is how many came. */
  expected: number;
  rssBeforeMb: number;
  /** The same subscribers and events on the fan-out floor (absent from results before it existed). */
  floor?: FloorDelivery;
}

class Workers {
  private readonly children: ChildProcess[] = [];

  constructor(count: number) {
    for (let i = 0; i < count; i++) this.children.push(fork(path.join(projectRoot, 'dist/bench/load/subscribers.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  }

  /** Sends each worker its message and resolves with every worker's next reply. */
  ask<T extends FromSubscribers['type']>(message: (index: number) => ToSubscribers, type: T): Promise<Extract<FromSubscribers, { type: T }>[]> {
    return Promise.all(
      this.children.map(
        (child, i) =>
          new Promise<Extract<FromSubscribers, { type: T }>>((resolve, reject) => {
            const onExit = (code: number | null) => reject(new Error(`subscriber process exited ${code}`));
            const onMessage = (reply: FromSubscribers) => {
              if (reply.type !== type) return;
              child.off('message', onMessage);
              child.off('exit', onExit);
              resolve(reply as Extract<FromSubscribers, { type: T }>);
            };
            child.on('message', onMessage);
            child.once('exit', onExit);
            child.send(message(i));
          }),
      ),
    );
  }

  async delivered(resourceId: number): Promise<number> {
    const stats = await this.ask(() => ({ type: 'stats' }), 'stats');
    return stats.reduce((sum, s) => sum + (s.perResource[resourceId] ?? 0), 0);
  }

  kill(): void {
    for (const child of this.children) if (child.exitCode === null) child.kill();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


/**
 * Subscribers connected to `url` in fresh subscriber processes; probe events until every one has
 * seen one; then one update per item of `itemIds`, 200 ms apart, each receipt timed from the update's
 * response.
 */
async function deliver(
  ctx: BenchContext, url: string, pid: number, token: string, subscribers: number, probes: number[], itemIds: number[],
): Promise<Delivery> {
  const update = async (itemId: number, title: string) => {
    const res = await call(url, token, 'PUT', `/api/v2/items/${itemId}`, { title });
    if (res.status !== 200) throw new Error(`item update: HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return performance.timeOrigin + performance.now();
  };
  const workers = new Workers(WORKERS);
  const waitFor = async (resourceId: number, count: number, timeoutMs = DELIVERY_TIMEOUT_MS) => {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      if ((await workers.delivered(resourceId)) >= count) return true;
      await sleep(100);
    }
    return false;
  };
  try {
    const share = (i: number) => Math.floor(subscribers / WORKERS) + (i < subscribers % WORKERS ? 1 : 0);
    const connectedReplies = await workers.ask((i) => ({ type: 'start', url, token, subscribers: share(i) }), 'connected');
    const connected = connectedReplies.reduce((sum, r) => sum + r.connected, 0);
    const failedConnections = connectedReplies.find((r) => r.firstError)?.firstError ?? null;
    ctx.log(`  ${connected}/${subscribers} subscribers connected${failedConnections ? ` (first failure: ${failedConnections})` : ''}`);
    // A subscription goes live a moment after its subscribe message: probe until every one has seen an event.
    let live = false;
    for (const probe of probes) {
      await update(probe, 'probe');
      if ((live = await waitFor(probe, connected, 3_000))) break;
    }
    if (!live) ctx.log('  not every subscriber saw the probe events; measuring anyway');

    let rssMb = memoryMb(pid);
    const sentAt = new Map<number, number>();
    const cpuBefore = cpuMs(pid);
    for (const [i, itemId] of itemIds.entries()) {
      sentAt.set(itemId, await update(itemId, `Bench title ${i}`));
      rssMb = Math.max(rssMb, memoryMb(pid));
      await sleep(SPACING_MS);
    }
    await waitFor(itemIds[itemIds.length - 1], connected);
    const serverCpuMsPerEvent = (cpuMs(pid) - cpuBefore) / itemIds.length;
    rssMb = Math.max(rssMb, memoryMb(pid));

    const receipts: Receipt[] = (await workers.ask(() => ({ type: 'collect' }), 'collected')).flatMap((r) => r.receipts);
    const measured = receipts.filter(([resourceId]) => sentAt.has(resourceId));
    const fromResponse = measured.map(([resourceId, , , receivedAt]) => receivedAt - sentAt.get(resourceId)!);
    const fromCreatedAt = measured.map(([, , createdAt, receivedAt]) => receivedAt - createdAt);
    return {
      connected,
      failedConnections,
      received: measured.length,
      fromResponse: { p50: round(percentile(fromResponse, 50)), p99: round(percentile(fromResponse, 99)), max: round(Math.max(...fromResponse)) },
      fromCreatedAt: { p50: round(percentile(fromCreatedAt, 50)), p99: round(percentile(fromCreatedAt, 99)) },
      serverCpuMsPerEvent: round(serverCpuMsPerEvent),
      rssMb: round(rssMb),
      peakRssMb: round(memoryMb(pid, 'VmHWM')),
    };
  } finally {
    workers.kill();
  }
}

/**
 * 1,000 graphql-ws subscribers to item.updated on one fresh server process; 30 item updates through
 * PUT /api/v2/items/{id}, 200 ms apart; latency from each update's commit to every subscriber's
 * receipt, and the server's RSS meanwhile. The fresh process replaces the bench's service process.
 * Then the same on the fan-out floor: what this machine's cores allow for the delivery alone.
 */
export async function measureSubscriptions(ctx: BenchContext): Promise<SubscriptionFigures> {
  const subscribers = Math.max(10, Math.round(SUBSCRIBERS * ctx.options.scale));
  await ctx.forklift.running.stop();
  ctx.forklift = await startForklift(ctx.db.url);
  const server = ctx.forklift;
  const merchant = await createMerchant(ctx.orm, `Bench subscriptions ${Date.now()}`);
  const created = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, PROBES + EVENTS, 10);
  const probes = created.slice(0, PROBES);
  const itemIds = created.slice(PROBES);
  const token = await tokenFor(server.url, merchant);
  const warm = await call(server.url, token, 'PUT', `/api/v2/items/${probes[0]}`, { title: 'warm' });
  if (warm.status !== 200) throw new Error(`item update: HTTP ${warm.status}`);
  const rssBeforeMb = memoryMb(server.running.pid);
  const forklift = await deliver(ctx, server.url, server.running.pid, token, subscribers, probes, itemIds);
  const figures: SubscriptionFigures = { subscribers, events: itemIds.length, expected: itemIds.length * subscribers, rssBeforeMb: round(rssBeforeMb), ...forklift };
  ctx.log(`  ${figures.received}/${figures.expected} receipts; commit→receipt p50 ${figures.fromResponse.p50} ms, p99 ${figures.fromResponse.p99} ms (from created_at: p50 ${figures.fromCreatedAt.p50}, p99 ${figures.fromCreatedAt.p99}); server CPU ${figures.serverCpuMsPerEvent} ms per event; RSS ${figures.rssBeforeMb} → ${figures.rssMb} MB (peak ${figures.peakRssMb})`);

  const floor = await startBenchServer('fanout-floor', ctx.db.url);
  try {
    const { connected, received, fromResponse, serverCpuMsPerEvent } = await deliver(ctx, floor.url, floor.running.pid, token, subscribers, probes, itemIds);
    figures.floor = { connected, received, fromResponse, serverCpuMsPerEvent };
    ctx.log(`  fan-out floor: ${received}/${figures.expected} receipts; response→receipt p50 ${fromResponse.p50} ms, p99 ${fromResponse.p99} ms; server CPU ${serverCpuMsPerEvent} ms per event`);
  } finally {
    await floor.running.stop();
  }
  return figures;
}
