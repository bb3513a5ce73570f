import { ORDER_ACTIONS } from '../../src/domain/orders/transitions';
import {
  ALLOCATING, CANCELLED, FIELDS_UPDATEABLE, INITIAL_STATUSES, ITEMS_UPDATEABLE, ORDER_STATUSES, ORDER_TRANSITIONS, PAUSED, PENDING_RETURN, PROCESSING, SHIPPED, describeStatuses, orderStatusName,
} from '../../src/domain/orders/statuses';

/** The order state table (src/domain/orders/statuses.ts) on its own: every move names real statuses. */

const known = Object.keys(ORDER_STATUSES).map(Number);

describe('ORDER_TRANSITIONS', () => {
  it('moves only from and to statuses the spec names', () => {
    for (const [name, t] of Object.entries(ORDER_TRANSITIONS)) {
      expect({ name, unknown: t.from.filter((s) => !known.includes(s)) }).toEqual({ name, unknown: [] });
      expect({ name, unknown: t.to.filter((s) => !known.includes(s)) }).toEqual({ name, unknown: [] });
      expect(t.to.length).toBeGreaterThan(0);
    }
    for (const list of [ITEMS_UPDATEABLE, FIELDS_UPDATEABLE, ALLOCATING]) expect(list.filter((s) => !known.includes(s))).toEqual([]);
  });

  const outOf = (status: number) => Object.entries(ORDER_TRANSITIONS).filter(([, t]) => (t.from as readonly number[]).includes(status)).map(([name]) => name);
  const into = (status: number) => Object.entries(ORDER_TRANSITIONS).filter(([, t]) => (t.to as readonly number[]).includes(status)).map(([name]) => name);

  it('lets nothing out of Cancelled, and a Shipped order only into a return', () => {
    expect(outOf(CANCELLED)).toEqual([]);
    expect(outOf(SHIPPED)).toEqual(['return_opened']);
    expect(ORDER_TRANSITIONS.return_opened.to).toEqual([PENDING_RETURN]);
    expect(outOf(PAUSED)).toEqual(['cancel', 'unpause', 'simulate_processing']);
  });

  it('reaches Cancelled only by a cancel and Shipped only by a shipment (or a withdrawn return going back)', () => {
    expect(into(CANCELLED)).toEqual(['cancel']);
    expect(into(SHIPPED)).toEqual(['simulate_shipped', 'return_withdrawn']);
    // No move both ships and cancels: the two ends exclude each other.
    expect(outOf(CANCELLED).filter((m) => into(SHIPPED).includes(m))).toEqual([]);
  });

  it('moves every order somewhere else, but for what may stay where it is (allocating afresh, packing again, a second return)', () => {
    const loops = Object.entries(ORDER_TRANSITIONS).filter(([, t]) => t.to.some((to) => (t.from as readonly number[]).includes(to))).map(([name]) => name);
    expect(loops).toEqual(['reallocate', 'simulate_processing', 'simulate_packed', 'lines_changed', 'lot_expired', 'return_opened']);
    // Releasing ends in Processing, or is refused for want of stock: it never leaves an order waiting.
    expect(ORDER_TRANSITIONS.simulate_processing).toMatchObject({ to: [PROCESSING], from: expect.arrayContaining([PROCESSING]) });
  });

  it('starts a new order only where it can be recorded or allocated', () => {
    expect(INITIAL_STATUSES.filter((s) => !known.includes(s))).toEqual([]);
    expect(INITIAL_STATUSES).not.toContain(CANCELLED);
    expect(INITIAL_STATUSES).not.toContain(SHIPPED);
  });
});

describe('ORDER_ACTIONS', () => {
  it('lists the callers’ actions, not the sandbox’s simulations, each saying where it is allowed', () => {
    expect(ORDER_ACTIONS.map((a) => a.name)).toEqual(['cancel', 'pause', 'unpause', 'reallocate']);
    expect(ORDER_ACTIONS.find((a) => a.name === 'unpause')).toEqual({ name: 'unpause', description: expect.any(String), allowed_when: 'Paused (90)' });
  });
});

describe('status names', () => {
  it('names a known code and shows an unknown one as its number', () => {
    expect(orderStatusName(100)).toBe('Processing');
    expect(orderStatusName(999)).toBe('999');
    expect(describeStatuses([95, 100])).toBe('Insufficient Inventory (95), Processing (100)');
  });
});
