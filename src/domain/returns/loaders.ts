import type { EntityManager } from '@mikro-orm/postgresql';
import { groupedBy } from '../../db/loaders';
import { ReturnItem } from './entities';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads, in
 * a file of their own. The request context is assembled with them, so they import the area's
 * entities and the generic loaders alone, nothing that leads back to the context (a store may: the
 * ship notices' reads the orders' waiting-order SQL).
 */
export const returnLoaders = (em: EntityManager) => ({
  linesByConsumerReturnId: groupedBy<ReturnItem>(em, ReturnItem, 'consumer_return', (l) => l.consumer_return.id),
});
