/**
 * Where an event stands in the outbox: `(tx_id, id)`. tx_id is the id of the transaction that wrote
 * it, raised to the largest tx_id already committed when it was written (events/outbox.ts); id is
 * its own. Readers take events in this order, and only those whose tx_id is below the oldest
 * transaction still running (SETTLED): any transaction still to commit has a larger id than that,
 * and writes a tx_id at least its own, so no event can ever appear behind a reader's position.
 */
export interface EventPosition {
  tx_id: number;
  id: number;
}

/** Before every event. */
export const START: EventPosition = { tx_id: 0, id: 0 };

/** Negative when a comes first, 0 for the same position, positive when b does. */
export const comparePositions = (a: EventPosition, b: EventPosition): number => a.tx_id - b.tx_id || a.id - b.id;

/**
 * Events whose writers have all ended: below the xmin of the statement's own snapshot, so exactly
 * what that snapshot sees of them is all there will ever be. A stable call, so it is an index bound.
 */
export const SETTLED = 'events.tx_id < pg_snapshot_xmin(pg_current_snapshot())';

/** Past a position, given as two placeholders (the position's tx_id and id, positionParams). */
export const after = (tx = '?', id = '?') => `(events.tx_id, events.id) > (${tx}::xid8, ${id})`;

export const POSITION_ORDER = 'events.tx_id, events.id';

/** tx_id and id as numbers: xid8 counts transactions since initdb, far inside 2^53. */
export const POSITION_COLUMNS = 'tx_id::text::float8 as tx_id, id::float8 as id';

export const positionParams = (p: EventPosition): [number, number] => [p.tx_id, p.id];
