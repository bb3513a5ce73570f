import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BundleItem } from './bundles/entities';
import { emptyBundlesWithin } from './bundles/contents';
import { childConnections } from '../db/list/children';
import { Customer, Shop } from './customers/entities';
import { Lot } from './inventory/entities';
import { warehouseQuantities, type WarehouseView } from './inventory/quantities';
import { Item, Originator } from './items/entities';
import { ORIGINATOR_LIST } from './items/list-specs';
import { scancodeLoaders } from './scancodes/store';
import { shipnoticeLoaders } from './shipnotices/loaders';
import { Location, ShippingMethod, Warehouse } from './warehouses/entities';
import { returnLoaders } from './returns/store';
import { ordersLoaders } from './orders/store/loaders';
import { customsLoaders } from './customs/store/loaders';
import { wholesaleLoaders } from './wholesale/store/loaders';
import { documentsLoaders } from './documents/store/loaders';
import { projectLoaders } from './projects/store';
import { savedSearchLoaders } from './searches/store';
import { NotificationEvent, WebhookDeliveryAttempt } from './webhooks/entities';
import { pgArray } from '../db/sql';
import { plainRows } from '../db/plain-rows';
import { byId, groupedBy, renderedById } from '../db/batch-loaders';

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

/** Per-request loaders over the request's own EntityManager (and so its tenant filter). */
export function createLoaders(em: EntityManager) {
  return {
    itemById: byId(em, Item),
    /** The item of an order line, as rendered (order pages read many). */
    renderedItemById: renderedById(em, Item),
    customerById: byId(em, Customer),
    lotById: byId(em, Lot),
    warehouseById: byId(em, Warehouse, true),
    locationById: byId(em, Location, true),
    shippingMethodById: byId(em, ShippingMethod, true),
    shopsByCustomerId: groupedBy<Shop>(em, Shop, 'customer_id', (s) => s.customer_id),
    warehouseQuantitiesByItemId: new DataLoader<number, WarehouseView[]>((ids) => warehouseQuantities(em, ids)),
    originatorOf: originatorOf(em),
    /** A bundle's components. */
    bundleItemsByParentId: groupedBy<BundleItem>(em, BundleItem, 'parent_item_id', (b) => b.parent_item_id),
    /** The bundle memberships of a component. */
    bundleItemsByItemId: groupedBy<BundleItem>(em, BundleItem, 'item_id', (b) => b.item_id),
    /** Whether a bundle an order line names can be made. */
    emptyBundleWithin: emptyBundleWithin(em),
    originatorsByItemId: childConnections(em, Originator, ORIGINATOR_LIST, 'item', (o) => o.item!.id),
    ...ordersLoaders(em),
    ...documentsLoaders(em),
    ...wholesaleLoaders(em),
    ...customsLoaders(em),
    ...shipnoticeLoaders(em),
    ...returnLoaders(em),
    ...projectLoaders(em),
    ...scancodeLoaders(em),
    ...savedSearchLoaders(em),
    notificationEventById: byId(em, NotificationEvent, true),
    eventKindById: eventKindById(em),
    attemptsByDeliveryId: groupedBy<WebhookDeliveryAttempt>(em, WebhookDeliveryAttempt, 'delivery_id', (a) => a.delivery_id),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
