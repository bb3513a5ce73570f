import type { EntityManager } from '@mikro-orm/postgresql';
import { bundleLoaders } from './bundles/store';
import { customerLoaders } from './customers/store';
import { inventoryLoaders } from './inventory/store';
import { itemLoaders } from './items/store/rows';
import { warehouseLoaders } from './warehouses/store';
import { scancodeLoaders } from './scancodes/store';
import { shipnoticeLoaders } from './shipnotices/loaders';
import { returnLoaders } from './returns/store';
import { ordersLoaders } from './orders/store/loaders';
import { customsLoaders } from './customs/store/loaders';
import { wholesaleLoaders } from './wholesale/store/loaders';
import { documentsLoaders } from './documents/store/loaders';
import { projectLoaders } from './projects/store';
import { savedSearchLoaders } from './searches/store';
import { NotificationEvent, WebhookDeliveryAttempt } from './webhooks/entities';
import { eventKindById } from './webhooks/store';
import { byId, groupedBy } from '../db/batch-loaders';

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

type AssembledLoaders = ReturnType<typeof createLoaders>;

// The context's `loaders` are these: it declares the interface, this module, which knows every
// area, fills it in, so the context (which every area imports) imports no area's loaders.
declare module './context' {
  interface Loaders extends AssembledLoaders {}
}
