import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityMetadata, EntityName } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import type { Client as PgClient } from 'pg';

/**
 * The one module that reaches into MikroORM's and knex's internals, for the engines of src/db (the
 * statement compiler, the prefetch planner, the row writer, the driver): each reach is a function
 * here, named for what it answers, and test/orm-internals.test.ts holds every one of them on a real
 * ORM, so an upgrade that moves one fails there, by name, rather than somewhere in a read.
 */

/** An entity's metadata (`find` is typed for the ORM's own entity names; every engine asks it by class or schema). */
export function metadataOf<T extends object>(em: EntityManager, entity: EntityName<T>): EntityMetadata {
  const meta = em.getMetadata().find(entity as never) as EntityMetadata | undefined;
  if (!meta) throw new Error(`no entity metadata for ${String(entity)}`);
  return meta;
}

interface Compilable {
  toQuery(): { _sql: unknown };
}

/**
 * A query builder's statement as knex compiled it: `?` placeholders and their bindings, before
 * MikroORM writes the values into the text (`toQuery().sql` is that text; `_sql` is knex's own).
 */
export function compiledStatement(qb: Compilable): { sql: string; bindings: unknown[] } {
  const compiled = qb.toQuery()._sql as { sql?: unknown; bindings?: unknown } | undefined;
  if (typeof compiled?.sql !== 'string' || !Array.isArray(compiled.bindings)) throw new Error('QueryBuilder.toQuery()._sql is no longer knex SQL with bindings');
  return { sql: compiled.sql, bindings: compiled.bindings };
}

interface RowMapper {
  mapResult(row: object, meta: EntityMetadata, populate: unknown[], qb: unknown): Record<string, unknown>;
}

/**
 * A raw row of `qb`'s statement mapped as em.find maps it (columns to properties, custom types
 * converted), by the SQL driver's `mapResult`, which the driver interface does not declare.
 */
export function mapRow(em: EntityManager, row: object, meta: EntityMetadata, qb: unknown): Record<string, unknown> {
  return (em.getDriver() as unknown as RowMapper).mapResult(row, meta, [], qb);
}

/** The part of knex's client that hands out its pg connections (knex's `Client.acquireConnection`, not in its types). */
interface ConnectionSource {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(client: PgClient): Promise<unknown>;
}

/** The pg client a knex transaction runs on (a transaction's client answers its own connection, every time). */
export function transactionClient(trx: Knex.Transaction): Promise<PgClient> {
  return (trx as unknown as { client: ConnectionSource }).client.acquireConnection();
}

/** knex's pool of pg connections: a client taken from it goes back with `release`. */
export function connectionPool(knex: Knex): { acquire(): Promise<PgClient>; release(client: PgClient): Promise<unknown> } {
  const source = knex.client as unknown as ConnectionSource;
  return { acquire: () => source.acquireConnection(), release: (client) => source.releaseConnection(client) };
}

/** knex's transaction for PostgreSQL, whose `begin` sends its BEGIN (not in knex's types). */
interface PgTransaction {
  isolationLevel?: string;
  readOnly?: boolean;
  begin(connection: unknown): Promise<unknown>;
  query(connection: unknown, sql: string): Promise<unknown>;
}
type PgTransactionClass = new (...args: unknown[]) => PgTransaction;
const KnexPgTransaction = require('knex/lib/dialects/postgres/execution/pg-transaction') as PgTransactionClass;

/**
 * Every transaction `knex` begins (not a savepoint) runs `sql` with its BEGIN, in the same simple
 * query: one round trip. A transaction with an isolation level or read-only mode begins as knex
 * writes it, then runs `sql`.
 */
export function beginWith(knex: Knex, sql: string): void {
  class Begun extends KnexPgTransaction {
    override begin(connection: unknown) {
      if (this.isolationLevel || this.readOnly) return super.begin(connection).then(() => this.query(connection, sql));
      return this.query(connection, `BEGIN; ${sql};`);
    }
  }
  (knex.client as { transaction: (...args: unknown[]) => PgTransaction }).transaction = function (this: unknown, ...args: unknown[]) {
    return new Begun(this, ...args);
  };
}
