import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { Item } from '../items/entities';
import { SELLABLE_ROLES } from '../warehouses/entities';
import { badInput } from '../../shared/errors';
import { pgArray } from '../../db/sql';
import { COMPLETED } from '../shipnotices/entities';
import { MAX_UNITS } from './units';
import { bundleLeaves, bundlesAbove } from './bundle-sql';
import { shippable } from './shippable';
import type { TransactionReason } from './entities';

/**
 * The only writer of stock. Every change goes through `changeStock`, which moves the stock rows and
 * writes the matching item transactions in one statement, and `refreshItemCounters`, which
 * recomputes the stored counters on items (and the bundles above them) from the stock rows.
 * Callers lock the items first (`lockItems`) and do all of it inside the mutation's transaction,
 * so the ledger always sums to the stock and the counters never drift.
 */


export interface StockChange {
  customer_id: number;
  item_id: number;
  location_id: number;
  lot_id: number | null;
  change: number;
  reason: TransactionReason;
  description: string;
  shipnotice_id?: number | null;
  shipnotice_item_id?: number | null;
  order_id?: number | null;
  consumer_return_id?: number | null;
  /** The input field that asked for the change, named if it would take the item past MAX_UNITS. */
  field?: string;
}

/**
 * Refuses changes that would take an item's total past MAX_UNITS (a database error otherwise),
 * naming the field of the change that crosses it. Checks the total before plus every unit added,
 * so no stock row and no running ledger quantity can cross it either.
 */
function requireRoom(changes: StockChange[], totals: { item_id: number; total: number }[]): void {
  const running = new Map(totals.map((t) => [t.item_id, Number(t.total)]));
  for (const c of changes) {
    if (c.change <= 0) continue;
    const total = (running.get(c.item_id) ?? 0) + c.change;
    running.set(c.item_id, total);
    if (total > MAX_UNITS) throw badInput(c.field ?? 'quantity', `would bring item ${c.item_id} to ${total} units; one item holds at most ${MAX_UNITS}`);
  }
}

/**
 * Locks the items and every bundle above them, in id order (so two writers never deadlock), for
 * the rest of the transaction: counters are then recomputed from a stable picture.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: inserting a row that references an item (an order line, a
 * ship notice line) takes FOR KEY SHARE on it, which FOR UPDATE waits for. Two orders for the same
 * item, each inserting its line and then locking the item, deadlocked; NO KEY UPDATE still
 * serializes the writers (it conflicts with itself and with UPDATE) but not with those inserts.
 */
export async function lockItems(em: EntityManager, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const held = heldBy.get(em);
  if (held && itemIds.every((id) => held.has(id))) return;
  await lockItemRows(
    em,
    `with recursive ${bundlesAbove('select unnest(?::int[])')}
     select id from items where id in (select id from up) order by id for no key update`,
    [pgArray(itemIds)],
  );
}

/**
 * The items each transaction holds locked (each lock statement takes the bundles above what it
 * names, so the set is closed upwards): a later lockItems of held items sends no statement. Row
 * locks last until the transaction ends, and a unit of work never rolls back to a savepoint.
 */
const heldBy = new WeakMap<EntityManager, Set<number>>();

/** Runs `sql`, a statement that locks item rows and returns their ids, and remembers them for the transaction. */
export async function lockItemRows<T extends { id: number }>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const rows = await em.execute<T[]>(sql, params);
  if (em.isInTransaction()) {
    const held = heldBy.get(em) ?? new Set<number>();
    heldBy.set(em, held);
    for (const row of rows) held.add(row.id);
  }
  return rows;
}

/** Whether the transaction already holds every one of these items locked. */
export const holdsLocks = (em: EntityManager, itemIds: number[]) => itemIds.every((id) => heldBy.get(em)?.has(id));

/**
 * Applies the changes to stock rows and writes one item transaction per change, whose `quantity`
 * is the item's on-hand total across every role after it. Two statements: missing stock rows are
 * made empty first (a CHECK is evaluated on a proposed insert before ON CONFLICT could turn it into
 * an update), reading the items' totals, which must leave room for what is added; then one
 * statement moves the stock and writes the ledger, reading the `before` totals from the snapshot
 * it starts with. A change that would take stock below zero fails the stock CHECK and rolls the
 * mutation back.
 */
export async function changeStock(em: EntityManager, userId: number | null, changes: StockChange[]): Promise<void> {
  if (!changes.length) return;
  const rows = JSON.stringify(changes.map((c, ord) => ({ ord, ...c })));
  const input = `input as (
    select * from jsonb_to_recordset(?::jsonb) as x(
      ord int, customer_id int, item_id int, location_id int, lot_id int, change int, reason text, description text,
      shipnotice_id int, shipnotice_item_id int, order_id int, consumer_return_id int)
  )`;
  // The same statement reads each item's total (from the snapshot before the empty rows it adds).
  const totals = await em.execute<{ item_id: number; total: number }[]>(
    `with ${input},
     made as (
       insert into stock (customer_id, item_id, location_id, lot_id, quantity)
       select distinct customer_id, item_id, location_id, lot_id, 0 from input
       on conflict (item_id, location_id, lot_id) do nothing
     )
     select item_id, sum(quantity)::float8 as total from stock where item_id in (select item_id from input) group by item_id`,
    [rows],
  );
  requireRoom(changes, totals);
  await em.execute(
    `with ${input},
     -- A data-modifying CTE runs whether or not it is read.
     moved as (
       update stock set quantity = stock.quantity + a.change, updated_at = now()
       from (select item_id, location_id, lot_id, sum(change) as change from input group by 1, 2, 3) a
       where stock.item_id = a.item_id and stock.location_id = a.location_id and stock.lot_id is not distinct from a.lot_id
     ),
     before as (
       select item_id, sum(quantity) as total from stock where item_id in (select item_id from input) group by item_id
     )
     insert into item_transactions (customer_id, item_id, reason, change, quantity, description, warehouse_id, location_id, lot_id,
                                    order_id, shipnotice_id, shipnotice_item_id, consumer_return_id, user_id)
     select i.customer_id, i.item_id, i.reason, i.change,
            coalesce(b.total, 0) + sum(i.change) over (partition by i.item_id order by i.ord),
            i.description, l.warehouse_id, i.location_id, i.lot_id, i.order_id, i.shipnotice_id, i.shipnotice_item_id, i.consumer_return_id, ?
     from input i join locations l on l.id = i.location_id left join before b on b.item_id = i.item_id
     order by i.ord`,
    [rows, userId],
  );
}

/**
 * Writes fresh counters (a `fresh(id, q, s, p, old_s)` relation) into items, bumping updated_at
 * only where they changed, and records items whose sellable stock fell to their low-inventory
 * threshold. Returns the rows that changed.
 */
const WRITE_COUNTERS = `
  updated as (
    update items set quantity = f.q, sellable_quantity = f.s, published_quantity = f.p, updated_at = now()
    from fresh f
    where items.id = f.id and (items.quantity, items.sellable_quantity, items.published_quantity) is distinct from (f.q, f.s, f.p)
    returning items.id, items.customer_id, items.quantity, items.sellable_quantity, items.published_quantity, items.low_inventory_threshold, items.is_bundle, f.old_s
  ),
  crossed as (
    insert into low_inventory_crossings (customer_id, item_id, quantity, threshold)
    select customer_id, id, sellable_quantity, low_inventory_threshold from updated
    where low_inventory_threshold is not null and old_s > low_inventory_threshold and sellable_quantity <= low_inventory_threshold
    returning item_id, threshold
  )
  select u.id, u.customer_id, u.quantity, u.sellable_quantity, u.published_quantity, u.old_s, c.threshold
  from updated u left join crossed c on c.item_id = u.id
  order by u.is_bundle, u.id`;

/**
 * Fresh counters of the items and of every bundle above them, as `fresh(id, q, s, p, old_s)`.
 * Plain items: on hand and sellable in sellable roles, of stock that may ship (shippable.ts: lots
 * inside the item's expiration_period count in neither); published adds open inbound when the item
 * asks for it, counted up to MAX_UNITS (ship notices announce up to that much each). Bundles: each is
 * flattened to its leaf items with the total needed per bundle, and can be made as often as its
 * scarcest leaf allows, reading the leaves' fresh counters where this statement recomputes them.
 */
const FRESH_COUNTERS = `
  with recursive ${bundlesAbove('select unnest(?::int[])')},
  bundles as (select id from items where id in (select id from up) and is_bundle),
  ${bundleLeaves('select id from bundles')},
  targets as (select id from items where id = any(?::int[]) and not is_bundle),
  on_hand as (
    select s.item_id, sum(s.quantity) as quantity, sum(s.quantity - s.committed) as sellable
    from stock s join locations l on l.id = s.location_id join items si on si.id = s.item_id left join lots lot on lot.id = s.lot_id
    where s.item_id in (select id from targets) and l.role = any(?::text[]) and ${shippable('lot', 'si')}
    group by s.item_id
  ),
  inbound as (
    select si.item_id, sum(greatest(si.quantity - si.quantity_good - si.quantity_damaged, 0)) as inbound
    from shipnotice_items si join shipnotices sn on sn.id = si.shipnotice_id
    where si.item_id in (select id from targets) and sn.status < ${COMPLETED} and si.include_in_published
    group by si.item_id
  ),
  plain as (
    select i.id, coalesce(o.quantity, 0)::int as q, coalesce(o.sellable, 0)::int as s,
           least(coalesce(o.sellable, 0) + case when i.include_inbound_in_published then coalesce(n.inbound, 0) else 0 end, ${MAX_UNITS})::int as p,
           i.sellable_quantity as old_s
    from items i left join on_hand o on o.item_id = i.id left join inbound n on n.item_id = i.id
    where i.id in (select id from targets)
  ),
  leaf as (
    select i.id, coalesce(p.s, i.sellable_quantity) as s, coalesce(p.p, i.published_quantity) as p
    from items i left join plain p on p.id = i.id where i.id in (select item_id from leaves)
  ),
  fresh as (
    select * from plain
    union all
    select b.id,
           coalesce(min(greatest(f.s, 0) / l.need), 0)::int as q,
           coalesce(min(greatest(f.s, 0) / l.need), 0)::int as s,
           coalesce(min(greatest(f.p, 0) / l.need), 0)::int as p,
           bi.sellable_quantity as old_s
    from bundles b join items bi on bi.id = b.id
    left join leaves l on l.root = b.id left join leaf f on f.id = l.item_id
    group by b.id, bi.sellable_quantity
  ),`;

interface CounterRow {
  id: number;
  customer_id: number;
  quantity: number;
  sellable_quantity: number;
  published_quantity: number;
  old_s: number;
  /** Set when sellable stock just fell to the item's low-inventory threshold. */
  threshold: number | null;
}

/**
 * Recomputes quantity, sellable and published counters of the items and of every bundle that
 * contains them, brings any copies already loaded in this EntityManager up to date, and announces
 * item.inventory_changed for each item whose counters moved (item.low_inventory for a crossing).
 */
export async function refreshItemCounters(ctx: Pick<RequestContext, 'em' | 'events'>, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const { em } = ctx;
  const rows = await em.execute<CounterRow[]>(`${FRESH_COUNTERS}${WRITE_COUNTERS}`, [pgArray(itemIds), pgArray(itemIds), pgArray(SELLABLE_ROLES)]);
  for (const row of rows) {
    const details = { quantity: row.quantity, sellable_quantity: row.sellable_quantity, published_quantity: row.published_quantity, previous_sellable_quantity: row.old_s };
    ctx.events.emit('item.inventory_changed', row, details);
    if (row.threshold != null) ctx.events.emit('item.low_inventory', row, { ...details, low_inventory_threshold: row.threshold });
    const loaded = em.getUnitOfWork().getById<Item>(Item.name, row.id);
    if (!loaded) continue;
    // Counters are read-only in the entity (see items/entities.ts): no flush writes them back.
    Object.assign(loaded, { quantity: row.quantity, sellable_quantity: row.sellable_quantity, published_quantity: row.published_quantity });
  }
}
