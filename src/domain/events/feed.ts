/** An outbox row as readers see it. */
export interface StoredEvent {
  id: number;
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
  /** The id of the last event handed to listeners: a new live subscriber starts after it. */
  readonly position: number;
  /** Adds a listener; returns its removal. */
  listen(fn: (event: StoredEvent) => void): () => void;
}
