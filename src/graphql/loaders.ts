import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { BundleItem } from '../domain/bundles/entities';
import { childConnections } from '../domain/common/list/children';
import { Item } from '../domain/items/entities';
import { Shop } from '../domain/customers/entities';
import { Scancode } from '../domain/scancodes/entities';
import { SCANCODE_LIST } from '../domain/scancodes/list-specs';

/** One batched `id IN (...)` per tick, whatever the number of ids asked for. */
function byId<T extends { id: number }>(em: EntityManager, entity: EntityName<T>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = (await em.find(entity, { id: { $in: [...ids] } } as never)) as T[];
    const found = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

function groupedBy<T, K extends keyof T & string>(em: EntityManager, entity: EntityName<T & object>, key: K) {
  return new DataLoader<number, T[]>(async (keys) => {
    const rows = (await em.find(entity, { [key]: { $in: [...keys] } } as never, { orderBy: { id: 'asc' } as never })) as T[];
    const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) groups.get(row[key] as number)?.push(row);
    return keys.map((k) => groups.get(k)!);
  });
}

/** Per-request loaders over the request's own EntityManager (and so its tenant filter). */
export function createLoaders(em: EntityManager) {
  return {
    itemById: byId(em, Item),
    shopsByCustomerId: groupedBy(em, Shop, 'customer_id'),
    /** A bundle's components. */
    bundleItemsByParentId: groupedBy(em, BundleItem, 'parent_item_id'),
    /** The bundle memberships of a component. */
    bundleItemsByItemId: groupedBy(em, BundleItem, 'item_id'),
    scancodesByItemId: childConnections(em, Scancode, SCANCODE_LIST, 'item_id'),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
