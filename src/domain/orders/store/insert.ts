import type { Db } from '../../../db/store';
import { NewRows, insertSelect, insertTable, newRows } from '../../../db/rows';
import type { Allocation } from '../allocation-choice';
import { Order, OrderEvent, OrderItem } from '../entities';

/** A new order, whole: its lines and its history, under the provisional ids allocation planned with. */
export interface NewOrder {
  order: Order;
  lines: OrderItem[];
  history: OrderEvent[];
}

/**
 * The statement for rows of these shapes, built once a shape: a statement's text is what the
 * driver prepares it by (db/driver.ts), and an order's is some 8 KB, built and hashed on every
 * create before (a bulk chunk spent 2 ms a table finding the columns its 250 rows give).
 */
const statements = new Map<string, string>();

function statementFor(rows: Record<'orders' | 'lines' | 'history', NewRows>): string {
  const key = `${rows.orders.shape} ${rows.lines.shape} ${rows.history.shape}`;
  let sql = statements.get(key);
  if (sql) return sql;
  sql = `with
     o as materialized (${newRows(rows.orders.table)}),
     l as materialized (${newRows(rows.lines.table)}),
     h as materialized (${newRows(rows.history.table)}),
     orders_written as (${insertSelect(rows.orders, 'o', {}, 'o order by o.n')}),
     lines_written as (${insertSelect(rows.lines, 'l', { order_id: 'p.id' }, 'l join o p on p.key = l.parent_key order by l.n')}),
     history_written as (${insertSelect(rows.history, 'h', { order_id: 'p.id' }, 'h join o p on p.key = h.parent_key order by h.n')}),
     chosen as (
       select a.customer_id, p.id as order_id, l.id as order_item_id, a.item_id, a.stock_id, a.quantity
       from jsonb_to_recordset(?::jsonb) as a(customer_id int, order_id bigint, order_item_id bigint, item_id int, stock_id int, quantity int)
       join o p on p.key = a.order_id join l on l.key = a.order_item_id
     ),
     held as (
       update stock set committed = stock.committed + c.quantity, updated_at = now()
       from (select stock_id, sum(quantity) as quantity from chosen group by stock_id) c
       where stock.id = c.stock_id and stock.id = any(array(select stock_id from chosen))
     ),
     allocated as (
       insert into order_allocations (customer_id, order_id, order_item_id, item_id, stock_id, quantity)
       select customer_id, order_id, order_item_id, item_id, stock_id, quantity from chosen
     )
     select (select json_agg(json_build_object('key', key, 'id', id)) from o) as orders,
            (select coalesce(json_agg(json_build_object('key', key, 'id', id)), '[]') from l) as lines`;
  // Shapes are few (which optional fields orders give); a caller varying them without end only stops the caching.
  if (statements.size < 1_000) statements.set(key, sql);
  return sql;
}

/**
 * Writes new orders in one statement: the orders, their lines, the allocations chosen for them
 * (moving stock.committed), and their history. Each row draws its id from its table's sequence in
 * input order; allocations and history name their order and line by the provisional ids they were
 * planned with (`order.id`, `line.id`), which are then replaced by the new ones on the objects.
 * The tenant of every row is the order's, set by the caller as for any write.
 */
export async function insertOrders(ctx: Db, orders: NewOrder[], allocations: Allocation[]): Promise<void> {
  if (!orders.length) return;
  const em = ctx.em;
  const rows = { orders: new NewRows(em, insertTable(em, Order)), lines: new NewRows(em, insertTable(em, OrderItem), ['order_id']), history: new NewRows(em, insertTable(em, OrderEvent), ['order_id']) };
  for (const { order, lines, history } of orders) {
    rows.orders.add(order, order.id);
    for (const line of lines) rows.lines.add(line, line.id, order.id);
    for (const entry of history) rows.history.add(entry, undefined, order.id);
  }
  const [written] = await em.execute<{ orders: { key: number; id: number }[]; lines: { key: number; id: number }[] }[]>(
    statementFor(rows),
    [JSON.stringify(rows.orders.rows), JSON.stringify(rows.lines.rows), JSON.stringify(rows.history.rows), JSON.stringify(allocations)],
  );
  const orderIds = new Map(written.orders.map((r) => [r.key, r.id]));
  const lineIds = new Map(written.lines.map((r) => [r.key, r.id]));
  for (const { order, lines, history } of orders) {
    order.id = orderIds.get(order.id)!;
    for (const line of lines) Object.assign(line, { id: lineIds.get(line.id)!, order_id: order.id });
    for (const entry of history) entry.order_id = order.id;
  }
}
