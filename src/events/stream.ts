import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../db/sql';
import { ForkliftError } from '../shared/errors';
import type { EventFeed, StoredEvent } from '../domain/events/feed';
import { EVENT_COLUMNS } from './hub';

/** Which events a reader receives. customerId null: every customer's (staff only). */
export interface EventFilter {
  customerId: number | null;
  kinds: string[] | null;
  resourceType?: string;
  resourceId?: number | null;
}

/** A subscriber this far behind is cut off (it resumes with after_id) rather than buffered without bound. */
const MAX_BUFFERED = 10_000;
const REPLAY_PAGE = 500;

const matches = (f: EventFilter, e: StoredEvent) =>
  (f.customerId == null || e.customer_id === f.customerId) &&
  (!f.kinds || f.kinds.includes(e.kind)) &&
  (f.resourceType == null || e.resource_type === f.resourceType) &&
  (f.resourceId == null || e.resource_id === f.resourceId);

/** Stored events after `afterId` that the filter lets through, oldest first. */
export async function readEvents(em: EntityManager, filter: EventFilter, afterId: number, limit: number): Promise<StoredEvent[]> {
  const where = ['id > ?'];
  const params: unknown[] = [afterId];
  if (filter.customerId != null) where.push('customer_id = ?'), params.push(filter.customerId);
  if (filter.kinds) where.push('kind = any(?::text[])'), params.push(pgArray(filter.kinds));
  if (filter.resourceType != null) where.push('resource_type = ?'), params.push(filter.resourceType);
  if (filter.resourceId != null) where.push('resource_id = ?'), params.push(filter.resourceId);
  return em.getConnection().execute<StoredEvent[]>(`select ${EVENT_COLUMNS} from events where ${where.join(' and ')} order by events.id limit ${Number(limit)}`, params);
}

/**
 * A subscriber's events: those after `afterId` from the outbox first, then live ones from the hub,
 * each exactly once and in id order. The hub listener is attached before the replay reads, so an
 * event committed meanwhile is in the replay, the buffer or both, and the id check drops the copy.
 * Without afterId the stream starts at the hub's position: live events only.
 */
export function eventStream(em: EntityManager, hub: EventFeed, filter: EventFilter, afterId: number | null): AsyncIterableIterator<StoredEvent> {
  const buffer: StoredEvent[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  let done = false;
  let last = afterId ?? hub.position;
  let replaying = afterId != null;
  const replayed: StoredEvent[] = [];

  const stopListening = hub.listen((event) => {
    if (done || !matches(filter, event)) return;
    if (buffer.length >= MAX_BUFFERED) {
      failure = new ForkliftError('BAD_REQUEST', `subscriber fell more than ${MAX_BUFFERED} events behind; subscribe again with after_id ${last}`);
    } else buffer.push(event);
    wake?.();
  });

  const finish = () => {
    done = true;
    stopListening();
    wake?.();
  };

  async function next(): Promise<IteratorResult<StoredEvent>> {
    for (;;) {
      if (done) return { done: true, value: undefined };
      if (replaying) {
        if (!replayed.length) replayed.push(...(await readEvents(em, filter, last, REPLAY_PAGE)));
        const event = replayed.shift();
        if (event) {
          last = event.id;
          return { done: false, value: event };
        }
        replaying = false;
      }
      if (failure) {
        finish();
        throw failure;
      }
      const event = buffer.shift();
      if (event) {
        if (event.id <= last) continue;
        last = event.id;
        return { done: false, value: event };
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  }

  return {
    next,
    return: async () => {
      finish();
      return { done: true, value: undefined };
    },
    throw: async (err) => {
      finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
