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

/** Each area's loaders over an EntityManager (and so its tenant filter). */
const AREAS = [
  itemLoaders, inventoryLoaders, bundleLoaders, warehouseLoaders, customerLoaders, ordersLoaders, documentsLoaders, wholesaleLoaders,
  customsLoaders, shipnoticeLoaders, returnLoaders, projectLoaders, scancodeLoaders, savedSearchLoaders,
  (em: EntityManager) => ({
    notificationEventById: byId(em, NotificationEvent, true),
    eventKindById: eventKindById(em),
    attemptsByDeliveryId: groupedBy<WebhookDeliveryAttempt>(em, WebhookDeliveryAttempt, 'delivery_id', (a) => a.delivery_id),
  }),
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AssembledLoaders = UnionToIntersection<ReturnType<(typeof AREAS)[number]>>;

/**
 * A unit's loaders, each area's made the first time one of them is asked for: a request reads
 * through a few areas, and making all of every area's (about a hundred DataLoaders) for each
 * request was 4 % of a small query's CPU, and garbage besides.
 */
class UnitLoaders {
  readonly areas: object[] = [];
  constructor(readonly em: EntityManager) {}
}

/** Whether UnitLoaders has its getters: one per loader, naming the area that makes it. */
let defined = false;

function defineGetters(em: EntityManager): void {
  // The loaders' names, by area, from one set made once (making loaders sends nothing).
  AREAS.forEach((area, i) => {
    for (const key of Object.keys(area(em))) {
      Object.defineProperty(UnitLoaders.prototype, key, {
        configurable: true,
        get(this: UnitLoaders) {
          const made = (this.areas[i] ??= AREAS[i](this.em));
          return (made as Record<string, unknown>)[key];
        },
      });
    }
  });
  defined = true;
}

/**
 * Per-unit loaders over the unit's own EntityManager (and so its tenant filter): the composition
 * root gives this to every context it assembles (`Services.newLoaders`).
 */
export function createLoaders(em: EntityManager): AssembledLoaders {
  if (!defined) defineGetters(em);
  return new UnitLoaders(em) as unknown as AssembledLoaders;
}

// The context's `loaders` are these: it declares the interface, this module, which knows every
// area, fills it in, so the context (which every area imports) imports no area's loaders.
declare module './context' {
  interface Loaders extends AssembledLoaders {}
}
