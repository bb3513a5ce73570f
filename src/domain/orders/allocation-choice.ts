/**
 * Allocation's choice, without the database: which stock rows an order takes, from which warehouse,
 * and in what order the queue is served. allocation.ts reads the rows and writes what is chosen.
 */

/** What one order line needs of one leaf item (a bundle line needs its components). */
export interface Need {
  order_id: number;
  order_item_id: number;
  item_id: number;
  need: number;
}

/** A stock row's free units, in the order the item's ship_strategy picks them. */
export interface FreeStock {
  id: number;
  item_id: number;
  warehouse_id: number;
  free: number;
}

export interface Allocation {
  customer_id: number;
  order_id: number;
  order_item_id: number;
  item_id: number;
  stock_id: number;
  quantity: number;
}

/** An order's place in the queue for stock: batch_priority first, then the oldest, then the lowest id. */
export interface Queued {
  id: number;
  created_at: Date;
  batch_priority: boolean;
}

export const queueOrder = (a: Queued, b: Queued) =>
  Number(b.batch_priority) - Number(a.batch_priority) || a.created_at.getTime() - b.created_at.getTime() || a.id - b.id;

/** Values grouped under their key, in the order given. */
export function groupBy<T, V>(rows: T[], keyOf: (row: T) => number, valueOf: (row: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(valueOf(row));
    else groups.set(keyOf(row), [valueOf(row)]);
  }
  return groups;
}

/**
 * Holds back, for an order that could not be covered, the free units it could use (in any of the
 * customer's warehouses), so no order behind it in the queue takes them.
 */
export function reserve(needs: Need[], stock: Map<number, FreeStock[]>, free: Map<number, number>): void {
  for (const need of needs) {
    let missing = need.need;
    for (const row of stock.get(need.item_id) ?? []) {
      if (missing === 0) break;
      const held = Math.min(free.get(row.id)!, missing);
      free.set(row.id, free.get(row.id)! - held);
      missing -= held;
    }
  }
}

type Claimant = { id: number; customer_id: number };

/** Takes every need from one warehouse's free stock, or nothing at all. `free` is updated only on success. */
function take(order: Claimant, needs: Need[], warehouseId: number, stock: Map<number, FreeStock[]>, free: Map<number, number>): Allocation[] | null {
  const planned = new Map<number, number>();
  const allocations: Allocation[] = [];
  for (const need of needs) {
    let missing = need.need;
    for (const row of stock.get(need.item_id) ?? []) {
      if (missing === 0) break;
      if (row.warehouse_id !== warehouseId) continue;
      const available = free.get(row.id)! - (planned.get(row.id) ?? 0);
      if (available <= 0) continue;
      const quantity = Math.min(available, missing);
      planned.set(row.id, (planned.get(row.id) ?? 0) + quantity);
      allocations.push({ customer_id: order.customer_id, order_id: order.id, order_item_id: need.order_item_id, item_id: need.item_id, stock_id: row.id, quantity });
      missing -= quantity;
    }
    if (missing > 0) return null;
  }
  for (const [id, quantity] of planned) free.set(id, free.get(id)! - quantity);
  return allocations;
}

/**
 * The first of the candidate warehouses (the customer's, default first) that covers every need of
 * the order, and what it takes there; null when none does (an order is never split between them).
 */
export function cover(
  order: Claimant, needs: Need[], candidates: number[], stock: Map<number, FreeStock[]>, free: Map<number, number>,
): { warehouseId: number; taken: Allocation[] } | null {
  for (const warehouseId of candidates) {
    const taken = take(order, needs, warehouseId, stock, free);
    if (taken) return { warehouseId, taken };
  }
  return null;
}
