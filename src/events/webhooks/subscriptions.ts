import type { RequestContext } from '../../domain/context';
import { badInput, conflict, invalidInput, notFound, type FieldError } from '../../shared/errors';
import { findLocked } from '../../db/row-lock';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { owningCustomer } from '../../domain/customers/service';
import { eventKind } from '../../domain/events/catalog';
import { checkDestination, checkSecret } from '../../domain/webhooks/endpoint';
import { newSecret } from '../../domain/webhooks/signing';
import { NotificationEvent, NotificationSubscription } from '../../domain/webhooks/entities';
import { NOTIFICATION_SUBSCRIPTION_LIST } from '../../domain/webhooks/list-specs';

/*
 * Signing deviates from the issue, which asks for "hex HMAC-SHA256 of the raw body with the client
 * secret": API client secrets are stored only as SHA-256 hashes (domain/auth), so the service no
 * longer has them to key an HMAC with. Each subscription has its own `secret` instead: whsec_ and 32
 * random bytes in base64 (Standard Webhooks' form; those made before were 64 hex characters and sign
 * as they did, signing.ts) unless the caller supplies one (endpoint.ts checkSecret), on create or
 * update. The create answer carries it, and its owner reads it in GraphQL (`secret`); REST reads leave it out.
 */

export interface SubscriptionInput {
  notification_event_id?: number | null;
  event_name?: string | null;
  endpoint?: string | null;
  notification_type?: string | null;
  customer_id?: number | null;
  user_id?: number | null;
  active?: boolean | null;
  version?: number | null;
  secret?: string | null;
}

/** Deleted (discarded) subscriptions read as missing, as in the original. */
const LIVE = { discarded_at: null };

export async function getSubscription(ctx: RequestContext, id: number): Promise<NotificationSubscription> {
  const row = await ctx.em.findOne(NotificationSubscription, { id, ...LIVE });
  if (!row) throw notFound('NotificationSubscription', id);
  return row;
}

export const listSubscriptions = (ctx: RequestContext, args: ListArgs) =>
  findConnection(ctx.em, NotificationSubscription, NOTIFICATION_SUBSCRIPTION_LIST, args, LIVE);

export const countSubscriptions = (ctx: RequestContext, search?: string | null) =>
  countWhere(ctx.em, NotificationSubscription, NOTIFICATION_SUBSCRIPTION_LIST, search, LIVE);

/** The catalog event the input names, by notification_event_id or event_name (both given must agree). */
async function namedEvent(ctx: RequestContext, input: SubscriptionInput, errors: FieldError[]): Promise<NotificationEvent | undefined> {
  const { notification_event_id: id, event_name: name } = input;
  if (name != null && !eventKind(name)) return void errors.push({ field: 'event_name', message: `names no notification event ("${name}")` });
  if (id == null && name == null) return undefined;
  const event = await ctx.em.findOne(NotificationEvent, id != null ? { id } : { name: name! });
  if (!event) return void errors.push({ field: 'notification_event_id', message: `names no notification event (${id})` });
  if (name != null && event.name !== name) return void errors.push({ field: 'event_name', message: `is not the name of notification event ${id} (${event.name})` });
  return event;
}

/** Every field's own checks, all problems at once; nothing is written unless there are none. */
async function checkInput(ctx: RequestContext, input: SubscriptionInput, creating: boolean) {
  const errors: FieldError[] = [];
  const event = await namedEvent(ctx, input, errors);
  if (creating && !event && !errors.length) errors.push({ field: 'notification_event_id', message: 'is required (or event_name)' });
  const endpoint = input.endpoint !== undefined || creating ? await checkDestination(ctx.destinations, 'endpoint', input.endpoint, errors) : undefined;
  const secret = checkSecret('secret', input.secret, errors);
  if (input.notification_type != null && input.notification_type !== 'webhook') errors.push({ field: 'notification_type', message: 'must be webhook (the only type sent)' });
  // V2 documents 1 and 2 ("whether the payload will match the v1 or v2 API"). Only the V2 API
  // exists here, so both deliver its payload; 1 is kept as sent, so a V2 caller's reads match.
  if (input.version != null && input.version !== 1 && input.version !== 2) errors.push({ field: 'version', message: 'must be 1 or 2 (both deliver the V2 payload)' });
  for (const field of ['notification_type', 'version', 'active', 'notification_event_id', 'event_name', 'endpoint', 'secret'] as const) {
    if (input[field] === null && !errors.some((e) => e.field === field)) errors.push({ field, message: 'must not be null' });
  }
  if (errors.length) throw invalidInput(errors);
  return { event, endpoint, secret };
}

/** One live subscription per customer, event and endpoint: a second is the first again (409). */
async function refuseDuplicate(ctx: RequestContext, row: Pick<NotificationSubscription, 'customer_id' | 'notification_event_id' | 'endpoint'>, self?: number) {
  const existing = await ctx.em.findOne(NotificationSubscription, {
    customer_id: row.customer_id, notification_event_id: row.notification_event_id, endpoint: row.endpoint, ...LIVE, ...(self ? { id: { $ne: self } } : {}),
  });
  if (existing) throw conflict('endpoint', `is already subscribed to this event (notification subscription ${existing.id})`);
}

export async function createSubscription(ctx: RequestContext, input: SubscriptionInput): Promise<NotificationSubscription> {
  const customerId = await owningCustomer(ctx, input.customer_id);
  const { event, endpoint, secret } = await checkInput(ctx, input, true);
  const fields = { customer_id: customerId, notification_event_id: event!.id, endpoint: endpoint! };
  await refuseDuplicate(ctx, fields);
  const row = ctx.em.create(NotificationSubscription, {
    ...fields,
    user_id: input.user_id ?? null,
    active: input.active ?? true,
    version: input.version ?? 2,
    secret: secret ?? newSecret(),
  } as NotificationSubscription);
  await ctx.em.flush();
  return row;
}

/**
 * The subscription locked to the end of the transaction and read again: an update or a delete racing
 * another waits for it, and then finds it as it left it (a discarded one is NOT_FOUND).
 */
async function lockSubscription(ctx: RequestContext, id: number): Promise<NotificationSubscription> {
  const row = await findLocked(ctx.em, NotificationSubscription, { id, ...LIVE });
  if (!row) throw notFound('NotificationSubscription', id);
  return row;
}

export async function updateSubscription(ctx: RequestContext, id: number, input: SubscriptionInput): Promise<NotificationSubscription> {
  const row = await lockSubscription(ctx, id);
  if (input.customer_id != null && input.customer_id !== row.customer_id) throw badInput('customer_id', 'cannot move a subscription to another customer');
  const { event, endpoint, secret } = await checkInput(ctx, input, false);
  const changed = { notification_event_id: event?.id ?? row.notification_event_id, endpoint: endpoint ?? row.endpoint };
  if (changed.notification_event_id !== row.notification_event_id || changed.endpoint !== row.endpoint) await refuseDuplicate(ctx, { ...row, ...changed }, row.id);
  Object.assign(row, changed);
  if (secret) row.secret = secret;
  if (input.user_id !== undefined) row.user_id = input.user_id;
  if (input.version != null) row.version = input.version;
  if (input.active === true && !row.active) {
    // Reactivated: the failures that switched it off are behind it.
    Object.assign(row, { active: true, consecutive_failures: 0, deactivated_at: null });
  } else if (input.active === false) {
    row.active = false;
  }
  await ctx.em.flush();
  return row;
}

/** DELETE discards: the subscription stops receiving and leaves lists; its delivery log stays. */
export async function deleteSubscription(ctx: RequestContext, id: number): Promise<NotificationSubscription> {
  const row = await lockSubscription(ctx, id);
  Object.assign(row, { active: false, discarded_at: new Date() });
  await ctx.em.flush();
  return row;
}
