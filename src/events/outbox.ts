import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { eventKind } from '../domain/events/catalog';
import { EVENTS_CHANNEL } from './hub';
import { renderPayloads } from '../representations/payloads';
import { DELIVERY_CTES, WEBHOOK_QUEUE, deliveryParams } from './webhooks/plan';

/**
 * Held from the outbox insert to commit: ids are then taken in commit order, so a reader that has
 * seen id n will never later find a smaller one. Only the insert and the commit run under it,
 * not the work before. The NOTIFY is queued by the same statement: PostgreSQL delivers it at
 * commit, under a notify lock of its own that adds no wait here (event-writing commits already
 * take turns under this one), and one round trip less than sending it after commit.
 */
const OUTBOX_LOCK = 0x666f726b; // 'fork'

/**
 * Appends the buffered events to the outbox inside the caller's transaction, each with its resource
 * as the V2 API shows it now, plans their webhook deliveries and wakes every instance (a NOTIFY
 * delivered at commit), and after commit queues the deliveries. A rollback takes all of it back.
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
  // One statement: the lock (an InitPlan, run before the first row reaches the sort and so before
  // any id is drawn), the insert, the deliveries the new events call for, and the NOTIFY.
  const [written] = await ctx.em.execute<{ deliveries: string[] }[]>(
    `with ev as (
       insert into events (kind, customer_id, shop_id, resource_type, resource_id, payload, details)
       select kind, customer_id, shop_id, resource_type, resource_id, payload, details
       from jsonb_to_recordset(?::jsonb) as x(ord int, kind text, customer_id int, shop_id int, resource_type text, resource_id int, payload jsonb, details jsonb)
       where (select pg_advisory_xact_lock(?)::text) = ''
       order by ord
       returning id, kind, customer_id, shop_id, resource_type, resource_id
     ),
     ${DELIVERY_CTES}
     select array(select id from subscribed union all select id from synced)::text[] as deliveries,
            pg_notify('${EVENTS_CHANNEL}', (select max(id) from ev)::text) as woken`,
    [JSON.stringify(rows), OUTBOX_LOCK, ...deliveryParams(ctx.sandbox)],
  );
  const deliveries = written.deliveries.map(Number);
  if (deliveries.length) ctx.afterCommit(async () => void (await ctx.jobs?.sendMany(WEBHOOK_QUEUE, deliveries.map((id) => ({ delivery_id: id })))));
}
