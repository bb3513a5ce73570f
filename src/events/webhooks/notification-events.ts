import type { RequestContext } from '../../domain/context';
import { notFound } from '../../shared/errors';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { NotificationEvent } from '../../domain/webhooks/entities';
import { NOTIFICATION_EVENT_LIST } from '../../domain/webhooks/list-specs';

/** The catalog is the same for every caller (no tenant filter on it). */
export const listNotificationEvents = (ctx: RequestContext, args: ListArgs) => findConnection(ctx.em, NotificationEvent, NOTIFICATION_EVENT_LIST, args);

export async function getNotificationEvent(ctx: RequestContext, id: number): Promise<NotificationEvent> {
  const event = await ctx.em.findOne(NotificationEvent, { id });
  if (!event) throw notFound('NotificationEvent', id);
  return event;
}
