import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy } from '../../db/loaders';
import { Shipnotice, ShipnoticeItem } from './entities';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads, in
 * a file of their own. The request context is assembled with them, so they import the area's
 * entities and the generic loaders alone, nothing that leads back to the context (a store may: the
 * ship notices' reads the orders' waiting-order SQL).
 */
export const shipnoticeLoaders = (em: EntityManager) => ({
  shipnoticeById: byId(em, Shipnotice),
  linesByShipnoticeId: groupedBy<ShipnoticeItem>(em, ShipnoticeItem, 'shipnotice', (l) => l.shipnotice.id),
});
