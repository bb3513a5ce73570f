import type { RequestContext } from '../context';
import { invalidTransition, notFound } from '../../shared/errors';
import type { Locked } from '../../db/row-lock';
import { Shipnotice, shipnoticeStatusName } from './entities';
import { lockShipnotice } from './store';
import { SHIPNOTICE_TRANSITIONS, describeShipnoticeStatuses, requireShipnoticeMove, type ShipnoticeTransition } from './transitions';

/**
 * The ship notice state machine: the only code that writes a notice's status (its table is
 * SHIPNOTICE_TRANSITIONS). Every change of a notice, its status or its lines, is judged on the
 * notice's row locked FOR UPDATE and read again (`lockShipnoticeFor`), and only such a notice can be
 * moved: a receipt racing a delete, an edit or another receipt waits, then sees what the first did.
 * Lock order: the notice, then its items (receiving), then the orders waiting for them.
 */

/** A ship notice whose row this transaction holds FOR UPDATE, read after the lock was taken. */
export type LockedShipnotice = Locked<Shipnotice>;

/** Locks the notice and refuses (INVALID_TRANSITION, naming its status now) a change the table does not allow from it. */
export async function lockShipnoticeFor(ctx: RequestContext, id: number, change: ShipnoticeTransition, refusal: (shipnotice: Shipnotice) => string): Promise<LockedShipnotice> {
  const shipnotice = await lockShipnotice(ctx, id);
  if (!shipnotice) throw notFound('Shipnotice', id);
  requireShipnoticeMove(shipnotice, change, () => refusal(shipnotice));
  return shipnotice;
}

/** Moves the notice to `to` by `cause`, as the table allows. */
export function moveShipnotice(shipnotice: LockedShipnotice, cause: ShipnoticeTransition, to: number): void {
  const move = SHIPNOTICE_TRANSITIONS[cause];
  requireShipnoticeMove(shipnotice, cause, () => `cannot ${cause} ship notice ${shipnotice.id}: it is ${shipnoticeStatusName(shipnotice.status)}, not ${describeShipnoticeStatuses(move.from)}`);
  if (!(move.to as readonly number[]).includes(to)) throw invalidTransition(`a ${cause} of ship notice ${shipnotice.id} cannot end in ${shipnoticeStatusName(to)}`);
  shipnotice.status = to;
}
