import type { RequestContext } from '../context';
import { invalidTransition, notFound } from '../../shared/errors';
import type { Locked } from '../../db/row-lock';
import { COMPLETED, type ConsumerReturn, IN_TRANSIT, PROCESSING, returnStatusName } from './entities';
import { lockConsumerReturnRow } from './store';

/**
 * The consumer return state machine: its table of moves and the only code that writes a return's
 * status. A change is judged on the return's row locked FOR UPDATE and read again
 * (`lockConsumerReturn`), and only such a return can be moved: a receipt racing a delete, an edit or
 * another receipt waits, then sees what the first did. Lock order: the return, its items, then its order.
 */
const RETURN_TRANSITIONS = {
  receive: { from: [IN_TRANSIT, PROCESSING], to: [PROCESSING, COMPLETED], refused: 'is already received and finalized' },
  update: { from: [IN_TRANSIT], to: [], refused: 'has arrived: only a return in transit changes' },
  delete: { from: [IN_TRANSIT], to: [], refused: 'has arrived: only a return in transit is deleted' },
} as const satisfies Record<string, { from: readonly number[]; to: readonly number[]; refused: string }>;

type ReturnTransition = keyof typeof RETURN_TRANSITIONS;

/** A consumer return whose row this transaction holds FOR UPDATE, read after the lock was taken. */
type LockedConsumerReturn = Locked<ConsumerReturn>;

/** Locks the return and refuses (INVALID_TRANSITION, naming its status now) a change the table does not allow from it. */
export async function lockConsumerReturn(ctx: RequestContext, id: number, change: ReturnTransition): Promise<LockedConsumerReturn> {
  const found = await lockConsumerReturnRow(ctx, id);
  if (!found) throw notFound('ConsumerReturn', id);
  requireReturnMove(found, change);
  return found;
}

function requireReturnMove(found: ConsumerReturn, change: ReturnTransition): void {
  const { from, refused } = RETURN_TRANSITIONS[change];
  if (!(from as readonly number[]).includes(found.status)) throw invalidTransition(`cannot ${change} consumer return ${found.id}: it is ${returnStatusName(found.status)} and ${refused}`);
}

/** Moves the return to `to` by `cause`, as the table allows. */
export function moveConsumerReturn(found: LockedConsumerReturn, cause: ReturnTransition, to: number): void {
  requireReturnMove(found, cause);
  if (!(RETURN_TRANSITIONS[cause].to as readonly number[]).includes(to)) throw invalidTransition(`a ${cause} of consumer return ${found.id} cannot end in ${returnStatusName(to)}`);
  found.status = to;
}
