import type { EntityManager } from '@mikro-orm/postgresql';
import { groupedBy } from '../../db/loaders';
import { ReturnItem } from './entities';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads. A
 * file apart from store.ts, which takes the request context: the context is assembled with these,
 * so they import nothing that leads back to it.
 */
export const returnLoaders = (em: EntityManager) => ({
  linesByConsumerReturnId: groupedBy<ReturnItem>(em, ReturnItem, 'consumer_return', (l) => l.consumer_return.id),
});
