import type { Outbox, RequestContext } from '../domain/context';
import { eventKind, type EventKind } from '../domain/events/catalog';
import { insertEvents } from './store';
import { WEBHOOK_QUEUE } from './webhooks/store';

/** A resource an event is about. */
export interface ResourceRef {
  type: EventKind['resource_type'];
  id: number;
}

/**
 * The resources as `GET /api/v2/<resource>/{id}` returns them to their customer, read inside the
 * writing transaction, keyed `type:id` (representations/payloads.ts renders them through the API).
 */
export type RenderPayloads = (ctx: RequestContext, refs: ResourceRef[]) => Promise<Map<string, unknown>>;

/** The outbox a context is assembled with: its payloads rendered by `render`. */
export const eventOutbox = (render: RenderPayloads): Outbox => ({ append: (tx) => appendEvents(tx, render) });

/**
 * Appends the buffered events to the outbox inside the caller's transaction, each with its resource
 * as the V2 API shows it now, and plans their webhook deliveries; after commit it queues the
 * deliveries and announces the events to this instance's hub, which wakes the others (hub.ts: a
 * NOTIFY sent in the transaction would serialize commits). A writer without a hub (a bulk chunk,
 * the expiry sweep: few transactions, many events each) sends its NOTIFY with the insert, delivered
 * at commit. A rollback takes all of it back.
 */
async function appendEvents(ctx: RequestContext, render: RenderPayloads): Promise<void> {
  const pending = ctx.events.pending.splice(0);
  if (!pending.length) return;
  await ctx.em.flush();
  const payloads = await render(ctx, pending.map((e) => ({ type: eventKind(e.kind)!.resource_type, id: e.resource_id })));
  for (const [key, payload] of payloads) ctx.events.rendered.set(key, payload);
  const rows = pending.map((e, ord) => ({
    ...e,
    ord,
    resource_type: eventKind(e.kind)!.resource_type,
    payload: payloads.get(`${eventKind(e.kind)!.resource_type}:${e.resource_id}`) ?? { id: e.resource_id },
  }));
  const written = await insertEvents(ctx.em, rows, ctx.sandbox, !ctx.hub);
  const deliveries = written.deliveries.map(Number);
  const hub = ctx.hub;
  if (hub) ctx.afterCommit(async () => hub.announce(written.events));
  if (deliveries.length) ctx.afterCommit(async () => void (await ctx.jobs?.sendMany(WEBHOOK_QUEUE, deliveries.map((id) => ({ delivery_id: id })))));
}
