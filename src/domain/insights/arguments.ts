import { badInput } from '../../shared/errors';

/**
 * The aggregates' arguments, checked before anything reads: a bad one is a BAD_USER_INPUT naming
 * it (REST 422), never a statement PostgreSQL refuses. Pure, so test/unit covers every bound.
 */

export type TimeBucket = 'hour' | 'day';

const BUCKET_MS: Record<TimeBucket, number> = { hour: 3_600_000, day: 86_400_000 };

/** 31 days of hours: a month's chart at its finest, and a year of days fits as well. */
export const MAX_BUCKETS = 744;

/** An integer argument within [min, max], or the caller's error naming it. */
export function boundedInt(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(field, `must be an integer from ${min} to ${max}`);
  return value;
}

/** created_from before created_to, both optional. */
export function createdRange(from: Date | null | undefined, to: Date | null | undefined): { from: Date | null; to: Date | null } {
  if (from && to && from.getTime() >= to.getTime()) throw badInput('created_to', 'must be later than created_from');
  return { from: from ?? null, to: to ?? null };
}

/** The start (UTC) of the bucket `at` falls in. */
export const bucketStart = (at: Date, bucket: TimeBucket): Date => new Date(Math.floor(at.getTime() / BUCKET_MS[bucket]) * BUCKET_MS[bucket]);

/**
 * Every bucket start from `from`'s bucket up to (not including) `to`: the rows order_throughput
 * answers, empty buckets included, so a chart's x axis has no holes.
 */
export function throughputBuckets(from: Date, to: Date, bucket: TimeBucket): Date[] {
  if (to.getTime() <= from.getTime()) throw badInput('to', 'must be later than from');
  const first = bucketStart(from, bucket).getTime();
  const count = Math.ceil((to.getTime() - first) / BUCKET_MS[bucket]);
  if (count > MAX_BUCKETS) throw badInput('from', `spans ${count} ${bucket}s up to to; at most ${MAX_BUCKETS} buckets are answered`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * BUCKET_MS[bucket]));
}
