import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EntityName, wrap } from '@mikro-orm/core';
import { BundleItem } from './bundles/entities';
import { emptyBundlesWithin } from './bundles/contents';
import { childConnections } from '../db/list/children';
import { Customer, Shop } from './customers/entities';
import { Lot } from './inventory/entities';
import { warehouseQuantities, type WarehouseView } from './inventory/quantities';
import { Item, Originator } from './items/entities';
import { ORIGINATOR_LIST } from './items/list-specs';
import { Scancode } from './scancodes/entities';
import { SCANCODE_LIST } from './scancodes/list-specs';
import { Shipnotice, ShipnoticeItem } from './shipnotices/entities';
import { Location, ShippingMethod, Warehouse } from './warehouses/entities';
import { Order, OrderItem, Package, SerialNumber } from './orders/entities';
import { ReturnItem } from './returns/entities';
import { OrderDocument, ShippingDocument } from './documents/entities';
import { OrderWholesale, WholesaleItem } from './wholesale/entities';
import { OrderCustomsInfo } from './customs/entities';
import { ProjectTask } from './projects/entities';
import { PROJECT_TASK_LIST } from './projects/list-specs';
import { NotificationEvent, WebhookDeliveryAttempt } from './webhooks/entities';
import { pgArray } from '../db/sql';
import { plainRows, plainRowsByKeys } from '../db/plain-rows';

/**
 * One batched `id IN (...)` per tick, whatever the number of ids asked for. `shared` entities
 * (facilities, carriers) are not tenant data and load without the tenant filter.
 */
function byId<T extends { id: number }>(em: EntityManager, entity: EntityName<T>, shared = false) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = (await em.find(entity, { id: { $in: [...ids] } } as never, shared ? { filters: false } : {})) as T[];
    const found = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/**
 * The row of each id for rendering only: one already managed in this request (loaded or changed by
 * a service) as it is, the others as plain rows (db/plain-rows.ts), in one batch.
 */
function renderedById<T extends { id: number }>(em: EntityManager, entity: EntityName<T>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const uow = em.getUnitOfWork();
    const name = em.getMetadata().find(entity as never)!.className;
    const found = new Map<number, T>();
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
function groupedBy<T>(em: EntityManager, entity: EntityName<T & object>, column: string, keyOf: (row: T) => number, plain = false) {
  return new DataLoader<number, T[]>(async (keys) => {
    const where = { [column]: { $in: [...keys] } };
    const rows = plain ? await plainRowsByKeys<T & object>(em, entity, column, keys) : ((await em.find(entity, where as never, { orderBy: { id: 'asc' } as never })) as T[]);
    const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) groups.get(keyOf(row))?.push(row);
    return keys.map((k) => groups.get(k)!);
  });
}

/** The row of each parent id, on a column unique per parent (an order's wholesale details), or null; `plain` as for groupedBy. */
function oneBy<T>(em: EntityManager, entity: EntityName<T & object>, column: string, keyOf: (row: T) => number, plain = false) {
  return new DataLoader<number, T | null>(async (keys) => {
    const where = { [column]: { $in: [...keys] } };
    const rows = plain ? await plainRowsByKeys<T & object>(em, entity, column, keys) : ((await em.find(entity, where as never)) as T[]);
    const found = new Map(rows.map((r) => [keyOf(r), r]));
    return keys.map((k) => found.get(k) ?? null);
  });
}

/** The originator of a resource, keyed `Type:id` (Shipnotice:5). */
function originatorOf(em: EntityManager) {
  return new DataLoader<string, Originator | null>(async (keys) => {
    const owners = keys.map((k) => k.split(':')).map(([type, id]) => ({ originated_type: type, originated_id: Number(id) }));
    // Only rendered (GraphQL fields): plain rows.
    const rows = await plainRows(em, Originator, { $or: owners }, { orderBy: { id: 'asc' } });
    const first = new Map<string, Originator>();
    for (const row of rows) if (!first.has(`${row.originated_type}:${row.originated_id}`)) first.set(`${row.originated_type}:${row.originated_id}`, row);
    return keys.map((k) => first.get(k) ?? null);
  });
}

/** The kind of each outbox event id (a delivery's event_name). */
function eventKindById(em: EntityManager) {
  return new DataLoader<number, string | null>(async (ids) => {
    const rows = await em.execute<{ id: number; kind: string }[]>('select id::float8 as id, kind from events where id = any(?::bigint[])', [pgArray(ids)]);
    const kinds = new Map(rows.map((r) => [r.id, r.kind]));
    return ids.map((id) => kinds.get(id) ?? null);
  });
}

/** For each bundle id, the bundle without components it comes down to (bundles/contents.ts), or null: it can be made. */
function emptyBundleWithin(em: EntityManager) {
  return new DataLoader<number, number | null>(async (ids) => {
    const empty = await emptyBundlesWithin(em, ids);
    return ids.map((id) => empty.get(id) ?? null);
  });
}

/** How many orders each saved search holds: one grouped count for a page of them. */
function orderCountBySavedSearchId(em: EntityManager) {
  return new DataLoader<number, number>(async (ids) => {
    const rows = await em.execute<{ id: number; count: number }[]>(
      'select saved_search_id as id, count(*)::int as count from saved_search_orders where saved_search_id = any(?::int[]) group by saved_search_id',
      [pgArray(ids)],
    );
    const counts = new Map(rows.map((r) => [r.id, r.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Per-request loaders over the request's own EntityManager (and so its tenant filter). */
export function createLoaders(em: EntityManager) {
  return {
    itemById: byId(em, Item),
    /** The item of an order line, as rendered (order pages read many). */
    renderedItemById: renderedById(em, Item),
    customerById: byId(em, Customer),
    lotById: byId(em, Lot),
    shipnoticeById: byId(em, Shipnotice),
    orderById: byId(em, Order),
    warehouseById: byId(em, Warehouse, true),
    locationById: byId(em, Location, true),
    shippingMethodById: byId(em, ShippingMethod, true),
    shopsByCustomerId: groupedBy<Shop>(em, Shop, 'customer_id', (s) => s.customer_id),
    linesByShipnoticeId: groupedBy<ShipnoticeItem>(em, ShipnoticeItem, 'shipnotice', (l) => l.shipnotice.id),
    linesByConsumerReturnId: groupedBy<ReturnItem>(em, ReturnItem, 'consumer_return', (l) => l.consumer_return.id),
    warehouseQuantitiesByItemId: new DataLoader<number, WarehouseView[]>((ids) => warehouseQuantities(em, ids)),
    originatorOf: originatorOf(em),
    /** A bundle's components. */
    bundleItemsByParentId: groupedBy<BundleItem>(em, BundleItem, 'parent_item_id', (b) => b.parent_item_id),
    /** The bundle memberships of a component. */
    bundleItemsByItemId: groupedBy<BundleItem>(em, BundleItem, 'item_id', (b) => b.item_id),
    /** Whether a bundle an order line names can be made. */
    emptyBundleWithin: emptyBundleWithin(em),
    scancodesByItemId: childConnections(em, Scancode, SCANCODE_LIST, 'item_id'),
    originatorsByItemId: childConnections(em, Originator, ORIGINATOR_LIST, 'item', (o) => o.item!.id),
    // Only GraphQL fields read these: plain rows.
    orderItemsByOrderId: groupedBy<OrderItem>(em, OrderItem, 'order_id', (l) => l.order_id, true),
    packagesByOrderId: groupedBy<Package>(em, Package, 'order_id', (p) => p.order_id, true),
    serialNumbersByOrderItemId: groupedBy<SerialNumber>(em, SerialNumber, 'order_item_id', (s) => s.order_item_id!, true),
    orderDocumentsByOrderId: groupedBy<OrderDocument>(em, OrderDocument, 'order_id', (d) => d.order_id),
    shippingDocumentsByOrderId: groupedBy<ShippingDocument>(em, ShippingDocument, 'order_id', (d) => d.order_id),
    shippingDocumentsByPackageId: groupedBy<ShippingDocument>(em, ShippingDocument, 'package_id', (d) => d.package_id!),
    wholesaleByOrderId: oneBy<OrderWholesale>(em, OrderWholesale, 'order_id', (w) => w.order_id),
    customsInfoByOrderId: oneBy<OrderCustomsInfo>(em, OrderCustomsInfo, 'order_id', (c) => c.order_id),
    wholesaleItemByOrderItemId: oneBy<WholesaleItem>(em, WholesaleItem, 'order_item_id', (w) => w.order_item_id, true),
    projectTasksByProjectId: childConnections(em, ProjectTask, PROJECT_TASK_LIST, 'project_id'),
    notificationEventById: byId(em, NotificationEvent, true),
    eventKindById: eventKindById(em),
    orderCountBySavedSearchId: orderCountBySavedSearchId(em),
    attemptsByDeliveryId: groupedBy<WebhookDeliveryAttempt>(em, WebhookDeliveryAttempt, 'delivery_id', (a) => a.delivery_id),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
