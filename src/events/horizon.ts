import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../shared/errors';
import type { EventPosition } from '../domain/events/feed';
import { START } from './position';
import { eventAndBoundary } from './store';

/**
 * Where a reader's after_id resumes: after that event's position. An event the retention pruner
 * has removed (src/retention) is gone with its position, except the last one, whose position the
 * pruner keeps: an after_id at that boundary is served as before, 0 reads from the start, and an
 * older one is refused, naming what to do instead, as a reader resuming there would silently miss
 * the events between. An id that names no event is refused too.
 */
export async function resolveAfterId(em: EntityManager, afterId: number): Promise<EventPosition> {
  const row = await eventAndBoundary(em, afterId);
  if (row?.tx_id != null) return { tx_id: row.tx_id, id: afterId };
  const through = row?.through ?? 0;
  if (afterId < through) {
    throw badInput(
      'after_id',
      `is older than the event retention horizon: events up to ${through} have been pruned. Re-read the current state of the resources (GET them, or query them), then read events with after_id ${through} or later, or subscribe without after_id`,
    );
  }
  if (afterId === through && through > 0) return { tx_id: row!.through_tx, id: through };
  if (afterId === 0) return START;
  throw badInput('after_id', `names no event (${afterId}): resume with the id of an event you received, or 0 for the first`);
}
