import type { Db } from '../../../db/store';
import { insertSelect, insertTable, newRows, rowJson } from '../../../db/rows';
import type { Allocation } from '../allocation-choice';
import { Order, OrderEvent, OrderItem } from '../entities';

/** A new order, whole: its lines and its history, under the provisional ids allocation planned with. */
export interface NewOrder {
  order: Order;
  lines: OrderItem[];
  history: OrderEvent[];
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
  const tables = { orders: insertTable(em, Order), lines: insertTable(em, OrderItem), history: insertTable(em, OrderEvent) };
  const orderRows = orders.map(({ order }) => ({ key: order.id, data: rowJson(em, tables.orders, order) }));
  const lineRows = orders.flatMap(({ order, lines }) => lines.map((line) => ({ key: line.id, parent_key: order.id, data: rowJson(em, tables.lines, line, ['order_id']) })));
  const historyRows = orders.flatMap(({ order, history }) => history.map((entry) => ({ parent_key: order.id, data: rowJson(em, tables.history, entry, ['order_id']) })));
  const data = (rows: { data: Record<string, unknown> }[]) => rows.map((r) => r.data);
  const [written] = await em.execute<{ orders: { key: number; id: number }[]; lines: { key: number; id: number }[] }[]>(
    `with
     o as materialized (${newRows(tables.orders)}),
     l as materialized (${newRows(tables.lines)}),
     h as materialized (${newRows(tables.history)}),
     orders_written as (${insertSelect(tables.orders, data(orderRows), 'o', {}, 'o order by o.n')}),
     lines_written as (${insertSelect(tables.lines, data(lineRows), 'l', { order_id: 'p.id' }, 'l join o p on p.key = l.parent_key order by l.n')}),
     history_written as (${insertSelect(tables.history, data(historyRows), 'h', { order_id: 'p.id' }, 'h join o p on p.key = h.parent_key order by h.n')}),
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
            (select coalesce(json_agg(json_build_object('key', key, 'id', id)), '[]') from l) as lines`,
    [JSON.stringify(orderRows), JSON.stringify(lineRows), JSON.stringify(historyRows), JSON.stringify(allocations)],
  );
  const orderIds = new Map(written.orders.map((r) => [r.key, r.id]));
  const lineIds = new Map(written.lines.map((r) => [r.key, r.id]));
  for (const { order, lines, history } of orders) {
    order.id = orderIds.get(order.id)!;
    for (const line of lines) Object.assign(line, { id: lineIds.get(line.id)!, order_id: order.id });
    for (const entry of history) entry.order_id = order.id;
  }
}
