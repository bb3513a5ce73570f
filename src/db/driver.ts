import type { Knex } from '@mikro-orm/knex';
import type { Client as PgClient } from 'pg';
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
        if (ctx) return this.transformRawResult<T>(await sendInTransaction(ctx as Knex.Transaction, sql, params), method);
        return this.transformRawResult<T>(await this.getKnex().raw(sql, params as Knex.RawBinding[]), method);
      },
      { query: sql, params, ...loggerContext },
    );
  }
}

/** `?` placeholders as pg's `$1, $2, …`, as knex numbers them (`\\?` stays a literal `?`); cached per text. */
const positional = new Map<string, string>();
function numbered(sql: string): string {
  let text = positional.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/(\\*)(\?)/g, (_, escapes: string) => (escapes.length % 2 ? '?' : `$${++n}`));
    if (positional.size > 5_000) positional.clear();
    positional.set(sql, text);
  }
  return text;
}

/**
 * A raw statement inside a transaction goes straight to the transaction's pg client: knex's runner
 * (its query object, binding rewrites and response pipeline) cost more CPU than the statement's own
 * round trip for the short statements a mutation sends. The answer is pg's result, as knex's raw
 * would give it. A transaction that has ended takes no more statements, as knex refuses them.
 */
async function sendInTransaction(trx: Knex.Transaction, sql: string, params: unknown[]): Promise<unknown> {
  if (trx.isCompleted()) throw new Error('Transaction query already complete: the transaction has ended');
  const client = (await (trx as unknown as { client: { acquireConnection(): Promise<PgClient> } }).client.acquireConnection());
  return client.query({ text: numbered(sql), values: params });
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
