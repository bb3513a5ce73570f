import fc from 'fast-check';
import { type GraphQLField, type GraphQLObjectType, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { ITEM_LIST, ORIGINATOR_LIST } from '../src/domain/items/list-specs';
import { ORDER_EVENT_LIST, ORDER_ITEM_LIST, ORDER_LIST } from '../src/domain/orders/list-specs';
import { SHIPNOTICE_ITEM_LIST, SHIPNOTICE_LIST } from '../src/domain/shipnotices/list-specs';
import { CONSUMER_RETURN_LIST } from '../src/domain/returns/list-specs';
import { STOCK_LIST, TRANSACTION_LIST } from '../src/domain/inventory/list-specs';
import { LOCATION_LIST, SHIPPING_METHOD_LIST, WAREHOUSE_LIST } from '../src/domain/warehouses/list-specs';
import { WHOLESALE_ITEM_LIST } from '../src/domain/wholesale/list-specs';
import { SCANCODE_LIST } from '../src/domain/scancodes/list-specs';
import { LOAD_SCAC_LIST } from '../src/domain/loadscacs/list-specs';
import { DOCUMENT_LIST, ORDER_DOCUMENT_LIST, SHIPPING_DOCUMENT_LIST } from '../src/domain/documents/list-specs';
import { TEMPLATE_LIST } from '../src/domain/templates/list-specs';
import { PROJECT_TASK_LIST } from '../src/domain/projects/list-specs';
import { CUSTOMER_LIST } from '../src/domain/customers/list-specs';
import { SAVED_SEARCH_LIST } from '../src/domain/searches/list-specs';
import { NOTIFICATION_DELIVERY_LIST, NOTIFICATION_EVENT_LIST, NOTIFICATION_SUBSCRIPTION_LIST } from '../src/domain/webhooks/list-specs';
import type { AttributeType, ListSpec } from '../src/db/list/spec';
import { buildSchema } from '../src/graphql/schema';
import { routes } from '../src/rest/routes';
import type { Route } from '../src/rest/route';
import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { expectNoServerError, fuzzParameters, fuzzTimeout, junk } from './support/fuzz';

/**
 * Property: whatever `search`, `sort`, paging and `fields` a caller sends to any list (REST list
 * and count routes, GraphQL connections at the root or under a resource), the answer is never a
 * 5xx; a refusal is a 422 / BAD_USER_INPUT naming the argument at fault; a success is a
 * well-formed list no longer than the page.
 */

const SPECS: ListSpec[] = [
  ITEM_LIST, ORIGINATOR_LIST, ORDER_LIST, ORDER_ITEM_LIST, ORDER_EVENT_LIST, SHIPNOTICE_LIST, SHIPNOTICE_ITEM_LIST, TRANSACTION_LIST, STOCK_LIST,
  WAREHOUSE_LIST, LOCATION_LIST, SHIPPING_METHOD_LIST, WHOLESALE_ITEM_LIST, SCANCODE_LIST, LOAD_SCAC_LIST, ORDER_DOCUMENT_LIST, SHIPPING_DOCUMENT_LIST,
  PROJECT_TASK_LIST, NOTIFICATION_EVENT_LIST, NOTIFICATION_SUBSCRIPTION_LIST, NOTIFICATION_DELIVERY_LIST, CONSUMER_RETURN_LIST, CUSTOMER_LIST, SAVED_SEARCH_LIST, DOCUMENT_LIST, TEMPLATE_LIST,
];
// Every allow-listed name of every resource: right for some lists, unknown to the others.
const ATTRIBUTES = [...new Set(SPECS.flatMap((s) => [
  ...Object.keys(s.attributes),
  ...Object.entries(s.associations ?? {}).flatMap(([a, { attributes }]) => Object.keys(attributes).map((n) => `${a}_${n}`)),
]))];
const PREDICATES = ['eq', 'not_eq', 'lt', 'lteq', 'gt', 'gteq', 'in', 'not_in', 'cont', 'not_cont', 'start', 'end', 'null', 'present', 'true', 'false'];
const BY_RESOURCE = new Map(SPECS.map((s) => [s.resource, s]));

/** Absent mostly, else a right value, now and then anything at all. */
const sometimes = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 6, arbitrary: right }, { weight: 1, arbitrary: junk });

const isoDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
/** A value of the attribute's type, as callers write it (sometimes as text). */
const typedValue: Record<AttributeType, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('FS-0', 'Red', '%', '_', "'", '')),
  text: fc.string({ unit: 'binary', maxLength: 12 }),
  integer: fc.oneof(fc.integer({ min: -2147483648, max: 2147483647 }), fc.integer({ min: -1, max: 50 }).map(String)),
  double: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('1.5', '10', '-0')),
  boolean: fc.constantFrom(true, false, 'true', 'f', 1, 0, '1'),
  datetime: fc.oneof(isoDate, isoDate.map((d) => d.slice(0, 10))),
  date: fc.oneof(isoDate.map((d) => d.slice(0, 10)), isoDate),
};
const flag = fc.constantFrom(true, false, 'true', 'false', 1, 0, '1', '0', 't', 'f');

/** A term that fits the attribute: a predicate its type allows, with a value of that type (a list for in/not_in). */
function term(name: string, type: AttributeType): fc.Arbitrary<[string, unknown]> {
  const text = type === 'string' || type === 'text';
  const predicates = ['eq', 'not_eq', 'lt', 'lteq', 'gt', 'gteq', 'in', 'not_in', 'null', ...(text ? ['cont', 'not_cont', 'start', 'end', 'present'] : []), ...(type === 'boolean' ? ['true', 'false'] : [])];
  return fc.constantFrom(...predicates).chain((p) => {
    const value = ['null', 'present', 'true', 'false'].includes(p) ? flag
      : p === 'in' || p === 'not_in' ? fc.oneof(fc.array(typedValue[type], { minLength: 1, maxLength: 4 }), typedValue[type].map(String))
      : typedValue[type];
    return value.map((v) => [`${name}_${p}`, v] as [string, unknown]);
  });
}

/** Terms of the list's own attributes (and association paths) mostly; sometimes names of other lists, or no name at all. */
function searchOf(spec: ListSpec): fc.Arbitrary<string> {
  const own: [string, AttributeType][] = [
    ...Object.entries(spec.attributes),
    ...Object.entries(spec.associations ?? {}).flatMap(([a, { attributes }]) => Object.entries(attributes).map(([n, t]) => [`${a}_${n}`, t] as [string, AttributeType])),
  ];
  const anyTerm = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...own).chain(([name, type]) => term(name, type)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...own), fc.constantFrom(...own)).chain(([[a, t], [b]]) => term(`${a}_or_${b}`, t)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ATTRIBUTES, 'secret_hash', 'x', ''), fc.constantFrom(...PREDICATES, 'matches', ''), junk).map(([a, p, v]) => [`${a}_${p}`, v] as [string, unknown]) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'binary', maxLength: 12 }), junk) },
  );
  const terms = fc.tuple(fc.array(anyTerm, { maxLength: 4 }), fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: fc.constantFrom('and', 'or') }, { weight: 1, arbitrary: junk }))
    .map(([list, m]) => ({ ...(m === undefined ? {} : { m }), ...Object.fromEntries(list) }));
  return fc.oneof(
    { weight: 9, arbitrary: terms.map((t) => JSON.stringify(t)) },
    { weight: 1, arbitrary: junk.map((j) => (typeof j === 'string' ? j : JSON.stringify(j))) },
  );
}

/** Every list argument, each absent or present, right or wrong. */
function listArgsOf(spec: ListSpec): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(spec.attributes);
  const sortable = [...(spec.sortable ?? names), 'id'];
  return fc.record({
    search: fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: searchOf(spec) }),
    sort: sometimes(fc.array(fc.tuple(fc.constantFrom(...sortable, ...ATTRIBUTES.slice(0, 5)), fc.constantFrom('asc', 'desc', 'DESC', '', 'up')), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.map(([f, d]) => `${f} ${d}`.trim()).join(','))),
    page: sometimes(fc.integer({ min: 1, max: 5 })),
    per_page: sometimes(fc.integer({ min: 1, max: 250 })),
    first: sometimes(fc.integer({ min: 1, max: 250 })),
    after: sometimes(fc.nat({ max: 20 }).map((n) => Buffer.from(`offset:${n}`).toString('base64url'))),
    fields: sometimes(fc.array(fc.constantFrom(...names, 'bogus'), { minLength: 1, maxLength: 4 }).map((f) => f.join(','))),
    page_total: sometimes(fc.boolean()),
    page_links: sometimes(fc.boolean()),
  }).map((args) => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)));
}

const schema = buildSchema();

/** The list spec behind a connection field: its node type is the spec's resource. */
function specOfField(field: GraphQLField<unknown, unknown>): ListSpec {
  const nodes = (getNamedType(field.type) as GraphQLObjectType).getFields().nodes;
  const spec = BY_RESOURCE.get(getNamedType(nodes.type).name);
  if (!spec) throw new Error(`no list spec for ${field.name}`);
  return spec;
}

/** The connection field a REST route reads (`result: items(` or `items_count(`), wherever it is in the schema. */
function specOfRoute(route: Route): ListSpec {
  const name = /result: (\w+)\(/.exec(route.operation)![1].replace(/_count$/, '');
  const types = Object.values(schema.getTypeMap()).filter(isObjectType);
  const field = types.map((t) => t.getFields()[name]).find((f) => f && getNamedType(f.type).name.endsWith('Connection'));
  if (!field) throw new Error(`no connection for ${route.path}`);
  return specOfField(field);
}

let app: TestApp;
const ids: Record<string, number> = {};
let requests = 0;

beforeAll(async () => {
  app = await startTestApp();
  const post = async (path: string, json: unknown) => {
    const res = await app.rest('POST', `/api/v2${path}`, { token: app.tokens.a, json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  // Some rows in every list, so searches run over data and paths have an own id to name.
  const items = [];
  for (const [i, title] of ['Red shirt', '100%_cotton tee', 'Mug'].entries()) {
    items.push(await post('/items', { sku: `FS-${i}`, title, price: 10 * i, vendor: i ? 'Acme' : null, originators_attributes: [{ original_id: `shop-${i}` }] }));
  }
  ids.item = items[0].id;
  await post('/scancodes', { item_id: ids.item, name: 'FS-SCAN-1' });
  const notice = await post('/shipnotices', { sender: 'Acme', shipnotice_items: [{ item_id: items[0].id, quantity: 5 }, { item_id: items[1].id, quantity: 2 }] });
  ids.shipnotice = notice.id;
  await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token: app.tokens.a });
  const order = await post('/orders', { email: 'a@example.com', order_items: [{ item_id: items[0].id, quantity: 1 }, { item_id: items[2].id, quantity: 1 }] });
  ids.order = order.id;
  const shipped = await post('/orders', { ...VALID_ADDRESS, order_items: [{ item_id: items[0].id, quantity: 1 }] });
  const done = await app.rest('PUT', `/api/v2/simulate/orders/${shipped.id}/processing?status=shipped`, { token: app.tokens.a });
  ids.package = done.body.packages[0].id;
  ids.consumer_return = (await post('/consumer_returns', { order_id: shipped.id, sender: 'Jane', return_items: [{ item_id: items[0].id, quantity: 1, reason: 'defective' }] })).id;
  await post(`/orders/${order.id}/order_documents`, { url: 'https://example.com/invoice.pdf' });
  ids.notification_subscription = (await post('/notification_subscriptions', { event_name: 'order.shipped', endpoint: 'http://127.0.0.1:9/hook' })).id;
  ids.subscription = ids.notification_subscription;
  const project = await app.gql('mutation { project_create(input: { name: "Kitting" }) { id } }', {}, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
  ids.project = project.body.data.project_create.id;
  ids.warehouse = (await app.rest('GET', '/api/v2/warehouses', { token: app.tokens.a })).body[0].id;
});
afterAll(() => app.close());

/** The id a path's `:id` names: of the resource whose collection comes before it. */
function fillPath(path: string): string {
  return path.replace(/\/(\w+)\/:id/g, (_, collection: string) => `/${collection}/${ids[collection.replace(/s$/, '')]}`);
}

const isNumberText = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

describe('REST lists and counts', () => {
  const listRoutes = routes.filter((r) => r.method === 'GET' && (r.respond === 'list' || r.respond === 'count') && r.operation.includes('$search'));

  it('covers every list route that takes a search', () => {
    expect(listRoutes.length).toBeGreaterThanOrEqual(30);
  });

  it('never 5xx; a refusal is 422 naming the parameter; a success is a list within the page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...listRoutes).chain((r) => fc.tuple(fc.constant(r), listArgsOf(specOfRoute(r)))), async ([route, args]) => {
        const params = new URLSearchParams();
        // Lists that need an argument besides the list's own get a valid one.
        if (route.path === '/originators') params.set('originated_type', 'Item');
        for (const [name, raw] of Object.entries(args)) {
          if (route.respond === 'count' && name !== 'search') continue;
          if (name === 'first' || name === 'after') continue;
          params.set(name, typeof raw === 'string' ? raw : JSON.stringify(raw));
        }
        const path = `/api/v2${fillPath(route.path)}?${params}`;
        const res = await app.rest('GET', path, { token: app.tokens.a });
        requests += 1;
        const request = { path, args };
        expectNoServerError(res, request);
        if (res.status === 200) {
          if (route.respond === 'count') {
            expect(Number.isInteger(res.body.count) && res.body.count >= 0).toBe(true);
            return;
          }
          expect(Array.isArray(res.body)).toBe(true);
          const perPage = params.has('per_page') && isNumberText(params.get('per_page')) ? Number(params.get('per_page')) : 25;
          expect(res.body.length).toBeLessThanOrEqual(perPage);
          const wanted = (params.get('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
          if (wanted.length) for (const row of res.body) expect(Object.keys(row).every((k) => wanted.includes(k))).toBe(true);
          return;
        }
        // The one refusal bad list parameters earn: 422 naming the parameter (search.<key> for a term).
        const field: string = res.body?.errors?.[0]?.field ?? '';
        if (res.status !== 422 || !params.has(field.split('.')[0])) {
          throw new Error(`${res.status} does not name a parameter sent, for ${JSON.stringify(request)}: ${JSON.stringify(res.body)}`);
        }
      }),
      fuzzParameters(100),
    );
  }, fuzzTimeout(120_000));
});

describe('GraphQL connections', () => {
  const query = schema.getQueryType()!;
  const takesSearch = (f: GraphQLField<unknown, unknown>) => f.args.some((a) => a.name === 'search') && getNamedType(f.type).name.endsWith('Connection');

  /** A known id for a required Int argument, by its name. */
  const argumentValue = (name: string) => (name === 'originated_type' ? '"Item"' : String(ids[name.replace(/_id$/, '')] ?? ids.item));

  /** `field(required args, list args) { nodes { id } ... }`, under `parent(id:)` for a field of a resource. */
  const connectionQuery = (field: GraphQLField<unknown, unknown>, parent?: { name: string; id: number }) => {
    const node = (getNamedType(field.type) as GraphQLObjectType).getFields().nodes;
    const nodeType = getNamedType(node.type) as GraphQLObjectType;
    const required = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${argumentValue(a.name)}`);
    const listArguments = ['search: $search', 'sort: $sort', 'page: $page', 'per_page: $per_page', 'first: $first', 'after: $after'];
    const selection = `result: ${field.name}(${[...required, ...listArguments].join(', ')}) {
      nodes { ${nodeType.getFields().id ? 'id' : '__typename'} } edges { cursor } total_count page_info { page per_page has_next_page has_previous_page } }`;
    const body = parent ? `${parent.name}(id: ${parent.id}) { ${selection} }` : selection;
    return `query ($search: String, $sort: String, $page: Int, $per_page: Int, $first: Int, $after: String) { ${body} }`;
  };

  /** Connections at the root, and under each resource that has a root `<resource>(id: Int!)` field (made once the ids exist). */
  const documents: { name: string; text: string; spec: ListSpec }[] = [];
  beforeAll(() => {
    for (const field of Object.values(query.getFields())) {
      if (takesSearch(field)) documents.push({ name: field.name, text: connectionQuery(field), spec: specOfField(field) });
      const type = getNamedType(field.type);
      const byId = field.args.length === 1 && field.args[0].name === 'id';
      if (byId && isObjectType(type) && ids[field.name] !== undefined) {
        for (const child of Object.values(type.getFields()).filter(takesSearch)) {
          documents.push({ name: `${field.name}.${child.name}`, text: connectionQuery(child, { name: field.name, id: ids[field.name] }), spec: specOfField(child) });
        }
      }
    }
  });

  it('covers the root connections and those under items, orders, ship notices and warehouses', () => {
    expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining(['items', 'orders', 'shipnotices', 'item.transactions', 'warehouse.stock', 'warehouse.locations']));
  });

  it('never INTERNAL_SERVER_ERROR; a refusal is BAD_USER_INPUT naming the argument; data is a well-formed connection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...documents).chain((d) => fc.tuple(fc.constant(d), listArgsOf(d.spec))), fc.nat({ max: 4 }).map((n) => n === 0), async ([document, args], asText) => {
        // Variables as a GraphQL client sends them: typed, or (asText) every value as a string.
        const variables = Object.fromEntries(Object.entries(args).filter(([k]) => k !== 'fields' && k !== 'page_total' && k !== 'page_links')
          .map(([k, v]) => [k, asText && typeof v !== 'string' ? JSON.stringify(v) : v]));
        const res = await app.gql(document.text, variables, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
        requests += 1;
        const request = { document: document.name, variables };
        expectNoServerError(res, request);
        const errors: any[] = res.body.errors ?? [];
        for (const error of errors) {
          const field: string = error.extensions?.field ?? '';
          if (error.extensions?.code !== 'BAD_USER_INPUT' || !(field.split('.')[0] in variables)) {
            throw new Error(`error does not name a variable sent, for ${JSON.stringify(request)}: ${JSON.stringify(error)}`);
          }
        }
        if (errors.length) return;
        const data: Record<string, any> = res.body.data!;
        const connection = document.name.includes('.') ? Object.values(data)[0].result : data.result;
        const limit = Number(variables.first ?? variables.per_page ?? 25);
        expect(connection.nodes.length).toBeLessThanOrEqual(limit);
        expect(connection.edges).toHaveLength(connection.nodes.length);
        expect(connection.total_count).toBeGreaterThanOrEqual(connection.nodes.length);
        expect(connection.page_info.per_page).toBe(limit);
      }),
      fuzzParameters(100),
    );
  }, fuzzTimeout(120_000));
});

it('sent a real request for every run of both properties', () => {
  expect(requests).toBeGreaterThanOrEqual(200);
});
