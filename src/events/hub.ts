import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Logger } from 'pino';
import type { CommitEvents, EventFeed, EventPosition, StoredEvent } from '../domain/events/feed';
import { POSITION_COLUMNS, POSITION_ORDER, SETTLED_BELOW, START, after, comparePositions } from './position';

/** The channel that wakes every instance's tail after a commit that wrote events (EventHub.announce, events/outbox.ts). */
export const EVENTS_CHANNEL = 'forklift_events';

/**
 * The columns readers select. tx_id and id come out as float8 (JS numbers): a query ordering by
 * them must say `events.tx_id, events.id` (POSITION_ORDER), or it sorts by the float expressions
 * instead of reading the position index in order.
 */
export const EVENT_COLUMNS = `${POSITION_COLUMNS}, kind, customer_id, shop_id, resource_type, resource_id, payload, details, created_at`;
const PAGE = 500;

/**
 * With no listener, a commit (another instance's NOTIFY, or this instance's own) wakes the tail at
 * most this often: under load every commit on every instance would cost each instance a read (four
 * per create with four gateways, and one more on the writer's) only to move a cursor nobody waits
 * on. A wake-up after a quiet spell still reads at once.
 */
const IDLE_READ_MS = 50;

/** After a read that found committed events still held back by an older running transaction, the next comes this soon, doubling. */
const HELD_RETRY_MS = 2;
const HELD_RETRY_MAX_MS = 100;

/**
 * The tail's reads: settled events past the cursor (`$1`, `$2`), and whether committed events are
 * waiting behind a transaction still running (the largest tx_id, from the end of the position
 * index, is not below the bound), from one snapshot. Always one row: nulls and `held` when nothing
 * has settled. `offset 0` keeps the bound one value, computed once.
 */
const tailRead = (columns: string, order: string, limit: number) => `
  select e.*, coalesce((select max(tx_id) from events) >= h.bound, false) as held
  from (select ${SETTLED_BELOW} as bound offset 0) h
  left join lateral (
    select ${columns} from events where ${after('$1', '$2')} and events.tx_id < h.bound order by ${order} limit ${limit}
  ) e on true`;
/** The next page, for listeners. */
const NEXT_PAGE = tailRead(EVENT_COLUMNS, POSITION_ORDER, PAGE);
/** Only the last settled position: with no listener the cursor moves without reading (and parsing) any payload. */
const LAST_SETTLED = tailRead(POSITION_COLUMNS, 'events.tx_id desc, events.id desc', 1);

type TailRow = (StoredEvent | { [K in keyof StoredEvent]: null }) & { held: boolean };

/**
 * This instance's tail of the outbox. It reads settled events past its cursor, in position order,
 * whenever a commit's NOTIFY arrives and every `pollMs` regardless, so a lost notification or a
 * dropped connection only delays delivery; after a reconnect it reads on from the same cursor.
 * While committed events wait behind an older transaction still running, it reads again within
 * milliseconds (HELD_RETRY_MS) rather than at the next poll. Listeners receive every event once,
 * in position order.
 *
 * Writers announce their commits here (announce): this instance reads at once for its listeners
 * (with none, in its turn), and one NOTIFY wakes the others. PostgreSQL serializes every
 * committing transaction that sends a NOTIFY under one cluster-wide lock held through its commit
 * record's flush, so a NOTIFY in each writing transaction would make writes take turns again: the
 * NOTIFY goes on a connection of its own, after commit, at most one at a time, and the commits that
 * come meanwhile share the next.
 */
export class EventHub implements EventFeed {
  private cursor: EventPosition = START;
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private againNow = false;
  private heldRetryMs = 0;
  private heldTimer: NodeJS.Timeout | null = null;
  /** A wake-up put off while nobody listens (IDLE_READ_MS), and when the last read began. */
  private idleTimer: NodeJS.Timeout | null = null;
  private readAt = 0;
  /**
   * The commits this instance announced whose events its cursor has not passed yet: with nobody
   * listening they are read only in their turn, and a live subscriber arriving meanwhile must not
   * receive their events (ownUnread). Replaced, never changed in place: ownUnread hands it out as it stands.
   */
  private announcedUnread: CommitEvents[] = [];
  private notifier: Client | null = null;
  private notifying: Promise<void> | null = null;
  private notifyAgain = false;
  private started = false;
  private stopped = false;
  private readonly listeners = new Set<(event: StoredEvent) => void>();
  /** Sent with this instance's NOTIFYs, so its own tail can tell them from the others'. */
  private readonly instance = randomUUID();

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {}

  /** The position of the last event handed to listeners (or passed over, with none listening). */
  get position(): EventPosition {
    return this.cursor;
  }

  /**
   * The commits this instance announced whose events its cursor has not passed: a live subscriber
   * starting now at the cursor skips their events, so a client who wrote through this instance and
   * then subscribes never receives its own earlier writes, read yet or not.
   */
  ownUnread(): readonly CommitEvents[] {
    return this.announcedUnread;
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
    await this.read();
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  /**
   * Adds a listener; returns its removal. A read put off while nobody listened happens now: the
   * listener gets what settled since the cursor (it starts after the cursor, events/stream.ts).
   */
  listen(fn: (event: StoredEvent) => void): () => void {
    this.listeners.add(fn);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
      this.wake();
    }
    return () => void this.listeners.delete(fn);
  }

  /**
   * Reads what has settled since the cursor (coalescing overlapping wake-ups into one more pass).
   * With no listener, a commit or the poll reads at most once per IDLE_READ_MS; `now`: read at once
   * (a commit with listeners waiting for it).
   */
  wake(now = false): void {
    // Before start() has read the cursor, a NOTIFY has nothing to add (and the client is busy).
    if (!this.started || this.stopped) return;
    if (!this.listeners.size && !now) {
      if (this.idleTimer) return;
      const wait = this.readAt + IDLE_READ_MS - Date.now();
      if (wait > 0) {
        this.idleTimer = setTimeout(() => {
          this.idleTimer = null;
          this.wake();
        }, wait);
        this.idleTimer.unref();
        return;
      }
    }
    if (this.reading) {
      this.again = true;
      this.againNow ||= now;
      return;
    }
    this.readAt = Date.now();
    this.reading = this.read()
      .catch((err) => this.logger.warn({ err }, 'event tail read failed; retrying on the next wake-up'))
      .finally(() => {
        this.reading = null;
        if (this.again) {
          const now = this.againNow;
          this.again = this.againNow = false;
          this.wake(now);
        }
      });
  }

  /**
   * A transaction that wrote `events` has committed through this instance: read now for the
   * listeners, and wake the other instances. With nobody listening the read waits its turn as another
   * instance's commit does (a read per commit, with no one to hand the events to, cost every write a
   * statement); a live subscriber arriving meanwhile skips the commit's events (ownUnread).
   */
  announce(events?: CommitEvents): void {
    if (events) this.announcedUnread = [...this.announcedUnread, events];
    this.wake(this.listeners.size > 0);
    if (this.stopped) return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = this.notifyOthers()
      .catch((err) => {
        // The others' polling picks the events up; the next announcement connects again.
        this.logger.warn({ err }, 'event NOTIFY failed; other instances read at their next poll');
        void this.notifier?.end().catch(() => undefined);
        this.notifier = null;
      })
      .finally(() => (this.notifying = null));
  }

  private async notifyOthers(): Promise<void> {
    do {
      this.notifyAgain = false;
      if (!this.notifier) {
        const client = new Client({ connectionString: this.connectionString, application_name: 'forklift-event-notify' });
        // Lost, it is replaced at the next announcement (the query fails, see announce).
        client.on('error', () => undefined);
        await client.connect();
        this.notifier = client;
      }
      await this.notifier.query(`select pg_notify($1, $2)`, [EVENTS_CHANNEL, this.instance]);
    } while (this.notifyAgain && !this.stopped);
  }

  /** One pass: every settled event past the cursor to the listeners, page by page, or with none only the cursor moves. */
  private async read(): Promise<void> {
    if (!this.client) await this.connect();
    for (;;) {
      const deliver = this.listeners.size > 0;
      const read = deliver ? { name: 'forklift_tail_page', text: NEXT_PAGE } : { name: 'forklift_tail_last', text: LAST_SETTLED };
      const rows = (await this.client!.query<TailRow>({ ...read, values: [this.cursor.tx_id, this.cursor.id] })).rows;
      // A listener added while only positions were read starts after the cursor as it was: moving the
      // cursor past those events would skip them for it. They are read again, whole, for it.
      if (!deliver && this.listeners.size > 0) continue;
      for (const { held: _, ...event } of rows) {
        if (event.id === null) break;
        this.cursor = { tx_id: event.tx_id, id: event.id };
        if (deliver) for (const fn of this.listeners) fn(event as StoredEvent);
      }
      // A commit the cursor has passed reaches no stream that starts from here on.
      if (this.announcedUnread.length) this.announcedUnread = this.announcedUnread.filter((c) => comparePositions({ tx_id: c.tx_id, id: c.last }, this.cursor) > 0);
      if (!deliver || rows.length < PAGE) return this.retryIfHeld(rows[0].held);
    }
  }

  /** While events wait behind a running transaction, reads again soon (the delay doubling up to HELD_RETRY_MAX_MS). */
  private retryIfHeld(held: boolean): void {
    if (!held) {
      this.heldRetryMs = 0;
      return;
    }
    this.heldRetryMs = Math.min(HELD_RETRY_MAX_MS, this.heldRetryMs ? this.heldRetryMs * 2 : HELD_RETRY_MS);
    if (this.heldTimer || this.stopped || !this.started) return;
    this.heldTimer = setTimeout(() => {
      this.heldTimer = null;
      this.wake();
    }, this.heldRetryMs);
    this.heldTimer.unref();
  }

  private async connect(): Promise<void> {
    // Its two reads are prepared once, and planned once: planned per call, the plan cost twice the read
    // (0.38 against 0.17 ms; BENCHMARKS.md, fifth session). They walk the position index whatever the cursor.
    const client = new Client({ connectionString: this.connectionString, application_name: 'forklift-event-tail', options: '-c plan_cache_mode=force_generic_plan' });
    // Our own NOTIFYs are not news: announce() has woken this tail already.
    client.on('notification', (message) => message.payload !== this.instance && this.wake());
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
    if (this.heldTimer) clearTimeout(this.heldTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.reading;
    await this.notifying;
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    await this.notifier?.end().catch(() => undefined);
    this.client = null;
    this.notifier = null;
  }
}
