import type { BenchContext } from '../context';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { postmasterPid } from '../cpu';
import { DATA_DIR } from '../database';
import { freePort, start, waitForHttp, type Running } from '../processes';
import { percentile, round } from '../stats';

/** `node dist/src/main.js` starts measured this many times (the median counts); `npm start` once, as it also builds. */
const NODE_STARTS = 3;

export interface ColdStartFigures {
  /** Embedded: the server starts the seeded data dir's PostgreSQL itself. Otherwise DATABASE_URL's server is already up. */
  embedded: boolean;
  /** The embedded PostgreSQL alone, started on the same data dir and connected to: the part of a start that is the database's. */
  postgresMs: number | null;
  npmStartMs: number;
  nodeMs: number[];
  nodeMedianMs: number;
}

/** The database the started server uses: its own embedded one on DATA_DIR, or the bench's DATABASE_URL database. */
function serverEnv(ctx: BenchContext, port: number): NodeJS.ProcessEnv {
  // An empty DATABASE_URL is unset to the service: it starts the embedded database on DATA_DIR.
  return { PORT: String(port), SANDBOX: 'true', LOG_LEVEL: 'error', DATA_DIR, DATABASE_URL: ctx.db.embedded ? '' : ctx.db.url };
}

/** Spawn to `GET /healthz` answering 200, then a clean stop (which also stops an embedded PostgreSQL). */
async function timeStart(ctx: BenchContext, launch: (env: NodeJS.ProcessEnv) => Running): Promise<number> {
  const port = await freePort();
  const since = performance.now();
  const running = launch(serverEnv(ctx, port));
  try {
    return await waitForHttp(`http://127.0.0.1:${port}/healthz`, running, since);
  } finally {
    await running.stop();
    await postmasterGone();
  }
}

/** An embedded PostgreSQL outlives its server by a moment: the next start must not find it still running. */
async function postmasterGone(): Promise<void> {
  for (let waited = 0; postmasterPid(true) !== null && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Start-up on the existing, seeded data: `node dist/src/main.js` (start the database if embedded,
 * migrate — nothing to do —, job queue, listen) and `npm start` (the same after an incremental
 * build). The bench's own service process and embedded database are stopped first: the started
 * server must open the data dir itself, as after a reboot.
 */
export async function measureColdStart(ctx: BenchContext, releaseDatabase: () => Promise<void>): Promise<ColdStartFigures> {
  await releaseDatabase();
  let postgresMs: number | null = null;
  if (ctx.db.embedded) {
    const since = performance.now();
    const pg = await startEmbeddedPostgres(DATA_DIR);
    postgresMs = round(performance.now() - since, 0);
    await pg.stop();
    await postmasterGone();
  }
  const node = (env: NodeJS.ProcessEnv) => start(process.execPath, ['dist/src/main.js'], env);
  const nodeMs: number[] = [];
  for (let i = 0; i < NODE_STARTS; i++) nodeMs.push(round(await timeStart(ctx, node), 0));
  const npmCli = process.env.npm_execpath;
  const npmStart = (env: NodeJS.ProcessEnv) => (npmCli ? start(process.execPath, [npmCli, 'start'], env) : start('npm', ['start'], env));
  const npmStartMs = round(await timeStart(ctx, npmStart), 0);
  const figures: ColdStartFigures = { embedded: ctx.db.embedded, postgresMs, npmStartMs, nodeMs, nodeMedianMs: percentile(nodeMs, 50) };
  ctx.log(`  PostgreSQL alone: ${postgresMs ?? 'n/a'} ms; node dist/src/main.js: ${nodeMs.join(', ')} ms (median ${figures.nodeMedianMs}); npm start: ${npmStartMs} ms`);
  return figures;
}
