import { Client } from 'pg';
import type { Logger } from 'pino';
import type { EventFeed, StoredEvent } from '../domain/events/feed';

/** The channel a commit's NOTIFY wakes every instance's tailer on (events/outbox.ts sends it). */
export const EVENTS_CHANNEL = 'forklift_events';

/**
 * The columns readers select. `id` comes out as float8 (a JS number): a query ordering by it must
 * say `events.id`, or it sorts by the float expression instead of reading the primary key in order
 * (4.4 ms, parallel workers and a sort, against 0.1 ms, for the tail's read of a dozen events).
 */
export const EVENT_COLUMNS = 'id::float8 as id, kind, customer_id, shop_id, resource_type, resource_id, payload, details, created_at';
const PAGE = 500;

/**
 * This instance's tail of the outbox. It reads events past its cursor, in id order, whenever a
 * commit's NOTIFY arrives and every `pollMs` regardless, so a lost notification or a dropped
 * connection only delays delivery; after a reconnect it reads on from the same cursor. Listeners
 * receive every event once, in id order.
 */
export class EventHub implements EventFeed {
  private cursor = 0;
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private started = false;
  private stopped = false;
  private readonly listeners = new Set<(event: StoredEvent) => void>();

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {}

  /** The id of the last event handed to listeners: a new live subscriber starts after it. */
  get position(): number {
    return this.cursor;
  }

  /** Connected and LISTENing (readiness): false while the database is away, until a wake-up reconnects. */
  get listening(): boolean {
    return this.client !== null;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  async start(): Promise<void> {
    await this.connect();
    const [row] = (await this.client!.query<{ max: number | null }>('select max(id)::float8 as max from events')).rows;
    this.cursor = row.max ?? 0;
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  /** Adds a listener; returns its removal. */
  listen(fn: (event: StoredEvent) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  /** Reads what has been committed since the cursor (coalescing overlapping wake-ups into one more pass). */
  wake(): void {
    // Before start() has read the cursor, a NOTIFY has nothing to add (and the client is busy).
    if (!this.started || this.stopped) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readNew()
      .catch((err) => this.logger.warn({ err }, 'event tail read failed; retrying on the next wake-up'))
      .finally(() => {
        this.reading = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async readNew(): Promise<void> {
    if (!this.client) await this.connect();
    if (!this.listeners.size) {
      // Nobody to hand events to: only the cursor moves, without reading (and parsing) any payload.
      // Ids are taken in commit order (outbox.ts), so no later commit can bring a smaller one.
      const { rows } = await this.client!.query<{ last: number | null }>('select max(id)::float8 as last from events where id > $1', [this.cursor]);
      this.cursor = rows[0].last ?? this.cursor;
      return;
    }
    for (;;) {
      const { rows } = await this.client!.query<StoredEvent>(`select ${EVENT_COLUMNS} from events where id > $1 order by events.id limit ${PAGE}`, [this.cursor]);
      for (const event of rows) {
        this.cursor = event.id;
        for (const fn of this.listeners) fn(event);
      }
      if (rows.length < PAGE) return;
    }
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: 'forklift-event-tail' });
    client.on('notification', () => this.wake());
    client.on('error', (err) => {
      this.logger.warn({ err }, 'event tail connection lost; reconnecting');
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (err) {
      // The database is still away: the next wake-up tries again with a new client.
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.reading;
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
