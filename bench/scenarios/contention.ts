import { call, seededRandom } from '../api';
import type { BenchContext } from '../context';
import { addItems, createMerchant, tokenFor } from '../merchants';

const ORDERS = 200;
const SKUS = 5;
/** Units of each SKU: 5 × 40 = 200 units against about 600 asked for. */
const STOCK = 40;

export interface ContentionFigures {
  orders: number;
  skus: number;
  stockPerSku: number;
  unitsDemanded: number;
  seconds: number;
  ordersPerSecond: number;
  /** HTTP status → how many answers. */
  answers: Record<string, number>;
  processing: number;
  waiting: number;
  unitsCommitted: number;
  /** Each oversell check, and what it found wrong (empty: none). */
  checks: { name: string; violations: number }[];
  oversold: boolean;
}

/**
 * 200 orders sent at once for 1–2 lines each of 5 SKUs whose stock covers about a third of the
 * demand, through POST /api/v2/orders. Then SQL checks that nothing was oversold.
 */
export async function measureContention(ctx: BenchContext): Promise<ContentionFigures> {
  const merchant = await createMerchant(ctx.orm, `Bench contention ${Date.now()}`);
  const itemIds = await addItems(ctx.sql, merchant.customerId, merchant.warehouseId, SKUS, STOCK);
  const token = await tokenFor(ctx.forklift.url, merchant);
  const random = seededRandom(200);
  let unitsDemanded = 0;
  const bodies = Array.from({ length: ORDERS }, (_, i) => {
    const skus = new Set<number>();
    const n = 1 + Math.floor(random() * 2);
    while (skus.size < n) skus.add(itemIds[Math.floor(random() * SKUS)]);
    const order_items = [...skus].map((item_id) => ({ item_id, quantity: 1 + Math.floor(random() * 3) }));
    unitsDemanded += order_items.reduce((sum, l) => sum + l.quantity, 0);
    return { email: `rush${i}@example.com`, shipping_name: `Rush ${i}`, order_items };
  });
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body) => call(ctx.forklift.url, token, 'POST', '/api/v2/orders', body)));
  const seconds = (performance.now() - started) / 1000;
  const statusCount: Record<string, number> = {};
  for (const a of answers) statusCount[a.status] = (statusCount[a.status] ?? 0) + 1;

  // Each check counts violations among the merchant's ($1) rows of the contended items ($2).
  const q = async (text: string) => (await ctx.sql.query<{ n: number }>(text, [merchant.customerId, itemIds])).rows[0].n;
  const checks = [
    {
      name: 'stock rows with committed above on hand (or negative)',
      violations: await q('select count(*)::int as n from stock where customer_id = $1 and item_id = any($2) and (committed > quantity or committed < 0 or quantity < 0)'),
    },
    {
      name: 'stock rows whose committed differs from the allocations held on them',
      violations: await q(`select count(*)::int as n from stock s
        where s.customer_id = $1 and s.item_id = any($2)
          and s.committed <> coalesce((select sum(a.quantity) from order_allocations a where a.stock_id = s.id), 0)`),
    },
    {
      name: `SKUs allocated beyond the ${STOCK} units received`,
      violations: await q(`select count(*)::int as n from (
        select a.item_id from order_allocations a where a.customer_id = $1 and a.item_id = any($2) group by a.item_id having sum(a.quantity) > ${STOCK}) x`),
    },
    {
      name: 'Processing orders with a line not fully allocated',
      violations: await q(`select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id
        where o.customer_id = $1 and o.status = 100 and oi.item_id = any($2)
          and oi.quantity <> coalesce((select sum(a.quantity) from order_allocations a where a.order_item_id = oi.id), 0)`),
    },
    {
      name: 'waiting (Insufficient Inventory) orders holding stock',
      violations: await q(`select count(*)::int as n from order_allocations a join orders o on o.id = a.order_id
        where o.customer_id = $1 and o.status = 95 and a.item_id = any($2)`),
    },
    {
      name: 'items whose counters disagree with their stock',
      violations: await q(`select count(*)::int as n from items i join (
          select item_id, sum(quantity) as q, sum(quantity - committed) as s from stock where customer_id = $1 group by item_id) st on st.item_id = i.id
        where i.id = any($2) and (i.quantity <> st.q or i.sellable_quantity <> st.s or i.sellable_quantity < 0)`),
    },
  ];
  const { rows } = await ctx.sql.query<{ processing: number; waiting: number; committed: number }>(
    `select count(*) filter (where status = 100)::int as processing, count(*) filter (where status = 95)::int as waiting,
            (select coalesce(sum(committed), 0)::int from stock where item_id = any($2)) as committed
     from orders where customer_id = $1`,
    [merchant.customerId, itemIds],
  );
  const figures: ContentionFigures = {
    orders: ORDERS,
    skus: SKUS,
    stockPerSku: STOCK,
    unitsDemanded,
    seconds,
    ordersPerSecond: ORDERS / seconds,
    answers: statusCount,
    processing: rows[0].processing,
    waiting: rows[0].waiting,
    unitsCommitted: rows[0].committed,
    checks,
    oversold: checks.some((c) => c.violations > 0),
  };
  ctx.log(`  ${ORDERS} orders in ${seconds.toFixed(2)} s (${figures.ordersPerSecond.toFixed(0)}/s), answers ${JSON.stringify(statusCount)}; ${figures.processing} Processing, ${figures.waiting} waiting; ${figures.unitsCommitted}/${SKUS * STOCK} units committed; oversold: ${figures.oversold ? checks.filter((c) => c.violations).map((c) => `${c.name} (${c.violations})`).join('; ') : 'no'}`);
  return figures;
}
