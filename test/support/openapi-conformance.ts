import { execFile } from 'node:child_process';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { GraphQLSchema } from 'graphql';
import type { Route } from '../../src/rest/route';
import type { Answer, TestApp } from './app';
import { type Ids, OperationGenerator, isWrite, kindOf, routeVariables } from './operations';
import { SHARED_KINDS, type Tenant } from './tenant-fixtures';

/**
 * Checking answers against OpenAPI documents: ours (generated) and the original's. Routes are
 * matched by method and path with the names of path parameters left out.
 */

export interface OpenApi {
  tags?: { name: string }[];
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, unknown> } & Record<string, any>;
}

const VALIDATE = `import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const result = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors }));`;

/**
 * Validates a document against the OpenAPI specification's own JSON Schema (3.1 here), with
 * @seriousme/openapi-schema-validator, which also checks that every $ref resolves. It is an ES
 * module, which jest's module system cannot load, so it runs in a node child process.
 */
export async function validateOpenApi(doc: object): Promise<{ valid: boolean; errors?: unknown[] }> {
  const child = execFile(process.execPath, ['--input-type=module', '-e', VALIDATE], { cwd: path.join(__dirname, '../..'), maxBuffer: 16 << 20 });
  child.stdin!.end(JSON.stringify(doc));
  let out = '';
  child.stdout!.on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the OpenAPI validator exited with ${code}`);
  return JSON.parse(out);
}

/** `GET /items/{}` for `get /items/{id}` and `GET /api/v2/items/{item_id}`. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\/api\/v2/, '').replace(/:(\w+)/g, '{$1}').replace(/\{[^}]+\}/g, '{}')}`;

export interface Mismatch {
  key: string;
  status: number;
  error: ErrorObject;
  /** The value at the error's instance path. */
  value: unknown;
  component: string;
}

/** One document's response schemas, compiled (once each) with Ajv's JSON Schema 2020-12 dialect, as OpenAPI 3.1 uses. */
export class ResponseSchemas {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly operations = new Map<string, any>();
  /** Each component schema and its properties' schemas, to the component's name. */
  private readonly components = new Map<unknown, string>();

  /** strict: every schema must be free of unknown keywords and loose types (ours); the original's carry examples and such. */
  constructor(private readonly doc: OpenApi, private readonly id: string, strict: boolean) {
    // verbose: each error carries the schema object it failed, which names its component (componentOf).
    this.ajv = new Ajv2020({ strict, allErrors: true, verbose: true, logger: strict ? undefined : false });
    addFormats(this.ajv);
    this.ajv.addKeyword('components');
    this.ajv.addSchema({ $id: id, components: { schemas: doc.components.schemas } });
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      this.components.set(schema, name);
      for (const property of Object.values((schema as { properties?: Record<string, unknown> }).properties ?? {})) this.components.set(property, name);
    }
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) this.operations.set(routeKey(method, path), operation);
    }
  }

  /** A schema of the document, its references made absolute so they resolve from outside it. */
  private absolute(schema: unknown): object {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${this.id}#/components/`));
  }

  /** The schema documented for a status and media type, compiled; undefined where none is. */
  validator(key: string, status: number, media = 'application/json'): ValidateFunction | undefined {
    let response = this.operations.get(key)?.responses?.[String(status)];
    // A shared response (`$ref: '#/components/responses/…'`) is compiled once for every route.
    const cacheKey = response?.$ref ? `${response.$ref} ${media}` : `${key} ${status} ${media}`;
    if (this.compiled.has(cacheKey)) return this.compiled.get(cacheKey);
    if (response?.$ref) response = this.resolve(response.$ref);
    const schema = response?.content?.[media]?.schema;
    const validate = schema === undefined ? undefined : this.ajv.compile(this.absolute(schema));
    if (validate) this.compiled.set(cacheKey, validate);
    return validate;
  }

  /** A response given as `$ref: '#/components/responses/…'`. */
  private resolve(ref: string): any {
    return ref.replace(/^#\//, '').split('/').reduce((node: any, part) => node?.[part], this.doc);
  }

  /** Compiles every schema the document holds (responses, request bodies, components): a schema Ajv refuses fails here. */
  compileAll(): number {
    let count = 0;
    for (const name of Object.keys(this.doc.components.schemas)) {
      this.ajv.compile({ $ref: `${this.id}#/components/schemas/${name}` });
      count += 1;
    }
    for (const [key, operation] of this.operations) {
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        for (const media of Object.keys((response.$ref ? this.resolve(response.$ref) : response).content ?? {})) count += this.validator(key, Number(status), media) ? 1 : 0;
      }
      for (const content of Object.values<any>(operation.requestBody?.content ?? {})) {
        this.ajv.compile(this.absolute(content.schema));
        count += 1;
      }
    }
    return count;
  }

  /** Mismatches of a JSON answer with its documented schema; null when the status is not documented with a JSON body. */
  check(key: string, status: number, body: unknown): Mismatch[] | null {
    const validate = this.validator(key, status);
    if (!validate) return null;
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => ({ key, status, error, value: valueAt(body, error.instancePath), component: this.componentOf(error) }));
  }

  /** Mismatches of a request body with the documented one; null when the route documents no body. */
  checkBody(key: string, body: unknown): Mismatch[] | null {
    const schema = this.operations.get(key)?.requestBody?.content?.['application/json']?.schema;
    if (schema === undefined) return null;
    const cacheKey = `${key} request`;
    const validate = this.compiled.get(cacheKey) ?? this.ajv.compile(this.absolute(schema));
    this.compiled.set(cacheKey, validate);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => ({ key, status: 0, error, value: valueAt(body, error.instancePath), component: this.componentOf(error) }));
  }

  /** The component an error is in (`Item` for `ApiV2EntitiesItem`), or '' for a route's own schema. */
  private componentOf(error: ErrorObject): string {
    return (this.components.get(error.parentSchema) ?? '').replace(/^Api(V2|Shared)Entities/, '');
  }
}

/** A mismatch sorted by what it is: a field we add, a null the schema does not admit, a number for a string, or else. */
export interface Classified {
  kind: 'extra' | 'null' | 'number' | 'other';
  component: string;
  /** The property at fault. */
  field: string;
  mismatch: Mismatch;
}

export function classify(mismatch: Mismatch): Classified {
  const { error, value, component } = mismatch;
  const field = error.keyword === 'additionalProperties'
    ? String(error.params.additionalProperty)
    : error.instancePath.split('/').filter((s) => s && !/^\d+$/.test(s)).at(-1) ?? '';
  const kind = error.keyword === 'additionalProperties' ? 'extra'
    : value === null ? 'null'
      : typeof value === 'number' && error.keyword === 'type' && String(error.params.type).includes('string') ? 'number'
        : 'other';
  return { kind, component, field, mismatch };
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((node: any, part) => node?.[part], body);
}

/** One route called until it answered 2xx: its answer and the request that got it. */
export interface Exercised {
  route: Route;
  key: string;
  res: Answer;
  sent: { path: string; json?: unknown; as: string };
  /** The failed attempts before it, for the report. */
  failures: string[];
}

/**
 * Reads first, then creates, updates, deletes, simulations and actions, so no request undoes what a
 * later one needs: a cancelled order can no longer be processed, a received ship notice not deleted.
 */
function phase(route: Route): number {
  if (!isWrite(route)) return 0;
  if (route.path.includes('/call/')) return 5;
  if (route.path.startsWith('/simulate/')) return 4;
  if (route.method === 'DELETE') return 3;
  return route.method === 'PUT' || route.method === 'PATCH' ? 2 : 1;
}

/** Deletes and actions take what the creates made (a new order to cancel, a new ship notice to delete), not the fixtures the others share. */
const ON_CREATED = new Set([3, 5]);

/** The kind a create route makes: `POST /orders/:id/order_items` → order_item. */
const createdKind = (route: Route) => route.path.split('/').filter((s) => s && !s.startsWith(':')).pop()!.replace(/s$/, '');

/**
 * Calls every route with requests generated from the route table and the schema (test/support/operations.ts),
 * filled with one tenant's fixtures, as the tenant or, where that is refused as staff-only, as staff acting for it.
 * An action route tries each action its resource lists until one is allowed.
 */
export async function exerciseRoutes(app: TestApp, schema: GraphQLSchema, routes: Route[], tenant: Tenant, shared: Record<string, number>, endpoint: string): Promise<Exercised[]> {
  const tenantKinds = [...new Set([...Object.keys(tenant.ids), ...Object.keys(tenant.codes)])];
  const gen = new OperationGenerator({ schema, tenantKinds, sharedKinds: Object.keys(SHARED_KINDS) });
  const created: Record<string, number> = {};
  const creators: Record<string, { request: { method: string; path: string; json?: unknown }; headers: Record<string, string> }> = {};
  const idsFor = (fresh: boolean): Ids => ({
    tenant: (kind) => {
      const value = (fresh ? created[kind] : undefined) ?? tenant.codes[kind] ?? tenant.ids[kind];
      if (value === undefined) throw new Error(`the fixtures have no ${kind}`);
      return value;
    },
    shared: (kind) => shared[kind],
    marker: tenant.marker,
    endpoint,
  });
  const callers: { as: string; headers: Record<string, string> }[] = [
    { as: tenant.owner, headers: { authorization: `Bearer ${tenant.token}` } },
    { as: 'staff', headers: { authorization: `Bearer ${app.tokens.staff}`, 'x-customer-id': String(tenant.customerId) } },
  ];
  const done: Exercised[] = [];
  for (const route of [...routes].sort((a, b) => phase(a) - phase(b))) {
    const vars = routeVariables(schema, route);
    const idVar = vars.find((v) => v.name === 'id');
    const actions = vars.some((v) => v.name === 'action' && v.inPath)
      ? ((await app.gql(`{ ${kindOf(idVar!.fieldName, 'id', tenantKinds)}_actions { name } }`, {}, tenant.token)).body.data as Record<string, { name: string }[]>)
      : null;
    const tries = actions ? Object.values(actions)[0].map((a) => a.name) : [undefined];
    const ids = idsFor(ON_CREATED.has(phase(route)));
    const failures: string[] = [];
    let answered: Exercised | undefined;
    for (const action of tries) {
      const request = gen.restRequest({ route, vars, action, label: route.path }, (slot) => (slot.optional ? null : ids), ids);
      for (const caller of callers) {
        const res = await app.rest(request.method, request.path, { json: request.json, headers: { ...caller.headers, accept: 'application/json' } });
        if (res.status >= 200 && res.status < 300) {
          answered = { route, key: routeKey(route.method, route.path), res, sent: { path: request.path, json: request.json, as: caller.as }, failures };
          if (route.method === 'POST' && typeof res.body?.id === 'number' && created[createdKind(route)] === undefined) {
            created[createdKind(route)] = res.body.id;
            creators[createdKind(route)] = { request, headers: caller.headers };
          }
          // A delete that removed what the create made (not one that archives it): it is made again for the actions that follow (a line's delete action).
          const creator = route.method === 'DELETE' ? creators[createdKind(route)] : undefined;
          if (creator && (await app.rest('GET', request.path, { headers: caller.headers })).status === 404) {
            const again = await app.rest(creator.request.method, creator.request.path, { json: creator.request.json, headers: { ...creator.headers, accept: 'application/json' } });
            if (typeof again.body?.id === 'number') created[createdKind(route)] = again.body.id;
          }
          break;
        }
        failures.push(`${request.method} ${request.path} as ${caller.as} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (res.status !== 403) break;
      }
      if (answered) break;
    }
    done.push(answered ?? { route, key: routeKey(route.method, route.path), res: { status: 0, headers: new Headers(), body: undefined }, sent: { path: route.path, as: '-' }, failures });
  }
  return done;
}

/** A documented request example, and the answer it got. */
export interface SentExample {
  key: string;
  as: string;
  res: Answer;
}

/**
 * Sends each route's request example (`example` of its JSON body) as it is, to paths filled with the
 * tenant's fixtures, as the tenant or, where that is refused as staff-only, as staff acting for it:
 * creates first, then updates, then simulations, as exerciseRoutes orders them.
 */
export async function sendExamples(app: TestApp, schema: GraphQLSchema, routes: Route[], tenant: Tenant, shared: Record<string, number>, example: (route: Route) => unknown): Promise<SentExample[]> {
  const tenantKinds = [...new Set([...Object.keys(tenant.ids), ...Object.keys(tenant.codes)])];
  const gen = new OperationGenerator({ schema, tenantKinds, sharedKinds: Object.keys(SHARED_KINDS) });
  const ids: Ids = {
    tenant: (kind) => tenant.codes[kind] ?? tenant.ids[kind],
    shared: (kind) => shared[kind],
    marker: tenant.marker,
    endpoint: 'https://example.com/unused',
  };
  const callers: { as: string; headers: Record<string, string> }[] = [
    { as: tenant.owner, headers: { authorization: `Bearer ${tenant.token}` } },
    { as: 'staff', headers: { authorization: `Bearer ${app.tokens.staff}`, 'x-customer-id': String(tenant.customerId) } },
  ];
  const sent: SentExample[] = [];
  for (const route of [...routes].sort((a, b) => phase(a) - phase(b))) {
    const json = example(route);
    if (json === undefined) continue;
    const { path } = gen.restRequest({ route, vars: routeVariables(schema, route), label: route.path }, () => ids, ids);
    for (const caller of callers) {
      const res = await app.rest(route.method, path, { json, headers: { ...caller.headers, accept: 'application/json' } });
      if (res.status === 403 && caller.as !== 'staff') continue;
      sent.push({ key: routeKey(route.method, route.path), as: caller.as, res });
      break;
    }
  }
  return sent;
}
