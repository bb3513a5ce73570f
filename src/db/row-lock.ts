import { type EntityName, type FilterQuery, LockMode, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

declare const locked: unique symbol;
/**
 * A row this transaction holds locked to its end, read after the lock was taken: what a state
 * machine decides a change on, and the only kind of record the machines move. Made by the reads
 * below (and by items/machine.ts, which locks items as every stock writer does).
 */
export type Locked<T> = T & { readonly [locked]: true };

/** FOR UPDATE, and the row read again (never the copy an earlier read left in the identity map). */
const LOCKED_READ = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;

/**
 * The row, locked FOR UPDATE and read again once the lock is held. A rival holding the row makes
 * this wait, and then see what the rival did; a row the rival moved out of `where` (discarded, say)
 * is then not found. Null when there is none.
 */
export const findLocked = async <T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>): Promise<Locked<T> | null> =>
  (await em.findOne(entity, where, LOCKED_READ)) as Locked<T> | null;

/** As findLocked for every row `where` selects, locked in `orderBy` order (so two lockers of the same rows do not deadlock). */
export const findAllLocked = async <T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>, orderBy: QueryOrderMap<T>): Promise<Locked<T>[]> =>
  (await em.find(entity, where, { ...LOCKED_READ, orderBy })) as Locked<T>[];

/** Locks a row already read (FOR UPDATE) and reads it again into the same entity: a read-modify-write then starts from what the row holds now. */
export const relock = async <T extends object>(em: EntityManager, entity: T): Promise<void> => {
  await em.refresh(entity, { lockMode: LockMode.PESSIMISTIC_WRITE });
};
