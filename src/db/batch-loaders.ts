import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EntityName, wrap } from '@mikro-orm/core';
import { plainRowsByKeys, type Row } from './plain-rows';
import type { Relation } from './prefetch';

/**
 * The batched loaders every area's store builds its own from (src/domain/loaders.ts assembles
 * them per request): one statement per tick, whatever the number of keys asked for.
 */

/**
 * One batched `id IN (...)` per tick, whatever the number of ids asked for. `shared` entities
 * (facilities, carriers) are not tenant data and load without the tenant filter.
 */
export function byId<T extends { id: number }>(em: EntityManager, entity: EntityName<T>, shared = false) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = (await em.find(entity, { id: { $in: [...ids] } } as never, shared ? { filters: false } : {})) as T[];
    const found = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/**
 * The row of each id for rendering (or reading) only: one already managed in this request (loaded
 * or changed by a service) as it is, the others as plain rows (db/plain-rows.ts), in one batch.
 * Read-only either way: a write to one does not compile.
 */
export function renderedById<T extends { id: number }>(em: EntityManager, entity: EntityName<T>) {
  return new DataLoader<number, Row<T> | null>(async (ids) => {
    const uow = em.getUnitOfWork();
    const name = em.getMetadata().find(entity as never)!.className;
    const found = new Map<number, Row<T>>();
    for (const id of ids) {
      const managed = uow.getById<T>(name, id as never);
      // A reference another entity holds (an originator's item) sits in the identity map unloaded, its
      // id alone: it is read as a row like the missing ones.
      if (managed && wrap(managed).isInitialized()) found.set(id, managed);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) for (const row of await plainRowsByKeys(em, entity, 'id', missing)) found.set(row.id, row);
    return ids.map((id) => found.get(id) ?? null);
  });
}

/**
 * Rows grouped under the parent id that `keyOf` reads from each, in id order. `plain`: rows only
 * rendered (never changed by a service), read as plain rows.
 */
export function groupedBy<T>(em: EntityManager, entity: EntityName<T & object>, column: string, keyOf: (row: T) => number, plain = false) {
  return new DataLoader<number, T[]>(async (keys) => {
    const where = { [column]: { $in: [...keys] } };
    const rows = plain ? await plainRowsByKeys<T & object>(em, entity, column, keys) : ((await em.find(entity, where as never, { orderBy: { id: 'asc' } as never })) as T[]);
    const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) groups.get(keyOf(row))?.push(row);
    return keys.map((k) => groups.get(k)!);
  });
}

/**
 * The row of each parent id, on a column unique per parent (an order's wholesale details), or null;
 * `plain` as for groupedBy, reading only `fields` when given.
 */
export function oneBy<T>(em: EntityManager, entity: EntityName<T & object>, column: string, keyOf: (row: T) => number, plain = false, fields: string[] | null = null) {
  return new DataLoader<number, T | null>(async (keys) => {
    const where = { [column]: { $in: [...keys] } };
    const rows = plain ? await plainRowsByKeys<T & object>(em, entity, column, keys, fields) : ((await em.find(entity, where as never)) as T[]);
    const found = new Map(rows.map((r) => [keyOf(r), r]));
    return keys.map((k) => found.get(k) ?? null);
  });
}


/** The `many` of a relation a loader can answer alone: children by a key column of their own, no condition nor entity between. */
function childKey(relation: Relation): string {
  if (!relation.many || relation.through || relation.where || relation.one) throw new Error('a relation loader takes children by a key column of their own');
  return relation.many;
}

/**
 * The children of each parent id under `relation` (db/prefetch.ts), in id order, as plain rows: the
 * loader that answers a relation a page did not bring, made from the same declaration.
 */
export function childrenOf<T extends object>(em: EntityManager, relation: Relation) {
  const key = childKey(relation);
  if (relation.first) throw new Error('childrenOf takes a list relation; firstChildOf takes a `first` one');
  return groupedBy<T>(em, relation.entity as EntityName<T>, key, (row) => (row as Record<string, number>)[key], true);
}

/** The first child (by id) of each parent id under a `first` relation, as a plain row, or null. */
export function firstChildOf<T extends object>(em: EntityManager, relation: Relation) {
  const key = childKey(relation);
  if (!relation.first) throw new Error('firstChildOf takes a `first` relation; childrenOf takes a list');
  return new DataLoader<number, T | null>(async (keys) => {
    const rows = await plainRowsByKeys<T>(em, relation.entity as EntityName<T>, key, keys);
    const found = new Map<number, T>();
    for (const row of rows) if (!found.has((row as Record<string, number>)[key])) found.set((row as Record<string, number>)[key], row as T);
    return keys.map((k) => found.get(k) ?? null);
  });
}
