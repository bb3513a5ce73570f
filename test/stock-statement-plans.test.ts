import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormOnClone } from './support/orm';
import { lockItems } from '../src/domain/items/store/locks';
import { writeFreshCounters } from '../src/domain/items/store/counters';
import { allocationFacts, deleteAllocations, lockAllocationRows, waitingOrderIds, writeAllocations } from '../src/domain/orders/store/allocation';
import { inventoryLoaders, makeStockRows, moveStock } from '../src/domain/inventory/store';
import { bundleLoaders } from '../src/domain/bundles/store';

/**
 * The statements that walk the bundle graph, or look for the orders waiting on items, run on
 * generic plans inside write transactions (src/db/driver.ts), planned once per connection for any
 * values. On a catalog with many bundle links and a long order history each must still reach only
 * the rows its keys lead to. Written as joins they did not: the counters hashed the whole of items
 * and bundle_items, the lock taken before allocating hashed every bundle link three times, and
 * moving stock or writing allocations read every stock row (BENCHMARKS.md, eleventh session).
 */
let client: Client;
// Before the database goes (ormOnClone's own afterAll drops it).
afterAll(() => client?.end());
const orm = ormOnClone();

/**
 * Items, and as many orders: big enough that a plan reading a whole table prefers it to its keys (the
 * code before this test failed on every statement it held at this size), small enough to seed in seconds.
 */
const ITEMS = 8_000;

/** Tables big enough here that reading one whole is the fault looked for. */
const LARGE = new Set(['items', 'bundle_items', 'orders', 'order_items', 'stock']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** Scans of a large table not led by a key: a sequential scan, or an index read from end to end. */
function wholeScans(node: PlanNode): string[] {
  const here = node['Relation Name'] && LARGE.has(node['Relation Name']) && /Scan/.test(node['Node Type']) && !node['Index Cond'] && !node['Recheck Cond']
    ? [`${node['Node Type']} on ${node['Relation Name']}`]
    : [];
  return [...here, ...(node.Plans ?? []).flatMap(wholeScans)];
}

const ids = { customer: 0, component: 0, bundle: 0, location: 0, order: 0, line: 0, stock: 0 };

beforeAll(async () => {
  client = new Client({ connectionString: orm().config.get('clientUrl') });
  await client.connect();
  // ITEMS items, one in fifty a bundle of the forty after it; as many orders of three lines each,
  // one in a hundred waiting for stock; a stock row for every plain item.
  const one = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as Record<string, number>;
  ids.customer = (await one(`insert into customers (name) values ('plans') returning id`)).id;
  const warehouse = (await one(`insert into warehouses (name, slug) values ('Plans', 'plans') returning id`)).id;
  await client.query('insert into customer_warehouses (customer_id, warehouse_id) values ($1, $2)', [ids.customer, warehouse]);
  ids.location = (await one(`insert into locations (warehouse_id, name, role) values ($1, 'A-1', 'pickable') returning id`, [warehouse])).id;
  const first = (await one(
    `with made as (insert into items (customer_id, sku, title, is_bundle) select $1, 'plan-' || g, 'Item ' || g, g % 50 = 0 from generate_series(1, $2::int) g returning id)
     select min(id) as id from made`,
    [ids.customer, ITEMS],
  )).id;
  await client.query(
    `insert into bundle_items (customer_id, parent_item_id, item_id, quantity)
     select p.customer_id, p.id, c.id, 2 from items p join items c on c.id between p.id + 1 and p.id + 40 and not c.is_bundle
     where p.customer_id = $1 and p.is_bundle`,
    [ids.customer],
  );
  await client.query(`insert into stock (customer_id, item_id, location_id, quantity) select customer_id, id, $2, 100 from items where customer_id = $1 and not is_bundle`, [ids.customer, ids.location]);
  ids.order = (await one(
    `with made as (insert into orders (customer_id, status) select $1, case when g % 100 = 0 then 95 else 100 end from generate_series(1, $3::int) g returning id),
     lines as (insert into order_items (order_id, customer_id, item_id, quantity) select m.id, $1, $2 + (m.id * 7 + k * 13) % $3, 1 from made m, generate_series(1, 3) k)
     select min(id) as id from made`,
    [ids.customer, first, ITEMS],
  )).id;
  ids.bundle = first + 49;
  ids.component = first + 60;
  ids.line = (await one('select min(id) as id from order_items where order_id = $1', [ids.order])).id;
  ids.stock = (await one('select id from stock where item_id = $1', [ids.component])).id;
  // Every line of the first 500 orders holds a unit (the released order's among them).
  await client.query(
    `with held as (
       insert into order_allocations (customer_id, order_id, order_item_id, item_id, stock_id, quantity)
       select l.customer_id, l.order_id, l.id, l.item_id, s.id, 1 from order_items l join stock s on s.item_id = l.item_id where l.order_id < $1 + 500
       returning stock_id
     )
     update stock set committed = committed + n from (select stock_id, count(*) as n from held group by 1) h where stock.id = h.stock_id`,
    [ids.order],
  );
  await client.query('analyze');
});

/** The statements `run` sends through a transaction's EntityManager, as sent (text and parameters), the transaction rolled back. */
async function statementsOf(run: (em: EntityManager) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const undo = new Error('roll back');
  await orm()
    .em.fork()
    .transactional(async (em) => {
      const recording = Object.create(em) as EntityManager;
      recording.execute = ((sql: string, params: unknown[] = []) => {
        sent.push({ sql, params });
        return em.execute(sql, params);
      }) as EntityManager['execute'];
      await run(recording);
      throw undo;
    })
    .catch((e) => {
      if (e !== undo) throw e;
    });
  return sent;
}

/** The generic plan of `sql` (knex's `?` placeholders) run with `params`, as EXPLAIN ANALYZE gives it. */
async function genericPlan(sql: string, params: unknown[]): Promise<PlanNode> {
  let n = 0;
  const text = sql.replace(/(\\*)(\?)/g, (_, escapes: string) => (escapes.length % 2 ? '?' : `$${++n}`));
  await client.query('begin');
  try {
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare planned as ${text}`);
    const literals = params.map((p) => (p === null ? 'null' : client.escapeLiteral(String(p))));
    const { rows } = await client.query(`explain (analyze, format json) execute planned(${literals.join(', ')})`);
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
  } finally {
    await client.query('rollback');
    await client.query('deallocate all');
  }
}

const db = (em: EntityManager) => ({ em });
const cases: [string, (em: EntityManager) => Promise<unknown>][] = [
  ['the items lock (lockItems)', (em) => lockItems(db(em), [ids.component, ids.component + 1])],
  ['the lock before allocating, with waiting orders (lockAllocationRows)', (em) => lockAllocationRows(db(em), [ids.customer], { itemIds: [ids.component], orderIds: [ids.order] })],
  ['the lock of a new order\'s lines (lockAllocationRows, no customers)', (em) => lockAllocationRows(db(em), [], { itemIds: [ids.bundle, ids.component] })],
  [
    'what allocation reads (allocationFacts)',
    (em) => allocationFacts(db(em), { lines: [{ order_id: 1, order_item_id: 1, item_id: ids.bundle, quantity: 1 }, { order_id: 1, order_item_id: 2, item_id: ids.component, quantity: 2 }] }, [ids.customer]),
  ],
  ['allocations written (writeAllocations)', (em) => writeAllocations(db(em), [{ customer_id: ids.customer, order_id: ids.order, order_item_id: ids.line, item_id: ids.component, stock_id: ids.stock, quantity: 1 }])],
  ['allocations released (deleteAllocations)', (em) => deleteAllocations(db(em), [ids.order])],
  ['the waiting orders (waitingOrderIds)', (em) => waitingOrderIds(db(em), ids.customer, [ids.component])],
  ['the counters (writeFreshCounters)', (em) => writeFreshCounters(db(em), [ids.component, ids.component + 1])],
  ['stock rows made (makeStockRows)', (em) => makeStockRows(db(em), [stockChange()])],
  ['stock moved (moveStock)', (em) => moveStock(db(em), null, [stockChange()])],
  ['stock per warehouse (warehouseQuantitiesByItemId)', (em) => inventoryLoaders(em).warehouseQuantitiesByItemId.loadMany([ids.bundle, ids.component])],
  ['bundles that can never be made (emptyBundleWithin)', (em) => bundleLoaders(em).emptyBundleWithin.loadMany([ids.bundle])],
];

function stockChange() {
  return { customer_id: ids.customer, item_id: ids.component, location_id: ids.location, lot_id: null, change: 1, reason: 'adjusted' as const, description: 'plans' };
}

describe(`stock statements on generic plans, over ${ITEMS} items, their bundle links and ${3 * ITEMS} order lines`, () => {
  it.each(cases)('%s reaches only the rows its keys lead to', async (_, run) => {
    const statements = await statementsOf(run);
    expect(statements.length).toBeGreaterThan(0);
    for (const { sql, params } of statements) {
      const plan = await genericPlan(sql, params);
      expect({ sql: sql.slice(0, 80), whole: wholeScans(plan) }).toEqual({ sql: sql.slice(0, 80), whole: [] });
    }
  });
});
