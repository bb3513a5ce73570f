import { type EntitySchema, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import { ForkliftPostgreSqlDriver } from './driver';
import { migrationsList } from './migrations';
import { pgArray } from './sql';

export interface OrmOptions {
  /** Called with every SQL statement; tests count statements per operation with it. */
  onQuery?: (sql: string) => void;
  poolSize?: number;
  /** Where MikroORM's own lines (migration progress) go; default stdout. */
  log?: (line: string) => void;
}

/**
 * The ORM over `entities`: the schemas of the domain (domain/entities.ts), given by the caller, so
 * the data layer knows no area.
 */
export async function initOrm(clientUrl: string, entities: readonly EntitySchema[], options: OrmOptions = {}): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl,
    driver: ForkliftPostgreSqlDriver,
    entities: [...entities],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    discovery: { warnWhenNoEntities: true },
    pool: { min: 0, max: options.poolSize ?? 10 },
    // No JIT: every statement here is a short OLTP one, and on tables without fresh statistics (a new
    // database, a bulk load) the planner's estimates for the recursive item-lock statement passed
    // jit_above_cost, so it was compiled on every call: about 0.7 s an order create or cancel.
    driverOptions: { connection: { options: '-c jit=off' } },
    // Entities are plain data for resolvers; a request never needs another request's identity map.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Every tenant table carries its own customer_id, which the tenant filter checks. Joining the
    // parent of a row (a line's order) to check it again cost a join per child query, and on fresh
    // statistics (a bulk create's new rows) the planner chose a nested loop over a seq scan there:
    // 420 ms for 500 lines of 250 orders.
    autoJoinRefsForFilters: false,
    // Flushes are explicit (every service flushes before it reads what it wrote, and a mutation's
    // transaction flushes before commit). With 'auto', MikroORM turns every scalar property of
    // every loaded entity into a tracking accessor: about 15 % of the CPU of an orders page.
    flushMode: 'commit',
    debug: options.onQuery ? ['query'] : false,
    logger: options.onQuery ?? options.log,
    colors: false,
  });
}

/** The advisory lock migrations run under ('migr'). */
const MIGRATION_LOCK = 0x6d696772;

/**
 * Applies pending migrations, one process at a time: replicas started together each migrate at
 * start, and without the lock both would create the migrations table and run the first migration.
 * The lock is held by a session of its own, so it covers MikroORM's every statement (its table, then
 * the migrations' transaction) and is released when that session ends, a crashed holder's included.
 * Returns the names of the migrations this call applied.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const lock = new Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.getMigrator().up();
    await analyzeNeverAnalyzed(lock);
    return applied.map((m) => m.name);
  } finally {
    await lock.end();
  }
}

/**
 * Analyzes the tables that never were: new ones, and ones still empty (autovacuum analyzes a table
 * only after enough of its rows change). The planner takes a table without statistics for ten pages
 * of rows, and the recursive bundle queries a create sends chose plans 20–70 times slower on such a
 * database (23.8 ms against 0.35–1.3 ms: BENCHMARKS.md, issue 30 items 2 and 4). Milliseconds on a
 * fresh database; a table analyzed once is left to autovacuum.
 */
async function analyzeNeverAnalyzed(client: Client): Promise<void> {
  // reltuples < 0: never analyzed nor vacuumed (PostgreSQL 14+). The catalog, unlike the statistics
  // views, comes with a database copied from a template, so a copy of an analyzed one analyzes nothing.
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and c.reltuples < 0 and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
  );
  for (const { name } of rows) await client.query(`analyze ${name}`);
}

/** How many of this build's migrations the database lacks: all of them before the first migrate. */
export async function pendingMigrations(orm: MikroORM): Promise<number> {
  const connection = orm.em.getConnection();
  const [{ present }] = await connection.execute<{ present: boolean }[]>(`select to_regclass('mikro_orm_migrations') is not null as present`);
  if (!present) return migrationsList.length;
  const [{ applied }] = await connection.execute<{ applied: number }[]>(
    'select count(*)::int as applied from mikro_orm_migrations where name = any(?::text[])',
    [pgArray(migrationsList.map((m) => m.name))],
  );
  return migrationsList.length - applied;
}
