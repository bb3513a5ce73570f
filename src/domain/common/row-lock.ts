import { type EntityName, type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The row, locked FOR UPDATE to the end of the transaction and read again once the lock is held
 * (never the copy an earlier read left in the identity map): what a state machine decides a change
 * on. A rival holding the row makes this wait, and then see what the rival did; a row the rival
 * moved out of `where` (discarded, say) is then not found. Null when there is none.
 */
export const findLocked = <T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>): Promise<T | null> =>
  em.findOne(entity, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) as Promise<T | null>;

/** Locks a row already read (FOR UPDATE) and reads it again into the same entity: a read-modify-write then starts from what the row holds now. */
export const relock = async <T extends object>(em: EntityManager, entity: T): Promise<void> => {
  await em.refresh(entity, { lockMode: LockMode.PESSIMISTIC_WRITE });
};
