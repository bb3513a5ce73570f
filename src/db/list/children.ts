import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { listQuery, pageConnection, type Connection, type ListArgs } from './connection';
import type { ListSpec } from './spec';

/**
 * Pages of a child list (an item's scancodes) for many parents from one query: every matching
 * child of the batched parents is read with the list's own where and order, grouped by parent,
 * and each parent's page is cut in JS. Reading whole child lists is cheaper than a query per
 * parent only while they stay small, so use it for small child collections. Parents that ask
 * with the same arguments share one batch.
 */
export function childConnections<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  spec: ListSpec,
  parentKey: keyof T & string,
  /** The parent id of a row, where parentKey is a relation rather than a plain id column. */
  parentOf: (row: T) => number = (row) => row[parentKey] as number,
) {
  const batches = new Map<string, DataLoader<number, Connection<T>>>();
  return async (parentId: number, args: ListArgs): Promise<Connection<T>> => {
    // Parsed here, per caller, so bad arguments fail this field alone and never a whole batch.
    const { where, orderBy, window } = listQuery(em, entity, spec, args, {});
    const key = JSON.stringify([args.search ?? null, args.sort ?? null, window]);
    let batch = batches.get(key);
    if (!batch) {
      batch = new DataLoader(async (parentIds) => {
        const rows = (await em.find(entity, { $and: [{ [parentKey]: { $in: [...parentIds] } }, where] } as never, { orderBy } as never)) as T[];
        const groups = new Map<number, T[]>(parentIds.map((id) => [id, []]));
        for (const row of rows) groups.get(parentOf(row))?.push(row);
        return parentIds.map((id) => {
          const all = groups.get(id)!;
          // One row past the window tells pageConnection whether there is a next page.
          return pageConnection(all.slice(window.offset, window.offset + window.limit + 1), window, async () => all.length);
        });
      });
      batches.set(key, batch);
    }
    return batch.load(parentId);
  };
}
