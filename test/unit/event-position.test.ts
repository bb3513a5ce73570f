import type { EventPosition } from '../../src/domain/events/feed';
import { START, comparePositions } from '../../src/events/position';

const at = (tx_id: number, id: number): EventPosition => ({ tx_id, id });

describe('event positions', () => {
  it('order by the writing transaction first, then by id within it', () => {
    expect(comparePositions(at(5, 90), at(6, 10))).toBeLessThan(0);
    expect(comparePositions(at(6, 10), at(5, 90))).toBeGreaterThan(0);
    expect(comparePositions(at(6, 10), at(6, 11))).toBeLessThan(0);
    expect(comparePositions(at(6, 11), at(6, 11))).toBe(0);
  });

  it('sort an interleaved stream into transaction order, whatever the ids', () => {
    const stream = [at(8, 3), at(7, 9), at(8, 1), at(7, 2), START];
    expect([...stream].sort(comparePositions)).toEqual([START, at(7, 2), at(7, 9), at(8, 1), at(8, 3)]);
  });

  it('put the start before every event', () => {
    expect(comparePositions(START, at(1, 1))).toBeLessThan(0);
  });
});
