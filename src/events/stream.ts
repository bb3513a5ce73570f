import type { EntityManager } from '@mikro-orm/postgresql';
import { ForkliftError } from '../shared/errors';
import type { EventFeed, EventPosition, StoredEvent } from '../domain/events/feed';
import { comparePositions } from './position';
import { readEvents, type EventFilter } from './store';


/** A subscriber this far behind is cut off (it resumes with after_id) rather than buffered without bound. */
const MAX_BUFFERED = 10_000;
const REPLAY_PAGE = 500;

const matches = (f: EventFilter, e: StoredEvent) =>
  (f.customerId == null || e.customer_id === f.customerId) &&
  (!f.kinds || f.kinds.includes(e.kind)) &&
  (f.resourceType == null || e.resource_type === f.resourceType) &&
  (f.resourceId == null || e.resource_id === f.resourceId);

/**
 * A subscriber's events: those after `from` from the outbox first, then live ones from the hub,
 * each exactly once and in position order. The hub listener is attached before the replay reads,
 * so an event that settles meanwhile is in the replay, the buffer or both, and the position check
 * drops the copy. Without `from` the stream starts at the hub's position: live events only, and none of
 * a commit this instance announced before the stream began, read by the hub yet or not.
 */
export function eventStream(em: EntityManager, hub: EventFeed, filter: EventFilter, from: EventPosition | null): AsyncIterableIterator<StoredEvent> {
  const buffer: StoredEvent[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  let done = false;
  // An event's position, or the boundary's: its id is what a subscriber cut off resumes with.
  let last = from ?? hub.position;
  let replaying = from != null;
  // A live stream skips the commits announced through this instance before it began (its subscriber's own earlier writes).
  const announced = from == null ? hub.ownUnread() : null;
  const replayed: StoredEvent[] = [];

  const stopListening = hub.listen((event) => {
    if (done || !matches(filter, event)) return;
    if (buffer.length >= MAX_BUFFERED) {
      failure = new ForkliftError('BAD_REQUEST', `subscriber fell more than ${MAX_BUFFERED} events behind; subscribe again with after_id ${last.id}`);
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
          last = event;
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
        if (comparePositions(event, last) <= 0 || announced?.some((c) => c.tx_id === event.tx_id && c.first <= event.id && event.id <= c.last)) continue;
        last = event;
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
