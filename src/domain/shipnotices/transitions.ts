import { invalidTransition } from '../../shared/errors';
import { AWAITING, COMPLETED, PROCESSING, type Shipnotice, shipnoticeStatusName } from './entities';

/**
 * Every move of a ship notice, as one table (orders keep theirs in orders/statuses.ts): the statuses
 * each is allowed from, and where it leads. `receive` ends in Completed, or in Processing when the
 * receipt is not finalized; `delete` removes the notice. Changing lines, on the notice or one by one,
 * is allowed only before anything arrived; its fields may change until it is completed. Actions are
 * what GET /shipnotices/actions lists.
 */
export const SHIPNOTICE_TRANSITIONS = {
  receive: { from: [AWAITING, PROCESSING], to: [PROCESSING, COMPLETED], action: true, description: 'Record what arrived and put it away (staff; the sandbox simulates it).' },
  delete: { from: [AWAITING], to: [], action: true, description: 'Withdraw the ship notice (DELETE /shipnotices/{id}).' },
  update: { from: [AWAITING, PROCESSING], to: [], action: false, description: "Change the notice's own fields." },
  change_lines: { from: [AWAITING], to: [], action: false, description: 'Add, change or remove its lines.' },
} as const satisfies Record<string, { from: readonly number[]; to: readonly number[]; action: boolean; description: string }>;

export type ShipnoticeTransition = keyof typeof SHIPNOTICE_TRANSITIONS;

export const describeShipnoticeStatuses = (codes: readonly number[]) => codes.map(shipnoticeStatusName).join(' or ');

/** Not shown in the spec; these are the ones the service has. Receiving is staff work (shipnotice_receive). */
export const SHIPNOTICE_ACTIONS = Object.entries(SHIPNOTICE_TRANSITIONS)
  .filter(([, t]) => t.action)
  .map(([name, t]) => ({ name, description: t.description, allowed_when: describeShipnoticeStatuses(t.from) }));

export const SHIPNOTICE_ITEM_ACTIONS = [
  { name: 'delete', description: 'Remove the line (DELETE /shipnotice_items/{id}).', allowed_when: `its ship notice is ${describeShipnoticeStatuses(SHIPNOTICE_TRANSITIONS.change_lines.from)}` },
];

/** True when the table allows the move from the notice's status. */
export const shipnoticeAllows = (status: number, name: ShipnoticeTransition) => (SHIPNOTICE_TRANSITIONS[name].from as readonly number[]).includes(status);

/** Refuses (INVALID_TRANSITION) a move the table does not allow from the notice's status; `refusal` words it. */
export function requireShipnoticeMove(shipnotice: Pick<Shipnotice, 'status'>, name: ShipnoticeTransition, refusal: () => string): void {
  if (!shipnoticeAllows(shipnotice.status, name)) throw invalidTransition(refusal());
}
