import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What an area's store (src/domain/<area>/store.ts) runs its statements in: the EntityManager of
 * the request or of its transaction, with the tenant filter set. A request context is one, so a
 * service passes its own; a store takes no more than this, and so knows nothing of the request.
 */
export interface Db {
  em: EntityManager;
}
