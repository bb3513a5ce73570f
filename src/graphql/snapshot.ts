import {
  type GraphQLField, type GraphQLFieldResolver, type GraphQLNamedType, type GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema,
  defaultFieldResolver, getNamedType, isAbstractType, isLeafType, isObjectType,
} from 'graphql';
import type { RequestContext } from '../domain/context';
import type { StoredEvent } from '../domain/events/feed';
import { createLoaders } from '../domain/loaders';
import { setTenant } from '../db/tenancy';

/**
 * A resource served from an event's stored V2 rendering (the outbox payload) instead of the
 * database. The payload was rendered through this schema with fragments named for its fields
 * (src/representations/payloads.ts), so its keys are field names: a field the snapshot holds is answered from
 * it, nested objects and lists (order_items, packages) included. A field it lacks (an object the
 * V2 rendering does not nest, such as order_items.item, or a field taking arguments) is resolved
 * as usual, with the context the snapshot carries: it shows the resource as it is now.
 */
const SCOPE = Symbol('snapshot scope');

type Snapshot = Record<string, unknown> & { [SCOPE]: RequestContext };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A snapshot value handed on as an object type's parent carries the scope along; leaves stay as
 * stored. A snapshot of a type it may hold only in part (ROW_LOADERS) that lacks a plain field
 * inherits from the row, loaded by id: plain fields are answered by property (serveSnapshots), the
 * snapshot's own or else the row's.
 */
function adopt(value: unknown, scope: RequestContext, type: GraphQLNamedType): unknown {
  if (Array.isArray(value)) {
    const adopted = value.map((v) => adopt(v, scope, type));
    return adopted.some(isPromise) ? Promise.all(adopted) : adopted;
  }
  if (!isRecord(value)) return value;
  const snapshot: Snapshot = { ...value, [SCOPE]: scope };
  if (!isObjectType(type) || !ROW_LOADERS[type.name] || plainFields(type).every((f) => Object.hasOwn(value, f))) return snapshot;
  return rowOf(snapshot, type.name).then((row) => (row === snapshot ? snapshot : Object.setPrototypeOf(snapshot, row as object)));
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** A field answered by property on any parent: no resolver of its own, no arguments, a leaf type. */
const isPlain = (field: GraphQLField<unknown, unknown>) => !field.resolve && !field.args.length && isLeafType(getNamedType(field.type));

const plainNames = new WeakMap<GraphQLObjectType, string[]>();
function plainFields(type: GraphQLObjectType): string[] {
  let names = plainNames.get(type);
  if (!names) plainNames.set(type, (names = Object.values(type.getFields()).filter(isPlain).map((f) => f.name)));
  return names;
}

/**
 * Types a snapshot may hold only in part (a consumer return's `customer { id name created_at }`):
 * a field missing there is resolved on the row itself, loaded by id. Other types' snapshots hold all
 * their plain fields, so what is missing is a relation their resolvers load from the ids they hold.
 */
const ROW_LOADERS: Record<string, 'customerById' | 'itemById' | 'orderById' | 'shipnoticeById' | 'lotById' | 'locationById' | 'shippingMethodById'> = {
  Customer: 'customerById', Item: 'itemById', Order: 'orderById', Shipnotice: 'shipnoticeById',
  Lot: 'lotById', Location: 'locationById', ShippingMethod: 'shippingMethodById',
};

async function rowOf(snapshot: Snapshot, typeName: string): Promise<unknown> {
  const loader = ROW_LOADERS[typeName];
  const id = snapshot.id;
  return (loader && typeof id === 'number' && (await snapshot[SCOPE].loaders[loader].load(id))) || snapshot;
}

function fromSnapshot(resolve: GraphQLFieldResolver<unknown, RequestContext>): GraphQLFieldResolver<unknown, RequestContext> {
  return (parent, args, ctx, info) => {
    if (!isRecord(parent) || !(SCOPE in parent)) return resolve(parent, args, ctx, info);
    const snapshot = parent as Snapshot;
    const field = info.parentType.getFields()[info.fieldName];
    if (!field.args.length && Object.hasOwn(snapshot, info.fieldName)) {
      const value = snapshot[info.fieldName];
      const named = getNamedType(info.returnType);
      return isObjectType(named) || isAbstractType(named) ? adopt(value, snapshot[SCOPE], named) : value;
    }
    return rowOf(snapshot, info.parentType.name).then((row) => resolve(row, args, snapshot[SCOPE], info));
  };
}

/**
 * Lets every object type's fields answer from a snapshot (a no-op for any other parent). Plain
 * fields are left unwrapped: a snapshot answers them by property as a row does (adopt), and
 * graphql-jit then reads them inline instead of calling a resolver for each field of each row.
 */
export function serveSnapshots(schema: GraphQLSchema): void {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || roots.has(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) if (!isPlain(field)) field.resolve = fromSnapshot(field.resolve ?? defaultFieldResolver);
  }
}

/**
 * The context a subscription's event is rendered in, one per event object: the hub hands the same
 * object to every subscriber (events/hub.ts), so the loaders, and the statements they send, are
 * shared by all of them. It sees what the payload's rendering saw: the event's customer, as a
 * read-only customer client (representations/payloads.ts), whoever the subscriber is. A replay (after_id)
 * reads its events per subscriber (events/stream.ts), so each replayed event has its own scope.
 */
const eventScopes = new WeakMap<StoredEvent, RequestContext>();

function eventScope(event: StoredEvent, ctx: RequestContext): RequestContext {
  let scope = eventScopes.get(event);
  if (!scope) {
    const em = ctx.em.fork({ clear: true });
    setTenant(em, event.customer_id);
    scope = {
      ...ctx,
      em,
      customerId: event.customer_id,
      shopId: null,
      caller: { ...ctx.caller, clientCustomerId: event.customer_id, isStaff: false, scopes: ['user_read'] },
      loaders: createLoaders(em),
    };
    eventScopes.set(event, scope);
  }
  return scope;
}

/** A mutation's answer from the payload its own unit rendered (graphql/schema.ts): fields it lacks resolve in `ctx`. */
export const renderedResource = (payload: unknown, ctx: RequestContext, type: GraphQLNamedType): unknown => adopt(payload, ctx, type);

/**
 * The resource an event names, typed, from its snapshot; null when the event names another kind
 * of resource. A subscription's fields missing from the snapshot load in the event's shared scope;
 * a query's (a page of events for one caller) in the request's own, batched across the page.
 */
export function eventResource(event: StoredEvent, resourceType: string, ctx: RequestContext, info: GraphQLResolveInfo): unknown {
  if (event.resource_type !== resourceType || !isRecord(event.payload)) return null;
  // The stream and the query already keep to the reader's customer; this holds should one ever not.
  if (event.customer_id !== (ctx.caller.isStaff ? (ctx.customerId ?? event.customer_id) : ctx.caller.clientCustomerId)) return null;
  return adopt(event.payload, info.operation.operation === 'subscription' ? eventScope(event, ctx) : ctx, getNamedType(info.returnType));
}
