import { lateEdge, splitDays, splitHours } from '../../src/domain/insights/hours';

/** How a created_at range splits between the tallies' whole hours and the rows (src/domain/insights/hours.ts). */

const at = (time: string) => new Date(`2026-11-27T${time}Z`);

describe('splitHours', () => {
  it('leaves an unbounded range to the tallies alone', () => {
    expect(splitHours(null, null)).toEqual({ whole: { start: null, end: null }, edges: [] });
  });

  it('gives the rows the partial hours at each end, and the tallies the whole hours between', () => {
    expect(splitHours(at('10:20:00'), at('13:05:00'))).toEqual({
      whole: { start: at('11:00:00'), end: at('13:00:00') },
      edges: [{ start: at('10:20:00'), end: at('11:00:00') }, { start: at('13:00:00'), end: at('13:05:00') }],
    });
    expect(splitHours(at('10:20:00'), null)).toEqual({ whole: { start: at('11:00:00'), end: null }, edges: [{ start: at('10:20:00'), end: at('11:00:00') }] });
    expect(splitHours(null, at('13:05:00'))).toEqual({ whole: { start: null, end: at('13:00:00') }, edges: [{ start: at('13:00:00'), end: at('13:05:00') }] });
  });

  it('has no edge where the range starts or ends on the hour', () => {
    expect(splitHours(at('10:00:00'), at('12:00:00'))).toEqual({ whole: { start: at('10:00:00'), end: at('12:00:00') }, edges: [] });
  });

  it('gives a range holding no whole hour to the rows entirely, counting nothing twice', () => {
    // Within one hour.
    const inside = splitHours(at('10:10:00'), at('10:50:00'));
    expect(inside.edges).toEqual([{ start: at('10:10:00'), end: at('10:50:00') }]);
    expect(inside.whole.start).toEqual(inside.whole.end);
    // Across one hour's end: two edges meeting on the hour, and no whole hour.
    const across = splitHours(at('10:30:00'), at('11:20:00'));
    expect(across.edges).toEqual([{ start: at('10:30:00'), end: at('11:00:00') }, { start: at('11:00:00'), end: at('11:20:00') }]);
    expect(across.whole).toEqual({ start: at('11:00:00'), end: at('11:00:00') });
  });
});

describe('lateEdge', () => {
  it('is the hour lateBefore falls in, up to it, within the whole hours', () => {
    expect(lateEdge({ start: null, end: null }, at('10:20:00'))).toEqual({ start: at('10:00:00'), end: at('10:20:00') });
    expect(lateEdge({ start: at('10:00:00'), end: at('10:00:00') }, at('10:20:00'))).toBeNull();
    expect(lateEdge({ start: null, end: at('09:00:00') }, at('10:20:00'))).toBeNull();
    expect(lateEdge({ start: at('11:00:00'), end: null }, at('10:20:00'))).toBeNull();
  });

  it('is empty when lateBefore is on the hour: earlier hours are late whole, later ones not at all', () => {
    expect(lateEdge({ start: null, end: null }, at('10:00:00'))).toBeNull();
  });
});

describe('splitDays', () => {
  const on = (date: string, time: string) => new Date(`2026-11-${date}T${time}Z`);

  it('gives the daily tallies the whole days, and splits each end by the hour', () => {
    const split = splitDays(on('20', '10:20:00'), on('27', '13:05:00'));
    expect(split.days).toEqual({ start: on('21', '00:00:00'), end: on('27', '00:00:00') });
    expect(split.hours).toEqual([splitHours(on('20', '10:20:00'), on('21', '00:00:00')), splitHours(on('27', '00:00:00'), on('27', '13:05:00'))]);
    expect(split.hours[0].edges).toEqual([{ start: on('20', '10:20:00'), end: on('20', '11:00:00') }]);
    expect(split.hours[1].whole).toEqual({ start: on('27', '00:00:00'), end: on('27', '13:00:00') });
  });

  it('has no hours at an end that falls at midnight', () => {
    expect(splitDays(on('20', '00:00:00'), on('22', '00:00:00'))).toEqual({ days: { start: on('20', '00:00:00'), end: on('22', '00:00:00') }, hours: [] });
    expect(splitDays(on('20', '00:00:00'), on('22', '01:30:00')).hours).toEqual([splitHours(on('22', '00:00:00'), on('22', '01:30:00'))]);
  });

  it('leaves a range holding no whole day to the hours alone', () => {
    expect(splitDays(on('20', '10:20:00'), on('21', '09:00:00'))).toEqual({ days: null, hours: [splitHours(on('20', '10:20:00'), on('21', '09:00:00'))] });
    // Up to now: the days from the first whole one on, all from the daily tallies; before it, by the hour.
    expect(splitDays(on('20', '10:20:00'), null)).toEqual({ days: { start: on('21', '00:00:00'), end: null }, hours: [splitHours(on('20', '10:20:00'), on('21', '00:00:00'))] });
    expect(splitDays(on('20', '00:00:00'), null)).toEqual({ days: { start: on('20', '00:00:00'), end: null }, hours: [] });
  });
});
