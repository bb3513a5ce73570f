import type { EventPosition } from '../domain/events/feed';
import { POSITION_ORDER, after, positionParams } from './position';

/** Unread events are counted up to this many: enough to tell a stuck tail, bounded however long it has been stuck. */
const COUNTED = 10_000;

/**
 * How far this instance's event tail (hub.ts) is behind the outbox: the committed events past its
 * position, held back or not, and how long the first of them has waited. Both walk the position
 * index from the tail's position, so the check costs the same however long the outbox is. Spliced
 * into a select; its parameters are outboxLagParams(position).
 */
export const OUTBOX_LAG_COLUMNS =
  `(select count(*)::int from (select 1 from events where ${after()} order by ${POSITION_ORDER} limit ${COUNTED}) unread) as unread_events, ` +
  `(select extract(epoch from clock_timestamp() - created_at)::float8 from events where ${after()} order by ${POSITION_ORDER} limit 1) as oldest_unread_seconds`;

export const outboxLagParams = (position: EventPosition) => [...positionParams(position), ...positionParams(position)];

export interface OutboxLagRow {
  unread_events: number;
  oldest_unread_seconds: number | null;
}

export interface OutboxLag {
  /** Committed events past the tail's position (counted up to 10,000). */
  events: number;
  /** How long the first of them has been in the outbox (from its transaction's start); 0 when none. */
  oldestSeconds: number;
}

export const outboxLag = (row: OutboxLagRow): OutboxLag => ({
  events: row.unread_events,
  oldestSeconds: Math.max(0, row.oldest_unread_seconds ?? 0),
});
