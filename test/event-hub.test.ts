import { Client } from 'pg';
import pino from 'pino';
import type { StoredEvent } from '../src/domain/events/feed';
import { EventHub } from '../src/events/hub';
import { eventStream } from '../src/events/stream';
import { startTestApp, type TestApp } from './support/app';
import { lockTable } from './support/table-lock';
import { eventually } from './support/wait';

/*
 * The event tail (src/events/hub.ts) on its own, against the test app's database: with no listener it
 * reads only positions, so a listener that arrives while such a read is under way must still get the
 * events that read passes over. Polling is off: the hub reads when woken.
 */
jest.setTimeout(60_000);

let app: TestApp;
let hub: EventHub;
beforeAll(async () => {
  app = await startTestApp();
  hub = new EventHub(app.databaseUrl, pino({ level: 'silent' }), 3_600_000);
  await hub.start();
});
afterAll(async () => {
  await hub.stop();
  await app.close();
});

const insertRow = async () =>
  (await app.sql<{ id: number; tx_id: number }>(`insert into events (kind, customer_id, resource_type, resource_id, payload) values ('item.created', $1, 'item', 1, '{}') returning id::float8 as id, tx_id::text::float8 as tx_id`, [app.customers.a]))[0];
const insertEvent = async () => (await insertRow()).id;
/** An event committed "through this instance": inserted, then announced to the hub with its transaction. */
const commitOwn = async () => {
  const { id, tx_id } = await insertRow();
  hub.announce({ tx_id, first: id, last: id });
  return id;
};

it('gives a listener added during a read of positions alone the events that read passed over', async () => {
  const first = await insertEvent();
  hub.wake();
  await eventually(async () => hub.position.id === first, 'the tail to reach the first event');
  const missed = await insertEvent();
  // The tail's next read, with nobody listening, reads positions only; held at the table's lock, a
  // listener arrives meanwhile, as a live subscriber would (events/stream.ts takes hub.position, then listens).
  const locked = await lockTable(app.databaseUrl, 'events');
  hub.wake();
  await eventually(async () => {
    const [{ n }] = await app.sql("select count(*)::int as n from pg_stat_activity where application_name = 'forklift-event-tail' and wait_event_type = 'Lock'");
    return n === 1;
  }, 'the tail to wait at the lock');
  const startsAfter = hub.position.id;
  const received: StoredEvent[] = [];
  const stop = hub.listen((event) => received.push(event));
  await locked.release();
  await eventually(async () => hub.position.id === missed, 'the tail to reach the second event');
  expect(startsAfter).toBe(first);
  expect(received.map((e) => e.id)).toEqual([missed]);
  // And it goes on: the next event reaches the listener once.
  const next = await insertEvent();
  hub.wake();
  await eventually(async () => received.length === 2, 'the third event');
  expect(received.map((e) => e.id)).toEqual([missed, next]);
  stop();
});

it("reads at most once per 50 ms while nobody listens, however many wake-ups arrive: the others' commits and its own", async () => {
  const client = (hub as unknown as { client: Client }).client;
  const reads = jest.spyOn(client, 'query');
  try {
    const last = await insertEvent();
    // 200 commits over 200 ms and more: another instance's NOTIFY, or a commit through this one.
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      if (i % 2) hub.wake();
      else hub.announce();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const elapsed = Date.now() - started;
    await eventually(async () => hub.position.id === last, 'the tail to reach the event');
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(Math.ceil(elapsed / 50) + 2);
  } finally {
    reads.mockRestore();
  }
});

it("starts a live stream after this instance's own commits, though nobody listened when they were announced", async () => {
  const tail = hub as unknown as { reading: unknown; idleTimer: unknown };
  const live = { customerId: app.customers.a, kinds: null };
  for (let i = 0; i < 6; i++) {
    // The commit below is announced with its read put off (a read just now) or under way (none for 50 ms).
    if (i % 2) await new Promise((resolve) => setTimeout(resolve, 60));
    else hub.wake(true);
    while (tail.reading) await new Promise((resolve) => setTimeout(resolve, 1));
    const own = await commitOwn();
    const stream = eventStream(app.orm.em.fork(), hub, live, null);
    try {
      const first = stream.next();
      const later = await commitOwn();
      const { value } = await first;
      expect({ own, first: value?.id }).toEqual({ own, first: later });
    } finally {
      await stream.return!();
    }
  }
});

it("skips only the announced commit's events: a later commit given the same tx_id still arrives", async () => {
  // An older transaction, its xid below the next commit's, writes after that commit: the outbox raises its
  // tx_id to the committed one's (events/store.ts), so the two commits share a tx_id.
  const older = new Client({ connectionString: app.databaseUrl });
  await older.connect();
  try {
    await older.query('begin');
    await older.query('select pg_current_xact_id()');
    const own = await insertRow();
    hub.announce({ tx_id: own.tx_id, first: own.id, last: own.id });
    const stream = eventStream(app.orm.em.fork(), hub, { customerId: app.customers.a, kinds: null }, null);
    try {
      const first = stream.next();
      const { rows } = await older.query<{ id: number; tx_id: number }>(
        `insert into events (tx_id, kind, customer_id, resource_type, resource_id, payload)
         values (greatest(pg_current_xact_id(), (select max(tx_id) from events)), 'item.created', $1, 'item', 1, '{}')
         returning id::float8 as id, tx_id::text::float8 as tx_id`,
        [app.customers.a],
      );
      await older.query('commit');
      hub.wake(true);
      const { value } = await first;
      expect(rows[0].tx_id).toBe(own.tx_id);
      expect(value?.id).toBe(rows[0].id);
    } finally {
      await stream.return!();
    }
  } finally {
    await older.end();
  }
});

it('gives a listener that arrives while a read is put off what settled since the cursor, once', async () => {
  const tail = hub as unknown as { reading: unknown; idleTimer: unknown };
  hub.wake(true);
  while (tail.reading) await new Promise((resolve) => setTimeout(resolve, 1));
  const since = await insertEvent();
  hub.wake(); // within 50 ms of the last read: put off
  expect(tail.idleTimer).not.toBeNull();
  const received: StoredEvent[] = [];
  const stop = hub.listen((event) => received.push(event));
  try {
    await eventually(async () => received.length > 0, 'the event');
    const next = await insertEvent();
    hub.wake();
    await eventually(async () => received.length === 2, 'the next event');
    expect(received.map((e) => e.id)).toEqual([since, next]);
  } finally {
    stop();
  }
});
