import type { MikroORM } from '@mikro-orm/postgresql';
import { forkForAll } from '../../db/tenancy';
import * as store from './store';

/**
 * The tallies' upkeep. Writes append deltas (migration 20261127000030), and a read sums the rows
 * since the last compaction as well as the compacted ones: at 100 orders a second, about six rows
 * an order, 10 s leaves some 6,000 rows to sum, about a millisecond (BENCHMARKS.md, issue 31).
 */
export const TALLY_COMPACTION_MS = 10_000;

/** One compaction over every tenant's tallies (store.compactTallies): harmless to run twice, or on several instances at once. */
export function compactTallies(orm: MikroORM): Promise<{ orders: number; events: number }> {
  return store.compactTallies({ em: forkForAll(orm) });
}
