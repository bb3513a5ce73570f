import type { GraphQLSchema } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type Caller, type RequestContext, type Services } from './domain/context';
import { authenticate, resolveTenant } from './domain/auth/service';
import type { CallerCache } from './domain/auth/caller-cache';
import { createLoaders } from './domain/loaders';
import { eventOutbox } from './events/outbox';
import { reviveStored } from './representations/input-coercion';
import { payloadRenderer } from './representations/payloads';
import { forkForAll } from './db/tenancy';

export interface ContextHeaders {
  authorization?: string;
  customerId?: string;
  shopId?: string;
}

/**
 * The instance's services every context is assembled with (domain/context.ts `Services`): the
 * composition root's one place for them. The outbox renders payloads and bulk jobs type their
 * stored inputs through `schema`, the API's own, so the unit of work and the jobs need no schema.
 */
export function instanceServices(schema: GraphQLSchema, parts: Pick<Services, 'sandbox' | 'jobs' | 'hub' | 'destinations'>): Services {
  return {
    ...parts,
    newLoaders: createLoaders,
    outbox: eventOutbox(payloadRenderer(schema)),
    typeInputs: (inputTypeName, values) => reviveStored(schema, inputTypeName, values),
  };
}

/**
 * One fork of the EntityManager per request (or WebSocket operation), tenant filter set before any
 * read. `known` is the caller the rate limiter already authenticated for this request.
 */
export function contextFactory(orm: MikroORM, services: Services, callers?: CallerCache) {
  return async (headers: ContextHeaders, known?: Caller): Promise<RequestContext> => {
    const em = forkForAll(orm);
    const caller = known ?? (await authenticate(() => em, headers.authorization, callers));
    const { customerId, shopId } = await resolveTenant(em, caller, headers);
    return assembleContext(em, { ...services, caller, customerId, shopId });
  };
}

export const headersOf = (get: (name: string) => string | undefined): ContextHeaders => ({
  authorization: get('authorization'),
  customerId: get('x-customer-id'),
  shopId: get('x-shop-id'),
});
