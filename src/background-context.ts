import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller, RequestContext } from './context';
import type { Destinations } from './events/webhooks/destination';
import { EventBuffer } from './events/outbox';
import { createLoaders } from './graphql/loaders';
import type { Jobs } from './jobs/queue';

export interface BackgroundWork {
  caller: Caller;
  customerId: number;
  shopId?: number | null;
  sandbox: boolean;
  jobs: Jobs | null;
  destinations: Destinations;
  /** Collects what must run once the work's transaction has committed (the work runs it then). */
  committed: (() => Promise<void>)[];
}

/**
 * The context work outside a request acts in (a bulk job's chunk, the expiry sweep): the caller it
 * acts for, one customer's tenant, no live hub; after-commit work is collected for the caller of
 * the transaction to run.
 */
export function backgroundContext(em: EntityManager, work: BackgroundWork): RequestContext {
  em.setFilterParams('tenant', { customerId: work.customerId });
  return {
    em,
    caller: work.caller,
    customerId: work.customerId,
    shopId: work.shopId ?? null,
    sandbox: work.sandbox,
    loaders: createLoaders(em),
    jobs: work.jobs,
    afterCommit: (fn) => void work.committed.push(fn),
    events: new EventBuffer(),
    hub: null,
    destinations: work.destinations,
  };
}
