import { bucketStart } from './arguments';

/**
 * How a range of created_at splits between the tallies and the rows they count. The tallies
 * (order_tallies, event_tallies) count per whole hour (UTC), so a range [from, to) is answered in two
 * parts: the whole hours inside it from the tallies, and the partial hours at its ends from the rows
 * themselves (at most an hour at each end, read by their created_at index). Event tallies are kept
 * per whole day too (event_day_tallies): a daily range takes its whole days from them, and splits the
 * rest at each end by the hour. Pure: test/unit covers it.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** [start, end): a null end is unbounded on that side. */
export interface Span {
  start: Date | null;
  end: Date | null;
}

/** [start, end), bounded: a part of a range that the rows count. */
export interface Edge {
  start: Date;
  end: Date;
}

export interface HourSplit {
  /** The whole hours inside the range: tally rows whose hour is in it are counted whole. */
  whole: Span;
  /** The rest of the range, before and after the whole hours, each within one hour; none where the range is unbounded or starts or ends on the hour. */
  edges: Edge[];
}

const floorHour = (at: Date) => bucketStart(at, 'hour');
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);
const floorDay = (at: Date) => bucketStart(at, 'day');
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

const nonEmpty = (edges: Edge[]) => edges.filter((e) => e.start < e.end);

export function splitHours(from: Date | null, to: Date | null): HourSplit {
  let start = from && ceilHour(from);
  let end = to && floorHour(to);
  // A range within one hour, or across one hour's end, holds no whole hour: its rows count it all.
  if (from && to && start! > end!) start = end = to;
  return {
    whole: { start, end },
    edges: nonEmpty([...(from ? [{ start: from, end: start! }] : []), ...(to ? [{ start: end!, end: to }] : [])]),
  };
}

export interface DaySplit {
  /** The whole days inside the range, null when it holds none. */
  days: Span | null;
  /** The rest at each end (less than a day), split by the hour; empty ones left out. */
  hours: HourSplit[];
}

/**
 * A range [from, to) as whole days, and whole and partial hours at its ends. A null `to` is now:
 * the tallies of the day (and hour) under way hold everything written so far, so they count whole.
 */
export function splitDays(from: Date, to: Date | null): DaySplit {
  const start = ceilDay(from);
  if (!to) return { days: { start, end: null }, hours: from < start ? [splitHours(from, start)] : [] };
  const end = floorDay(to);
  if (start >= end) return { days: null, hours: [splitHours(from, to)] };
  const ends = [...(from < start ? [splitHours(from, start)] : []), ...(end < to ? [splitHours(end, to)] : [])];
  return { days: { start, end }, hours: ends };
}

/**
 * The part of the whole hours where tallied orders may or may not be late: the hour `lateBefore`
 * falls in, up to `lateBefore`. A tally row of an earlier hour is late whole, of a later one not at
 * all; in this span the rows say which orders are late. Null when it is empty.
 */
export function lateEdge(whole: Span, lateBefore: Date): Edge | null {
  const hour = floorHour(lateBefore);
  const start = whole.start && whole.start > hour ? whole.start : hour;
  const end = whole.end && whole.end < lateBefore ? whole.end : lateBefore;
  return nonEmpty([{ start, end }])[0] ?? null;
}

/** The first hour whose tally rows are not wholly late. */
export const lateHour = floorHour;
