import { startTestApp, type Answer, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, newOrder } from './support/factories';
import { putStock } from './support/stock';

/**
 * Rivals fired together over HTTP at one record of each resource whose state is not an order's
 * (orders, ship notices and returns: test/concurrency.test.ts). Each change is decided on the row,
 * so exactly one rival wins and the others get what a request after it would (RELIABILITY.md,
 * "State changes under concurrency").
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown, token = app.tokens.a) => app.rest(method, `/api/v2${path}`, { token, json });
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const together = <T>(n: number, fire: () => Promise<T>) => Promise.all(Array.from({ length: n }, fire));

it('five archives of one item by its action: one archives it, four are refused as archiving an archived item is', async () => {
  const item = await newItemId(app);
  const answers = await together(5, () => rest('PUT', `/items/${item}/call/archive`));
  expect(statuses(answers)).toEqual([200, 405, 405, 405, 405]);
  expect(answers.filter((a) => a.status === 405).map((a) => a.body.code)).toEqual(Array(4).fill('invalid_transition'));
  // And back: five unarchives, one wins.
  expect(statuses(await together(5, () => rest('PUT', `/items/${item}/call/unarchive`)))).toEqual([200, 405, 405, 405, 405]);
});

it('an archive racing order creates for its item: no order is written for the item once it is archived', async () => {
  for (let round = 0; round < 6; round++) {
    const item = await newItemId(app, {}, { stock: 10 });
    const [archive, ...orders] = await Promise.all([
      rest('DELETE', `/items/${item}`),
      ...Array.from({ length: 3 }, () => rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: item, quantity: 1 }] })),
    ]);
    expect(archive.status).toBe(204);
    for (const order of orders) {
      expect([201, 422]).toContain(order.status);
      if (order.status === 422) expect(order.body.errors).toEqual([{ field: 'order_items.0.item_id', message: expect.stringMatching(/is archived/) }]);
    }
    // Every order written for the item was committed before the archive was: none is newer than it.
    const [late] = await app.sql(
      `select count(*)::int as n from orders o join order_items oi on oi.order_id = o.id join items i on i.id = oi.item_id
       where i.id = $1 and o.created_at > i.archived_at`, [item]);
    expect(late.n).toBe(0);
  }
});

it('an archive racing line adds that name the item by its originator: no line is added for the item once it is archived', async () => {
  const other = await newItemId(app, {}, { stock: 50 });
  for (let round = 0; round < 6; round++) {
    const originalId = `race-variant-${round}`;
    const item = await newItemId(app, { originators_attributes: [{ original_id: originalId }] }, { stock: 10 });
    const order = await newOrder(app, [[other, 1]]);
    const [archive, ...adds] = await Promise.all([
      rest('DELETE', `/items/${item}`),
      ...Array.from({ length: 3 }, () => rest('POST', `/orders/${order.id}/order_items`, { item_originator_id: originalId, quantity: 1 })),
    ]);
    expect(archive.status).toBe(204);
    for (const add of adds) {
      expect([201, 422]).toContain(add.status);
      if (add.status === 422) expect(add.body.errors).toEqual([{ field: 'item_originator_id', message: expect.stringMatching(/archived|names no item/) }]);
    }
    // Every line added for the item was committed before the archive was: none is newer than it.
    const [late] = await app.sql('select count(*)::int as n from order_items oi join items i on i.id = oi.item_id where i.id = $1 and oi.created_at > i.archived_at', [item]);
    expect(late.n).toBe(0);
  }
});

it('meta field merges at once keep every key', async () => {
  const item = await newItemId(app);
  const keys = Array.from({ length: 6 }, (_, i) => `race_key_${i}`);
  for (const key of keys) {
    const declared = await app.gql('mutation ($input: MetaKeyInput!) { meta_key_create(input: $input) { key } }', { input: { resource_type: 'Item', key } }, app.tokens.a);
    expect(declared.body.errors).toBeUndefined();
  }
  const answers = await Promise.all(keys.map((key) => rest('PUT', `/items/${item}/meta_fields`, { fields: { [key]: key.toUpperCase() } })));
  expect(statuses(answers)).toEqual(Array(6).fill(204));
  const fields = (await rest('GET', `/items/${item}/meta_fields`)).body.fields;
  expect(Object.keys(fields).sort()).toEqual(keys);
});

it('three deletes of one notification subscription: one discards it, the others find it gone', async () => {
  const events = (await rest('GET', '/notification_events')).body as { id: number; name: string }[];
  const created = await rest('POST', '/notification_subscriptions', { notification_event_id: events[0].id, endpoint: 'https://hooks.example.com/races' });
  expect(created.status).toBe(201);
  expect(statuses(await together(3, () => rest('DELETE', `/notification_subscriptions/${created.body.id}`)))).toEqual([204, 404, 404]);
  // An update racing a delete either lands before it or finds the subscription gone: never revives it.
  const again = await rest('POST', '/notification_subscriptions', { notification_event_id: events[0].id, endpoint: 'https://hooks.example.com/races-2' });
  const [update, remove] = await Promise.all([
    rest('PUT', `/notification_subscriptions/${again.body.id}`, { active: true }),
    rest('DELETE', `/notification_subscriptions/${again.body.id}`),
  ]);
  expect(remove.status).toBe(204);
  expect([200, 404]).toContain(update.status);
  const [row] = await app.sql('select active, discarded_at is not null as discarded from notification_subscriptions where id = $1', [again.body.id]);
  expect(row).toEqual({ active: false, discarded: true });
});

it('three deactivations of one customer by staff: one moves it, two are refused', async () => {
  const staff = (method: string, path: string) => rest(method, path, undefined, app.tokens.staff);
  const answers = await together(3, () => staff('PUT', `/customers/${app.customers.b}/call/deactivate`));
  expect(statuses(answers)).toEqual([200, 405, 405]);
  expect((await staff('PUT', `/customers/${app.customers.b}/call/activate`)).status).toBe(200);
});

it('an order racing the cancel of the order holding its stock: the stock is given once', async () => {
  const item = await newItemId(app);
  await putStock(app.orm, item, 1);
  const holder = await newOrder(app, [[item, 1]]);
  const [cancels, late] = await Promise.all([
    together(3, () => rest('PUT', `/orders/${holder.id}/call/cancel`)),
    rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: item, quantity: 1 }] }),
  ]);
  expect(statuses(cancels)).toEqual([200, 405, 405]);
  expect([95, 100]).toContain(late.body.status);
  // Created before the cancel, the late order waits (95) until the cancel frees the stock and gives
  // it to it; created after, it takes the stock at once. Either way it ends holding the one unit.
  const [held] = await app.sql('select coalesce(sum(quantity), 0)::int as n from order_allocations where item_id = $1', [item]);
  expect(held.n).toBe(1);
  expect((await rest('GET', `/orders/${late.body.id}`)).body.status).toBe(100);
  const events = await app.sql(`select count(*)::int as n from events where kind = 'order.cancelled' and resource_id = $1`, [holder.id]);
  expect(events[0].n).toBe(1);
});
