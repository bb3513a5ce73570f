import type { MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type Caller, type RequestContext } from './domain/context';
import { authenticate, resolveTenant } from './domain/auth/service';
import type { CallerCache } from './domain/auth/caller-cache';
import type { EventHub } from './events/hub';
import type { Jobs } from './jobs/queue';
import type { Destinations } from './domain/webhooks/destination';

export interface ContextHeaders {
  authorization?: string;
  customerId?: string;
  shopId?: string;
}

/**
 * One fork of the EntityManager per request (or WebSocket operation), tenant filter set before any
 * read. `known` is the caller the rate limiter already authenticated for this request.
 */
export function contextFactory(orm: MikroORM, sandbox: boolean, jobs: Jobs | null, hub: EventHub | null, destinations: Destinations, callers?: CallerCache) {
  return async (headers: ContextHeaders, known?: Caller): Promise<RequestContext> => {
    const em = orm.em.fork();
    em.setFilterParams('tenant', { customerId: null });
    const caller = known ?? (await authenticate(em, headers.authorization, callers));
    const { customerId, shopId } = await resolveTenant(em, caller, headers);
    return assembleContext(em, { caller, customerId, shopId, sandbox, jobs, hub, destinations });
  };
}

export const headersOf = (get: (name: string) => string | undefined): ContextHeaders => ({
  authorization: get('authorization'),
  customerId: get('x-customer-id'),
  shopId: get('x-shop-id'),
});
