import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { eventKind } from '../domain/events/catalog';
import { EVENTS_CHANNEL } from './hub';
import { renderPayloads } from '../representations/payloads';
import { DELIVERY_CTES, WEBHOOK_QUEUE, deliveryParams } from './webhooks/plan';

/**
 * An event's tx_id (its position, events/position.ts): this transaction's id, or, when larger, the
 * largest tx_id already committed, so an event written after another has committed comes after it
 * in every stream. Without that, a transaction that took its id before waiting on a row another
 * held would place its event about that row ahead of the other's, which it follows. Readers only
 * need tx_id to be at least the writer's own id; no lock is taken, so writers never take turns.
 */
const TX_ID = 'greatest(pg_current_xact_id(), (select max(tx_id) from events))';

/**
 * Appends the buffered events to the outbox inside the caller's transaction, each with its resource
 * as the V2 API shows it now, and plans their webhook deliveries; after commit it queues the
 * deliveries and announces the events to this instance's hub, which wakes the others (hub.ts: a
 * NOTIFY sent in the transaction would serialize commits). A writer without a hub (a bulk chunk,
 * the expiry sweep: few transactions, many events each) sends its NOTIFY with the insert, delivered
 * at commit. A rollback takes all of it back.
 */
export async function flushEvents(ctx: RequestContext, schema: GraphQLSchema): Promise<void> {
  const pending = ctx.events.pending.splice(0);
  if (!pending.length) return;
  await ctx.em.flush();
  const payloads = await renderPayloads(ctx, schema, pending.map((e) => ({ type: eventKind(e.kind)!.resource_type, id: e.resource_id })));
  const rows = pending.map((e, ord) => ({
    ...e,
    ord,
    resource_type: eventKind(e.kind)!.resource_type,
    payload: payloads.get(`${eventKind(e.kind)!.resource_type}:${e.resource_id}`) ?? { id: e.resource_id },
  }));
  // One statement: the insert, the deliveries the new events call for, and without a hub the NOTIFY.
  const [written] = await ctx.em.execute<{ deliveries: string[] }[]>(
    `with ev as (
       insert into events (tx_id, kind, customer_id, shop_id, resource_type, resource_id, payload, details)
       select ${TX_ID}, kind, customer_id, shop_id, resource_type, resource_id, payload, details
       from jsonb_to_recordset(?::jsonb) as x(ord int, kind text, customer_id int, shop_id int, resource_type text, resource_id int, payload jsonb, details jsonb)
       order by ord
       returning id, kind, customer_id, shop_id, resource_type, resource_id
     ),
     ${DELIVERY_CTES}
     select array(select id from subscribed union all select id from synced)::text[] as deliveries,
            case when ? then pg_notify('${EVENTS_CHANNEL}', '') end as woken`,
    [JSON.stringify(rows), ...deliveryParams(ctx.sandbox), !ctx.hub],
  );
  const deliveries = written.deliveries.map(Number);
  const hub = ctx.hub;
  if (hub) ctx.afterCommit(async () => hub.announce());
  if (deliveries.length) ctx.afterCommit(async () => void (await ctx.jobs?.sendMany(WEBHOOK_QUEUE, deliveries.map((id) => ({ delivery_id: id })))));
}
