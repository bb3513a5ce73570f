import type { RequestContext } from '../domain/context';
import { requireScope } from '../domain/auth/service';
import { badInput, forbidden } from '../shared/errors';
import { EVENT_KIND_NAMES } from '../domain/events/catalog';
import type { StoredEvent } from '../domain/events/feed';
import { resolveAfterId } from './horizon';
import { START } from './position';
import { readEvents, type EventFilter } from './store';
import { eventStream } from './stream';

export interface EventArgs {
  kinds?: string[] | null;
  after_id?: number | null;
  customer_id?: number | null;
}

/**
 * Whose events the caller reads: a customer client only its own; staff one customer's or, unasked,
 * all. A request acting for a customer (staff with X-Customer-Id or X-Shop-Id) reads only that
 * customer's, as every other query of such a request does.
 */
function eventCustomer(ctx: RequestContext, requested: number | null | undefined): number | null {
  const actingFor = ctx.caller.isStaff ? ctx.customerId : ctx.caller.clientCustomerId;
  if (requested != null && actingFor != null && requested !== actingFor) {
    throw forbidden(`customer_id: this request acts for customer ${actingFor} and reads only its own events`);
  }
  return requested ?? actingFor;
}

function checkedFilter(ctx: RequestContext, args: EventArgs, fixed: Partial<EventFilter> = {}): EventFilter {
  requireScope(ctx, 'user_read');
  const unknown = (args.kinds ?? []).filter((k) => !EVENT_KIND_NAMES.includes(k));
  if (unknown.length) throw badInput('kinds', `names unknown event kind ${unknown.join(', ')}; known: ${EVENT_KIND_NAMES.join(', ')}`);
  if (args.after_id != null && args.after_id < 0) throw badInput('after_id', 'must be 0 or more');
  return { customerId: eventCustomer(ctx, args.customer_id), kinds: args.kinds?.length ? args.kinds : null, ...fixed };
}

const MAX_EVENTS = 1000;

/** Query events: a page of the outbox after after_id's position. */
export async function listEvents(ctx: RequestContext, args: EventArgs & { first?: number | null }): Promise<StoredEvent[]> {
  const filter = checkedFilter(ctx, args);
  const first = args.first ?? 100;
  if (first < 1 || first > MAX_EVENTS) throw badInput('first', `must be between 1 and ${MAX_EVENTS}`);
  return readEvents(ctx.em, filter, args.after_id != null ? await resolveAfterId(ctx.em, args.after_id) : START, first);
}

/** A subscription's stream: replay after after_id, then live from this instance's hub. */
export async function subscribeEvents(ctx: RequestContext, args: EventArgs, fixed: Partial<EventFilter> = {}): Promise<AsyncIterableIterator<StoredEvent>> {
  const filter = checkedFilter(ctx, args, fixed);
  if (!ctx.hub) throw new Error('subscriptions need a running event hub');
  return eventStream(ctx.em, ctx.hub, filter, args.after_id != null ? await resolveAfterId(ctx.em, args.after_id) : null);
}
