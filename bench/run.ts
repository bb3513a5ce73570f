import '../src/production-mode';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { initOrm, migrate } from '../src/db/orm';
import { installJobSchema } from '../src/jobs/queue';
import { projectRoot } from '../src/paths';
import type { BenchContext } from './context';
import { DATA_DIR, openDatabase, recreateDatabase } from './database';
import { describeMachine } from './machine';
import { parseOptions, type Scenario } from './options';
import { writeReport, type Results } from './report';
import { measureReads } from './scenarios/reads';
import { existingDataset, seedDataset } from './seed';
import { startForklift } from './servers/forklift';

const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  const started = performance.now();
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
  const orm = await initOrm(db.url, { poolSize: 4 });
  await migrate(orm);
  await installJobSchema(db.url);
  dataset ??= await seedDataset(sql, orm, options.scale, DATA_DIR);
  log(`bench: dataset ${dataset.items} items, ${dataset.orders} orders, ${dataset.lines} lines, ${dataset.packages} packages (${dataset.fresh ? `seeded in ${dataset.seededIn.toFixed(1)} s` : 'kept from an earlier run'})`);

  const forklift = await startForklift(db.url);
  const ctx: BenchContext = { options, db, sql, orm, dataset, forklift, log };
  const results: Results = { machine: await describeMachine(sql), options, dataset, startedAt: new Date().toISOString() };
  const run = async (scenario: Scenario, fn: () => Promise<void>) => {
    if (!options.scenarios.includes(scenario)) return;
    log(`bench: ${scenario}`);
    await fn();
  };
  try {
    await run('reads', async () => void (results.reads = await measureReads(ctx)));
  } finally {
    await ctx.forklift.running.stop();
    await orm.close();
    await sql.end();
    await db.stop();
  }
  results.wallSeconds = (performance.now() - started) / 1000;
  const resultsFile = path.join(projectRoot, 'bench/results/latest.json');
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  if (options.writeReport) writeReport(results);
  log(`bench: done in ${results.wallSeconds.toFixed(0)} s; figures in bench/results/latest.json${options.writeReport ? ' and BENCHMARKS.md' : ''}`);
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`bench failed: ${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
