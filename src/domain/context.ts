import type { EntityManager } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Jobs } from '../jobs/queue';
import type { Scope } from './common/scopes';
import { EventBuffer } from './events/buffer';
import type { EventFeed } from './events/feed';
import type { Destinations } from './webhooks/destination';
import { setTenant } from '../db/tenancy';

/** Who is calling, from the bearer token. */
export interface Caller {
  apiClientId: number;
  /** The client's own customer; null for a staff client. */
  clientCustomerId: number | null;
  isStaff: boolean;
  scopes: Scope[];
}

/**
 * A unit's DataLoaders, by name (`ctx.loaders.itemById`). Declared empty here and filled in by
 * domain/loaders.ts, which assembles every area's loaders (declaration merging, as Vendure's custom
 * fields are): the context, which every area imports, so imports none of them.
 * @public (exported to be merged into; no module names it)
 */
export interface Loaders {}

/**
 * Appends a unit's buffered events to the outbox inside its transaction, each with its resource as
 * the API shows it, just before the unit commits (events/outbox.ts; the payloads rendered through
 * the API's own documents, so the composition root gives it the schema).
 */
export interface Outbox {
  append(tx: RequestContext): Promise<void>;
}

/**
 * Types again the inputs a request coerced and a job stored as JSON (representations/input-coercion.ts
 * reviveStored: dates parsed, the rest as stored): a bulk job reads its resources back with it.
 */
type InputTyping = <T>(inputTypeName: string, values: unknown[]) => T[];

/** A request's Idempotency-Key (idempotency/store.ts): each unit of work marks it committed in its own transaction. */
interface CommitMark {
  markCommitted(em: EntityManager): Promise<void>;
}

/**
 * The instance's services, made once by the composition root (server.ts, the CLI) and carried by
 * every context it assembles: the domain declares what it needs, the layers above provide it.
 */
export interface Services {
  sandbox: boolean;
  /** The background job queue (null where no worker runs). */
  jobs: Jobs | null;
  /** This instance's live event feed (subscriptions); null where none runs. */
  hub: EventFeed | null;
  /** Where webhook endpoints and shop sync URLs may point (WEBHOOK_ALLOW_NETWORKS). */
  destinations: Destinations;
  /** A unit's loaders over its EntityManager (domain/loaders.ts `createLoaders`). */
  newLoaders(em: EntityManager): Loaders;
  outbox: Outbox;
  typeInputs: InputTyping;
}

/**
 * What every service receives first. `em` is this request's fork with the tenant filter set to
 * `customerId`, so data-layer reads are already scoped.
 */
export interface RequestContext extends Services, UnitOfWork<RequestContext> {
  em: EntityManager;
  caller: Caller;
  /** The tenant this request acts for: the customer client's own, or a staff caller's X-Customer-Id (null = all). */
  customerId: number | null;
  /** X-Shop-Id, checked to belong to customerId. */
  shopId: number | null;
  loaders: Loaders;
  /**
   * Runs `fn` once the mutation's transaction has committed (at once outside one): work that must
   * not happen for rolled-back changes, such as queueing a job that reads them.
   */
  afterCommit(fn: () => Promise<void>): void;
  /** Events this mutation announces; the outbox receives them just before its transaction commits. */
  events: EventBuffer;
  /** The Idempotency-Key this request holds: each mutation marks it committed in its own transaction. */
  idempotency?: CommitMark;
}

/** What a context is made of besides its EntityManager: who acts, for which tenant, and the instance's services. */
export type ContextParts = Pick<RequestContext, 'caller' | 'customerId' | 'shopId'> & Services;

/**
 * How a context enters a unit of work (db/unit-of-work.ts): the work sees loaders and an event
 * buffer of its own over the transaction's EntityManager; last inside the transaction, the outbox
 * receives the unit's events and the request's Idempotency-Key is marked committed.
 */
const REQUEST_UNIT: RequestContext['unit'] = {
  open: (ctx, em, afterCommit) => ({ ...ctx, em, loaders: ctx.newLoaders(em), afterCommit, events: new EventBuffer() }),
  close: async (tx) => {
    await tx.outbox.append(tx);
    await tx.idempotency?.markCommitted(tx.em);
  },
};

/**
 * The one place a context is assembled, for a request, a WebSocket operation or work outside any
 * request (a bulk job's chunk, the expiry sweep, a CLI command): `em` gets the tenant filter before
 * any read, loaders and an event buffer of its own. Outside a unit of work, which collects it,
 * after-commit work runs at once.
 */
export function assembleContext(em: EntityManager, parts: ContextParts): RequestContext {
  setTenant(em, parts.customerId);
  return { ...parts, em, loaders: parts.newLoaders(em), afterCommit: (fn) => void fn(), events: new EventBuffer(), unit: REQUEST_UNIT };
}
