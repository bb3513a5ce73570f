import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../../db/store';
import { byId, renderedById } from '../../../db/batch-loaders';
import { childConnections } from '../../../db/list/children';
import { countWhere, findConnection, type ListArgs } from '../../../db/list/connection';
import type { Where } from '../../../db/list/spec';
import { columnsFor, plainRows, type Row } from '../../../db/plain-rows';
import { Item, Originator } from '../entities';
import { ITEM_LIST, ORIGINATOR_LIST } from '../list-specs';
import { ITEM_DERIVED, ITEM_FIELD_READS } from '../reads';
import type { JsonPage, JsonSource } from '../../../db/json-rows';

/**
 * Items and originators: how the area reads and writes their rows (its locks and stored counters
 * are in locks.ts and counters.ts beside this file).
 */

/** The originator of a resource, keyed `Type:id` (Shipnotice:5). */
function originatorOf(em: EntityManager) {
  return new DataLoader<string, Row<Originator> | null>(async (keys) => {
    const owners = keys.map((k) => k.split(':')).map(([type, id]) => ({ originated_type: type, originated_id: Number(id) }));
    // Only rendered (GraphQL fields): plain rows.
    const rows = await plainRows(em, Originator, { $or: owners }, { orderBy: { id: 'asc' } });
    const first = new Map<string, Row<Originator>>();
    for (const row of rows) if (!first.has(`${row.originated_type}:${row.originated_id}`)) first.set(`${row.originated_type}:${row.originated_id}`, row);
    return keys.map((k) => first.get(k) ?? null);
  });
}

/**
 * The area's loaders. An item is read one of two ways, by what the caller does with it:
 * `itemById` answers the managed entity, for a service that changes it (the unit of work flushes
 * it); `renderedItemById` a read-only row, for rendering and for checks that change nothing (an
 * order line's defaults), which costs no entity to create, register and compare at every flush.
 */
export function itemLoaders(em: EntityManager) {
  return {
    itemById: byId(em, Item),
    renderedItemById: renderedById(em, Item),
    originatorOf: originatorOf(em),
    originatorsByItemId: childConnections(em, Originator, ORIGINATOR_LIST, 'item', (o) => o.item!.id),
  };
}

/** A page of items brings no relation (the same object each time: what is planned for a page is kept per relations object). */
const NO_RELATIONS = Object.freeze({});

/** How PostgreSQL writes an item as a page of items does (db/json-rows.ts): for a statement that reads items by id. */
export const itemJsonSource = (): JsonSource => ({ entity: Item, relations: NO_RELATIONS, derived: ITEM_DERIVED });

/** A page of items, only rendered: plain rows of the columns the fields asked for (`fields`) need, or the page as JSON text for a caller that wants it (`json`). */
export const itemPage = (ctx: Db, args: ListArgs, where: Where, fields: Iterable<string>, json?: JsonPage | null) =>
  findConnection(ctx.em, Item, ITEM_LIST, args, where, columnsFor(ctx.em, Item, fields, ITEM_FIELD_READS), undefined, json && { page: json, ...itemJsonSource() });

export const countItemsWhere = (ctx: Db, search: string | null | undefined, where: Where) => countWhere(ctx.em, Item, ITEM_LIST, search, where);

export const originatorPage = (ctx: Db, args: ListArgs, where: Where) => findConnection(ctx.em, Originator, ORIGINATOR_LIST, args, where);

export const countOriginatorsWhere = (ctx: Db, search: string | null | undefined, where: Where) =>
  countWhere(ctx.em, Originator, ORIGINATOR_LIST, search, where);

/** The customer's item originator whose original_id is `originalId` (a line naming its item by the caller's own id). */
export const itemOriginatorByOriginalId = (ctx: Db, customerId: number, originalId: string) =>
  ctx.em.findOne(Originator, { originated_type: 'Item', original_id: originalId, customer_id: customerId });

/** A live item of the customer holding `sku`, other than `exceptId`: of every tenant, since a SKU names one live item per customer whoever asks. */
export const liveItemWithSku = (ctx: Db, customerId: number, sku: string, exceptId?: number) =>
  ctx.em.findOne(Item, { customer_id: customerId, sku, archived_at: null, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { filters: { tenant: false } });

export const addItem = (ctx: Db, item: Item) => void ctx.em.persist(item);

export const addOriginator = (ctx: Db, originator: Originator) => void ctx.em.persist(originator);

/** Writes the unit of work's pending changes: an item the service changed, and what it added with it. */
export const writeItems = (ctx: Db) => ctx.em.flush();

/** The item read again, for a caller that holds its row locked (locks.ts): what the lock protects. */
export const reread = (ctx: Db, item: Item) => ctx.em.refresh(item);
