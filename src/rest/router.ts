import express, { type Request, type Response } from 'express';
import { type DocumentNode, type ExecutionResult, type GraphQLInputType, getNamedType, type GraphQLSchema, type OperationDefinitionNode, Kind, parse, print, typeFromAST, validate, visit } from 'graphql';
import { executeOperation } from '../representations/execute';
import { JsonText, payloadAnswerRoot, payloadAnswerText } from '../representations/json-text';
import type { RequestContext } from '../domain/context';
import { ForkliftError, type FieldError } from '../shared/errors';
import { normalizeError, reportInternal } from '../graphql/errors';
import { type DroppedField, coerce } from '../representations/input-coercion';
import { sendRefusal, statusOf } from './errors';
import { isActionRoute, type Route } from './route';
import { withLeafFragments } from '../representations/leaf-fragments';
import { RENDERED_TYPES } from '../representations/v2-resources';
import { settleDropped } from './tolerance';
import { type FieldTree, fieldsKey, parseFields, pickFields, pruneResource } from './fieldsets';
import { resourceSelection, resultField } from '../representations/result-selection';
import { isObject } from './params';

/** A document and its copies narrowed to `fields=` trees, by the tree's text (fieldsets.ts). */
interface Prunable {
  document: DocumentNode;
  pruned: Map<string, DocumentNode>;
}

export interface CompiledRoute extends Route, Prunable {
  variables: { name: string; type: GraphQLInputType }[];
  /** With `page`: the resource read as a page of one, its selection the same as `document`'s. */
  pageRead?: Prunable;
}

function validated(schema: GraphQLSchema, route: Route, document: DocumentNode): DocumentNode {
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`route ${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
  return document;
}

/** The operation reading the resource that `document` reads by `$id` as the nodes of `route.page`, searched by `$search`. */
function pageDocument(schema: GraphQLSchema, route: Route, document: DocumentNode): DocumentNode {
  const selection = resourceSelection(document, false);
  const [, field, args] = /^(\w+)(?:\((.*)\))?$/.exec(route.page!) ?? [];
  if (route.method !== 'GET' || route.respond !== 'object' || !route.path.endsWith('/:id') || !selection || !field) {
    throw new Error(`route ${route.method} ${route.path}: a page reads the object a GET of /:id answers, aliased result, through a list field`);
  }
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map(print);
  const query = `query ($search: String) { result: ${field}(${args ? `${args}, ` : ''}search: $search, per_page: 1) { nodes ${print(selection)} } }`;
  return validated(schema, route, parse([query, ...fragments].join('\n')));
}

/**
 * Parses the operation, completes its fragments and validates it. Every route of the table is
 * compiled and validated by test/unit/route-table.test.ts, so a bad route fails the tests; a server
 * compiles each the first time it is called (routeCompiler).
 */
export function compileRoute(schema: GraphQLSchema, route: Route): CompiledRoute {
  const document = validated(schema, route, withLeafFragments(schema, route.operation));
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const variables = (operation.variableDefinitions ?? []).map((def) => ({
    name: def.variable.name.value,
    type: typeFromAST(schema, def.type as never) as GraphQLInputType,
  }));
  const pageRead = route.page ? { document: pageDocument(schema, route, document), pruned: new Map() } : undefined;
  return { ...route, document, variables, pruned: new Map(), pageRead };
}

/** The request's raw values for each variable, by the route's body mode. */
function rawVariables(route: CompiledRoute, req: Request): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (Array.isArray(req.body)) throw new ForkliftError('BAD_REQUEST', 'the body must be a JSON object of fields, not an array', [{ field: 'body', message: 'must be a JSON object' }]);
  const body = isObject(req.body) ? req.body : {};
  const raw: Record<string, unknown> = { ...query, ...req.params };
  if (route.body === 'input') {
    const declared = new Set(route.variables.map((v) => v.name));
    const fromQuery = Object.fromEntries(Object.entries(query).filter(([k]) => !declared.has(k)));
    raw.input = { ...fromQuery, ...body };
  } else if (route.body === 'variables') {
    Object.assign(raw, body, req.params);
  }
  return raw;
}

/** The value of the field aliased `result`, wherever the operation nests it. */
function findResult(data: unknown): unknown {
  if (!isObject(data)) return undefined;
  if ('result' in data) return data.result;
  for (const value of Object.values(data)) {
    const found = findResult(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Pruned documents per route and field list; bounded, since the lists are the caller's to choose. */
const PRUNED_PER_ROUTE = 64;

/** The document with the resource selecting only `wanted`, so what is not asked for is never loaded. */
function documentFor(read: Prunable, list: boolean, wanted: FieldTree | null): DocumentNode {
  if (!wanted) return read.document;
  const key = fieldsKey(wanted);
  const cached = read.pruned.get(key);
  if (cached) return cached;
  const document = pruneResource(read.document, list, wanted);
  if (read.pruned.size < PRUNED_PER_ROUTE) read.pruned.set(key, document);
  return document;
}

/**
 * The resource `id` read as a page of one (a route's `page`): its JSON text when PostgreSQL wrote
 * it, or the node GraphQL resolved; undefined when the page is empty or refused, which the route's
 * own operation then answers as it does (its 404, its error).
 */
async function readAsPage(schema: GraphQLSchema, read: Prunable, id: unknown, wanted: FieldTree | null, contextValue: RequestContext): Promise<unknown> {
  const variableValues = { search: JSON.stringify({ id_in: [id] }) };
  const answer = await executeOperation({ schema, document: documentFor(read, true, wanted), variableValues, contextValue }, { jsonPages: true });
  if (answer.errors?.length) return undefined;
  const nodes = (findResult(answer.data) as { nodes: unknown[] | JsonText }).nodes;
  if (nodes instanceof JsonText) return nodes.text === '[]' ? undefined : new JsonText(nodes.text.slice(1, -1));
  return nodes[0];
}

function linkHeader(req: Request, page: number, perPage: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => {
    const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    params.set('page', String(p));
    params.set('per_page', String(perPage));
    return `<${req.protocol}://${req.get('host')}${req.baseUrl}${req.path}?${params}>`;
  };
  const links = [`${url(1)}; rel="first"`];
  if (page > 1) links.push(`${url(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${url(page + 1)}; rel="next"`);
  links.push(`${url(last)}; rel="last"`);
  return links.join(', ');
}

function respond(route: CompiledRoute, req: Request, res: Response, result: unknown, wanted: FieldTree | null): void {
  const status = route.status ?? 200;
  switch (route.respond) {
    case 'empty':
      res.status(status).end();
      return;
    case 'count':
      res.status(status).json({ count: result });
      return;
    case 'message':
      res.status(status).json({ message: route.message });
      return;
    case 'csv':
      if (req.accepts(['text/csv', 'application/json']) === 'application/json') {
        res.status(status).json({ result });
      } else {
        res.status(status).type('text/csv').attachment(`${req.path.split('/').filter(Boolean).join('-')}.csv`).send(result);
      }
      return;
    case 'object':
      // A resource PostgreSQL wrote (a page of one) is already the wanted fields in the order asked.
      if (result instanceof JsonText) res.status(status).type('json').send(result.text);
      else res.status(status).json(pickFields(result, wanted));
      return;
    case 'list': {
      const connection = result as { nodes: unknown[] | JsonText; total_count?: number; total_links?: number; page_info: { page: number; per_page: number } };
      if (connection.total_count != null) res.set('X-Total-Count', String(connection.total_count));
      if (connection.total_links != null) res.set('Link', linkHeader(req, connection.page_info.page, connection.page_info.per_page, connection.total_links));
      // A page PostgreSQL wrote is already the wanted fields in the order asked (documentFor).
      if (connection.nodes instanceof JsonText) res.status(status).type('json').send(connection.nodes.text);
      else res.status(status).json(pickFields(connection.nodes, wanted));
    }
  }
}

/**
 * A write that answers with the resource its GET (`read`) shows, selected the same: run as `thin`,
 * which selects only its id, it hands over the payload its unit rendered for that resource, which is
 * the answer (graphql/schema.ts answerOf); GraphQL does not resolve the resource again field by field.
 */
interface PayloadAnswer {
  thin: DocumentNode;
  read: CompiledRoute;
}

/** `route` answering as a PayloadAnswer with `read`, or null when its answer is not that GET's resource, selected the same. */
function payloadAnswerOf(schema: GraphQLSchema, route: CompiledRoute, read: CompiledRoute | undefined): PayloadAnswer | null {
  const operation = route.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.operation !== 'mutation' || route.respond !== 'object' || !read) return null;
  const selection = resourceSelection(route.document, false);
  const readSelection = resourceSelection(read.document, false);
  if (!selection || !readSelection || print(selection) !== print(readSelection)) return null;
  // Only a resource events carry has a payload to answer with.
  const field = resultField(route.document);
  const type = field && schema.getMutationType()?.getFields()[field.name.value]?.type;
  if (!type || !(getNamedType(type).name in RENDERED_TYPES)) return null;
  if (read.variables.some((v) => v.name !== 'id')) return null;
  const idOnly = { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }] } as const;
  const thin = visit(route.document, { Field: (node) => (node.alias?.value === 'result' ? { ...node, selectionSet: idOnly } : undefined) });
  return { thin: validated(schema, route, { ...thin, definitions: thin.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION) }), read };
}

export type ContextFactory = (req: Request) => Promise<RequestContext>;

/**
 * The resource as `read` (a GET of one) answers it for `variableValues`, with the caller's context:
 * the text of its page of one, or the node GraphQL resolved; undefined when the read fails.
 */
async function readOne(schema: GraphQLSchema, read: CompiledRoute, variableValues: Record<string, unknown>, contextValue: RequestContext): Promise<unknown> {
  const paged = read.pageRead && (await readAsPage(schema, read.pageRead, variableValues.id, null, contextValue));
  if (paged) return paged;
  const answer = await executeOperation({ schema, document: read.document, variableValues, contextValue });
  return answer.errors?.length ? undefined : findResult(answer.data);
}

/**
 * The resource as its GET route answers it, read with the caller's context; undefined when that
 * read fails (a foreign or missing id: the write then answers its own 404).
 */
async function readResource(schema: GraphQLSchema, route: CompiledRoute, req: Request, contextValue: RequestContext): Promise<unknown> {
  const errors: FieldError[] = [];
  const variableValues = Object.fromEntries(route.variables.map((v) => [v.name, coerce(schema, req.params[v.name], v.type, v.name, errors)]));
  if (errors.length) return undefined;
  const found = await readOne(schema, route, variableValues, contextValue);
  return found instanceof JsonText ? JSON.parse(found.text) : found;
}

/** Names the fields a request carried that were accepted and dropped (representations/input-coercion.ts, rest/tolerance.ts). */
const IGNORED_FIELDS_HEADER = 'X-Ignored-Fields';

/**
 * Express tries routes in the order they were added, so `/customers/:id` added before
 * `/customers/count` would take "count" as an id. Fixed segments win over parameters wherever
 * two paths overlap: routes are added sorted by the shape of their segments (a literal before a
 * parameter, segment by segment), the table's order kept otherwise.
 */
export function specificFirst<R extends { path: string }>(routes: readonly R[]): R[] {
  const shape = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? '1' : '0')).join('');
  return [...routes].sort((a, b) => (shape(a.path) < shape(b.path) ? -1 : shape(a.path) > shape(b.path) ? 1 : 0));
}

export type RouteCompiler = (route: Route) => CompiledRoute;

/**
 * Each route compiled the first time it is asked for, then kept: a server start compiled all 159
 * (about 400 ms of CPU), though most processes, and every test file's server, call a few.
 */
export function routeCompiler(schema: GraphQLSchema): RouteCompiler {
  const compiled = new Map<Route, CompiledRoute>();
  return (route) => {
    let done = compiled.get(route);
    if (!done) compiled.set(route, (done = compileRoute(schema, route)));
    return done;
  };
}

/** The V2 facade: each route (compiled on its first call, routeCompiler) executes its GraphQL operation on the same schema and context as /graphql. */
export function restRouter(schema: GraphQLSchema, routes: readonly Route[], compiled: RouteCompiler, contextFor: ContextFactory): express.Router {
  const router = express.Router();
  // The GET of the same path as a PUT (or PATCH): what a V2 body's read-only fields are compared with.
  const readTwins = new Map(routes.filter((r) => r.method === 'GET' && r.respond === 'object').map((r) => [r.path, r]));
  // A write answering with the resource its GET of one shows (a PUT of that path, a POST to its collection).
  const payloadAnswers = new Map<Route, PayloadAnswer | null>();
  const payloadAnswerFor = (route: CompiledRoute) => {
    if (!payloadAnswers.has(route)) {
      const read = route.method === 'POST' ? readTwins.get(`${route.path}/:id`) : route.path.endsWith('/:id') ? readTwins.get(route.path) : undefined;
      payloadAnswers.set(route, payloadAnswerOf(schema, route, read && compiled(read)));
    }
    return payloadAnswers.get(route)!;
  };
  for (const declared of specificFirst(routes)) {
    const isAction = isActionRoute(declared);
    router[declared.method.toLowerCase() as 'get'](declared.path, async (req: Request, res: Response) => {
      try {
        const route = compiled(declared);
        const contextValue = await contextFor(req);
        const raw = rawVariables(route, req);
        const errors: FieldError[] = [];
        const dropped: DroppedField[] = [];
        // An absent variable stays absent (not undefined), so the operation's defaults apply; so does an
        // empty one (`?page_total=`), which coerces to "no value" rather than an explicit null.
        const variableValues = Object.fromEntries(
          route.variables
            .map((v) => [v.name, coerce(schema, raw[v.name], v.type, v.name === 'input' ? '' : v.name, errors, dropped)] as const)
            .filter(([name, value]) => value !== undefined && !(value === null && raw[name] === '')),
        );
        const twin = route.method === 'PUT' || route.method === 'PATCH' ? readTwins.get(route.path) : undefined;
        const settled = await settleDropped(dropped, twin ? () => readResource(schema, compiled(twin), req, contextValue) : null);
        errors.push(...settled.errors);
        if (errors.length) throw new ForkliftError('BAD_USER_INPUT', errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
        if (settled.ignored.length) res.set(IGNORED_FIELDS_HEADER, settled.ignored.join(', '));
        const wanted = route.respond === 'object' || route.respond === 'list' ? parseFields(req.query.fields, route.document, route.respond === 'list') : null;
        const paged = route.pageRead && (await readAsPage(schema, route.pageRead, variableValues.id, wanted, contextValue));
        if (paged) {
          respond(route, req, res, paged, wanted);
          return;
        }
        const refused = (answer: ExecutionResult) => {
          const error = normalizeError(answer.errors![0]);
          if (statusOf(error) === 500) reportInternal(answer.errors![0], req.log);
          sendRefusal(res, error, isAction);
        };
        const answering = wanted ? null : payloadAnswerFor(route);
        if (answering) {
          const rootValue = payloadAnswerRoot();
          const answer = await executeOperation({ schema, document: answering.thin, variableValues, contextValue, rootValue });
          if (answer.errors?.length) return refused(answer);
          const text = payloadAnswerText(rootValue);
          const found = findResult(answer.data) as { id?: unknown } | null | undefined;
          // A write that announced nothing about its resource rendered none: it is read as its GET reads it.
          let result: unknown = text !== null ? new JsonText(text) : found;
          if (text === null && found?.id != null) {
            result = await readOne(schema, answering.read, { id: found.id }, contextValue);
            if (result === undefined) throw new Error(`the resource ${String(found.id)} a write answered with could not be read again`);
          }
          respond(route, req, res, result, null);
          return;
        }
        const answer = await executeOperation({ schema, document: documentFor(route, route.respond === 'list', wanted), variableValues, contextValue }, { jsonPages: true });
        if (answer.errors?.length) return refused(answer);
        respond(route, req, res, findResult(answer.data), wanted);
      } catch (e) {
        if (!(e instanceof ForkliftError)) throw e;
        sendRefusal(res, { code: e.code, message: e.message, errors: e.errors }, isAction);
      }
    });
  }
  return router;
}
