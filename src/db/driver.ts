import type { Knex } from '@mikro-orm/knex';
import type { Client as PgClient } from 'pg';
import { beginWith, connectionPool, transactionClient } from './orm-internals';
import { AbstractSqlDriver, PostgreSqlConnection, PostgreSqlPlatform, type Configuration, type Transaction } from '@mikro-orm/postgresql';

/**
 * MikroORM's SQL connection writes every parameter into the statement text before sending it
 * (`platform.formatQuery`), so a statement carrying a 1 MB JSON document (a bulk chunk's events)
 * spent about 130 ms escaping it in JavaScript and then PostgreSQL parsed it as a literal. This
 * connection sends parameters as bind values ($1, $2, ...) through knex, as pg intends; the text
 * and the logging are otherwise MikroORM's own.
 */
class BoundParametersConnection extends PostgreSqlConnection {
  /**
   * knex hands out a transaction whose BEGIN failed (its connection lost, the database restarting)
   * as already completed, and every statement on it then fails with "Transaction query already
   * complete", hiding the cause. The cause is the transaction's own rejection: throw that.
   */
  override async begin(options?: Parameters<PostgreSqlConnection['begin']>[0]): Promise<Knex.Transaction> {
    const trx = await super.begin(options);
    if (trx.isCompleted()) {
      await trx.executionPromise;
      throw new Error('the transaction ended before it began');
    }
    return trx;
  }

  /**
   * Transactions are writes (reads run outside one). Their statements are prepared (send, below),
   * but PostgreSQL planned them anew on every call: with the arrays and JSON documents they take as
   * parameters, a custom plan always looks cheaper than the generic one, so the generic one is never
   * kept. Planning was two thirds of a create's database time (the counters' statement 2.7 ms to plan,
   * 0.4 ms to run; allocation 2.1 and 0.3; BENCHMARKS.md, fifth session). A write's statements look
   * rows up by key, which a generic plan does as well; reads keep plans made for their values. One
   * form it does not: a key `in (select … from a CTE)` is planned for the CTE's guessed size (100 rows
   * from jsonb_to_recordset), and against a small table the plan reads the whole table (on a freshly
   * seeded bench database every create scanned its 24,000 stock rows and all the items: 12.8 ms of
   * database CPU a create against 4 after the tables had grown; BENCHMARKS.md, ninth session). Such
   * lookups in writes are written `= any(array(select …))`, which the generic plan takes by the index.
   * The setting goes with the BEGIN itself (orm-internals beginWith): one round trip, not two.
   */
  override createKnex(): void {
    super.createKnex();
    beginWith(this.client, GENERIC_PLANS);
  }

  /**
   * A transaction is one pg client, which runs one statement at a time: statements issued together
   * (a Promise.all of loads inside a mutation) reached pg at once, which queues them itself but warns
   * that it will stop ("client.query() when the client is already executing a query", pg 8.17+).
   * They are queued here, per transaction, in the order they were issued.
   */
  private readonly transactionTails = new WeakMap<object, Promise<unknown>>();

  override execute<T>(queryOrKnex: string | Knex.QueryBuilder | Knex.Raw, params: unknown[] = [], method: 'all' | 'get' | 'run' = 'all', ctx?: Transaction, loggerContext?: object): Promise<T> {
    if (!ctx) return this.executeNow(queryOrKnex, params, method, ctx, loggerContext);
    const previous = this.transactionTails.get(ctx) ?? Promise.resolve();
    const run = previous.then(() => this.executeNow<T>(queryOrKnex, params, method, ctx, loggerContext));
    this.transactionTails.set(ctx, run.catch(() => undefined));
    return run;
  }

  private async executeNow<T>(queryOrKnex: string | Knex.QueryBuilder | Knex.Raw, params: unknown[], method: 'all' | 'get' | 'run', ctx?: Transaction, loggerContext?: object): Promise<T> {
    if (typeof queryOrKnex !== 'string' || !params.length) return super.execute(queryOrKnex, params, method, ctx, loggerContext) as Promise<T>;
    await this.ensureConnection();
    const sql = this.config.get('onQuery')(queryOrKnex, params);
    return this.executeQuery(
      sql,
      async () => {
        const result = ctx ? await sendInTransaction(ctx as Knex.Transaction, sql, params) : await sendPooled(this.getKnex(), sql, params);
        return this.transformRawResult<T>(result, method);
      },
      { query: sql, params, ...loggerContext },
    );
  }
}

const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';

interface Statement {
  /** With pg's `$1, $2, …` for knex's `?` (`\\?` stays a literal `?`), as knex numbers them. */
  text: string;
  /** Once sent twice: the name it is prepared under on each connection that runs it. */
  name?: string;
  uses: number;
}

/** Statement texts seen, by their `?` form; forgotten wholesale past MAX_TEXTS (search shapes vary without end). */
const statements = new Map<string, Statement>();
const MAX_TEXTS = 5_000;
/**
 * Names given so far, and at most: a connection prepares each named statement it runs once, and
 * PostgreSQL keeps it (with its plan) for the connection's life, so the count stays bounded
 * whatever callers send. The hot statements (a mutation's, the page reads, the loaders') are the
 * first to be sent twice and take the names.
 */
let named = 0;
const MAX_NAMED = 300;

function statementOf(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_TEXTS) statements.clear();
    let n = 0;
    statement = { text: sql.replace(/(\\*)(\?)/g, (_, escapes: string) => (escapes.length % 2 ? '?' : `$${++n}`)), uses: 0 };
    statements.set(sql, statement);
  }
  if (!statement.name && ++statement.uses >= 2 && named < MAX_NAMED && !sql.startsWith(PLAN_PER_CALL)) statement.name = `forklift_${++named}`;
  return statement;
}

/**
 * Begins a statement that is never prepared, so PostgreSQL plans it for its values on every call: an
 * aggregate over a time range or a search, whose best plan hangs on how many rows the values select.
 * Prepared, such a statement went over to a generic plan after five calls once the outbox had grown
 * (order_throughput as staff: 1 → 300 ms; BENCHMARKS.md, fifth session). Its planning is cheap
 * beside its run.
 */
export const PLAN_PER_CALL = '/* planned per call */ ';

/**
 * Sends a raw statement on a pg client: a statement sent before goes as a prepared one, so
 * PostgreSQL parses and plans it once per connection (a page read with its relations is a long
 * statement to parse and plan: ten subqueries) and only its parameters travel after that.
 */
function send(client: PgClient, sql: string, params: unknown[]): Promise<unknown> {
  const { text, name } = statementOf(sql);
  return client.query(name ? { name, text, values: params } : { text, values: params });
}

/**
 * A raw statement inside a transaction goes straight to the transaction's pg client: knex's runner
 * (its query object, binding rewrites and response pipeline) cost more CPU than the statement's own
 * round trip for the short statements a mutation sends. The answer is pg's result, as knex's raw
 * would give it. A transaction that has ended takes no more statements, as knex refuses them.
 */
async function sendInTransaction(trx: Knex.Transaction, sql: string, params: unknown[]): Promise<unknown> {
  if (trx.isCompleted()) throw new Error('Transaction query already complete: the transaction has ended');
  return send(await transactionClient(trx), sql, params);
}

/** Outside a transaction, the same on a connection of knex's pool, given back after. */
async function sendPooled(knex: Knex, sql: string, params: unknown[]): Promise<unknown> {
  const pool = connectionPool(knex);
  const client = await pool.acquire();
  try {
    return await send(client, sql, params);
  } finally {
    await pool.release(client);
  }
}

/**
 * MikroORM writes an array property (an order's tracking numbers) as a PostgreSQL array literal,
 * quoting only elements with `"{},\` in them or empty ones: " " was a malformed literal (a 500),
 * "NULL" became a null and " padded " lost its spaces. Every element quoted, each reads back as sent.
 */
class ForkliftPostgreSqlPlatform extends PostgreSqlPlatform {
  override marshallArray(values: string[]): string {
    return `{${values.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  }
}

/** PostgreSqlDriver, but for the connection class and platform it builds (PostgreSqlDriver adds nothing else). */
export class ForkliftPostgreSqlDriver extends AbstractSqlDriver<BoundParametersConnection, PostgreSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new ForkliftPostgreSqlPlatform(), BoundParametersConnection, ['knex', 'pg']);
  }
}
