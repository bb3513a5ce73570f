import { type FreeStock, type Need, cover, groupBy, queueOrder, reserve } from '../../src/domain/orders/allocation-choice';

/** Allocation's choice of stock, without a database: all of an order from one warehouse, or nothing. */

const order = { id: 7, customer_id: 3 };
const need = (item_id: number, n: number, order_item_id = item_id * 10): Need => ({ order_id: order.id, order_item_id, item_id, need: n });
const row = (id: number, item_id: number, warehouse_id: number, free: number): FreeStock => ({ id, item_id, warehouse_id, free });

function shelves(rows: FreeStock[]) {
  return { stock: groupBy(rows, (r) => r.item_id, (r) => r), free: new Map(rows.map((r) => [r.id, r.free])) };
}

describe('cover', () => {
  it('takes the stock rows in the order given (the ship strategy’s), spilling over to the next', () => {
    const { stock, free } = shelves([row(1, 100, 1, 2), row(2, 100, 1, 5)]);
    const covered = cover(order, [need(100, 4)], [1], stock, free);
    expect(covered).toEqual({
      warehouseId: 1,
      taken: [
        { customer_id: 3, order_id: 7, order_item_id: 1000, item_id: 100, stock_id: 1, quantity: 2 },
        { customer_id: 3, order_id: 7, order_item_id: 1000, item_id: 100, stock_id: 2, quantity: 2 },
      ],
    });
    expect([...free]).toEqual([[1, 0], [2, 3]]);
  });

  it('chooses the first warehouse that covers every line, never splitting an order between two', () => {
    // Warehouse 1 has item 100 but not enough of 200; warehouse 2 has both.
    const { stock, free } = shelves([row(1, 100, 1, 9), row(2, 200, 1, 1), row(3, 100, 2, 1), row(4, 200, 2, 2)]);
    const covered = cover(order, [need(100, 1), need(200, 2)], [1, 2], stock, free);
    expect(covered?.warehouseId).toBe(2);
    expect(covered?.taken.map((a) => [a.stock_id, a.quantity])).toEqual([[3, 1], [4, 2]]);
    // Nothing was taken from warehouse 1 on the failed try.
    expect(free.get(1)).toBe(9);
    expect(free.get(2)).toBe(1);
  });

  it('takes nothing at all when no warehouse covers the order', () => {
    const { stock, free } = shelves([row(1, 100, 1, 3), row(2, 200, 2, 3)]);
    expect(cover(order, [need(100, 1), need(200, 1)], [1, 2], stock, free)).toBeNull();
    expect([...free]).toEqual([[1, 3], [2, 3]]);
    expect(cover(order, [need(100, 1)], [], stock, free)).toBeNull();
  });

  it('counts two lines of the same item against the same free units', () => {
    const { stock, free } = shelves([row(1, 100, 1, 3)]);
    expect(cover(order, [need(100, 2, 1), need(100, 2, 2)], [1], stock, free)).toBeNull();
    expect(free.get(1)).toBe(3);
    expect(cover(order, [need(100, 2, 1), need(100, 1, 2)], [1], stock, free)?.taken.map((a) => [a.order_item_id, a.quantity])).toEqual([[1, 2], [2, 1]]);
    expect(free.get(1)).toBe(0);
  });
});

describe('reserve', () => {
  it('holds back, in any warehouse, the free units a waiting order could use, so no order behind it takes them', () => {
    const { stock, free } = shelves([row(1, 100, 1, 2), row(2, 100, 2, 2)]);
    reserve([need(100, 3)], stock, free);
    expect([...free]).toEqual([[1, 0], [2, 1]]);
    expect(cover({ id: 8, customer_id: 3 }, [need(100, 2)], [1, 2], stock, free)).toBeNull();
    expect(cover({ id: 8, customer_id: 3 }, [need(100, 1)], [1, 2], stock, free)?.warehouseId).toBe(2);
  });
});

describe('queueOrder', () => {
  it('serves batch_priority first, then the oldest, then the lowest id', () => {
    const at = (s: string) => new Date(`2030-01-01T00:00:${s}Z`);
    const queue = [
      { id: 5, created_at: at('03'), batch_priority: false },
      { id: 4, created_at: at('01'), batch_priority: false },
      { id: 3, created_at: at('09'), batch_priority: true },
      { id: 2, created_at: at('01'), batch_priority: false },
    ];
    expect([...queue].sort(queueOrder).map((q) => q.id)).toEqual([3, 2, 4, 5]);
  });
});
