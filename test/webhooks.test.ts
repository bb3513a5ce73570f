import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { deliverWebhook } from '../src/events/webhooks/delivery';
import { Destinations } from '../src/domain/webhooks/destination';
import { startTestApp, TEST_NETWORKS, type TestApp } from './support/app';
import { newItem } from './support/factories';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';

let app: TestApp;
let receiver: Receiver;
/** What '/lines' refuses (500) for now: the events of an item with this SKU, and of one with this title. */
const refusing: { sku?: string; title?: string } = {};
beforeAll(async () => {
  // A tiny retry base keeps ten attempts quick; a sweep every 100 ms with a 1 s grace finds a lost job fast.
  app = await startTestApp({ webhooks: { retryBaseMs: 5, sweepMs: 100, sweepGraceMs: 1000 } });
  receiver = await startReceiver((path, n, request) => {
    if (path === '/flaky') return n < 3 ? 500 : 200;
    if (path === '/down') return 500;
    if (path === '/lines') return request.body.item.sku === refusing.sku || request.body.item.title === refusing.title ? 500 : 200;
    return 200;
  });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

type Verify = (secret: string, headers: http.IncomingHttpHeaders, raw: string, toleranceSeconds?: number, now?: number) => boolean;

/** The verification recipe exactly as README.md prints it, so the documentation is what is tested. */
function readmeRecipe(): Verify {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const block = /<!-- verify-recipe -->\s*```js\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md has no verify-recipe block');
  return new Function('require', `${block[1]}\nreturn verifyWebhook;`)(require) as Verify;
}

async function subscribe(event_name: string, path: string, token = app.tokens.a): Promise<{ id: number; secret: string }> {
  const res = await app.rest('POST', '/api/v2/notification_subscriptions', { token, json: { event_name, endpoint: `${receiver.url}${path}` } });
  expect(res.status).toBe(201);
  receiver.secrets.set(path, res.body.secret);
  return res.body;
}

const DELIVERIES = `query ($id: Int) { notification_deliveries(subscription_id: $id, per_page: 50) { nodes {
  id event_id event_name subscription_id shop_id endpoint status test attempt_count last_status_code last_error delivered_at redelivery_of
  attempts { attempt status_code error duration_ms }
} } }`;

async function deliveries(subscriptionId: number, token = app.tokens.a): Promise<any[]> {
  const res = await app.gql(DELIVERIES, { id: subscriptionId }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.notification_deliveries.nodes;
}

/** A pending delivery of A's latest event written straight to the table: committed, but no job was ever queued for it. */
async function unqueuedDelivery(subscriptionId: number, path: string): Promise<{ id: number }> {
  const [event] = await app.sql('select id from events where customer_id = $1 order by id desc limit 1', [app.customers.a]);
  const [row] = await app.sql(
    'insert into webhook_deliveries (customer_id, event_id, subscription_id, endpoint) values ($1, $2, $3, $4) returning id::int as id',
    [app.customers.a, event.id, subscriptionId, `${receiver.url}${path}`],
  );
  return row;
}

const settled = (subscriptionId: number, status: string) =>
  eventually(async () => {
    const [d] = await deliveries(subscriptionId);
    return d?.status === status ? d : undefined;
  }, `a ${status} delivery`);

describe('webhook delivery', () => {
  it('retries a failing endpoint with backoff and delivers the event once, signed, with every attempt logged in order', async () => {
    const sub = await subscribe('item.created', '/flaky');
    const item = await newItem(app);
    const delivery = await settled(sub.id, 'delivered');
    const [event] = await app.sql("select id::int as id from events where kind = 'item.created' and resource_id = $1", [item.id]);

    expect(delivery).toMatchObject({ event_id: event.id, event_name: 'item.created', subscription_id: sub.id, attempt_count: 4, last_status_code: 200, last_error: null, test: false });
    expect(delivery.attempts.map((a: any) => [a.attempt, a.status_code])).toEqual([[1, 500], [2, 500], [3, 500], [4, 200]]);
    const received = receiver.requests.filter((r) => r.path === '/flaky');
    expect(received).toHaveLength(4);
    expect(received.every((r) => r.signed)).toBe(true);
    expect(new Set(received.map((r) => r.raw)).size).toBe(1);
    expect(received[3].headers).toMatchObject({
      'content-type': 'application/json', 'x-service-event-id': String(event.id), 'x-service-delivery-id': String(delivery.id), 'user-agent': expect.stringMatching(/Forklift/),
    });
    expect(received[3].body).toEqual({ event_name: 'item.created', item: expect.objectContaining({ id: item.id, sku: item.sku }) });
    const [row] = await app.sql('select consecutive_failures, active from notification_subscriptions where id = $1', [sub.id]);
    expect(row).toEqual({ consecutive_failures: 0, active: true });
  });

  it("keeps one resource's events in order at an endpoint, across subscriptions, while other resources' go ahead", async () => {
    // item.created and item.updated of one item, at one URL, form one line.
    await subscribe('item.created', '/lines');
    await subscribe('item.updated', '/lines');
    const update = (id: number, title: string) => app.rest('PUT', `/api/v2/items/${id}`, { token: app.tokens.a, json: { title } });
    const posts = (itemId: number) => receiver.requests.filter((r) => r.path === '/lines' && r.body.item.id === itemId).map((r) => [r.body.event_name, r.body.item.title, r.headers['x-service-event-id']]);
    const delivery = async (eventId: number) =>
      (await app.sql("select status, attempts from webhook_deliveries where event_id = $1 and endpoint like '%/lines'", [eventId]))[0];
    const lastEvent = async (itemId: number) => (await app.sql("select id::int as id from events where resource_type = 'item' and resource_id = $1 order by id desc limit 1", [itemId]))[0].id;

    // A's first event fails at the endpoint for now.
    refusing.sku = 'LINES-A';
    const a = await newItem(app, { sku: 'LINES-A', title: 'a1' });
    const aCreated = await lastEvent(a.id);
    const b = await newItem(app, { sku: 'LINES-B', title: 'b1' });
    await update(b.id, 'b2');
    await update(a.id, 'a2');
    const aUpdated = await lastEvent(a.id);
    // B's events arrive, in order, while A's first is retried; A's second waits, unposted.
    await eventually(async () => posts(b.id).length === 2 && (await delivery(aCreated)).attempts >= 2, "B's events, with A's first failing");
    expect(posts(b.id).map(([kind, title]) => [kind, title])).toEqual([['item.created', 'b1'], ['item.updated', 'b2']]);
    expect(await delivery(aCreated)).toMatchObject({ status: 'pending' });
    expect(await delivery(aUpdated)).toEqual({ status: 'pending', attempts: 0 });
    expect(posts(a.id).every(([kind]) => kind === 'item.created')).toBe(true);

    // Once A's first succeeds, A's second follows it.
    refusing.sku = undefined;
    await eventually(async () => (await delivery(aUpdated)).status === 'delivered', "A's second event");
    const aPosts = posts(a.id);
    expect(aPosts.at(-1)).toEqual(['item.updated', 'a2', String(aUpdated)]);
    expect(aPosts.slice(0, -1).every(([kind]) => kind === 'item.created')).toBe(true);
    expect(await delivery(aCreated)).toMatchObject({ status: 'delivered' });

    // One given up (all 10 attempts failed) lets the next about its resource go too; B is not held meanwhile.
    refusing.title = 'a3';
    await update(a.id, 'a3');
    const doomed = await lastEvent(a.id);
    await update(a.id, 'a4');
    const after = await lastEvent(a.id);
    await update(b.id, 'b3');
    await eventually(async () => (await delivery(after)).status === 'delivered', "A's event after the one given up", 40_000);
    expect(await delivery(doomed)).toEqual({ status: 'failed', attempts: 10 });
    const order = receiver.requests.filter((r) => r.path === '/lines').map((r) => r.body.item.title);
    expect(order.filter((t) => t === 'a3')).toHaveLength(10);
    expect(order.indexOf('a4')).toBeGreaterThan(order.lastIndexOf('a3'));
    expect(order.indexOf('b3')).toBeLessThan(order.lastIndexOf('a3'));
  }, 60_000);

  it('counts a refused connection as a failure and gives up after the 10th attempt', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `http://127.0.0.1:${port}/gone` } });
    await newItem(app);
    const delivery = await settled(res.body.id, 'failed');
    expect(delivery.attempt_count).toBe(10);
    expect(delivery.attempts.map((a: any) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(delivery.attempts.every((a: any) => a.status_code === null && a.error === 'ECONNREFUSED')).toBe(true);
    const [row] = await app.sql('select consecutive_failures, active from notification_subscriptions where id = $1', [res.body.id]);
    expect(row).toEqual({ consecutive_failures: 10, active: true });
    // Each retry is taken up when its backoff (5 ms, doubling) runs out, not at the queue's next poll
    // (every second): nine polls would add about 4.5 s to the waits, their time alone.
    const times = (await app.sql('select extract(epoch from created_at) * 1000 as at from webhook_delivery_attempts where delivery_id = $1 order by attempt', [delivery.id])).map((a) => Number(a.at));
    const late = times.slice(1).reduce((sum, at, i) => sum + (at - times[i] - 5 * 2 ** i), 0);
    process.stdout.write(`webhook retries: ${Math.round(late)} ms past their backoff over 9 retries\n`);
    expect(late).toBeLessThan(2_000);
  });

  it('switches a subscription off when a delivery is given up after 100 failures in a row; it then gets no deliveries until set active again', async () => {
    const sub = await subscribe('item.created', '/down');
    await app.sql('update notification_subscriptions set consecutive_failures = 99 where id = $1', [sub.id]);
    const failures = async () => (await app.sql('select consecutive_failures, active, deactivated_at from notification_subscriptions where id = $1', [sub.id]))[0];
    await newItem(app);
    // The 100th failure alone does not: deliveries of other resources go out side by side, so a few
    // minutes' outage under load fails that many, but no delivery is given up before its whole schedule.
    const hundredth = await eventually(async () => ((await failures()).consecutive_failures >= 100 ? failures() : undefined), 'the 100th failure');
    expect(hundredth).toMatchObject({ active: true, deactivated_at: null });
    const given = await settled(sub.id, 'failed');
    expect(given.attempt_count).toBe(10);
    const row = await failures();
    expect(row).toMatchObject({ consecutive_failures: 109, active: false });
    expect(row.deactivated_at).not.toBeNull();
    // A delivery still pending for it is closed unposted, and a new event plans no delivery to it.
    const stray = await unqueuedDelivery(sub.id, '/down');
    const closed = await eventually(async () => (await deliveries(sub.id)).find((d) => d.id === stray.id && d.status === 'failed'), 'the pending delivery closed');
    expect(closed.last_error).toMatch(/inactive/);
    expect(closed.attempt_count).toBe(0);
    await newItem(app);
    expect(await deliveries(sub.id)).toHaveLength(2);
    const rest = await app.rest('GET', `/api/v2/notification_subscriptions/${sub.id}`, { token: app.tokens.a });
    expect(rest.body).toMatchObject({ active: false, consecutive_failures: 109, deactivated_at: expect.any(String) });

    const reactivated = await app.rest('PUT', `/api/v2/notification_subscriptions/${sub.id}`, { token: app.tokens.a, json: { active: true } });
    expect(reactivated.body).toMatchObject({ active: true, consecutive_failures: 0, deactivated_at: null });
  });

  it('redelivers on demand as a new delivery of the same event, which succeeds', async () => {
    const sub = await subscribe('item.created', '/redo');
    await newItem(app);
    const first = await settled(sub.id, 'delivered');
    const res = await app.rest('POST', `/api/v2/notification_deliveries/${first.id}/redeliver`, { token: app.tokens.a });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ redelivery_of: first.id, event_id: first.event_id, status: 'pending', subscription_id: sub.id });
    const second = await eventually(async () => (await deliveries(sub.id)).find((d) => d.id === res.body.id && d.status === 'delivered'), 'the redelivery');
    expect(second.attempts).toEqual([expect.objectContaining({ attempt: 1, status_code: 200 })]);
    const received = receiver.requests.filter((r) => r.path === '/redo');
    expect(received.map((r) => r.headers['x-service-event-id'])).toEqual([String(first.event_id), String(first.event_id)]);
    expect(received.map((r) => r.headers['x-service-delivery-id'])).toEqual([String(first.id), String(res.body.id)]);
    expect(received.every((r) => r.signed)).toBe(true);

    // Another customer sees none of it.
    expect((await app.rest('POST', `/api/v2/notification_deliveries/${first.id}/redeliver`, { token: app.tokens.b })).status).toBe(404);
    const theirs = await app.gql('{ notification_deliveries(per_page: 250) { nodes { id } } }', {}, app.tokens.b);
    expect(theirs.body.data.notification_deliveries.nodes.map((d: any) => d.id)).not.toContain(first.id);
    const log = await app.rest('GET', `/api/v2/notification_subscriptions/${sub.id}/deliveries?page_total=true`, { token: app.tokens.a });
    expect(log.headers.get('x-total-count')).toBe('2');
    expect(log.body[0]).toMatchObject({ id: res.body.id, attempts: [expect.objectContaining({ status_code: 200 })] });
  });

  it('signs with time (Standard Webhooks): the README recipe accepts a delivery and refuses it replayed outside the tolerance', async () => {
    const verify = readmeRecipe();
    const sub = await subscribe('item.created', '/standard');
    const item = await newItem(app);
    await settled(sub.id, 'delivered');
    const [event] = await app.sql("select id::int as id from events where kind = 'item.created' and resource_id = $1", [item.id]);
    const [got] = receiver.requests.filter((r) => r.path === '/standard');
    const sentAt = Number(got.headers['webhook-timestamp']);
    expect(got.headers).toMatchObject({ 'webhook-id': String(event.id), 'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/) });
    expect(Math.abs(sentAt - Date.now() / 1000)).toBeLessThan(60);
    expect(got.signed).toBe(true);

    expect(verify(sub.secret, got.headers, got.raw)).toBe(true);
    expect(verify(sub.secret, got.headers, got.raw, 300, sentAt + 300)).toBe(true);
    // The same captured delivery replayed later (or stamped in the future) is refused.
    expect(verify(sub.secret, got.headers, got.raw, 300, sentAt + 301)).toBe(false);
    expect(verify(sub.secret, got.headers, got.raw, 300, sentAt - 301)).toBe(false);
    // A fresh timestamp on the old signature, a changed body, id or secret: refused.
    expect(verify(sub.secret, { ...got.headers, 'webhook-timestamp': String(sentAt + 400) }, got.raw, 300, sentAt + 400)).toBe(false);
    expect(verify(sub.secret, got.headers, got.raw.replace('"item"', '"itemx"'))).toBe(false);
    expect(verify(sub.secret, { ...got.headers, 'webhook-id': String(event.id + 1) }, got.raw)).toBe(false);
    expect(verify('another-secret-of-enough-length', got.headers, got.raw)).toBe(false);
  });

  it('signs a new whsec_ secret so the standardwebhooks package verifies with its defaults; older and chosen secrets sign as before', async () => {
    const received = async (path: string) => {
      await eventually(async () => receiver.requests.some((r) => r.path === path), `a delivery to ${path}`);
      return receiver.requests.find((r) => r.path === path)!;
    };
    const asHeaders = (got: { headers: http.IncomingHttpHeaders }) => got.headers as Record<string, string>;
    const made = await subscribe('item.created', '/whsec');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // A caller's own key in the same form, and one in no particular form (its own bytes are the key).
    const ownWhsec = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    const chosen = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/own-whsec`, secret: ownWhsec } });
    expect(chosen.body.secret).toBe(ownWhsec);
    receiver.secrets.set('/own-whsec', ownWhsec);
    const plain = 'a-caller-chosen-signing-secret';
    const own = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/own-plain`, secret: plain } });
    expect(own.body.secret).toBe(plain);
    receiver.secrets.set('/own-plain', plain);
    // One stored before whsec_: 32 random bytes as hex, as subscriptions were given then.
    const old = await subscribe('item.created', '/legacy');
    const hex = 'ab'.repeat(32);
    await app.sql('update notification_subscriptions set secret = $1 where id = $2', [hex, old.id]);
    receiver.secrets.set('/legacy', hex);
    await newItem(app);

    const fresh = await received('/whsec');
    expect(new Webhook(made.secret).verify(fresh.raw, asHeaders(fresh))).toEqual(fresh.body);
    expect(readmeRecipe()(made.secret, fresh.headers, fresh.raw)).toBe(true);
    const theirs = await received('/own-whsec');
    expect(new Webhook(ownWhsec).verify(theirs.raw, asHeaders(theirs))).toEqual(theirs.body);
    // X-Service-Signature is keyed with the secret string as handed out, whsec_ and all: a V2 receiver needs no change.
    expect([fresh.signed, theirs.signed]).toEqual([true, true]);

    for (const [path, secret] of [['/legacy', hex], ['/own-plain', plain]]) {
      const got = await received(path);
      expect(got.signed).toBe(true);
      // Signed as before whsec_: the secret's own bytes key webhook-signature too.
      const { 'webhook-id': id, 'webhook-timestamp': timestamp } = asHeaders(got);
      expect(got.headers['webhook-signature']).toBe(`v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${got.raw}`).digest('base64')}`);
      expect(readmeRecipe()(secret, got.headers, got.raw)).toBe(true);
      // A library takes such a secret as whsec_ and its base64, as README says; the bare string it refuses.
      expect(new Webhook(`whsec_${Buffer.from(secret).toString('base64')}`).verify(got.raw, asHeaders(got))).toEqual(got.body);
      expect(() => new Webhook(secret).verify(got.raw, asHeaders(got))).toThrow();
    }
  });

  it('tests a subscription: a signed sample marked test, posted before the answer, logged, not counted', async () => {
    const sub = await subscribe('item.created', '/probe');
    const res = await app.rest('GET', `/api/v2/notification_subscriptions/${sub.id}/test`, { token: app.tokens.a });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sub.id, event_name: 'item.created' });
    const [probe] = receiver.requests.filter((r) => r.path === '/probe');
    expect(probe.signed).toBe(true);
    // The customer's latest item.created, marked as a test.
    expect(probe.body).toMatchObject({ event_name: 'item.created', test: true, item: expect.objectContaining({ sku: expect.stringMatching(/^ITEM-/) }) });
    const [logged] = await deliveries(sub.id);
    expect(logged).toMatchObject({ test: true, status: 'delivered', attempt_count: 1 });
    // Its own id, not the sampled event's: a receiver de-duplicating on ids still gets that event.
    expect(logged.event_id).not.toBeNull();
    expect(probe.headers).toMatchObject({ 'x-service-event-id': `test-${logged.id}`, 'webhook-id': `test-${logged.id}` });
    expect(readmeRecipe()(sub.secret, probe.headers, probe.raw)).toBe(true);

    // No event of the kind yet: a bare sample. A failing endpoint fails the test once, without touching the failure count.
    const down = await subscribe('shipnotice.received', '/down');
    await app.rest('GET', `/api/v2/notification_subscriptions/${down.id}/test`, { token: app.tokens.a });
    const sample = receiver.requests.filter((r) => r.path === '/down' && r.body.event_name === 'shipnotice.received');
    expect(sample.map((r) => [r.body.test, r.body.shipnotice.id, r.headers['x-service-event-id']])).toEqual([[true, 0, expect.stringMatching(/^test-\d+$/)]]);
    const [failed] = await deliveries(down.id);
    expect(failed).toMatchObject({ test: true, status: 'failed', attempt_count: 1, last_status_code: 500, event_id: null, event_name: 'shipnotice.received' });
    const [row] = await app.sql('select consecutive_failures from notification_subscriptions where id = $1', [down.id]);
    expect(row.consecutive_failures).toBe(0);
  });

  it('picks up a pending delivery whose job was lost (committed, never queued)', async () => {
    const sub = await subscribe('order.cancelled', '/lost');
    const row = await unqueuedDelivery(sub.id, '/lost');
    const delivered = await settled(sub.id, 'delivered');
    expect(delivered.id).toBe(row.id);
    expect(receiver.requests.filter((r) => r.path === '/lost')).toHaveLength(1);
  });

  it('posts a delivery once however many workers take it up at the same moment (the lease)', async () => {
    const sub = await subscribe('order.cancelled', '/once');
    const row = await unqueuedDelivery(sub.id, '/once');
    const connection = app.orm.em.getConnection();
    await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(connection, row.id, { baseMs: 5, jobs: null, destinations: new Destinations(TEST_NETWORKS) })));
    expect(receiver.requests.filter((r) => r.path === '/once')).toHaveLength(1);
    const [delivered] = await deliveries(sub.id);
    expect(delivered).toMatchObject({ id: row.id, status: 'delivered', attempt_count: 1 });
  });
});
