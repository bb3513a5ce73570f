import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy } from '../../db/loaders';
import { Shipnotice, ShipnoticeItem } from './entities';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads. A
 * file apart from store.ts, which takes the request context: the context is assembled with these,
 * so they import nothing that leads back to it.
 */
export const shipnoticeLoaders = (em: EntityManager) => ({
  shipnoticeById: byId(em, Shipnotice),
  linesByShipnoticeId: groupedBy<ShipnoticeItem>(em, ShipnoticeItem, 'shipnotice', (l) => l.shipnotice.id),
});
