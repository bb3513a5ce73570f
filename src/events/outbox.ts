import type { Outbox, RequestContext } from '../domain/context';
import { eventKind, type EventKind } from '../domain/events/catalog';
import { finishRowValue } from '../db/json-rows';
import { insertEvents, replacePayloads, type WrittenPayloads } from './store';
import { WEBHOOK_QUEUE } from './webhooks/store';

/** A resource an event is about. */
export interface ResourceRef {
  type: EventKind['resource_type'];
  id: number;
}

/**
 * The resources' payloads, as `GET /api/v2/<resource>/{id}` returns them to their customer: those
 * rendered by the code, inside the writing transaction, keyed `type:id`, and the statements of
 * those PostgreSQL writes into the outbox insert itself (representations/payloads.ts).
 */
export interface Payloads {
  rendered: Map<string, unknown>;
  written: WrittenPayloads[];
}

/** `throughApi`: every payload rendered by the code (for those PostgreSQL could not finish writing). */
export type RenderPayloads = (ctx: RequestContext, refs: ResourceRef[], throughApi?: boolean) => Promise<Payloads>;

/** The outbox a context is assembled with: its payloads rendered by `render`. */
export const eventOutbox = (render: RenderPayloads): Outbox => ({ append: (tx) => appendEvents(tx, render) });

/**
 * Appends the buffered events to the outbox inside the caller's transaction, each with its resource
 * as the V2 API shows it now, and plans their webhook deliveries; after commit it queues the
 * deliveries and announces the events to this instance's hub, which wakes the others (hub.ts: a
 * NOTIFY sent in the transaction would serialize commits). A writer without a hub (a bulk chunk,
 * the expiry sweep: few transactions, many events each) sends its NOTIFY with the insert, delivered
 * at commit. A rollback takes all of it back. Payloads PostgreSQL can write are written by the
 * insert from the rows the transaction wrote: no statement reads them first, and their text does
 * not travel to the service and back.
 */
async function appendEvents(ctx: RequestContext, render: RenderPayloads): Promise<void> {
  const pending = ctx.events.pending.splice(0);
  if (!pending.length) return;
  await ctx.em.flush();
  const { rendered, written } = await render(ctx, pending.map((e) => ({ type: eventKind(e.kind)!.resource_type, id: e.resource_id })));
  const rows = pending.map((e, ord) => {
    const resource_type = eventKind(e.kind)!.resource_type;
    // A resource no longer there (nothing rendered or written) is named by its id.
    return { ...e, ord, resource_type, payload: rendered.get(`${resource_type}:${e.resource_id}`) ?? { id: e.resource_id } };
  });
  const inserted = await insertEvents(ctx.em, rows, written, ctx.events.answers, ctx.sandbox, !ctx.hub);
  const payloads = inserted.payloads ? (JSON.parse(inserted.payloads) as Record<string, unknown>) : {};
  if (inserted.unfinished) await finishPayloads(ctx, render, inserted.unfinished, payloads);
  for (const [key, payload] of rendered) ctx.events.rendered.set(key, payload);
  for (const [key, payload] of Object.entries(payloads)) ctx.events.rendered.set(key, payload);
  const deliveries = inserted.deliveries.map(Number);
  const hub = ctx.hub;
  if (hub) ctx.afterCommit(async () => hub.announce(inserted.events));
  if (deliveries.length) ctx.afterCommit(async () => void (await ctx.jobs?.sendMany(WEBHOOK_QUEUE, deliveries.map((id) => ({ delivery_id: id })))));
}

/**
 * The payloads PostgreSQL left for the code to finish (an order held for its address, whose message
 * the address rules write) computed, and those it could not write whole (a return window past what a
 * Date holds) rendered through the API, as their pages are: put in `payloads` and in their events.
 */
async function finishPayloads(ctx: RequestContext, render: RenderPayloads, unfinished: Record<string, string>, payloads: Record<string, unknown>): Promise<void> {
  const notWhole: ResourceRef[] = [];
  for (const key of new Set(Object.values(unfinished))) {
    const finished = finishRowValue(payloads[key]);
    if (finished !== null) payloads[key] = finished;
    else notWhole.push(refOf(key));
  }
  if (notWhole.length) for (const [key, payload] of (await render(ctx, notWhole, true)).rendered) payloads[key] = payload;
  await replacePayloads(ctx.em, new Map(Object.entries(unfinished).map(([id, key]) => [Number(id), payloads[key] ?? { id: refOf(key).id }])));
}

/** The resource a payload's `type:id` key names. */
function refOf(key: string): ResourceRef {
  const colon = key.indexOf(':');
  return { type: key.slice(0, colon) as ResourceRef['type'], id: Number(key.slice(colon + 1)) };
}
