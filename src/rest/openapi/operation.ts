import {
  type GraphQLInputType, type OperationDefinitionNode, GraphQLNonNull, Kind, TypeInfo, isInputObjectType, isNonNullType, typeFromAST, valueFromAST, visit,
  visitWithTypeInfo,
} from 'graphql';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../db/list/paging';
import { isActionRoute } from '../route';
import type { CompiledRoute } from '../router';
import { requestExample } from './examples';
import { parameterRef, responseRef, successHeaders } from './responses';
import { Selections, nodesOf, resultField } from './selections';
import { type Components, type Schema, described, withDefault } from './types';

/** The facade's own query parameters, the same on every route that takes them. */
const CONVENTIONS: Record<string, { description: string; schema?: Schema }> = {
  search: { description: 'JSON of Ransack-style predicates on the allowed attributes, e.g. `{"sku_start": "TS-", "created_at_gteq": "2024-01-01"}`; an unknown attribute or predicate is 422.' },
  sort: { description: 'Allowed fields with a direction, e.g. `name asc,created_at desc`.' },
  page: { description: 'Page of results, from 1.', schema: { type: 'integer', format: 'int32', minimum: 1, default: 1 } },
  per_page: { description: 'Results per page.', schema: { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE } },
  page_total: { description: 'Send the total number of matching resources in `X-Total-Count`.' },
  page_links: { description: 'Send RFC 8288 `Link` headers to the first, previous, next and last pages.' },
};

const FIELDS_PARAMETER = {
  name: 'fields', in: 'query', required: false, schema: { type: 'string' },
  description: 'Sparse fieldset: a comma-separated list of the fields to answer with, e.g. `id,sku`; a dotted path narrows a nested resource (`id,order_items.sku,order_items.quantity`), a name alone keeps it whole. A field the resource lacks is 422.',
};

interface Variable {
  name: string;
  type: GraphQLInputType;
  defaultValue: unknown;
  description?: string;
  /** The field and argument it feeds. */
  feeds?: { field: string; argument: string };
}

/** `GetApiV2ItemsId` for GET /items/:id, as the original document names its operations. */
const operationId = (method: string, path: string) =>
  [method.toLowerCase(), 'api', 'v2', ...path.split(/[/_]/)].filter(Boolean).map((w) => w.replace(/^:/, '')).map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** The operation's variables, with their defaults and the description of the argument each feeds. */
function variablesOf(components: Components, route: CompiledRoute, definition: OperationDefinitionNode): Variable[] {
  const uses = new Map<string, { field: string; argument: string; description?: string }>();
  const typeInfo = new TypeInfo(components.graphql);
  visit(route.document, visitWithTypeInfo(typeInfo, {
    Argument: (node) => {
      if (node.value.kind !== Kind.VARIABLE || uses.has(node.value.name.value)) return;
      const argument = typeInfo.getArgument();
      uses.set(node.value.name.value, { field: typeInfo.getFieldDef()?.name ?? '', argument: node.name.value, description: argument?.description ?? undefined });
    },
  }));
  return (definition.variableDefinitions ?? []).map((def) => {
    const name = def.variable.name.value;
    const type = typeFromAST(components.graphql, def.type as never) as GraphQLInputType;
    const use = uses.get(name);
    return { name, type, defaultValue: def.defaultValue ? valueFromAST(def.defaultValue, type) : undefined, description: use?.description, feeds: use };
  });
}

const pascal = (snake: string) => snake.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * A bulk create's `resources: [JSON!]!` are each coerced to the resource's create input
 * (`order_bulk_create` → OrderCreateInput, in src/graphql/resolvers), so that one bad resource fails alone.
 */
function bulkResources(components: Components, v: Variable): Schema | undefined {
  const bulk = /^(\w+)_bulk_create$/.exec(v.feeds?.field ?? '');
  const input = bulk && v.feeds?.argument === 'resources' ? components.graphql.getType(`${pascal(bulk[1])}CreateInput`) : undefined;
  if (!input || !isInputObjectType(input)) return undefined;
  return described({ type: 'array', items: components.input(new GraphQLNonNull(input)) }, `Each resource is a ${input.name}; one that fails reports its reason and the others are still created.`);
}

const required = (v: Variable) => isNonNullType(v.type) && v.defaultValue === undefined;

/** A parameter's value is never null: it is sent or left out. */
function parameter(components: Components, v: Variable, where: 'path' | 'query'): Schema {
  const convention = CONVENTIONS[v.name];
  const nonNull = isNonNullType(v.type) ? v.type : new GraphQLNonNull(v.type);
  return {
    name: v.name, in: where, required: where === 'path' || required(v),
    ...(convention || v.description ? { description: convention?.description ?? v.description } : {}),
    schema: withDefault(convention?.schema ?? components.input(nonNull), v.defaultValue),
  };
}

/** The body's media type: its schema, and the example Swagger UI sends on "Try it out" (examples.ts). */
function jsonBody(route: CompiledRoute, schema: Schema): Schema {
  const example = requestExample(route.method, route.path);
  return { 'application/json': { schema, ...(example === undefined ? {} : { example }) } };
}

/** The route's variables that come in the body: its `input`, or every variable but the path's. */
function bodyOf(components: Components, route: CompiledRoute, variables: Variable[]): Schema | undefined {
  if (route.body === 'input') {
    const input = variables.find((v) => v.name === 'input');
    if (!input) throw new Error(`route ${route.method} ${route.path}: body 'input' but no $input variable`);
    return {
      required: required(input),
      description: 'The resource\'s fields. Query parameters the route does not declare are merged in, as V2 callers send `POST /items?sku=…`.',
      content: jsonBody(route, components.input(input.type)),
    };
  }
  if (route.body !== 'variables' || !variables.length) return undefined;
  // Variables may also come from the query string; the body wins. Other keys are not read.
  const properties = Object.fromEntries(variables.map((v) => [v.name, withDefault(bulkResources(components, v) ?? described(components.input(v.type), v.description), v.defaultValue)]));
  const names = variables.filter(required).map((v) => v.name);
  return {
    required: names.length > 0,
    description: 'Each field may instead be sent as a query parameter.',
    content: jsonBody(route, { type: 'object', properties, ...(names.length ? { required: names } : {}) }),
  };
}

/** The success answer, by the route's respond mode. */
function success(components: Components, route: CompiledRoute, write: boolean): Schema {
  const list = route.respond === 'list';
  const headers = successHeaders(list, write);
  const json = (schema: Schema) => ({ headers, content: { 'application/json': { schema } } });
  const result = () => resultField(route.document, new TypeInfo(components.graphql));
  const selections = new Selections(components, route.document);
  switch (route.respond) {
    case 'empty':
      return { description: 'Done; no body.', headers };
    case 'count':
      return { description: 'The number of matching resources.', ...json(components.own('Count', { type: 'object', properties: { count: { type: 'integer', format: 'int32' } }, required: ['count'], additionalProperties: false })) };
    case 'message':
      return { description: route.message ?? 'Done.', ...json(components.own('MessageAnswer', { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false })) };
    case 'csv': {
      const csvResult = components.own('CsvResult', { type: 'object', properties: { result: { type: 'string', description: 'the CSV text' } }, required: ['result'], additionalProperties: false });
      return { description: 'The CSV text; as `{result}` to a caller that prefers JSON.', headers, content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: csvResult } } };
    }
    case 'list': {
      const nodes = nodesOf(result());
      return { description: 'A page of resources.', ...json(selections.output(nodes.type, nodes.node.selectionSet)) };
    }
    case 'object': {
      const found = result();
      return { description: route.summary, ...json(selections.output(found.type, found.node.selectionSet)) };
    }
  }
}

/** The error statuses a route can answer, from what it takes and does. */
function errorStatuses(route: CompiledRoute, write: boolean, variables: Variable[], takesFields: boolean): number[] {
  const statuses = [400, 401, 403];
  if (route.path.includes(':')) statuses.push(404);
  // The router answers INVALID_TRANSITION as 405 on action routes (src/rest/errors.ts statusOf).
  if (isActionRoute(route)) statuses.push(405);
  if (write) statuses.push(409);
  if (route.body) statuses.push(413);
  // A body of another type than JSON or a form, on any write (src/rest/content-type.ts).
  if (write) statuses.push(415);
  if (variables.length || takesFields || write) statuses.push(422);
  return [...statuses, 429, 503];
}

/** The OpenAPI operation of one compiled route: its parameters, body and answers, all read from the route and the schema. */
export function routeOperation(components: Components, route: CompiledRoute): { path: string; method: string; operation: Schema } {
  const definition = route.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const write = definition.operation === 'mutation';
  const variables = variablesOf(components, route, definition);
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const missing = pathNames.filter((name) => !variables.some((v) => v.name === name));
  if (missing.length) throw new Error(`route ${route.method} ${route.path}: path parameter ${missing.join(', ')} feeds no variable`);
  const inBody = (v: Variable) => (route.body === 'input' ? v.name === 'input' : route.body === 'variables');
  const takesFields = (route.respond === 'object' || route.respond === 'list') && route.body !== 'input';
  const result = resultField(route.document, new TypeInfo(components.graphql));
  const parameters = [
    ...variables.filter((v) => pathNames.includes(v.name)).map((v) => parameter(components, v, 'path')),
    ...variables.filter((v) => !pathNames.includes(v.name) && !inBody(v)).map((v) => parameter(components, v, 'query')),
    ...(takesFields ? [FIELDS_PARAMETER] : []),
    parameterRef('CustomerId'),
    parameterRef('ShopId'),
    ...(route.method !== 'GET' ? [parameterRef('IdempotencyKey')] : []),
  ];
  const body = bodyOf(components, route, variables.filter((v) => !pathNames.includes(v.name)));
  const errors = errorStatuses(route, write, variables, takesFields);
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  // A PATCH is its PUT's twin (src/rest/route.ts withPatch): said so, for readers who expect PATCH to differ.
  const twin = route.method === 'PATCH' ? `The same operation as \`PUT ${path}\`, for callers that send PATCH: only the fields sent change.` : undefined;
  const description = [twin, result.description].filter(Boolean).join('\n\n');
  return {
    path,
    method: route.method.toLowerCase(),
    operation: {
      operationId: operationId(route.method, route.path),
      tags: [route.path.split('/')[1]],
      summary: route.summary,
      ...(description ? { description } : {}),
      parameters,
      ...(body ? { requestBody: body } : {}),
      responses: {
        [String(route.status ?? 200)]: success(components, route, write),
        ...Object.fromEntries(errors.map((status) => [String(status), responseRef(status)])),
      },
      security: [{ oauth2: [write ? 'user_manage' : 'user_read'] }, { bearer: [] }],
      // The GraphQL field that serves it, from the root: the same resolver, for callers moving to /graphql.
      'x-graphql-field': `${definition.operation} ${result.path.join('.')}`,
    },
  };
}
