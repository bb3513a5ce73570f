import type { EntityManager } from '@mikro-orm/postgresql';
import { childConnections } from '../../db/list/children';
import { Scancode } from './entities';
import { SCANCODE_LIST } from './list-specs';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads. A
 * file apart from store.ts, which takes the request context: the context is assembled with these,
 * so they import nothing that leads back to it.
 */
export const scancodeLoaders = (em: EntityManager) => ({
  scancodesByItemId: childConnections(em, Scancode, SCANCODE_LIST, 'item_id'),
});
