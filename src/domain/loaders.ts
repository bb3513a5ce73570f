import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bundleLoaders } from './bundles/store';
import { customerLoaders } from './customers/store';
import { inventoryLoaders } from './inventory/store';
import { itemLoaders } from './items/store/rows';
import { warehouseLoaders } from './warehouses/store';
import { childConnections } from '../db/list/children';
import { Scancode } from './scancodes/entities';
import { SCANCODE_LIST } from './scancodes/list-specs';
import { Shipnotice, ShipnoticeItem } from './shipnotices/entities';
import { ReturnItem } from './returns/entities';
import { ordersLoaders } from './orders/store/loaders';
import { customsLoaders } from './customs/store/loaders';
import { wholesaleLoaders } from './wholesale/store/loaders';
import { documentsLoaders } from './documents/store/loaders';
import { ProjectTask } from './projects/entities';
import { PROJECT_TASK_LIST } from './projects/list-specs';
import { NotificationEvent, WebhookDeliveryAttempt } from './webhooks/entities';
import { pgArray } from '../db/sql';
import { byId, groupedBy } from '../db/batch-loaders';

/** The kind of each outbox event id (a delivery's event_name). */
function eventKindById(em: EntityManager) {
  return new DataLoader<number, string | null>(async (ids) => {
    const rows = await em.execute<{ id: number; kind: string }[]>('select id::float8 as id, kind from events where id = any(?::bigint[])', [pgArray(ids)]);
    const kinds = new Map(rows.map((r) => [r.id, r.kind]));
    return ids.map((id) => kinds.get(id) ?? null);
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

/**
 * Per-unit loaders over the unit's own EntityManager (and so its tenant filter): the composition
 * root gives this to every context it assembles (`Services.newLoaders`).
 */
export function createLoaders(em: EntityManager) {
  return {
    ...itemLoaders(em),
    ...inventoryLoaders(em),
    ...bundleLoaders(em),
    ...warehouseLoaders(em),
    ...customerLoaders(em),
    shipnoticeById: byId(em, Shipnotice),
    linesByShipnoticeId: groupedBy<ShipnoticeItem>(em, ShipnoticeItem, 'shipnotice', (l) => l.shipnotice.id),
    linesByConsumerReturnId: groupedBy<ReturnItem>(em, ReturnItem, 'consumer_return', (l) => l.consumer_return.id),
    scancodesByItemId: childConnections(em, Scancode, SCANCODE_LIST, 'item_id'),
    ...ordersLoaders(em),
    ...documentsLoaders(em),
    ...wholesaleLoaders(em),
    ...customsLoaders(em),
    projectTasksByProjectId: childConnections(em, ProjectTask, PROJECT_TASK_LIST, 'project_id'),
    notificationEventById: byId(em, NotificationEvent, true),
    eventKindById: eventKindById(em),
    orderCountBySavedSearchId: orderCountBySavedSearchId(em),
    attemptsByDeliveryId: groupedBy<WebhookDeliveryAttempt>(em, WebhookDeliveryAttempt, 'delivery_id', (a) => a.delivery_id),
  };
}

type AssembledLoaders = ReturnType<typeof createLoaders>;

// The context's `loaders` are these: it declares the interface, this module, which knows every
// area, fills it in, so the context (which every area imports) imports no area's loaders.
declare module './context' {
  interface Loaders extends AssembledLoaders {}
}
