import fc from 'fast-check';
import { startTestApp, type Answer, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { expectNoServerError, fuzzParameters, fuzzTimeout } from './support/fuzz';
import { ledgerMismatches } from './support/ledger';
import { newItemId } from './support/factories';

/**
 * Property: under any sequence of receiving (ship notices and staff adjustments, into any of the
 * customer's warehouses), ordering (lines that over-ask, repeat an item, or name a bundle),
 * cancelling, releasing, pausing, changing a line and shipping, after every step: the ledger sums to
 * the stock, no stock row is negative or holds more than it has, sellable = on hand − committed
 * in every warehouse and on the item, on hand is what was received less what shipped, and each
 * order holds exactly what its status says (all its units while in the warehouse's hands, none
 * while waiting, cancelled or shipped; a shipped one's units left the ledger under its number).
 */

let app: TestApp;
let run = 0;
let steps = 0;
let requests = 0;
/** Pickable shelves of the customer's warehouses, in the order allocation tries them. */
let shelves: { warehouse_id: number; location_id: number }[] = [];

/** A bundle of two of the first item and one of the second: lines of it need its components. */
const KIT = [[0, 2], [1, 1]] as const;
const ITEMS = 3;

type Action =
  | { kind: 'receive'; quantities: number[]; warehouse: number }
  | { kind: 'adjust'; item: number; quantity: number; warehouse: number }
  | { kind: 'remove'; item: number; quantity: number; warehouse: number }
  | { kind: 'order'; lines: { item: number; quantity: number }[] }
  | { kind: 'cancel' | 'ship' | 'release' | 'pause' | 'unpause'; order: number }
  | { kind: 'resize'; order: number; line: number; quantity: number };

const itemIndex = fc.nat({ max: ITEMS });
/** The first warehouse mostly, where an order looks first; the others now and then, so stock is split between them. */
const warehouse = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) });
// Index ITEMS is the bundle; a line now and then asks for more than receiving ever brings.
const lineQuantity = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 8 }) }, { weight: 1, arbitrary: fc.integer({ min: 9, max: 60 }) });
const action: fc.Arbitrary<Action> = fc.oneof(
  // A ship notice brings some of each item (0: none); a staff count adds to one.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('receive' as const), quantities: fc.array(fc.nat({ max: 25 }), { minLength: ITEMS, maxLength: ITEMS }), warehouse }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adjust' as const), item: fc.nat({ max: ITEMS - 1 }), quantity: fc.integer({ min: 1, max: 30 }), warehouse }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), item: fc.nat({ max: ITEMS - 1 }), quantity: fc.integer({ min: 1, max: 10 }), warehouse }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), lines: fc.array(fc.record({ item: itemIndex, quantity: lineQuantity }), { minLength: 1, maxLength: 3 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'ship' as const), order: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('release' as const, 'pause' as const, 'unpause' as const), order: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resize' as const), order: fc.nat(), line: fc.nat(), quantity: fc.integer({ min: 1, max: 20 }) }) },
);

/**
 * A sequence every run tries first, through each transition that moves stock: allocated and waiting
 * orders, a cancel that hands its units to the waiting one, pause and unpause while holding, a
 * resized line, a shipment, counts in and out of another warehouse, a line nobody can fill.
 */
const WALKTHROUGH: Action[] = [
  { kind: 'receive', quantities: [10, 10, 0], warehouse: 0 },
  { kind: 'order', lines: [{ item: 0, quantity: 3 }, { item: ITEMS, quantity: 2 }] },
  { kind: 'order', lines: [{ item: 0, quantity: 5 }] },
  { kind: 'cancel', order: 0 },
  { kind: 'pause', order: 1 },
  { kind: 'unpause', order: 1 },
  { kind: 'resize', order: 1, line: 0, quantity: 2 },
  { kind: 'ship', order: 1 },
  { kind: 'adjust', item: 2, quantity: 4, warehouse: 1 },
  { kind: 'remove', item: 2, quantity: 1, warehouse: 1 },
  { kind: 'order', lines: [{ item: 2, quantity: 60 }, { item: 2, quantity: 1 }] },
  { kind: 'release', order: 2 },
];

beforeAll(async () => {
  app = await startTestApp();
  shelves = await app.sql(
    `select distinct on (cw.created_at, cw.warehouse_id) cw.warehouse_id, l.id as location_id
     from customer_warehouses cw join locations l on l.warehouse_id = cw.warehouse_id and l.role = 'pickable'
     where cw.customer_id = $1 order by cw.created_at, cw.warehouse_id, l.name`,
    [app.customers.a],
  );
});
afterAll(() => app.close());

interface World {
  /** Plain item ids, then the bundle's. */
  items: number[];
  /** Orders created, with what each line needs of each plain item. */
  orders: { id: number; lines: { id: number; item: number; quantity: number }[] }[];
  /** On hand per plain item by the model: received less removed less shipped. */
  onHand: number[];
}

/** Units of each plain item an order's lines need (a bundle line needs its components). */
function needs(lines: { item: number; quantity: number }[]): number[] {
  const need = new Array(ITEMS).fill(0);
  for (const line of lines) {
    if (line.item < ITEMS) need[line.item] += line.quantity;
    else for (const [component, per] of KIT) need[component] += line.quantity * per;
  }
  return need;
}

async function call(method: string, path: string, options: Parameters<TestApp['rest']>[2] = {}): Promise<Answer> {
  const res = await app.rest(method, `/api/v2${path}`, { token: app.tokens.a, ...options });
  requests += 1;
  expectNoServerError(res, { method, path, json: options.json });
  return res;
}

const staff = { token: '', headers: {} as Record<string, string> };

/** Performs one action over the API and keeps the model's on-hand in step with what succeeded. */
async function perform(world: World, a: Action): Promise<void> {
  const pick = (n: number) => world.orders[n % world.orders.length];
  switch (a.kind) {
    case 'receive': {
      const lines = a.quantities.map((quantity, i) => ({ item_id: world.items[i], quantity })).filter((l) => l.quantity > 0);
      if (!lines.length) return;
      const notice = await call('POST', '/shipnotices', { json: { warehouse_id: shelves[a.warehouse % shelves.length].warehouse_id, shipnotice_items: lines } });
      expect(notice.status).toBe(201);
      const received = await call('PUT', `/simulate/shipnotices/${notice.body.id}/processing`);
      expect(received.status).toBe(200);
      a.quantities.forEach((q, i) => (world.onHand[i] += q));
      return;
    }
    case 'adjust': {
      const res = await app.gql('mutation ($input: StockAdjustInput!) { stock_adjust(input: $input) { id } }',
        { input: { item_id: world.items[a.item], location_id: shelves[a.warehouse % shelves.length].location_id, change: a.quantity, description: 'counted in' } }, staff.token, staff.headers);
      requests += 1;
      expectNoServerError(res, a);
      expect(res.body.errors).toBeUndefined();
      world.onHand[a.item] += a.quantity;
      return;
    }
    case 'remove': {
      const { location_id } = shelves[a.warehouse % shelves.length];
      const res = await app.gql('mutation ($input: StockAdjustInput!) { stock_adjust(input: $input) { id } }',
        { input: { item_id: world.items[a.item], location_id, change: -a.quantity, description: 'found damaged' } }, staff.token, staff.headers);
      requests += 1;
      expectNoServerError(res, a);
      // Refused when the shelf has fewer uncommitted units: committed stock is never taken.
      if (!res.body.errors) world.onHand[a.item] -= a.quantity;
      return;
    }
    case 'order': {
      const res = await call('POST', '/orders', { json: { ...VALID_ADDRESS, order_items: a.lines.map((l) => ({ item_id: world.items[l.item], quantity: l.quantity })) } });
      expect(res.status).toBe(201);
      world.orders.push({ id: res.body.id, lines: res.body.order_items.map((l: any, i: number) => ({ id: l.id, item: a.lines[i].item, quantity: l.quantity })) });
      return;
    }
    case 'resize': {
      if (!world.orders.length) return;
      const order = pick(a.order);
      const line = order.lines[a.line % order.lines.length];
      const res = await call('PUT', `/order_items/${line.id}`, { json: { quantity: a.quantity } });
      if (res.status === 200) line.quantity = a.quantity;
      return;
    }
    default: {
      if (!world.orders.length) return;
      const order = pick(a.order);
      const path = a.kind === 'ship' ? `/simulate/orders/${order.id}/processing?status=shipped`
        : a.kind === 'release' ? `/simulate/orders/${order.id}/processing`
          : `/orders/${order.id}/call/${a.kind}`;
      const res = await call('PUT', path);
      // Refusals are expected (shipping a waiting order, cancelling a shipped one): 4xx, never 5xx.
      if (a.kind === 'ship' && res.status === 200) needs(order.lines).forEach((n, i) => (world.onHand[i] -= n));
    }
  }
}

/** Every invariant, against the database and the API's own answers: a handful of round trips per step. */
async function checkInvariants(world: World, history: Action[]): Promise<void> {
  const where = JSON.stringify(history);
  expect([where, await ledgerMismatches(app)]).toEqual([where, []]);
  expect([where, await app.sql('select id from stock where quantity < 0 or committed < 0 or committed > quantity')]).toEqual([where, []]);

  const plain = world.items.slice(0, ITEMS);
  const shelvesNow = await app.sql<{ item_id: number; warehouse_id: number; q: number; c: number }>(
    `select s.item_id, l.warehouse_id, sum(s.quantity)::int as q, sum(s.committed)::int as c
     from stock s join locations l on l.id = s.location_id where s.item_id = any($1) group by 1, 2`, [plain],
  );
  const sum = (id: number, key: 'q' | 'c') => shelvesNow.filter((r) => r.item_id === id).reduce((n, r) => n + r[key], 0);
  expect([where, plain.map((id) => sum(id, 'q'))]).toEqual([where, world.onHand]);

  // Sellable = on hand − committed, per warehouse and on the item (published, with no inbound), as the API reports them.
  const answer = await app.gql<{ items: { nodes: any[] } }>(
    `query ($search: String) { items(search: $search, per_page: 10) { nodes { id quantity published_quantity warehouse_quantities { id quantity sellable_quantity } } } }`,
    { search: JSON.stringify({ id_in: world.items }) }, app.tokens.a,
  );
  requests += 1;
  expectNoServerError(answer, 'items');
  const reported = new Map(answer.body.data!.items.nodes.map((n) => [n.id, n]));
  const sellable = plain.map((id) => sum(id, 'q') - sum(id, 'c'));
  for (const [i, id] of plain.entries()) {
    const item = reported.get(id);
    expect([where, i, item.quantity, item.published_quantity]).toEqual([where, i, world.onHand[i], sellable[i]]);
    for (const row of shelvesNow.filter((r) => r.item_id === id && r.q > 0)) {
      const there = item.warehouse_quantities.find((w: any) => w.id === row.warehouse_id);
      expect([where, i, row.warehouse_id, there?.quantity, there?.sellable_quantity]).toEqual([where, i, row.warehouse_id, row.q, row.q - row.c]);
    }
  }
  // The bundle: as many as its scarcest component's sellable units make.
  const kit = reported.get(world.items[ITEMS]);
  const makeable = Math.min(...KIT.map(([component, per]) => Math.floor(sellable[component] / per)));
  expect([where, 'kit', kit.quantity, kit.published_quantity]).toEqual([where, 'kit', makeable, makeable]);

  // Each order holds all its units or none, as its status says; a shipped one's units left under its number.
  const orders = await app.sql<{ id: number; status: number; previous_status: number | null; held: Record<string, number> | null; shipped: Record<string, number> | null }>(
    `select o.id, o.status, o.previous_status,
            (select jsonb_object_agg(item_id, q) from (select item_id, sum(quantity)::int as q from order_allocations where order_id = o.id group by 1) a) as held,
            (select jsonb_object_agg(item_id, q) from (select item_id, -sum(change)::int as q from item_transactions where order_id = o.id and reason = 'shipped' group by 1) t) as shipped
     from orders o where o.id = any($1)`, [world.orders.map((o) => o.id)],
  );
  for (const order of world.orders) {
    const row = orders.find((o) => o.id === order.id)!;
    const need = needs(order.lines);
    const perItem = (units: Record<string, number> | null) => plain.map((id) => units?.[id] ?? 0);
    const holding = [100, 120, 160].includes(row.status) || (row.status === 90 && row.previous_status !== 95);
    const state = { order: order.id, status: row.status, previous_status: row.previous_status };
    expect([where, state, [40, 90, 95, 100, 120, 160, 300].includes(row.status)]).toEqual([where, state, true]);
    expect([where, state, perItem(row.held)]).toEqual([where, state, holding ? need : need.map(() => 0)]);
    expect([where, state, perItem(row.shipped)]).toEqual([where, state, row.status === 300 ? need : need.map(() => 0)]);
  }
}

it('stock invariants hold after every step of any sequence of receive, order, cancel, release, pause, resize and ship', async () => {
  staff.token = app.tokens.staff;
  staff.headers = { 'x-customer-id': String(app.customers.a) };
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
      // Fresh items per sequence, so each starts from nothing and the model knows all of it.
      run += 1;
      const items: number[] = [];
      for (let i = 0; i < ITEMS; i++) items.push(await newItemId(app, { sku: `ST-${run}-${i}` }));
      const kit = await newItemId(app, { sku: `ST-${run}-KIT` });
      for (const [component, per] of KIT) await call('POST', `/items/${kit}/bundle_items`, { json: { item_id: items[component], quantity: per } });
      const world: World = { items: [...items, kit], orders: [], onHand: new Array(ITEMS).fill(0) };
      for (const [i, a] of actions.entries()) {
        await perform(world, a);
        steps += 1;
        await checkInvariants(world, actions.slice(0, i + 1));
      }
    }),
    { ...fuzzParameters(8), examples: [[WALKTHROUGH]] },
  );
  expect(steps).toBeGreaterThanOrEqual(40);
}, fuzzTimeout(180_000));
