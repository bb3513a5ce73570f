import type { Knex } from '@mikro-orm/knex';
import { IsolationLevel } from '@mikro-orm/core';
import { Client } from 'pg';
import { compiledStatement, connectionPool, mapRow, metadataOf, transactionClient } from '../src/db/orm-internals';
import { Item } from '../src/domain/items/entities';
import { ShipnoticeItem } from '../src/domain/shipnotices/entities';
import { ormOnClone } from './support/orm';

/**
 * What the engines of src/db take from MikroORM's and knex's insides (db/orm-internals.ts), held on
 * a real ORM over a real database: an upgrade that moves any of it fails here, by name.
 */
const orm = ormOnClone();

const em = () => orm().em.fork();

it("finds an entity's metadata by class or schema, and refuses what is no entity", () => {
  const meta = metadataOf(em(), Item);
  expect([meta.className, meta.tableName]).toEqual(['Item', 'items']);
  expect(metadataOf(em(), ShipnoticeItem).properties.shipnotice.fieldNames).toEqual(['shipnotice_id']);
  expect(() => metadataOf(em(), class NotAnEntity {})).toThrow('no entity metadata');
});

it("compiles a query builder to knex's SQL with ? placeholders and its bindings apart", () => {
  const qb = em().createQueryBuilder(Item, 'e0').select(['id', 'sku']).where({ id: { $in: [7, 8] }, sku: 'A-1' }).limit(5);
  const { sql, bindings } = compiledStatement(qb);
  expect(sql).toBe('select "e0"."id", "e0"."sku" from "items" as "e0" where "e0"."id" in (?, ?) and "e0"."sku" = ? limit ?');
  expect(bindings).toEqual([7, 8, 'A-1', 5]);
});

it('maps a raw row of a statement as em.find does: columns to properties', async () => {
  const fork = em();
  const qb = fork.createQueryBuilder(ShipnoticeItem, 'e0').select('*').where({ shipnotice: 9 });
  // The row as pg answers the statement: column names, a relation by its key column.
  const [row] = await fork.getConnection().execute<Record<string, unknown>[]>('select 1 as id, 9 as shipnotice_id, 3 as quantity');
  const mapped = mapRow(fork, row, metadataOf(fork, ShipnoticeItem), qb);
  expect(mapped).toMatchObject({ id: 1, shipnotice: 9, quantity: 3 });
  expect(mapped).not.toHaveProperty('shipnotice_id');
});

it("answers a transaction's own pg connection", async () => {
  await em().transactional(async (tx) => {
    const client = await transactionClient(tx.getTransactionContext() as Knex.Transaction);
    expect(client).toBeInstanceOf(Client);
    const [{ pid }] = await tx.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    expect((await client.query('select pg_backend_pid() as pid')).rows[0].pid).toBe(pid);
    // The same connection every time it is asked.
    expect(await transactionClient(tx.getTransactionContext() as Knex.Transaction)).toBe(client);
  });
});

it('begins a transaction with its generic plans in the one statement of its BEGIN; a savepoint, an isolation level and reads outside keep to theirs', async () => {
  const mode = async (tx: ReturnType<typeof em>) => (await tx.execute<{ plan_cache_mode: string }[]>('show plan_cache_mode'))[0].plan_cache_mode;
  const sent = jest.spyOn(Client.prototype, 'query');
  try {
    await em().transactional(async (tx) => {
      expect(await mode(tx)).toBe('force_generic_plan');
      await tx.transactional(async (inner) => expect(await mode(inner)).toBe('force_generic_plan'));
    });
    const texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
    expect(texts[0]).toBe('BEGIN; set local plan_cache_mode = force_generic_plan;');
    expect(texts.filter((t) => /plan_cache_mode =/.test(t))).toHaveLength(1);
  } finally {
    sent.mockRestore();
  }
  await em().transactional(
    async (tx) => {
      expect(await mode(tx)).toBe('force_generic_plan');
      expect((await tx.execute<{ transaction_isolation: string }[]>('show transaction_isolation'))[0]).toEqual({ transaction_isolation: 'serializable' });
    },
    { isolationLevel: IsolationLevel.SERIALIZABLE },
  );
  expect(await mode(em())).toBe('auto');
});

it("takes a connection from knex's pool and gives it back", async () => {
  const knex = orm().em.getConnection().getKnex();
  const pool = connectionPool(knex);
  const free = () => (knex.client as { pool: { numFree(): number; numUsed(): number } }).pool;
  const client = await pool.acquire();
  expect(client).toBeInstanceOf(Client);
  expect((await client.query('select 41 + 1 as n')).rows[0].n).toBe(42);
  const used = free().numUsed();
  await pool.release(client);
  expect(free().numUsed()).toBe(used - 1);
});
