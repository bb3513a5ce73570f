import fc from 'fast-check';
import {
  type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLNamedType, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType,
} from 'graphql';
import { buildSchema } from '../src/graphql/schema';
import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { changedTables, databaseDigest, expectNoServerError, fuzzParameters, fuzzTimeout, junk } from './support/fuzz';
import { ledgerMismatches } from './support/ledger';
import { startReceiver, type Receiver } from './support/receiver';

/**
 * Property: every mutation of the schema, called with variables drawn from its argument types
 * (right types mostly, with ids of existing rows, the caller's or another customer's; wrong
 * types, missing required values, int32 overflow and nasty text now and then), never answers
 * INTERNAL_SERVER_ERROR or a 5xx; an answer with errors changed no row of any table; a success
 * leaves the ledger balanced.
 */

const schema = buildSchema();
/** The bulk order create answers at once and writes later, in a job: nothing to compare right after its answer. */
const DEFERRED = new Set(['order_bulk_create']);
const MUTATIONS = Object.values(schema.getMutationType()!.getFields()).filter((f) => !DEFERRED.has(f.name));
const BY_NAME = new Map(MUTATIONS.map((m) => [m.name, m]));

let app: TestApp;
let receiver: Receiver;
let requests = 0;
let refusals = 0;

/** An id of an existing row, drawn when the request is made: of the pool's `index`-th row, the caller's or another customer's. */
class IdRef {
  constructor(readonly pool: string, readonly index: number, readonly foreign: boolean) {}
}

/** Text made unique when the request is made (a SKU, a scancode's name), so creates are not all refused as duplicates. */
class Unique {
  constructor(readonly prefix: string) {}
}
let made = 0;

/** Pool names by argument name, where the argument does not say its table (`parent_item_id` is an item). */
const ALIAS: Record<string, string> = { exchange_order: 'order', parent_item: 'item', notification_event: 'notification_event', subscription: 'notification_subscription' };

/** Tables whose ids the runs draw from: the customer's own rows, or rows every customer shares. */
const POOLS: Record<string, { table: string; perCustomer: boolean }> = {
  item: { table: 'items', perCustomer: true },
  bundle_item: { table: 'bundle_items', perCustomer: true },
  order: { table: 'orders', perCustomer: true },
  order_item: { table: 'order_items', perCustomer: true },
  order_document: { table: 'order_documents', perCustomer: true },
  document: { table: 'documents', perCustomer: true },
  template: { table: 'templates', perCustomer: true },
  wholesale_item: { table: 'wholesale_items', perCustomer: true },
  shipnotice: { table: 'shipnotices', perCustomer: true },
  shipnotice_item: { table: 'shipnotice_items', perCustomer: true },
  consumer_return: { table: 'consumer_returns', perCustomer: true },
  return_item: { table: 'return_items', perCustomer: true },
  notification_subscription: { table: 'notification_subscriptions', perCustomer: true },
  notification_delivery: { table: 'webhook_deliveries', perCustomer: true },
  project: { table: 'projects', perCustomer: true },
  shop: { table: 'shops', perCustomer: true },
  package: { table: 'packages', perCustomer: true },
  lot: { table: 'lots', perCustomer: true },
  customer: { table: 'customers', perCustomer: false },
  warehouse: { table: 'warehouses', perCustomer: false },
  location: { table: 'locations', perCustomer: false },
  shipping_method: { table: 'shipping_methods', perCustomer: false },
  notification_event: { table: 'notification_events', perCustomer: false },
};

/** The pool an Int argument named `name` of operation `operation` (`item`, `order_item_update`) draws from, if it is an id. */
function poolOf(name: string, operation: string): string | undefined {
  if (name === 'id') return Object.keys(POOLS).filter((p) => operation === p || operation.startsWith(`${p}_`)).sort((a, b) => b.length - a.length)[0];
  const base = /^(\w+)_id$/.exec(name)?.[1];
  if (!base) return undefined;
  const pool = ALIAS[base] ?? base;
  return pool in POOLS ? pool : undefined;
}

const ACTIONS = ['cancel', 'pause', 'unpause', 'reallocate', 'archive', 'unarchive', 'explode'];
const EVENT_NAMES = ['order.created', 'order.shipped', 'item.created', 'shipnotice.received', 'consumer_return.received', 'nothing.happened'];

/** A text value fitting the field's name where the name asks for something particular. */
function text(name: string): fc.Arbitrary<unknown> {
  if (name === 'action') return fc.constantFrom(...ACTIONS);
  if (name === 'event_name') return fc.constantFrom(...EVENT_NAMES);
  if (/endpoint|url$/.test(name)) return fc.constantFrom('/hook', '/other', 'ftp://example.com', 'http://').map((p) => (p.startsWith('/') ? `${receiver.url}${p}` : p));
  if (name === 'resource_type' || name === 'originated_type') return fc.constantFrom('Item', 'Order', 'OrderItem', 'Shipnotice', 'ConsumerReturn', 'Bogus');
  if (name === 'scopes') return fc.constantFrom('user_read', 'user_manage', 'admin');
  if (/sku|name|key|number/.test(name)) return fc.string({ minLength: 1, maxLength: 10 }).map((s) => new Unique(s));
  return fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('x', 'x'.repeat(300), ' '));
}

const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());

function scalar(type: GraphQLNamedType, name: string, operation: string): fc.Arbitrary<unknown> {
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  switch (type.name) {
    case 'Int': {
      const pool = poolOf(name, operation);
      if (pool) return fc.tuple(fc.nat(), fc.nat({ max: 9 })).map(([index, f]) => new IdRef(pool, index, f === 0));
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -2, max: 30 }) }, { weight: 1, arbitrary: fc.constantFrom(2147483647, -2147483648, 100000) });
    }
    case 'Long': return fc.tuple(fc.nat(), fc.nat({ max: 9 })).map(([index, f]) => new IdRef('notification_delivery', index, f === 0));
    case 'Float': return fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, 1.5, 1e300));
    case 'Boolean': return fc.boolean();
    case 'String':
    case 'ID': return text(name);
    case 'DateTime': return isoDate;
    case 'Date': return isoDate.map((d) => d.slice(0, 10));
    case 'JSON':
      // Meta fields on the declared key (association_fields take none); action args; anything.
      if (name === 'association_fields') return fc.constantFrom(null, {});
      if (name === 'fields') return fc.dictionary(fc.constantFrom('color', 'color', 'undeclared'), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 2 });
      return fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom('reason', 'quantity', 'color', 'sku', 'x'), junk, { maxKeys: 3 }), junk);
    default: return junk;
  }
}

/**
 * A value of the input type: right mostly (optional fields each present half the time, required
 * ones nearly always), wrong now and then, at any depth.
 */
function valueOf(type: GraphQLInputType, name: string, operation: string, depth = 0): fc.Arbitrary<unknown> {
  const right = ((): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return valueOf(type.ofType, name, operation, depth);
    if (isListType(type)) return fc.array(valueOf(type.ofType, name, operation, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.tuple(...fields.map((f) => fc.tuple(
        fc.nat({ max: 19 }),
        depth > 2 ? fc.constant(null) : valueOf(f.type, f.name, operation, depth + 1),
      ))).map((parts) => Object.fromEntries(parts.flatMap(([roll, value], i) => {
        const field = fields[i];
        // Required fields: present 19 times in 20; optional ones: one time in five, so a body names a handful.
        const present = isNonNullType(field.type) ? roll > 0 : roll % 5 === 0;
        return present ? [[field.name, value]] : [];
      })));
    }
    return scalar(getNamedType(type), name, operation);
  })();
  return fc.oneof({ weight: 30, arbitrary: right }, { weight: 1, arbitrary: junk });
}

/** Each argument: present (required ones nearly always) with a value of its type. */
function variablesOf(args: readonly GraphQLArgument[], operation: string): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(...args.map((a) => fc.tuple(fc.nat({ max: 19 }), valueOf(a.type, a.name, operation))))
    .map((parts) => Object.fromEntries(parts.flatMap(([roll, value], i) => (roll > 0 || !isNonNullType(args[i].type) && roll % 2 === 0 ? [[args[i].name, value]] : []))));
}

/**
 * The fields of an object type a caller may select without arguments: its scalars, and (one level
 * down) those of the objects it holds, so their resolvers run too.
 */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (!isObjectType(named)) return [f.name];
    return depth === 0 && !named.name.endsWith('Connection') ? [`${f.name} ${selectionOf(named, depth + 1)}`] : [];
  });
  return `{ __typename ${parts.join(' ')} }`;
}

/** `mutation ($a: T, …) { result: name(a: $a, …) { __typename id } }`, or a query selecting what its answer holds. */
function documentOf(field: GraphQLField<unknown, unknown>, operation: 'mutation' | 'query'): string {
  const declared = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const returned = getNamedType(field.type);
  const selection = operation === 'query' ? selectionOf(returned) : isObjectType(returned) ? `{ __typename${returned.getFields().id ? ' id' : ''} }` : '';
  return `${operation} ${declared ? `(${declared})` : ''} { result: ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

/** The ids of each pool now, the caller's (A) and another customer's (B). */
async function currentPools(): Promise<Map<string, { own: number[]; foreign: number[] }>> {
  const rows = await app.sql<{ pool: string; own: number[] | null; foreign: number[] | null }>(
    Object.entries(POOLS).map(([pool, { table, perCustomer }]) => perCustomer
      ? `select '${pool}' as pool, (select array_agg(id::int order by id) from ${table} where customer_id = $1) as own, (select array_agg(id::int order by id) from ${table} where customer_id = $2) as foreign`
      : `select '${pool}' as pool, (select array_agg(id::int order by id) from ${table}) as own, null::int[] as foreign`).join(' union all '),
    [app.customers.a, app.customers.b],
  );
  return new Map(rows.map((r) => [r.pool, { own: r.own ?? [], foreign: r.foreign ?? [] }]));
}

/** The variables with each id reference replaced by an id of that pool (or, with none there, an id no row has), unique text made unique. */
function materialize(value: unknown, pools: Map<string, { own: number[]; foreign: number[] }>): unknown {
  if (value instanceof IdRef) {
    const pool = pools.get(value.pool)!;
    const ids = value.foreign && pool.foreign.length ? pool.foreign : pool.own;
    return ids.length ? ids[value.index % ids.length] : 999999;
  }
  if (value instanceof Unique) return `${value.prefix}-${++made}`;
  if (Array.isArray(value)) return value.map((v) => materialize(v, pools));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialize(v, pools)]));
  return value;
}

beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
  // Rows of both customers in each pool, stock received, an order shipped (a package), a delivery logged.
  for (const token of [app.tokens.a, app.tokens.b]) {
    const post = async (path: string, json: unknown) => {
      const res = await app.rest('POST', `/api/v2${path}`, { token, json });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    for (const type of ['Item', 'Order', 'OrderItem', 'Shipnotice', 'ShipnoticeItem', 'ConsumerReturn']) {
      await app.gql('mutation ($type: String!) { meta_key_create(input: { resource_type: $type, key: "color" }) { id } }', { type }, token);
    }
    const items = [await post('/items', { sku: 'GV-1', title: 'One' }), await post('/items', { sku: 'GV-2', title: 'Two', lot_control: true })];
    await post(`/items/${(await post('/items', { sku: 'GV-KIT' })).id}/bundle_items`, { item_id: items[0].id, quantity: 2 });
    const notice = await post('/shipnotices', { shipnotice_items: [{ item_id: items[0].id, quantity: 50 }, { item_id: items[1].id, quantity: 50, lot_attributes: { number: 'LOT-1', expires_on: '2035-01-01' } }] });
    await app.rest('PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { token });
    await post('/shipnotices', { shipnotice_items: [{ item_id: items[0].id, quantity: 5 }] });
    await post('/notification_subscriptions', { event_name: 'order.shipped', endpoint: `${receiver.url}/hook` });
    const order = await post('/orders', { ...VALID_ADDRESS, order_items: [{ item_id: items[0].id, quantity: 1 }] });
    await app.rest('PUT', `/api/v2/simulate/orders/${order.id}/processing?status=shipped`, { token });
    await post('/consumer_returns', { order_id: order.id, return_items: [{ item_id: items[0].id, quantity: 1, reason: 'defective' }] });
    await post('/consumer_returns', { return_items: [{ item_id: items[0].id, quantity: 2 }] });
    const waiting = await post('/orders', { order_items: [{ item_id: items[1].id, quantity: 2 }, { item_id: items[0].id, quantity: 999 }] });
    await app.rest('PUT', `/api/v2/order_items/${waiting.order_items[0].id}/wholesale_item`, { token, json: { line_no: '1' } });
    await post(`/orders/${waiting.id}/order_documents`, { url: 'https://example.com/a.pdf' });
    await post('/documents', { url: 'https://example.com/kept.pdf', owner_type: 'Order', owner_id: order.id, keyword_list: 'a,b' });
    await post('/templates', { name: 'Slip', template_type_id: 1, content: '<p>x</p>', default: true });
  }
  await app.gql('mutation { project_create(input: { name: "Kitting" }) { id } }', {}, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

/** Who calls: staff acting for A (every mutation, staff-only ones included), A itself, or staff acting for nobody. */
const CALLERS = ['staff_for_a', 'staff_for_a', 'a', 'a', 'staff'] as const;

it('covers every mutation of the schema but the deferred bulk create', () => {
  expect(MUTATIONS.length).toBeGreaterThanOrEqual(45);
});

it('never INTERNAL_SERVER_ERROR, an answer with errors changes nothing, a success keeps the ledger balanced', async () => {
  await fc.assert(
    fc.asyncProperty(
      // By name, so a counterexample prints as one.
      fc.constantFrom(...MUTATIONS.map((m) => m.name)).chain((name) => fc.tuple(fc.constant(name), variablesOf(BY_NAME.get(name)!.args, name))),
      fc.constantFrom(...CALLERS),
      async ([name, symbolic], caller) => {
        const field = BY_NAME.get(name)!;
        const variables = materialize(symbolic, await currentPools()) as Record<string, unknown>;
        const token = caller === 'a' ? app.tokens.a : app.tokens.staff;
        const headers: Record<string, string> = caller === 'staff_for_a' ? { 'x-customer-id': String(app.customers.a) } : {};
        const request = { mutation: field.name, variables, caller };
        const before = await databaseDigest(app);
        const res = await app.gql(documentOf(field, 'mutation'), variables, token, headers);
        requests += 1;
        expectNoServerError(res, request);
        if (res.body.errors?.length) {
          refusals += 1;
          const changed = changedTables(before, await databaseDigest(app));
          if (changed.length) throw new Error(`an answer with errors changed ${changed.join(', ')} for ${JSON.stringify(request)}: ${JSON.stringify(res.body.errors)}`);
          return;
        }
        expect(await ledgerMismatches(app)).toEqual([]);
      },
    ),
    fuzzParameters(100),
  );
  expect(refusals).toBeGreaterThan(requests / 10);
  expect(requests - refusals).toBeGreaterThan(requests / 10);
}, fuzzTimeout(180_000));

const QUERIES = Object.values(schema.getQueryType()!.getFields());
const QUERY_BY_NAME = new Map(QUERIES.map((q) => [q.name, q]));

it('every query, with variables drawn the same way, never answers INTERNAL_SERVER_ERROR and writes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...QUERIES.map((q) => q.name)).chain((name) => fc.tuple(fc.constant(name), variablesOf(QUERY_BY_NAME.get(name)!.args, name))),
      fc.constantFrom(...CALLERS),
      async ([name, symbolic], caller) => {
        const field = QUERY_BY_NAME.get(name)!;
        const variables = materialize(symbolic, await currentPools()) as Record<string, unknown>;
        const token = caller === 'a' ? app.tokens.a : app.tokens.staff;
        const headers: Record<string, string> = caller === 'staff_for_a' ? { 'x-customer-id': String(app.customers.a) } : {};
        const before = await databaseDigest(app);
        const res = await app.gql(documentOf(field, 'query'), variables, token, headers);
        requests += 1;
        expectNoServerError(res, { query: name, variables, caller });
        expect([name, changedTables(before, await databaseDigest(app))]).toEqual([name, []]);
      },
    ),
    fuzzParameters(60),
  );
}, fuzzTimeout(120_000));
