import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../shared/errors';

/**
 * A reader resuming after an event the retention pruner has removed (src/retention) would
 * silently miss the events between: refused, naming what to do instead. An after_id at the
 * boundary or later is served as before.
 */
export async function checkAfterId(em: EntityManager, afterId: number | null | undefined): Promise<void> {
  if (afterId == null) return;
  const [row] = await em.getConnection().execute<{ through: number }[]>(
    `select pruned_through::float8 as through from retention_state where name = 'events'`,
  );
  if (row && afterId < row.through) {
    throw badInput(
      'after_id',
      `is older than the event retention horizon: events up to ${row.through} have been pruned. Re-read the current state of the resources (GET them, or query them), then read events with after_id ${row.through} or later, or subscribe without after_id`,
    );
  }
}
