import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context';
import { eventKind } from './catalog';
import { EVENTS_CHANNEL } from './hub';
import { renderPayloads } from './payloads';
import { WEBHOOK_QUEUE, planDeliveries } from './webhooks/plan';

/**
 * Held from the outbox insert to commit: ids are then taken in commit order, so a reader that has
 * seen id n will never later find a smaller one. Only the insert and the commit run under it,
 * not the work before, and the NOTIFY is sent after commit, outside it.
 */
const OUTBOX_LOCK = 0x666f726b; // 'fork'

/**
 * Appends the buffered events to the outbox inside the caller's transaction, each with its resource
 * as the V2 API shows it now, plans their webhook deliveries, and after commit wakes every
 * instance (NOTIFY) and queues the deliveries. A rollback takes all of it back.
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
  await ctx.em.execute('select pg_advisory_xact_lock(?)', [OUTBOX_LOCK]);
  const inserted = await ctx.em.execute<{ id: string }[]>(
    `insert into events (kind, customer_id, shop_id, resource_type, resource_id, payload, details)
     select kind, customer_id, shop_id, resource_type, resource_id, payload, details
     from jsonb_to_recordset(?::jsonb) as x(ord int, kind text, customer_id int, shop_id int, resource_type text, resource_id int, payload jsonb, details jsonb)
     order by ord
     returning id`,
    [JSON.stringify(rows)],
  );
  const ids = inserted.map((r) => Number(r.id));
  const last = Math.max(...ids);
  const deliveries = await planDeliveries(ctx.em, ctx.sandbox, { firstId: Math.min(...ids), lastId: last });
  const connection = ctx.em.getConnection();
  ctx.afterCommit(async () => {
    // Outside the transaction: a NOTIFY inside it would take PostgreSQL's global notify lock at commit.
    await connection.execute(`select pg_notify('${EVENTS_CHANNEL}', ?)`, [String(last)]);
    await ctx.jobs?.sendMany(WEBHOOK_QUEUE, deliveries.map((id) => ({ delivery_id: id })));
  });
}
