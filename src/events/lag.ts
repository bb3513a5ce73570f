/**
 * How far this instance's event tail (hub.ts) is behind the outbox: the events committed that it
 * has not read, and how long the oldest of them has waited. Both come from the primary key index
 * (max, and the first row past the tail's position), so the check costs the same however long the
 * outbox is. Spliced into a select; its one parameter is the tail's position.
 */
export const OUTBOX_LAG_COLUMNS =
  '(select coalesce(max(id), 0)::float8 from events) as last_event_id, ' +
  '(select extract(epoch from clock_timestamp() - created_at)::float8 from events where id > ? order by id limit 1) as oldest_unread_seconds';

export interface OutboxLagRow {
  last_event_id: number;
  oldest_unread_seconds: number | null;
}

export interface OutboxLag {
  /** Committed events past the tail's position (ids rolled back leave gaps, so at most this many). */
  events: number;
  /** How long the oldest of them has been in the outbox (from its transaction's start); 0 when none. */
  oldestSeconds: number;
}

export const outboxLag = (row: OutboxLagRow, position: number): OutboxLag => ({
  events: Math.max(0, row.last_event_id - position),
  oldestSeconds: Math.max(0, row.oldest_unread_seconds ?? 0),
});
