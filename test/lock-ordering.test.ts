import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, newOrder, newShipNotice } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { putStock } from './support/stock';

/**
 * Lock ordering (RELIABILITY.md): cancels, receipts and order creates racing on shared items never
 * deadlock. PostgreSQL counts every deadlock it breaks in pg_stat_database.deadlocks; the server
 * reruns a mutation that lost one, so only the counter shows them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });

/** The deadlocks PostgreSQL has broken in this test's database, once every backend has reported its counts. */
async function deadlocks(): Promise<number> {
  // Backends report their statistics when idle for a second; read a fresh snapshot after that. A fixed
  // wait is the only way: nothing marks that the server's backends have reported, and the expected count
  // (unchanged) gives nothing to poll for.
  await new Promise((r) => setTimeout(r, 1500));
  await app.sql('select pg_stat_clear_snapshot()');
  return Number((await app.sql('select deadlocks from pg_stat_database where datname = current_database()'))[0].deadlocks);
}

it('cancels, receipts and order creates racing on shared items leave the deadlock counter where it was', async () => {
  const ROUNDS = 24;
  // a < b by id. Orders holding b are cancelled (locking b, then the waiting orders' a and b), while
  // receipts of a lock a and then the same waiting orders' b: the opposite order, unless both lock up front.
  const a = await newItemId(app, { sku: 'LOCK-A', title: 'A' });
  const b = await newItemId(app, { sku: 'LOCK-B', title: 'B' });
  await putStock(app.orm, b, ROUNDS);
  const holding: { id: number; status: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) holding.push(await newOrder(app, [[b, 1]]));
  expect(holding.every((o) => o.status === 100)).toBe(true);
  for (let i = 0; i < ROUNDS; i++) expect((await newOrder(app, [[a, 1], [b, 1]])).status).toBe(95);
  const notices: number[] = [];
  for (let i = 0; i < ROUNDS; i++) notices.push((await newShipNotice(app, [{ item_id: a, quantity: 1 }])).id);

  const before = await deadlocks();
  const answers = await Promise.all(Array.from({ length: ROUNDS }, (_, i) => [
    rest('PUT', `/orders/${holding[i].id}/call/cancel`),
    rest('PUT', `/simulate/shipnotices/${notices[i]}/processing`),
    rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: a, quantity: 1 }, { item_id: b, quantity: 1 }] }),
  ]).flat());
  expect(answers.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
  expect(await deadlocks()).toBe(before);

  // And the books balance: every unit of a and b is held by exactly one order or free.
  expect(await ledgerMismatches(app)).toEqual([]);
  const [held] = await app.sql(`select count(*)::int as n from orders o where o.status = 100 and exists (select 1 from order_items oi where oi.order_id = o.id and oi.item_id = $1)`, [a]);
  expect(held.n).toBe(ROUNDS);
}, 120_000);
