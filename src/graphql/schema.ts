import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getNamedType, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { requireScope } from '../domain/auth/service';
import { invalidInput } from '../shared/errors';
import { unstorableText } from '../domain/common/text';
import { projectRoot } from '../shared/paths';
import type { Resolvers } from './generated';
import { withTransaction } from '../db/unit-of-work';
import type { SelectionTree } from '../db/prefetch';
import { orderAnswer } from '../domain/orders/service';
import { selectedTree } from './look-ahead';
import { authResolvers } from './resolvers/auth';
import { bulkResolvers } from './resolvers/bulk';
import { bundleResolvers } from './resolvers/bundles';
import { inventoryResolvers } from './resolvers/inventory';
import { itemResolvers } from './resolvers/items';
import { orderResolvers } from './resolvers/orders';
import { scancodeResolvers } from './resolvers/scancodes';
import { returnResolvers } from './resolvers/returns';
import { shipnoticeResolvers } from './resolvers/shipnotices';
import { simulateResolvers } from './resolvers/simulate';
import { warehouseResolvers } from './resolvers/warehouses';
import { documentResolvers } from './resolvers/documents';
import { customsResolvers } from './resolvers/customs';
import { templateResolvers } from './resolvers/templates';
import { wholesaleResolvers } from './resolvers/wholesale';
import { loadScacResolvers } from './resolvers/loadscacs';
import { projectResolvers } from './resolvers/projects';
import { eventResolvers } from './resolvers/events';
import { insightResolvers } from './resolvers/insights';
import { notificationResolvers } from './resolvers/notifications';
import { renderedResource, serveSnapshots } from './snapshot';
import { payloadAnswerSink } from '../representations/json-text';
import { RENDERED_TYPES } from '../representations/v2-resources';
import { DateScalar, DateTime, JSONScalar, LongScalar } from './scalars';

export function loadTypeDefs(): string[] {
  const dir = path.join(projectRoot, 'schema');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

type AnyResolver = GraphQLFieldResolver<unknown, RequestContext>;
type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Text PostgreSQL cannot hold (a NUL character, a lone surrogate) anywhere in an operation's
 * arguments, JSON ones included, is the caller's error, named by its path (`input`'s fields by their
 * own names, as REST callers send them), before a resolver can meet it as a database error.
 */
function requireStorableText(args: Record<string, unknown>): void {
  const errors = Object.entries(args).flatMap(([name, value]) => unstorableText(value, name === 'input' ? '' : name));
  if (errors.length) throw invalidInput(errors);
}

/** Reads need user_read (or user_manage, which includes it). */
function guardRead(resolve: AnyResolver): AnyResolver {
  return (parent, args, ctx, info) => {
    requireScope(ctx, 'user_read');
    requireStorableText(args);
    return resolve(parent, args, ctx, info);
  };
}

/** Answers read again after commit as their lists read them (one statement for what a page brings). */
const ANSWERS: Record<string, (ctx: RequestContext, id: number, selected: SelectionTree) => Promise<unknown>> = { Order: orderAnswer };

/**
 * The mutation's answer. A resource the unit's outbox rendered for its events (`rendered`) answers
 * from that rendering, served as a snapshot (graphql/snapshot.ts): the V2 GET's selection, read in
 * the transaction after the unit's last write, so a REST write answers without rendering its resource
 * again. It is the caller's view too: it was read with the unit's own tenant, and no field of these
 * resources or what they nest reads who the caller is (only ShippingDocument's urls do, which none
 * of them nests); a field it lacks resolves as usual. Otherwise the resource is read again after
 * commit when its type has a list read for answers.
 */
async function answerOf(answer: unknown, rendered: Map<string, unknown>, ctx: RequestContext, info: GraphQLResolveInfo): Promise<unknown> {
  const type = getNamedType(info.returnType);
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') return answer;
  const payload = RENDERED_TYPES[type.name] && rendered.get(`${RENDERED_TYPES[type.name]}:${id}`);
  if (payload) {
    // The REST facade takes it as it is (rest/router.ts): it selected nothing else.
    payloadAnswerSink(info.rootValue)?.(payload);
    return renderedResource(payload, ctx, type);
  }
  const reread = ANSWERS[type.name];
  return (reread && (await reread(ctx, id, selectedTree(info)))) || answer;
}

/** Every mutation field is one unit of work (db/unit-of-work.ts): one transaction, its events, its idempotency mark. */
function guardWrite(resolve: AnyResolver): AnyResolver {
  return async (parent, args, ctx, info) => {
    requireScope(ctx, 'user_manage');
    requireStorableText(args);
    // The attempt that committed is the last one the unit of work opened.
    let unit = ctx;
    const answers = RENDERED_TYPES[getNamedType(info.returnType).name] ?? null;
    const answer = await withTransaction(ctx, async (tx) => {
      tx.events.answers = answers;
      return resolve(parent, args, (unit = tx), info);
    });
    return answerOf(answer, unit.events.rendered, ctx, info);
  };
}

function merge(...maps: Resolvers[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...(fields as object) };
  }
  return merged;
}

function wrapRoot(merged: ResolverMap, type: string, wrap: (r: AnyResolver) => AnyResolver): void {
  merged[type] = Object.fromEntries(Object.entries(merged[type] ?? {}).map(([name, r]) => [name, wrap(r as AnyResolver)]));
}

export function buildSchema(): GraphQLSchema {
  const resolvers = merge(
    authResolvers, itemResolvers, bundleResolvers, scancodeResolvers, warehouseResolvers, inventoryResolvers, shipnoticeResolvers, simulateResolvers, orderResolvers, bulkResolvers,
    documentResolvers, customsResolvers, wholesaleResolvers, loadScacResolvers, projectResolvers, eventResolvers, insightResolvers,
    notificationResolvers, returnResolvers, templateResolvers,
  );
  wrapRoot(resolvers, 'Query', guardRead);
  wrapRoot(resolvers, 'Mutation', guardWrite);
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: { ...resolvers, DateTime, Date: DateScalar, JSON: JSONScalar, Long: LongScalar },
    inheritResolversFromInterfaces: true,
  });
  // A page's count is a function (db/list/connection.ts: it runs only when selected); graphql-jit
  // reads a field without a resolver as a property and would not call it.
  for (const type of Object.values(schema.getTypeMap())) {
    const count = isObjectType(type) ? type.getFields().total_count : undefined;
    if (count && !count.resolve) count.resolve = (page: { total_count: () => Promise<number> }) => page.total_count();
  }
  // Typed event fields answer from the outbox snapshot, not the database (graphql/snapshot.ts).
  serveSnapshots(schema);
  return schema;
}
