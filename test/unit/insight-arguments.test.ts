import { MAX_BUCKETS, boundedInt, bucketStart, createdRange, throughputBuckets } from '../../src/domain/insights/arguments';
import { ForkliftError } from '../../src/shared/errors';

/** The aggregates' argument rules (src/domain/insights/arguments.ts): bounds, ranges and the buckets of a throughput chart. */

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ForkliftError);
    return [(e as ForkliftError).code, (e as ForkliftError).field];
  }
  throw new Error('not refused');
};

describe('boundedInt', () => {
  it('takes integers within the bounds and refuses the rest by name', () => {
    expect(boundedInt('late_after_hours', 1, 1, 8760)).toBe(1);
    expect(boundedInt('late_after_hours', 8760, 1, 8760)).toBe(8760);
    for (const bad of [0, 8761, 1.5, Number.NaN]) expect(fieldOf(() => boundedInt('late_after_hours', bad, 1, 8760))).toEqual(['BAD_USER_INPUT', 'late_after_hours']);
  });
});

describe('createdRange', () => {
  it('takes either end alone, and refuses an empty or inverted range naming created_to', () => {
    const a = new Date('2026-01-01T00:00:00Z');
    const b = new Date('2026-01-02T00:00:00Z');
    expect(createdRange(a, null)).toEqual({ from: a, to: null });
    expect(createdRange(undefined, b)).toEqual({ from: null, to: b });
    expect(fieldOf(() => createdRange(b, a))).toEqual(['BAD_USER_INPUT', 'created_to']);
    expect(fieldOf(() => createdRange(a, a))).toEqual(['BAD_USER_INPUT', 'created_to']);
  });
});

describe('throughput buckets', () => {
  it('start at from rounded down to its UTC hour or day and end before to', () => {
    const from = new Date('2026-03-10T10:42:00Z');
    expect(bucketStart(from, 'hour').toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(bucketStart(from, 'day').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(throughputBuckets(from, new Date('2026-03-10T13:00:00Z'), 'hour').map((d) => d.toISOString())).toEqual([
      '2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z', '2026-03-10T12:00:00.000Z',
    ]);
    expect(throughputBuckets(from, new Date('2026-03-10T13:00:01Z'), 'hour')).toHaveLength(4);
    expect(throughputBuckets(from, new Date('2026-03-12T00:00:00Z'), 'day').map((d) => d.toISOString())).toEqual(['2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z']);
  });

  it(`answer at most ${MAX_BUCKETS} buckets, and refuse a range that ends before it starts`, () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(throughputBuckets(from, new Date(from.getTime() + MAX_BUCKETS * 3_600_000), 'hour')).toHaveLength(MAX_BUCKETS);
    expect(fieldOf(() => throughputBuckets(from, new Date(from.getTime() + (MAX_BUCKETS + 1) * 3_600_000), 'hour'))).toEqual(['BAD_USER_INPUT', 'from']);
    expect(fieldOf(() => throughputBuckets(from, from, 'day'))).toEqual(['BAD_USER_INPUT', 'to']);
  });
});
