import '../src/production-mode';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { initOrm, migrate } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { installJobSchema } from '../src/jobs/queue';
import { JOB_QUEUES } from '../src/server';
import { projectRoot } from '../src/shared/paths';
import type { BenchContext } from './context';
import { DATA_DIR, openDatabase, recreateDatabase, settle } from './database';
import { TICKS } from './cpu';
import { describeMachine } from './machine';
import { parseOptions, type Scenario } from './options';
import { writeReport, type Results } from './report';
import { measureBulk } from './scenarios/bulk';
import { measureColdStart } from './scenarios/coldstart';
import { measureContention } from './scenarios/contention';
import { measureDashboard } from './scenarios/dashboard';
import { measureGateways } from './scenarios/gateways';
import { measureReads } from './scenarios/reads';
import { countStatements } from './scenarios/statements';
import { measureSubscriptions } from './scenarios/subscriptions';
import { measureSingleCreates } from './scenarios/writes';
import { startedAgoMs } from './processes';
import { existingDataset, seedDataset } from './seed';
import { loggedErrors, startForklift } from './servers/forklift';

const log = (message: string) => process.stdout.write(`${message}\n`);

/**
 * Seconds since `npm run bench` began: since the start of the shell npm runs the script in, before
 * `npm ci` and the build. Run any other way, since this process's own start.
 */
const runSeconds = () => startedAgoMs(process.env.npm_lifecycle_event === 'bench' ? process.ppid : process.pid, TICKS) / 1000;

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * `npm run bench`: opens (or seeds) the database, starts the service as its own process, runs each
 * scenario in turn, reads come first, writes after them (on merchants of their own), the cold
 * start last, then writes bench/results and BENCHMARKS.md.
 */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  log(`bench: scale ${options.scale}, scenarios ${options.scenarios.join(', ')}`);
  const db = await openDatabase();
  let sql = await connect(db.url);
  let dataset = await existingDataset(sql, options.scale);
  if (!dataset) {
    log('bench: no dataset at this scale; seeding a fresh database');
    await sql.end();
    await recreateDatabase(db);
    sql = await connect(db.url);
  }
  const orm = await initOrm(db.url, ENTITIES, { poolSize: 4 });
  await migrate(orm);
  await installJobSchema(db.url, JOB_QUEUES);
  dataset ??= await seedDataset(sql, orm, options.scale, DATA_DIR);
  log(`bench: dataset ${dataset.items} items, ${dataset.orders} orders, ${dataset.lines} lines, ${dataset.packages} packages (${dataset.fresh ? `seeded in ${dataset.seededIn.toFixed(1)} s` : 'kept from an earlier run'})`);

  const ctx: BenchContext = { options, db, sql, orm, dataset, forklift: await startForklift(db.url), log };
  const results: Results = { startedAt: new Date().toISOString(), machine: await describeMachine(sql), options, dataset, serviceErrors: [] };
  let released = false;
  // Everything the bench holds, let go once: before the cold start (which opens the data dir itself) or at the end.
  const release = async () => {
    if (released) return;
    released = true;
    results.serviceErrors.push(...loggedErrors(ctx.forklift));
    await ctx.forklift.running.stop();
    await orm.close();
    await sql.end();
    await db.stop();
  };
  const run = async (scenario: Scenario, fn: () => Promise<void>) => {
    if (!options.scenarios.includes(scenario)) return;
    log(`bench: ${scenario} (database settled in ${(await settle(ctx.sql)).toFixed(1)} s)`);
    const t = performance.now();
    try {
      await fn();
    } catch (err) {
      // One broken scenario must not cost the others' figures: the report names it instead.
      results.failures = { ...results.failures, [scenario]: String((err as Error)?.stack ?? err) };
      log(`  FAILED: ${String((err as Error)?.message ?? err)}`);
    }
    log(`  (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  };
  try {
    await run('reads', async () => void (results.reads = await measureReads(ctx)));
    await run('statements', async () => void (results.statements = await countStatements(ctx)));
    await run('dashboard', async () => void (results.dashboard = await measureDashboard(ctx)));
    await run('writes', async () => void (results.writes = await measureSingleCreates(ctx)));
    await run('bulk', async () => void (results.bulk = await measureBulk(ctx)));
    await run('contention', async () => void (results.contention = await measureContention(ctx)));
    // Replaces the service process too, and keeps what each process it stops logged.
    await run('gateways', async () => void (results.gateways = await measureGateways(ctx, (lines) => results.serviceErrors.push(...lines))));
    await run('subscriptions', async () => {
      // The subscriptions scenario replaces the service process: keep what the old one logged.
      results.serviceErrors.push(...loggedErrors(ctx.forklift));
      results.subscriptions = await measureSubscriptions(ctx);
    });
    await run('coldstart', async () => void (results.coldStart = await measureColdStart(ctx, release)));
  } finally {
    await release();
  }
  results.wallSeconds = runSeconds();
  results.wallIncludesInstall = process.env.npm_lifecycle_event === 'bench';
  // Only a full run's figures are the record; a partial one is kept aside for whoever is iterating.
  const resultsFile = path.join(projectRoot, 'bench/results', options.writeReport ? 'latest.json' : 'partial.json');
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  if (options.writeReport) writeReport(results);
  log(`bench: done in ${results.wallSeconds.toFixed(0)} s; figures in ${path.relative(projectRoot, resultsFile)}${options.writeReport ? ' and BENCHMARKS.md' : ''}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`bench failed: ${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
