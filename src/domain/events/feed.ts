/**
 * Where an event stands in the outbox: the transaction that wrote it, then its id (events/position.ts
 * says how readers use it). Streams deliver events in this order.
 */
export interface EventPosition {
  tx_id: number;
  id: number;
}

/**
 * The events one commit wrote: their tx_id and the first and last of their ids. Exactly the events
 * with this tx_id and an id in this range: a transaction that takes the same tx_id (events/store.ts
 * TX_ID, raised to the largest committed) writes only after this one committed, so with larger ids.
 */
export interface CommitEvents {
  tx_id: number;
  first: number;
  last: number;
}

/** An outbox row as readers see it, with its position. */
export interface StoredEvent extends EventPosition {
  kind: string;
  customer_id: number;
  shop_id: number | null;
  resource_type: string;
  resource_id: number;
  payload: unknown;
  details: Record<string, unknown> | null;
  created_at: Date;
}

/**
 * This instance's live feed of committed events, as a context carries it for the event streams
 * (events/hub.ts is the one implementation): declared here so the context knows its shape without
 * knowing the runtime that tails the outbox.
 */
export interface EventFeed {
  /** The position of the last event handed to listeners (or passed over, with none listening). */
  readonly position: EventPosition;
  /** The commits announced here whose events the position has not passed: a live subscriber starting now skips them. */
  ownUnread(): readonly CommitEvents[];
  /** Adds a listener; returns its removal. */
  listen(fn: (event: StoredEvent) => void): () => void;
  /** A transaction that wrote `events` has committed through this instance: read them, and wake the other instances. */
  announce(events?: CommitEvents): void;
}
