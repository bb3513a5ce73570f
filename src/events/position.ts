/*
 * Event positions (EventPosition, domain/events/feed.ts): `(tx_id, id)`. tx_id is the id of the
 * transaction that wrote the event, raised to the largest tx_id already committed when it was
 * written (events/outbox.ts); id is its own. Readers take events in this order, and only those whose tx_id is below the oldest
 * transaction still running (SETTLED): any transaction still to commit has an id at least that,
 * and writes a tx_id at least its own, so no event can ever appear behind a reader's position.
 */
import type { EventPosition } from '../domain/events/feed';

/** Before every event. */
export const START: EventPosition = { tx_id: 0, id: 0 };

/** Negative when a comes first, 0 for the same position, positive when b does. */
export const comparePositions = (a: EventPosition, b: EventPosition): number => a.tx_id - b.tx_id || a.id - b.id;

/**
 * Below this, every transaction that could write an event has ended, as of the statement's own
 * snapshot, so what that snapshot sees of them is all there will ever be: the oldest transaction
 * of this database still running (or this one), else the snapshot's xmax. Transaction ids are
 * cluster-wide, so the snapshot also lists other databases' transactions; they cannot write this
 * outbox and do not hold it back (a long one would otherwise stall every subscriber here). An id
 * the statement cannot place (its transaction ended meanwhile, a prepared one) counts as this
 * database's: that only holds events back a moment longer. A stable expression: an index bound.
 */
export const SETTLED_BELOW = `least(
    pg_snapshot_xmax(pg_current_snapshot()),
    (select min(x) from pg_snapshot_xip(pg_current_snapshot()) x
     where not exists (select 1 from pg_stat_activity a where a.backend_xid = x::xid and a.datname is distinct from current_database())),
    pg_current_xact_id_if_assigned())`;

/** Events whose writers have all ended (SETTLED_BELOW). */
export const SETTLED = `events.tx_id < ${SETTLED_BELOW}`;

/** Past a position, given as two placeholders (the position's tx_id and id, positionParams). */
export const after = (tx = '?', id = '?') => `(events.tx_id, events.id) > (${tx}::xid8, ${id})`;

export const POSITION_ORDER = 'events.tx_id, events.id';

/** tx_id and id as numbers: xid8 counts transactions since initdb, far inside 2^53. */
export const POSITION_COLUMNS = 'tx_id::text::float8 as tx_id, id::float8 as id';

export const positionParams = (p: EventPosition): [number, number] => [p.tx_id, p.id];
