import { type GraphQLField, type GraphQLObjectType, type GraphQLSchema, isInputObjectType } from 'graphql';
import { EVENT_KIND_NAMES } from '../src/events/catalog';
import { buildSchema } from '../src/graphql/schema';
import { routes } from '../src/rest/routes';
import { startTestApp, type Answer, type TestApp } from './support/app';
import {
  type GqlCase, type Ids, OperationGenerator, type IdPick, type RestCase, type Slot, documentFor, inputTypesOf, isWrite, kindOf, rootField, routeVariables,
} from './support/operations';
import { eventually, startReceiver, type Receiver } from './support/receiver';
import { subscribe, type Subscriber } from './support/subscriptions';
import { type ChangeLog, anyChange, changesOf, installChangeLog } from './support/snapshot';
import { SHARED_KINDS, buildTenant, sharedIds, type Tenant } from './support/tenant-fixtures';

/**
 * The tenant isolation matrix: every REST route of the route table and every root field of the
 * GraphQL schema is called by customer B (and by staff acting for B) with customer A's ids, one id
 * at a time; by A's read-only token; with no token; with a foreign X-Customer-Id or X-Shop-Id.
 * Nothing of A's may show (no marker string of A's in any body or header) and nothing may change.
 * Finally A makes the same requests itself, proving the ids were A's to reach.
 */

jest.setTimeout(120_000);

let app: TestApp;
let receiver: Receiver;
let schema: GraphQLSchema;
let gen: OperationGenerator;
let A: Tenant;
let B: Tenant;
let shared: Record<string, number>;
let db: ChangeLog;
let tenantKinds: string[];
const figures = { restCalls: 0, gqlCalls: 0, variants: 0, controls: 0 };

/** Path parameters that are not ids, and where their values come from. */
const PATH_VALUES: Record<string, string> = { action: 'each action the resource lists (GraphQL `<kind>_actions`)' };

const idsOf = (t: Tenant): Ids => ({
  tenant: (kind) => {
    const value = t.codes[kind] ?? t.ids[kind];
    if (value === undefined) throw new Error(`the fixtures have no ${kind}`);
    return value;
  },
  shared: (kind) => shared[kind],
  marker: t.marker,
  endpoint: `${receiver.url}/${t.marker}/generated`,
});

interface Caller {
  name: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Every string of A's that must not reach B: its markers, secrets and tokens. */
const forbiddenText = () => [...A.secrets, app.tokens.a, app.tokens.aRead];

/**
 * A's ids where an answer names a resource by key: `"order_id": <A's order>`. Ids are unique per
 * table across customers, so one of A's in B's answer is A's resource, whatever its text.
 */
function foreignIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(foreignIds);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const kind = /_id$/.test(key) ? kindOf('', key, tenantKinds) : null;
    if (kind && typeof v === 'number' && A.ids[kind] === v) return [`${key}: ${v}`];
    return foreignIds(v);
  });
}

/** Whatever of A's an answer shows: a marker, secret or token in its body or headers, or one of A's ids. */
function leaks(res: Answer): string[] {
  const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  const text = `${typeof res.body === 'string' ? res.body : JSON.stringify(res.body)}\n${headers}`;
  return [...forbiddenText().filter((s) => text.includes(s)), ...foreignIds(res.body)];
}

async function rest(caller: Caller, method: string, path: string, json?: unknown): Promise<Answer> {
  figures.restCalls += 1;
  return app.rest(method, path, { token: caller.token, json, headers: caller.headers });
}

async function gql(caller: Caller, query: string, variables: Record<string, unknown>): Promise<Answer> {
  figures.gqlCalls += 1;
  return app.rest('POST', '/graphql', { token: caller.token, json: { query, variables }, headers: caller.headers });
}

/** Waits for background work B's own requests started (a bulk create's job), so it is not mistaken for a change a refused request made. */
async function settle(): Promise<void> {
  for (;;) {
    const [row] = await app.sql("select count(*)::int as n from order_bulk_jobs where status <> 'completed'");
    if (row.n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const buildRest = (c: RestCase, pick: IdPick, caller: Ids) => gen.restRequest(c, pick, caller);
const buildGql = (c: GqlCase, pick: IdPick, caller: Ids) => gen.gqlRequest(c, pick, caller);

/** B's own request: B's id in every required slot, optional ones left out. */
const ownPick = (slot: Slot): Ids | null => (slot.optional ? null : idsOf(B));

/** A's own request, for the controls and the token checks: A's id in every required slot. */
const aPick = (slot: Slot): Ids | null => (slot.optional ? null : idsOf(A));

const errorFields = (body: any): string[] => [
  ...(body?.errors ?? []).map((e: any) => e.field),
  ...(body?.errors ?? []).flatMap((e: any) => [e.extensions?.field, ...(e.extensions?.errors ?? []).map((x: any) => x.field)]),
].filter(Boolean);

/** The error names the slot's field (`input.order_items.0.item_id` → `order_items.0.item_id`). */
const namesSlot = (body: any, slot: Slot) => {
  const path = slot.path.replace(/^input\./, '');
  const leaf = path.split('.').pop()!;
  return errorFields(body).some((f) => f === path || f === leaf || f.endsWith(`.${leaf}`));
};

/** One line per failure, so a failing run reads as a list. */
function report(label: string, res: Answer, extra: { caller?: string; slot?: Slot; changed?: string[]; variables?: unknown } = {}): string {
  const where = extra.slot ? ` ${extra.slot.path}=A's ${extra.slot.kind}` : '';
  const found = leaks(res);
  return `${label} [${extra.caller ?? '-'}]${where} → ${res.status} ${String(JSON.stringify(res.body)).slice(0, 400)}`
    + `${found.length ? ` LEAKS ${found.join(',')}` : ''}${extra.changed?.length ? ` CHANGED ${extra.changed.join(',')}` : ''}${extra.variables ? ` vars ${JSON.stringify(extra.variables).slice(0, 300)}` : ''}`;
}

/**
 * A bulk create answers at once, one result per resource: refused there, or queued for a job that
 * refuses it later. Either way the refusal must name the foreign id's field.
 */
async function bulkRefused(res: Answer, slot: Slot): Promise<boolean> {
  const data = res.body?.data;
  const list = Array.isArray(res.body) ? res.body : data && Object.values(data).find(Array.isArray);
  const results: unknown[] = (list ?? []).map((r: { result?: unknown }) => r?.result);
  if (!results.length || !results.every((r) => typeof r === 'string')) return false;
  const leaf = slot.path.split('.').pop()!;
  await settle();
  for (const result of results as string[]) {
    const queued = /queued in bulk job (\d+)/.exec(result);
    const final = queued ? (await app.sql('select result from order_bulk_resources where job_id = $1', [Number(queued[1])]))[0]?.result : result;
    if (!/refused: /.test(final ?? '') || !final.includes(leaf)) return false;
  }
  return true;
}

const isEmptyAnswer = (body: unknown) => (Array.isArray(body) && body.length === 0) || (body as any)?.count === 0;

let restCases: RestCase[];

let gqlCases: GqlCase[];

const codeOf = (res: Answer) => res.body?.errors?.[0]?.extensions?.code;

/** A GraphQL answer that shows nothing: null, an empty list or connection, a zero count. */
function isEmptyData(value: unknown): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'object' && 'nodes' in (value as object)) return (value as { nodes: unknown[] }).nodes.length === 0;
  return false;
}

async function actionsOf(kind: string | null): Promise<string[]> {
  const field = `${kind}_actions`;
  if (!kind || !(schema.getQueryType()!.getFields()[field])) throw new Error(`no ${field} query lists the actions of ${kind}`);
  const res = await gql({ name: 'a', token: app.tokens.a }, `{ ${field} { name } }`, {});
  return res.body.data[field].map((x: { name: string }) => x.name);
}

beforeAll(async () => {
  app = await startTestApp({ webhooks: { retryBaseMs: 5 } });
  receiver = await startReceiver();
  schema = buildSchema();
  A = await buildTenant(app, 'a', receiver);
  B = await buildTenant(app, 'b', receiver);
  shared = await sharedIds(app);
  tenantKinds = [...new Set([...Object.keys(A.ids), ...Object.keys(A.codes)])];
  gen = new OperationGenerator({ schema, tenantKinds, sharedKinds: Object.keys(SHARED_KINDS) });
  db = await installChangeLog(app);

  restCases = [];
  for (const route of routes) {
    const vars = routeVariables(schema, route);
    const label = `${route.method} ${route.path}`;
    const action = vars.find((v) => v.name === 'action' && v.inPath);
    if (!action) {
      restCases.push({ route, vars, label });
      continue;
    }
    const idVar = vars.find((v) => v.name === 'id')!;
    for (const name of await actionsOf(kindOf(idVar.fieldName, idVar.argName, tenantKinds))) {
      restCases.push({ route, vars, action: name, label: `${route.method} ${route.path.replace(':action', name)}` });
    }
  }

  gqlCases = [];
  for (const operation of ['query', 'mutation'] as const) {
    const root = (operation === 'query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;
    for (const field of Object.values(root.getFields())) {
      if (!field.args.some((a) => a.name === 'action')) {
        gqlCases.push({ operation, field, fixed: {}, label: `${operation} ${field.name}` });
        continue;
      }
        for (const name of await actionsOf(kindOf(field.name, 'id', tenantKinds))) {
        gqlCases.push({ operation, field, fixed: { action: name }, label: `${operation} ${field.name}(${name})` });
      }
    }
  }
});

afterAll(async () => {
  await app.close();
  await receiver.close();
  // The figures RELIABILITY.md quotes.
  process.stdout.write(`isolation matrix: ${JSON.stringify({ routes: routes.length, restCases: restCases?.length, gqlCases: gqlCases?.length, ...figures })}\n`);
});

describe('coverage', () => {
  it('maps every path parameter and id argument of every route and root field to a fixture kind (a new one fails here until mapped)', () => {
    const unmapped: string[] = [];
    for (const c of restCases) {
      const built = buildRest(c, ownPick, idsOf(B));
      unmapped.push(...built.unmapped.map((u) => `${c.label}: ${u}`));
      for (const v of c.vars.filter((x) => x.inPath)) {
        if (!PATH_VALUES[v.name] && !built.slots.some((s) => s.path === v.name && s.inPath)) unmapped.push(`${c.label}: path parameter :${v.name}`);
      }
    }
    for (const c of gqlCases) unmapped.push(...buildGql(c, ownPick, idsOf(B)).unmapped.map((u) => `${c.label}: ${u}`));
    expect(unmapped).toEqual([]);
    // The fixtures hold a resource of every tenant kind an operation addresses.
    const slots = [...restCases.flatMap((c) => buildRest(c, ownPick, idsOf(B)).slots), ...gqlCases.flatMap((c) => buildGql(c, ownPick, idsOf(B)).slots)];
    expect(slots.filter((s) => !s.shared && !tenantKinds.includes(s.kind))).toEqual([]);
    expect(slots.filter((s) => !s.shared).length).toBeGreaterThan(restCases.length);
  });
});

/** One request of the matrix, REST or GraphQL, built for a choice of ids and sent as a caller. */
interface Probe {
  label: string;
  write: boolean;
  slots: Slot[];
  /** `tweak` may edit the body (REST) or variables (GraphQL) before they are sent. */
  send(caller: Caller, pick: (slot: Slot, index: number) => Ids | null, as: Ids, tweak?: (sent: any) => void): Promise<{ res: Answer; sent: unknown }>;
  /** The root field the operation calls. */
  field: string;
  /** The answer refuses: 404/403, NOT_FOUND/FORBIDDEN, or an input error naming the slot (when the slot is not in the path). */
  refuses(res: Answer, slot: Slot): boolean;
  /** The answer shows nothing: an empty list, a zero count, null. */
  isEmpty(res: Answer): boolean;
  /** The answer is a success. */
  succeeded(res: Answer): boolean;
}

function restProbe(c: RestCase): Probe {
  return {
    label: c.label,
    write: isWrite(c.route),
    slots: buildRest(c, ownPick, idsOf(B)).slots,
    field: rootField(c.route),
    send: async (caller, pick, as, tweak) => {
      const built = buildRest(c, pick, as);
      tweak?.(built.json);
      return { res: await rest(caller, built.method, built.path, built.json), sent: { path: built.path, json: built.json } };
    },
    refuses: (res, slot) => [403, 404].includes(res.status) || (!slot.inPath && res.status === 422 && namesSlot(res.body, slot)),
    isEmpty: (res) => res.status === 200 && isEmptyAnswer(res.body),
    succeeded: (res) => res.status >= 200 && res.status < 300,
  };
}

function gqlProbe(c: GqlCase): Probe {
  return {
    label: c.label,
    write: c.operation === 'mutation',
    slots: buildGql(c, ownPick, idsOf(B)).slots,
    field: c.field.name,
    send: async (caller, pick, as, tweak) => {
      const built = buildGql(c, pick, as);
      tweak?.(built.variables);
      return { res: await gql(caller, built.query, built.variables), sent: built.variables };
    },
    // A nullable field may answer a foreign id with null, a list with nothing.
    refuses: (res, slot) => ['NOT_FOUND', 'FORBIDDEN'].includes(codeOf(res)) || (codeOf(res) === 'BAD_USER_INPUT' && namesSlot(res.body, slot))
      || (!res.body.errors && isEmptyData(res.body.data?.[c.field.name])),
    isEmpty: (res) => !res.body.errors && isEmptyData(res.body.data?.[c.field.name]),
    succeeded: (res) => res.status === 200 && !res.body.errors,
  };
}

describe("customer B (and staff acting for B) with customer A's ids", () => {
  const foreignCallers = (): Caller[] => [
    { name: 'b', token: app.tokens.b },
    { name: 'staff for b', token: app.tokens.staff, headers: { 'x-customer-id': String(B.customerId) } },
  ];

  /**
   * Each foreign variant must be refused and change nothing at all, or (for an optional id in a
   * body or argument) succeed without touching A's rows, tying a row to A's, or showing A's data.
   * A request with no foreign id (a list, a create of B's own) must show and touch nothing of A's.
   */
  async function matrix(probes: Probe[]): Promise<string[]> {
    const failures: string[] = [];
    // Reads change nothing, so they run side by side; writes one at a time, each with its own slice of the change log.
    await inParallel(probes.filter((p) => !p.write), 4, async (probe) => void failures.push(...(await probeFailures(probe))));
    for (const probe of probes.filter((p) => p.write)) failures.push(...(await probeFailures(probe)));
    return failures;
  }

  async function probeFailures(probe: Probe): Promise<string[]> {
    const failures: string[] = [];
    if (!probe.slots.some((s) => !s.shared)) {
      const mark = probe.write ? await db.mark() : null;
      const { res } = await probe.send(foreignCallers()[0], ownPick, idsOf(B));
      if (probe.write) await settle();
      const changed = mark === null ? [] : changesOf(await db.since(mark), A.customerId);
      if (leaks(res).length || changed.length || res.status >= 500 || codeOf(res) === 'INTERNAL_SERVER_ERROR') failures.push(report(probe.label, res, { caller: 'b', changed }));
      return failures;
    }
    for (const caller of foreignCallers()) {
      for (const [i, slot] of probe.slots.entries()) {
        // Staff acting for B differs from B in whose ids the tenant filter admits: path and argument
        // ids. An id inside a body is checked against the tenant the same way for both.
        if (slot.shared || (caller.name !== 'b' && slot.path.includes('.'))) continue;
        figures.variants += 1;
        const pick = (s: Slot, j: number) => (j === i ? idsOf(A) : ownPick(s));
        // Reads change nothing by construction; a write's changes are read back from the log.
        const mark = probe.write ? await db.mark() : null;
        const { res, sent } = await probe.send(caller, pick, idsOf(B));
        const accepted = probe.succeeded(res);
        if (accepted && probe.write) await settle();
        const changes = mark === null ? [] : await db.since(mark);
        // An optional foreign id that was accepted must have been ignored: A's rows untouched, no row tied to one of A's.
        const changed = accepted ? changesOf(changes, A.customerId) : anyChange(changes, A.customerId);
        const crossed = accepted && probe.write ? await db.crossTenantReferences() : [];
        const ok = probe.refuses(res, slot) || (accepted && probe.write && (await bulkRefused(res, slot)))
          || (slot.optional && !slot.inPath && (probe.isEmpty(res) || (probe.write && accepted)));
        if (!ok || leaks(res).length || changed.length || crossed.length) {
          failures.push(report(probe.label, res, { caller: caller.name, slot, changed: [...changed, ...crossed], variables: sent }));
        }
      }
    }
    return failures;
  }

  it('every REST route: 404/403 (or a 422 naming the foreign id), nothing of A shown, nothing changed', async () => {
    expect(await matrix(restCases.map(restProbe))).toEqual([]);
  });

  it('every GraphQL query and mutation: NOT_FOUND/FORBIDDEN, null or empty (or an input error naming the foreign id), nothing shown or changed', async () => {
    expect(await matrix(gqlCases.map(gqlProbe))).toEqual([]);
  });

  it('leaves no row referencing another customer\'s row', async () => {
    expect(await db.crossTenantReferences()).toEqual([]);
  });
});

/** Runs fn over items, `width` at a time: for checks whose requests are independent of each other. */
async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

describe('tokens and headers', () => {
  const probes = () => [...restCases.map(restProbe), ...gqlCases.map(gqlProbe)];

  it("A's read-only token: every write route and mutation is 403/FORBIDDEN and changes nothing; its reads are answered", async () => {
    const mark = await db.mark();
    const failures: string[] = [];
    // GraphQL reads run the very resolvers the REST reads do, behind the same scope check.
    await inParallel(probes().filter((p) => p.write || !p.label.startsWith('query ')), 4, async (probe) => {
      const { res } = await probe.send({ name: 'aRead', token: app.tokens.aRead }, aPick, idsOf(A));
      const forbidden = res.status === 403 || codeOf(res) === 'FORBIDDEN';
      const answered = ![401, 403].includes(res.status) && res.status < 500 && !['FORBIDDEN', 'UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR'].includes(codeOf(res));
      if (probe.write ? !forbidden : !answered) failures.push(report(probe.label, res, { caller: 'aRead' }));
    });
    expect(failures).toEqual([]);
    expect(anyChange(await db.since(mark), A.customerId)).toEqual([]);
  });

  it('no token: every route is 401 and every root field UNAUTHENTICATED, changing nothing', async () => {
    const mark = await db.mark();
    const failures: string[] = [];
    await inParallel(probes(), 4, async (probe) => {
      const { res } = await probe.send({ name: 'none' }, aPick, idsOf(A));
      if (res.status !== 401 || (res.body?.errors?.[0]?.extensions && codeOf(res) !== 'UNAUTHENTICATED') || leaks(res).length) failures.push(report(probe.label, res, { caller: 'none' }));
    });
    expect(failures).toEqual([]);
    expect(anyChange(await db.since(mark), A.customerId)).toEqual([]);
  });

  it("B's token with A's X-Customer-Id or A's X-Shop-Id: 403 on every route and root field, changing nothing", async () => {
    const mark = await db.mark();
    const failures: string[] = [];
    for (const headers of [{ 'x-customer-id': String(A.customerId) }, { 'x-shop-id': String(A.ids.shop) }] as Record<string, string>[]) {
      await inParallel(probes(), 4, async (probe) => {
        const { res } = await probe.send({ name: 'b', token: app.tokens.b, headers }, ownPick, idsOf(B));
        if (res.status !== 403 || (res.body?.errors?.[0]?.extensions && codeOf(res) !== 'FORBIDDEN') || leaks(res).length) failures.push(report(probe.label, res, { caller: JSON.stringify(headers) }));
      });
    }
    // Staff acting for B may not narrow to A's shop either.
    const staffMixed = await rest({ name: 'staff', token: app.tokens.staff, headers: { 'x-customer-id': String(B.customerId), 'x-shop-id': String(A.ids.shop) } }, 'GET', '/api/v2/orders');
    expect(staffMixed.status).toBe(403);
    expect(failures).toEqual([]);
    expect(anyChange(await db.since(mark), A.customerId)).toEqual([]);
  });
});

/** DESIGN.md "Auth and tenancy": refused for a customer's token, never silently applied; staff may set them. */
const STAFF_ONLY: Record<string, unknown> = { skip_address_verification: true, do_not_bill: true, carrier_account_id: 4242 };

/** Sets a field on the inputs a request carries: `input`, each bulk resource, or a REST body that is the input itself. */
function setOnInputs(sent: any, field: string, value: unknown): void {
  const holders = Array.isArray(sent?.resources) ? sent.resources : sent?.input && typeof sent.input === 'object' ? [sent.input] : [sent];
  for (const holder of holders) holder[field] = value;
}

/** The orders a request created or changed: the answer's id, or what a bulk job made of its resources. */
async function ordersOf(res: Answer, field: string): Promise<number[]> {
  const value = Array.isArray(res.body) || res.body?.id ? res.body : res.body?.data?.[field];
  const results: string[] = (Array.isArray(value) ? value : []).map((r: { result: string }) => r.result);
  if (!results.length) return value?.id ? [value.id] : [];
  await settle();
  const jobs = results.map((r) => Number(/queued in bulk job (\d+)/.exec(r)?.[1]));
  return (await app.sql('select order_id from order_bulk_resources where job_id = any($1) and order_id is not null', [jobs])).map((r) => r.order_id);
}

describe('staff-only fields', () => {
  it('are refused for a customer on every route and mutation whose input has them, change nothing, and are applied for staff', async () => {
    const holders = Object.values(schema.getTypeMap())
      .filter((t) => isInputObjectType(t) && Object.keys(t.getFields()).some((f) => f in STAFF_ONLY))
      .map((t) => t.name);
    const takes = (field: string) => {
      const mutation = schema.getMutationType()!.getFields()[field];
      return !!mutation && [...inputTypesOf(schema, mutation)].some((t) => holders.includes(t));
    };
    const probes = [...restCases.map(restProbe), ...gqlCases.map(gqlProbe)].filter((p) => p.write && takes(p.field));
    // Generated from the input types: today order create and update, singly and in bulk, over REST and GraphQL.
    expect(probes.map((p) => p.label).sort()).toEqual(expect.arrayContaining(['POST /orders', 'PUT /orders/:id', 'POST /orders/bulk', 'mutation order_create', 'mutation order_update', 'mutation order_bulk_create']));
    const failures: string[] = [];
    for (const probe of probes) {
      for (const [field, value] of Object.entries(STAFF_ONLY)) {
        const tweak = (sent: any) => setOnInputs(sent, field, value);
        const mark = await db.mark();
        const { res } = await probe.send({ name: 'a', token: app.tokens.a }, aPick, idsOf(A), tweak);
        const slot: Slot = { path: field, kind: 'staff-only field', inPath: false, optional: true };
        const refused = [403, 422].includes(res.status) || codeOf(res) === 'FORBIDDEN' || (codeOf(res) === 'BAD_USER_INPUT' && namesSlot(res.body, slot));
        const namesField = errorFields(res.body).includes(field) || JSON.stringify(res.body).includes(field);
        const bulkRefusal = probe.succeeded(res) && (await bulkRefused(res, slot));
        await settle();
        const orderChanges = (await db.since(mark)).filter((c) => ['orders', 'order_items'].includes(c.table));
        if (!((refused && namesField) || bulkRefusal) || orderChanges.length) failures.push(report(`${probe.label} ${field}`, res, { caller: 'a', changed: orderChanges.map((c) => c.table) }));

        const staff = await probe.send({ name: 'staff for a', token: app.tokens.staff, headers: { 'x-customer-id': String(A.customerId) } }, aPick, idsOf(A), tweak);
        const ids = probe.succeeded(staff.res) ? await ordersOf(staff.res, probe.field) : [];
        const stored = ids.length ? await app.sql(`select ${field} as value from orders where id = any($1)`, [ids]) : [];
        if (!stored.length || stored.some((r) => r.value !== value)) failures.push(report(`${probe.label} ${field} (staff)`, staff.res, { caller: 'staff for a' }));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('subscriptions and webhooks', () => {
  const open: Subscriber<any>[] = [];
  afterAll(async () => {
    for (const s of open) await s.close();
  });

  /** Every customer_id anywhere in a value. */
  const customerIds = (value: unknown): number[] => {
    if (Array.isArray(value)) return value.flatMap(customerIds);
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([k, v]) => (k === 'customer_id' && typeof v === 'number' ? [v] : customerIds(v)));
  };

  it("B's subscriptions, on every field and with A's ids, receive none of A's events; B's webhooks and shop sync none of A's; A's receive theirs", async () => {
    const fields = Object.values(schema.getSubscriptionType()!.getFields());
    const listeners: { label: string; sub: Subscriber<any>; foreign: boolean }[] = [];
    const listen = async (label: string, field: GraphQLField<unknown, unknown>, pick: IdPick, caller: Caller, foreign: boolean) => {
      // after_id 0: each subscription first replays the whole outbox, the fixtures' events included.
      const { variables } = gen.fill((f) => gen.argsOf(field, f, { after_id: 0 }), pick, idsOf(B));
      const sub = await subscribe(app.url, documentFor('subscription', field, variables, 1), variables, { token: caller.token!, customerId: caller.name === 'staff for b' ? B.customerId : undefined });
      open.push(sub);
      listeners.push({ label: `${label} [${caller.name}]`, sub, foreign });
    };
    const callers: Caller[] = [{ name: 'b', token: app.tokens.b }, { name: 'staff for b', token: app.tokens.staff }];
    for (const field of fields) {
      for (const caller of callers) {
        const { slots } = gen.fill((f) => gen.argsOf(field, f, { after_id: 0 }), ownPick, idsOf(B));
        await listen(field.name, field, ownPick, caller, false);
        for (const [i, slot] of slots.entries()) {
          if (!slot.shared) await listen(`${field.name}(${slot.path}=A's)`, field, (s, j) => (j === i ? idsOf(A) : ownPick(s)), caller, true);
        }
      }
    }
    expect(listeners.filter((l) => l.foreign).length).toBeGreaterThanOrEqual(fields.length);
    const control = await subscribe(app.url, documentFor('subscription', schema.getSubscriptionType()!.getFields().events, { after_id: 0 }, 1), { after_id: 0 }, { token: app.tokens.a });
    open.push(control);
    // A foreign X-Customer-Id is refused at connection_init.
    await expect(subscribe(app.url, 'subscription { events { id } }', {}, { token: app.tokens.b, customerId: A.customerId })).rejects.toThrow(/closed/);

    // A's fixtures change (its order ships, its item's stock moves); then B's, as a sentinel committed after A's.
    expect((await rest({ name: 'a', token: app.tokens.a }, 'PUT', `/api/v2/simulate/orders/${A.ids.order}/processing?status=shipped`)).status).toBe(200);
    expect((await rest({ name: 'b', token: app.tokens.b }, 'PUT', `/api/v2/simulate/orders/${B.ids.order}/processing?status=shipped`)).status).toBe(200);
    const shippedEvent = (s: Subscriber<any>, order: number) => s.received.some((e: any) => e.kind === 'order.shipped' && e.resource_id === order);
    await eventually(async () => shippedEvent(control, A.ids.order), "A's subscriber to receive its order.shipped");
    const ownEvents = listeners.find((l) => l.label === 'events [b]')!.sub;
    await eventually(async () => shippedEvent(ownEvents, B.ids.order), "B's subscriber to receive B's order.shipped");
    // A's events were committed before B's sentinel: had they been let through, they would be here by now.
    await new Promise((r) => setTimeout(r, 300));

    const failures: string[] = [];
    for (const { label, sub } of listeners) {
      const text = JSON.stringify([sub.received, sub.errors]);
      const found = forbiddenText().filter((t) => text.includes(t));
      const foreignCustomers = [...customerIds(sub.received).filter((c) => c !== B.customerId), ...foreignIds(sub.received)];
      if (found.length || foreignCustomers.length) failures.push(`${label}: received ${sub.received.length}, leaks ${found.join(',')} customers ${foreignCustomers.join(',')}`);
    }
    expect(failures).toEqual([]);
    // B's own subscriptions did receive B's events: the silence towards A is not a dead stream.
    expect(ownEvents.received.length).toBeGreaterThan(10);

    // Webhooks: each customer's endpoints (and shop sync) receive its own events only, signed with its own secret.
    const reached = (path: string, order: number) => receiver.requests.some((r) => r.path === path && r.body.order?.id === order);
    await eventually(async () => reached(`/${A.marker}/order.shipped`, A.ids.order) && reached(`/${B.marker}/order.shipped`, B.ids.order), 'both customers\' order.shipped webhooks');
    // A shop syncs the orders that came from it and every item's inventory.
    const synced = (t: Tenant) => receiver.requests.some((r) => r.path === t.endpoints.shop && r.body.item?.id === t.ids.item);
    await eventually(async () => synced(A) && synced(B), 'both customers\' shop sync');
    const hooks: string[] = [];
    for (const owner of [A, B]) {
      const other = owner === A ? B : A;
      const mine = receiver.requests.filter((r) => r.path.startsWith(`/${owner.marker}/`));
      for (const r of mine) {
        const foreign = [...other.secrets, app.tokens[other.owner]].filter((t) => r.raw.includes(t) || JSON.stringify(r.headers).includes(t));
        const customers = customerIds(r.body).filter((c) => c !== owner.customerId);
        if (foreign.length || customers.length || !r.signed) hooks.push(`${r.path}: leaks ${foreign.join(',')} customers ${customers.join(',')} signed ${r.signed}`);
      }
      expect(mine.length).toBeGreaterThan(EVENT_KIND_NAMES.length);
      expect(new Set(mine.map((r) => r.path.split('/')[2])).size).toBeGreaterThan(5);
    }
    expect(hooks).toEqual([]);
  });
});

describe('controls', () => {
  /** Removes the resource it addresses: run last, children before parents, once per resource. */
  const destroys = (label: string) => /^DELETE |_(delete|archive)\b/.test(label);

  it("A's own requests reach every id the matrix used: none is 401/403/404 or a server error", async () => {
    const probes = [...restCases.map(restProbe), ...gqlCases.map(gqlProbe)];
    const target = (probe: Probe) => {
      const slot = probe.slots.find((s) => !s.shared && !s.optional);
      return slot ? `${slot.kind}:${idsOf(A).tenant(slot.kind)}` : probe.label;
    };
    const kindLength = (probe: Probe) => target(probe).indexOf(':');
    const ordered = [
      ...probes.filter((p) => !destroys(p.label)),
      // A child's kind name extends its parent's (order_item, order): longer names go first.
      ...probes.filter((p) => destroys(p.label)).sort((x, y) => kindLength(y) - kindLength(x)),
    ];
    const destroyed = new Set<string>();
    const failures: string[] = [];
    const control = async (probe: Probe) => {
      let { res } = await probe.send({ name: 'a', token: app.tokens.a }, aPick, idsOf(A));
      // Staff-only operations: staff acting for A.
      if (res.status === 403 || codeOf(res) === 'FORBIDDEN') ({ res } = await probe.send({ name: 'staff for a', token: app.tokens.staff, headers: { 'x-customer-id': String(A.customerId) } }, aPick, idsOf(A)));
      figures.controls += 1;
      const reached = ![401, 403, 404].includes(res.status) && res.status < 500 && !['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR'].includes(codeOf(res));
      if (!reached) failures.push(report(probe.label, res, { caller: 'a' }));
    };
    // Only an operation that takes an id of A's has something to prove here.
    const withIds = ordered.filter((p) => p.slots.some((s) => !s.shared && !s.optional));
    await inParallel(withIds.filter((p) => !p.write), 4, control);
    for (const probe of withIds.filter((p) => p.write)) {
      if (destroys(probe.label) && destroyed.has(target(probe))) continue;
      await control(probe);
      await settle();
      if (destroys(probe.label)) destroyed.add(target(probe));
    }
    expect(failures).toEqual([]);
    expect(figures.controls).toBeGreaterThan(withIds.length / 2);
  });
});
