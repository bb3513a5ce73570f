import type { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureSandboxCredentials } from '../src/domain/sandbox/credentials';
import { addItems, createMerchant, type Merchant } from './merchants';

/** The dataset at scale 1: 20k items and 100k orders of 1–5 lines, over the 3 demo warehouses. */
const ITEMS = 20_000;
const ORDERS = 100_000;
/** Tenants the dataset is spread over, so every read is tenant-filtered among others' rows. */
const MERCHANTS = 10;
const STOCK_PER_ITEM = 1_000;
/** Of every 10 orders, this many are shipped (with a package); the rest are Processing, holding stock. */
const SHIPPED_PER_10 = 7;

export interface Dataset {
  scale: number;
  merchants: Merchant[];
  items: number;
  orders: number;
  lines: number;
  packages: number;
  /** Seconds the seeding took (in the run that seeded). */
  seededIn: number;
  /** True when this run seeded (false: an earlier run's data, same scale, was reused). */
  fresh: boolean;
}

/** The bench's own bookkeeping lives outside `public`, so neither the service nor PostGraphile sees it. */
const MARKER = `
  create schema if not exists forklift_bench;
  create table if not exists forklift_bench.dataset (scale float8 not null, summary jsonb not null, merchants jsonb not null, seeded_at timestamptz not null default now());
`;

/** The seeded dataset at this scale: read back when an earlier run left it, otherwise seeded now. */
export async function existingDataset(db: Client, scale: number): Promise<Dataset | null> {
  await db.query(MARKER);
  const { rows } = await db.query<{ scale: number; summary: Omit<Dataset, 'merchants' | 'fresh'>; merchants: Merchant[] }>('select * from forklift_bench.dataset');
  const found = rows.find((r) => r.scale === scale);
  return found ? { ...found.summary, merchants: found.merchants, fresh: false } : null;
}

export async function seedDataset(db: Client, orm: MikroORM, scale: number, dataDir: string): Promise<Dataset> {
  const started = performance.now();
  await db.query(MARKER);
  // What `npm start` leaves on a first start (demo warehouses, sandbox clients): the cold start then
  // measures a start on an existing data dir, not a first start.
  await ensureSandboxCredentials(orm, dataDir);
  const itemsPer = Math.max(10, Math.round((ITEMS * scale) / MERCHANTS));
  const orders = Math.max(MERCHANTS * 60, Math.round(ORDERS * scale));
  const { rows: warehouses } = await db.query<{ id: number }>('select id from warehouses order by id');
  const merchants: Merchant[] = [];
  for (let m = 0; m < MERCHANTS; m++) {
    const merchant = await createMerchant(orm, `Bench merchant ${m + 1}`);
    // Spread over the three warehouses, each merchant's stock in one, which its orders come from.
    merchant.warehouseId = warehouses[m % warehouses.length].id;
    await addItems(db, merchant.customerId, merchant.warehouseId, itemsPer, STOCK_PER_ITEM);
    merchants.push(merchant);
  }
  await db.query('begin');
  await seedOrders(db, merchants, orders);
  await db.query('commit');
  await db.query('analyze');
  const counts = await db.query<{ items: number; orders: number; lines: number; packages: number }>(
    `select (select count(*) from items where customer_id = any($1))::int as items,
            (select count(*) from orders where customer_id = any($1))::int as orders,
            (select count(*) from order_items where customer_id = any($1))::int as lines,
            (select count(*) from packages where customer_id = any($1))::int as packages`,
    [merchants.map((m) => m.customerId)],
  );
  const dataset: Dataset = { scale, merchants, ...counts.rows[0], seededIn: (performance.now() - started) / 1000, fresh: true };
  const { merchants: _kept, fresh: _now, ...summary } = dataset;
  await db.query('insert into forklift_bench.dataset (scale, summary, merchants) values ($1, $2, $3)', [scale, JSON.stringify(summary), JSON.stringify(merchants)]);
  return dataset;
}

/**
 * Orders round-robin over the merchants, oldest first (created_at one second apart), each with 1–5
 * lines of its merchant's items. Shipped orders get one package holding every line; Processing
 * ones hold their stock (order_allocations and stock.committed, with the item counters to match),
 * as allocation would have left them.
 */
async function seedOrders(db: Client, merchants: Merchant[], total: number): Promise<void> {
  const ids = merchants.map((m) => m.customerId);
  const table = JSON.stringify(merchants.map((m, ord) => ({ ord, customer_id: m.customerId, shop_id: m.shopId, warehouse_id: m.warehouseId })));
  await db.query(
    `insert into orders (customer_id, shop_id, warehouse_id, status, previous_status, email, shipping_name, shipping_address_1,
                         shipping_city, shipping_state, shipping_zip, shipping_country, shipping_country_iso2, tracking, shipped_on,
                         workable_at, address_verified, created_at, updated_at)
     select m.customer_id, m.shop_id, m.warehouse_id,
            case when g % 10 < $3 then 300 else 100 end, case when g % 10 < $3 then 100 end,
            'buyer' || g || '@example.com', 'Buyer ' || g, g || ' Bench Street', 'Columbus', 'OH', '43215', 'United States', 'US',
            case when g % 10 < $3 then array['BENCH' || g] else '{}'::text[] end,
            -- A complete US address the address rules pass, verified as a create would store it (a shipped order was).
            case when g % 10 < $3 then t.at + interval '1 day' end, t.at, true, t.at, t.at
     from generate_series(1, $1::int) g
     join jsonb_to_recordset($2::jsonb) as m(ord int, customer_id int, shop_id int, warehouse_id int) on m.ord = g % ${merchants.length}
     cross join lateral (select now() - make_interval(secs => $1::int - g) as at) t
     order by g`,
    [total, table, SHIPPED_PER_10],
  );
  // Each merchant's items numbered 0..n-1, for picking an order's lines arithmetically.
  await db.query('create temp table bench_items (id int, customer_id int, sku text, price float8, idx int) on commit drop');
  await db.query(
    `insert into bench_items
     select id, customer_id, sku, price, (row_number() over (partition by customer_id order by id) - 1)::int from items where customer_id = any($1)`,
    [ids],
  );
  await db.query('create index on bench_items (customer_id, idx)');
  // Line k of order o takes item (31·o + 97·k) mod n of its merchant: distinct items within an order.
  await db.query(
    `with n as (select customer_id, count(*)::int as n from bench_items group by customer_id)
     insert into order_items (order_id, customer_id, item_id, sku, quantity, price, created_at, updated_at)
     select o.id, o.customer_id, bi.id, bi.sku, 1 + (o.id + k) % 3, bi.price, o.created_at, o.created_at
     from orders o
     join n on n.customer_id = o.customer_id
     cross join lateral generate_series(1, 1 + (o.id * 7) % 5) k
     join bench_items bi on bi.customer_id = o.customer_id and bi.idx = (o.id * 31 + k * 97) % n.n
     where o.customer_id = any($1)
     order by o.id, k`,
    [ids],
  );
  // The tables were empty when last analyzed: planned on those figures, the packages' update of the lines
  // below looked the lines of each of 70,000 packages up by reading all 300,000 (349 of a 373 s seed).
  await db.query('analyze orders, order_items');
  await db.query(
    `with lines as (
       select order_id, array_agg(id order by id) as ids from order_items where customer_id = any($1) group by order_id
     ),
     boxed as (
       insert into packages (customer_id, order_id, shipped_on, ship_actual_cost, tracking, tracking_link, order_item_ids, created_at, updated_at)
       select o.customer_id, o.id, o.shipped_on, 7.5, o.tracking[1], 'https://tracking.example.com/' || o.tracking[1], l.ids, o.shipped_on, o.shipped_on
       from orders o join lines l on l.order_id = o.id
       where o.customer_id = any($1) and o.status = 300
       order by o.id
       returning id, order_id
     )
     update order_items oi set package_id = b.id, packed = oi.quantity from boxed b where oi.order_id = b.order_id`,
    [ids],
  );
  await db.query(
    `with held as (
       insert into order_allocations (customer_id, order_id, order_item_id, item_id, stock_id, quantity, created_at)
       select oi.customer_id, oi.order_id, oi.id, oi.item_id, s.id, oi.quantity, o.created_at
       from orders o join order_items oi on oi.order_id = o.id join stock s on s.item_id = oi.item_id
       where o.customer_id = any($1) and o.status = 100
       returning stock_id, quantity
     )
     update stock s set committed = h.quantity, updated_at = now()
     from (select stock_id, sum(quantity)::int as quantity from held group by stock_id) h where s.id = h.stock_id`,
    [ids],
  );
  await db.query(
    `update items i set sellable_quantity = i.quantity - s.committed, published_quantity = i.quantity - s.committed
     from stock s where s.item_id = i.id and i.customer_id = any($1) and s.committed > 0`,
    [ids],
  );
  await db.query(
    `update warehouse_item_counters c set sellable = s.quantity - s.committed
     from stock s where s.item_id = c.item_id and c.customer_id = any($1) and s.committed > 0`,
    [ids],
  );
  await db.query('delete from warehouse_stock_tallies where customer_id = any($1)', [ids]);
  await db.query(
    `insert into warehouse_stock_tallies (customer_id, warehouse_id, items_stocked, items_low, items_out, compacted)
     select customer_id, warehouse_id, count(*), count(*) filter (where sellable > 0 and sellable <= low_inventory_threshold), count(*) filter (where sellable <= 0), true
     from warehouse_item_counters where customer_id = any($1) group by 1, 2`,
    [ids],
  );
}
