import { Client } from 'pg';
import { startTestApp, type TestApp } from './support/app';
import { newItemId, newShipNotice } from './support/factories';
import { eventually } from './support/wait';
import { subscribe, type Subscriber } from './support/subscriptions';

/*
 * Event positions (src/events/position.ts): events are read in the order of the transactions that
 * wrote them, and only once no transaction still running can come before them. Polling is off
 * (eventPollMs): what arrives was read because a commit announced it, or because a read that found
 * events held back tried again soon.
 */
jest.setTimeout(60_000);

let app: TestApp;
let open: Client;
const subscribers: Subscriber<any>[] = [];
beforeAll(async () => {
  app = await startTestApp({ eventPollMs: 3_600_000 });
  open = new Client({ connectionString: app.databaseUrl });
  await open.connect();
});
afterAll(async () => {
  await Promise.all(subscribers.map((s) => s.close()));
  await open.end();
  await app.close();
});

const EVENTS = 'subscription ($after: Long) { events(after_id: $after, kinds: ["item.created", "item.updated"]) { id kind resource_id } }';
const QUERY = 'query ($after: Long) { events(after_id: $after, kinds: ["item.created", "item.updated"]) { id kind resource_id } }';

async function listen(variables: Record<string, unknown>): Promise<Subscriber<any>> {
  const s = await subscribe(app.url, EVENTS, variables, { token: app.tokens.a });
  subscribers.push(s);
  return s;
}

const page = async (after: number) => {
  const res = await app.gql(QUERY, { after }, app.tokens.a);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.events.map((e: any) => ({ ...e, id: Number(e.id) }));
};
const lastEventId = async () => Number((await app.sql('select coalesce(max(id), 0) as max from events'))[0].max);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('events behind a transaction still open', () => {
  let before = 0;
  let heldId = 0;
  let made: number[] = [];
  let stream: any[] = [];

  it('are seen by nobody until it ends; then all arrive, once each, in the order of the transactions that wrote them', async () => {
    before = await lastEventId();
    const replaying = await listen({ after: before });
    const live = await listen({});
    // A transaction that takes its id now, before the requests below begin theirs, and stays open.
    await open.query('begin');
    await open.query('select pg_current_xact_id()');
    made = [await newItemId(app), await newItemId(app), await newItemId(app)];
    // Their events are committed, and announced, but could still be preceded by the open transaction's.
    expect(await app.sql('select count(*)::int as n from events where id > $1', [before])).toEqual([{ n: 3 }]);
    expect(await page(before)).toEqual([]);
    await pause(500);
    expect([replaying.received, live.received]).toEqual([[], []]);

    // The open transaction writes an event last (the largest id) and commits: it comes first.
    const [{ id }] = (await open.query(
      `insert into events (kind, customer_id, resource_type, resource_id, payload) values ('item.updated', $1, 'item', $2, '{}') returning id::int`,
      [app.customers.a, made[0]],
    )).rows;
    heldId = id;
    await open.query('commit');

    const expected = [['item.updated', made[0]], ['item.created', made[0]], ['item.created', made[1]], ['item.created', made[2]]];
    const shape = (events: any[]) => events.map((e) => [e.kind, e.resource_id]);
    stream = await page(before);
    expect(shape(stream)).toEqual(expected);
    expect(stream[0].id).toBe(heldId);
    expect(stream.slice(1).every((e: any) => e.id < heldId)).toBe(true);
    // No poll runs: the read that found events held back tried again until they settled.
    for (const s of [replaying, live]) {
      const got = await s.waitFor(4, 10_000);
      expect(shape(got)).toEqual(expected);
      expect(got.map((e: any) => Number(e.id))).toEqual(stream.map((e: any) => e.id));
    }
    // Nothing twice: the next event either stream delivers is the next one made.
    const marker = await newItemId(app);
    for (const s of [replaying, live]) expect(shape(await s.waitFor(5, 10_000))).toEqual([...expected, ['item.created', marker]]);
    stream.push(...(await page(stream[3].id)));
    expect(shape(stream)).toEqual([...expected, ['item.created', marker]]);
  });

  it('resume from any event of that interleaved stream with its id: after_id means after its position, whatever the ids around it', async () => {
    // After the held event (the largest id of the four): the three with smaller ids that follow it.
    expect(await page(heldId)).toEqual(stream.slice(1));
    // After the first of the three: the other two and the marker, not the held event with its larger id.
    expect(await page(stream[1].id)).toEqual(stream.slice(2));
    const resumed = await listen({ after: heldId });
    expect((await resumed.waitFor(4, 10_000)).map((e: any) => Number(e.id))).toEqual(stream.slice(1).map((e: any) => e.id));
    const next = await newItemId(app);
    expect((await resumed.waitFor(5, 10_000))[4]).toMatchObject({ kind: 'item.created', resource_id: next });
  });

  it('refuses an after_id that names no event, naming after_id, for the query and the subscription', async () => {
    const never = (await lastEventId()) + 1000;
    const res = await app.gql(QUERY, { after: never }, app.tokens.a);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after_id' });
    expect(res.body.errors[0].message).toMatch(/after_id names no event/);
    const s = await listen({ after: never });
    await expect(s.waitFor(1, 5_000)).rejects.toThrow(/after_id names no event/);
    // 0 is the start.
    expect((await page(0)).length).toBeGreaterThan(0);
  });

  it('an event written after another has committed comes after it, though its transaction began first', async () => {
    const item = await newItemId(app);
    const notice = await newShipNotice(app, [{ item_id: item, quantity: 4 }]);
    const after = await lastEventId();
    const [{ name }] = await app.sql('select current_database() as name');
    const blocker = new Client({ connectionString: app.databaseUrl });
    const later = new Client({ connectionString: app.databaseUrl });
    await Promise.all([blocker.connect(), later.connect()]);
    try {
      // The item's row is held, so the receipt takes its transaction id (locking the notice) and then waits.
      await blocker.query('begin');
      await blocker.query('select id from items where id = $1 for update', [item]);
      const receipt = app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
      await eventually(async () => (await app.sql(
        `select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and backend_xid is not null`, [name],
      )).length === 1, 'the receipt to wait for the item, its transaction id taken');
      // Meanwhile a younger transaction writes an event about the item, and commits.
      await later.query('begin');
      await later.query(
        `insert into events (kind, customer_id, resource_type, resource_id, payload) values ('item.updated', $1, 'item', $2, '{}')`,
        [app.customers.a, item],
      );
      await later.query('commit');
      await blocker.query('commit');
      expect((await receipt).status).toBe(200);
    } finally {
      await Promise.all([blocker.end(), later.end()]);
    }
    // The receipt's events were written after the younger one had committed: they come after it.
    const all = async () => (await app.gql('query ($after: Long) { events(after_id: $after) { kind resource_id } }', { after }, app.tokens.a)).body.data.events;
    const events = await eventually(async () => {
      const got = await all();
      return got.length === 3 ? got : undefined;
    }, 'the events to settle');
    expect(events.map((e: any) => [e.kind, e.resource_id])).toEqual([['item.updated', item], ['shipnotice.received', notice.id], ['item.inventory_changed', item]]);
  });
});
