import type { EntityManager } from '@mikro-orm/postgresql';
import type { Scope } from './common/scopes';
import { createLoaders, type Loaders } from './loaders';
import { EventBuffer } from './events/buffer';
import type { EventHub } from '../events/hub';
import type { Jobs } from '../jobs/queue';
import type { Claim } from '../idempotency/store';
import type { Destinations } from './webhooks/destination';

/** Who is calling, from the bearer token. */
export interface Caller {
  apiClientId: number;
  /** The client's own customer; null for a staff client. */
  clientCustomerId: number | null;
  isStaff: boolean;
  scopes: Scope[];
}

/**
 * What every service receives first. `em` is this request's fork with the tenant filter set to
 * `customerId`, so data-layer reads are already scoped.
 */
export interface RequestContext {
  em: EntityManager;
  caller: Caller;
  /** The tenant this request acts for: the customer client's own, or a staff caller's X-Customer-Id (null = all). */
  customerId: number | null;
  /** X-Shop-Id, checked to belong to customerId. */
  shopId: number | null;
  sandbox: boolean;
  loaders: Loaders;
  /** The background job queue (null where no worker runs, e.g. inside a job). */
  jobs: Jobs | null;
  /**
   * Runs `fn` once the mutation's transaction has committed (at once outside one): work that must
   * not happen for rolled-back changes, such as queueing a job that reads them.
   */
  afterCommit(fn: () => Promise<void>): void;
  /** Events this mutation announces; the outbox receives them just before its transaction commits. */
  events: EventBuffer;
  /** This instance's live event feed (subscriptions); null where none runs. */
  hub: EventHub | null;
  /** Where webhook endpoints and shop sync URLs may point (WEBHOOK_ALLOW_NETWORKS). */
  destinations: Destinations;
  /** The Idempotency-Key this request holds: each mutation marks it committed in its own transaction. */
  idempotency?: Claim;
}

/** What a context is made of besides its EntityManager: who acts, for which tenant, and the instance's services. */
export type ContextParts = Pick<RequestContext, 'caller' | 'customerId' | 'shopId' | 'sandbox' | 'jobs' | 'hub' | 'destinations'>;

/**
 * The one place a context is assembled, for a request, a WebSocket operation or work outside any
 * request (a bulk job's chunk, the expiry sweep): `em` gets the tenant filter before any read,
 * loaders and an event buffer of its own. Outside a unit of work (db/unit-of-work.ts), which
 * collects it, after-commit work runs at once.
 */
export function assembleContext(em: EntityManager, parts: ContextParts): RequestContext {
  em.setFilterParams('tenant', { customerId: parts.customerId });
  return { ...parts, em, loaders: createLoaders(em), afterCommit: (fn) => void fn(), events: new EventBuffer() };
}
