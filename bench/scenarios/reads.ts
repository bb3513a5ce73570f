import type { BenchContext } from '../context';
import { contenders, differences, fetchPage, type Contender } from '../contenders';
import { postmasterPid } from '../cpu';
import { runLoad } from '../load';
import type { LoadResult } from '../load/spec';
import { tokenFor } from '../merchants';
import { startBenchServer } from '../servers/contenders';

const PAGE = 50;

export interface ReadFigures {
  perPage: number;
  connections: number;
  duration: number;
  contenders: Record<Contender['key'], { label: string; best: LoadResult; rounds: LoadResult[]; problems: string[] }>;
}

/**
 * The nested read, four ways, over HTTP at a fixed concurrency. Each answer is first checked
 * against the floor's (same orders, lines, items, packages); then the contenders are loaded in
 * turn, for `rounds` interleaved rounds, and each one's best round counts.
 */
/** CPU per request of the server, the database and the load generator, for the log. */
export const cpuText = (r: LoadResult) =>
  r.cpu ? `server ${r.cpu.serverMsPerRequest.toFixed(2)} ms, database ${r.cpu.databaseMsPerRequest?.toFixed(2) ?? '?'} ms, load generator ${r.cpu.generatorMsPerRequest.toFixed(2)} ms` : 'n/a';

export async function measureReads(ctx: BenchContext): Promise<ReadFigures> {
  const { options, dataset } = ctx;
  const reader = dataset.merchants[0];
  const token = await tokenFor(ctx.forklift.url, reader);
  const postgraphile = await startBenchServer('postgraphile', ctx.db.url);
  const floor = await startBenchServer('floor', ctx.db.url);
  try {
    const all = contenders({ forklift: ctx.forklift.url, postgraphile: postgraphile.url, floor: floor.url }, token, reader.customerId);
    const reference = await fetchPage(all.find((c) => c.key === 'floor')!, PAGE);
    const figures = { perPage: PAGE, connections: options.connections, duration: options.duration, contenders: {} } as ReadFigures;
    for (const contender of all) {
      let problems: string[];
      try {
        problems = differences(reference, await fetchPage(contender, PAGE), PAGE);
      } catch (err) {
        problems = [String((err as Error).message)];
      }
      if (problems.length) ctx.log(`  ${contender.label}: WRONG ANSWER: ${problems.join('; ')}`);
      figures.contenders[contender.key] = { label: contender.label, best: undefined as never, rounds: [], problems };
    }
    const servers = { graphql: ctx.forklift, rest: ctx.forklift, rest_whole: ctx.forklift, rest_v2: ctx.forklift, postgraphile, floor };
    const database = postmasterPid(ctx.db.embedded);
    for (let round = 0; round < options.rounds; round++) {
      for (const contender of all) {
        const result = await runLoad(
          { request: contender.request(PAGE), connections: options.connections, warmup: round === 0 ? options.warmup : 1, duration: options.duration },
          { servers: [servers[contender.key].running.pid], database },
        );
        const entry = figures.contenders[contender.key];
        entry.rounds.push(result);
        if (!entry.best || result.rps > entry.best.rps) entry.best = result;
        ctx.log(`  round ${round + 1} ${contender.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU/request ${cpuText(result)}${result.non2xx || result.graphqlErrors || result.errors ? ` (failures: ${result.non2xx + result.graphqlErrors + result.errors}: ${result.firstFailure})` : ''}`);
      }
    }
    return figures;
  } finally {
    await postgraphile.running.stop();
    await floor.running.stop();
  }
}
