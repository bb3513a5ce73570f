import { ORDER_ACTIONS } from '../../src/domain/orders/transitions';
import { ALLOCATING, CANCELLED, FIELDS_UPDATEABLE, ITEMS_UPDATEABLE, ORDER_STATUSES, ORDER_TRANSITIONS, PAUSED, PROCESSING, SHIPPED, describeStatuses, orderStatusName } from '../../src/domain/orders/statuses';

/** The order state table (src/domain/orders/statuses.ts) on its own: every move names real statuses. */

const known = Object.keys(ORDER_STATUSES).map(Number);

describe('ORDER_TRANSITIONS', () => {
  it('moves only from and to statuses the spec names', () => {
    for (const [name, t] of Object.entries(ORDER_TRANSITIONS)) {
      expect({ name, unknown: t.from.filter((s) => !known.includes(s)) }).toEqual({ name, unknown: [] });
      if (typeof t.to === 'number') expect(known).toContain(t.to);
    }
    for (const list of [ITEMS_UPDATEABLE, FIELDS_UPDATEABLE, ALLOCATING]) expect(list.filter((s) => !known.includes(s))).toEqual([]);
  });

  it('lets nothing move out of Cancelled or Shipped', () => {
    const outOf = (status: number) => Object.entries(ORDER_TRANSITIONS).filter(([, t]) => (t.from as readonly number[]).includes(status)).map(([name]) => name);
    expect(outOf(CANCELLED)).toEqual([]);
    expect(outOf(SHIPPED)).toEqual([]);
    expect(outOf(PAUSED)).toEqual(['cancel', 'unpause', 'simulate_processing']);
  });

  it('moves every order somewhere else, but for packing a Packed order again (the sandbox may repeat it)', () => {
    const loops = Object.entries(ORDER_TRANSITIONS).filter(([, t]) => typeof t.to === 'number' && (t.from as readonly number[]).includes(t.to)).map(([name]) => name);
    expect(loops).toEqual(['simulate_packed']);
    // Releasing runs allocation, which ends in Processing or Insufficient Inventory whatever the start.
    expect(ORDER_TRANSITIONS.simulate_processing).toMatchObject({ to: 'allocate', from: expect.arrayContaining([PROCESSING]) });
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
