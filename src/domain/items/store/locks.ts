import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../../db/store';
import { pgArray } from '../../../db/sql';
import { bundlesAbove } from '../bundle-sql';

/**
 * The items each transaction holds locked (each lock statement takes the bundles above what it
 * names, so the set is closed upwards): a later lockItems of held items sends no statement. Row
 * locks last until the transaction ends, and a unit of work never rolls back to a savepoint.
 */
const heldBy = new WeakMap<EntityManager, Set<number>>();

/**
 * Locks the items and every bundle above them, in id order (so two writers never deadlock), for
 * the rest of the transaction: counters are then recomputed from a stable picture.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: inserting a row that references an item (an order line, a
 * ship notice line) takes FOR KEY SHARE on it, which FOR UPDATE waits for. Two orders for the same
 * item, each inserting its line and then locking the item, deadlocked; NO KEY UPDATE still
 * serializes the writers (it conflicts with itself and with UPDATE) but not with those inserts.
 */
export async function lockItems(ctx: Db, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const held = heldBy.get(ctx.em);
  if (held && itemIds.every((id) => held.has(id))) return;
  await lockItemRows(
    ctx,
    `with recursive ${bundlesAbove('select unnest(?::int[])')}
     select id from items where id = any(array(select id from up)) order by id for no key update`,
    [pgArray(itemIds)],
  );
}

/** Runs `sql`, a statement that locks item rows and returns their ids, and remembers them for the transaction. */
export async function lockItemRows<T extends { id: number }>(ctx: Db, sql: string, params: unknown[]): Promise<T[]> {
  const { em } = ctx;
  const rows = await em.execute<T[]>(sql, params);
  if (em.isInTransaction()) {
    const held = heldBy.get(em) ?? new Set<number>();
    heldBy.set(em, held);
    for (const row of rows) held.add(row.id);
  }
  return rows;
}

/** Whether the transaction already holds every one of these items locked. */
export const holdsLocks = (ctx: Db, itemIds: number[]) => itemIds.every((id) => heldBy.get(ctx.em)?.has(id));
