import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy } from '../../db/batch-loaders';
import { Shipnotice, ShipnoticeItem } from './entities';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads, in
 * a file of their own. The request context is assembled with them, so they may import nothing that
 * leads back to it, and the store does: its count of waiting orders reads the orders' SQL
 * (orders/allocation.ts), which takes the context. (Other areas keep their loaders in store.ts.)
 */
export const shipnoticeLoaders = (em: EntityManager) => ({
  shipnoticeById: byId(em, Shipnotice),
  linesByShipnoticeId: groupedBy<ShipnoticeItem>(em, ShipnoticeItem, 'shipnotice', (l) => l.shipnotice.id),
});
