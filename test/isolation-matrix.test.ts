import { type GraphQLField, isInputObjectType } from 'graphql';
import { EVENT_KIND_NAMES } from '../src/domain/events/catalog';
import { routes } from '../src/rest/routes';
import type { Answer } from './support/app';
import { anyChange, changesOf } from './support/change-log';
import { type Caller, Isolation, type Probe, codeOf, errorFields, inParallel, namesSlot } from './support/isolation';
import { type IdPick, type Slot, documentFor, inputTypesOf } from './support/operations';
import { eventually } from './support/wait';
import { subscribe, type Subscriber } from './support/subscriptions';
import type { Tenant } from './support/tenant-fixtures';

/**
 * The tenant isolation matrix: every REST route of the route table and every root field of the
 * GraphQL schema is called by customer B (and by staff acting for B) with customer A's ids, one id
 * at a time; by A's read-only token; with no token; with a foreign X-Customer-Id or X-Shop-Id.
 * Nothing of A's may show (no marker, secret, token or id of A's in any body or header) and nothing
 * may change. Subscriptions and webhooks likewise; staff-only fields are refused for customers.
 * Finally A makes the same requests itself, proving the ids were A's to reach.
 */

jest.setTimeout(120_000);

let w: Isolation;
beforeAll(async () => {
  w = await Isolation.start();
});
afterAll(async () => {
  await w.close();
  // The figures RELIABILITY.md quotes.
  process.stdout.write(`isolation matrix: ${JSON.stringify({ routes: routes.length, restCases: w.restCases.length, gqlCases: w.gqlCases.length, ...w.figures })}\n`);
});

/** Path parameters that are not ids, and where their values come from. */
const PATH_VALUES: Record<string, string> = { action: 'each action the resource lists (GraphQL `<kind>_actions`)' };

describe('coverage', () => {
  it('maps every path parameter and id argument of every route and root field to a fixture kind (a new one fails here until mapped)', () => {
    const unmapped: string[] = [];
    const slots: Slot[] = [];
    for (const c of w.restCases) {
      const built = w.gen.restRequest(c, w.ownPick, w.idsOf(w.B));
      slots.push(...built.slots);
      unmapped.push(...built.unmapped.map((u) => `${c.label}: ${u}`));
      for (const v of c.vars.filter((x) => x.inPath)) {
        if (!PATH_VALUES[v.name] && !built.slots.some((s) => s.path === v.name && s.inPath)) unmapped.push(`${c.label}: path parameter :${v.name}`);
      }
    }
    for (const c of w.gqlCases) {
      const built = w.gen.gqlRequest(c, w.ownPick, w.idsOf(w.B));
      slots.push(...built.slots);
      unmapped.push(...built.unmapped.map((u) => `${c.label}: ${u}`));
    }
    expect(unmapped).toEqual([]);
    // The fixtures hold a resource of every tenant kind an operation addresses.
    expect(slots.filter((s) => !s.shared && !w.tenantKinds.includes(s.kind))).toEqual([]);
    expect(slots.filter((s) => !s.shared).length).toBeGreaterThan(w.restCases.length);
  });

  it("puts A's consumer return (and its line) in every consumer return route and field that names one", () => {
    const returnCases = [
      ...w.restCases.filter((c) => c.route.path.includes('consumer_returns')).map((c) => ({ label: c.label, built: w.gen.restRequest(c, w.ownPick, w.idsOf(w.B)) })),
      ...w.gqlCases.filter((c) => c.field.name.includes('consumer_return')).map((c) => ({ label: c.label, built: w.gen.gqlRequest(c, w.ownPick, w.idsOf(w.B)) })),
    ];
    // The original's nine routes, both sandbox routes, and their GraphQL twins with staff receiving.
    expect(returnCases.length).toBeGreaterThanOrEqual(22);
    const addressed = returnCases.filter((c) => c.built.slots.some((s) => s.kind === 'consumer_return')).map((c) => c.label);
    expect(addressed).toEqual(expect.arrayContaining([
      'GET /consumer_returns/:id', 'PUT /consumer_returns/:id', 'DELETE /consumer_returns/:id', 'PUT /consumer_returns/:id/meta_fields',
      'PUT /simulate/consumer_returns/:consumer_return_id/processing', 'mutation consumer_return_receive', 'query consumer_return',
    ]));
    expect(w.tenantKinds).toEqual(expect.arrayContaining(['consumer_return', 'return_item']));
  });
});

describe("customer B (and staff acting for B) with customer A's ids", () => {
  const foreignCallers = (): Caller[] => [
    { name: 'b', token: w.app.tokens.b },
    { name: 'staff for b', token: w.app.tokens.staff, headers: { 'x-customer-id': String(w.B.customerId) } },
  ];

  /**
   * Each foreign variant must be refused and change nothing at all, or (for an optional id in a
   * body or argument) succeed without touching A's rows, tying a row to A's, or showing A's data.
   * A request with no foreign id (a list, a create of B's own) must show and touch nothing of A's.
   */
  async function probeFailures(probe: Probe): Promise<string[]> {
    const { A, B, db } = w;
    const failures: string[] = [];
    if (!probe.slots.some((s) => !s.shared)) {
      const mark = probe.write ? await db.mark() : null;
      const { res } = await probe.send(foreignCallers()[0], w.ownPick, w.idsOf(B));
      if (probe.write) await w.settle();
      const changed = mark === null ? [] : changesOf(await db.since(mark), A.customerId);
      if (w.leaks(res).length || changed.length || res.status >= 500 || codeOf(res) === 'INTERNAL_SERVER_ERROR') failures.push(w.report(probe.label, res, { caller: 'b', changed }));
      return failures;
    }
    for (const caller of foreignCallers()) {
      for (const [i, slot] of probe.slots.entries()) {
        // Staff acting for B differs from B in whose ids the tenant filter admits: path and argument
        // ids. An id inside a body is checked against the tenant the same way for both.
        if (slot.shared || (caller.name !== 'b' && slot.path.includes('.'))) continue;
        w.figures.variants += 1;
        const pick: IdPick = (s, j) => (j === i ? w.idsOf(A) : w.ownPick(s, j));
        // Reads change nothing by construction; a write's changes are read back from the log.
        const mark = probe.write ? await db.mark() : null;
        const { res, sent } = await probe.send(caller, pick, w.idsOf(B));
        const accepted = probe.succeeded(res);
        if (accepted && probe.write) await w.settle();
        const changes = mark === null ? [] : await db.since(mark);
        // An optional foreign id that was accepted must have been ignored: A's rows untouched, no row tied to one of A's.
        const changed = accepted ? changesOf(changes, A.customerId) : anyChange(changes, A.customerId);
        const crossed = accepted && probe.write ? await db.crossTenantReferences() : [];
        const ok = probe.refuses(res, slot) || (accepted && probe.write && (await w.bulkRefused(res, slot)))
          || (slot.optional && !slot.inPath && (probe.isEmpty(res) || (probe.write && accepted)));
        if (!ok || w.leaks(res).length || changed.length || crossed.length) {
          failures.push(w.report(probe.label, res, { caller: caller.name, slot, changed: [...changed, ...crossed], variables: sent }));
        }
        // A foreign id reads as a missing one (DESIGN.md): the same answer, but for the id in its text.
        if (caller.name === 'b') {
          w.figures.missingCompared += 1;
          const missing = await probe.send(caller, (s, j) => (j === i ? w.missingIds() : w.ownPick(s, j)), w.idsOf(B));
          if (missing.res.status < 300 && probe.write) await w.settle();
          if (shape(missing.res) !== shape(res)) failures.push(`${w.report(probe.label, res, { caller: 'b', slot })} BUT A MISSING ID → ${shape(missing.res)}`);
        }
      }
    }
    return failures;
  }

  /** What an answer tells: status, error code, fields and message, with ids (any number) left out. */
  const shape = (res: Answer) =>
    res.status >= 300 || res.body?.errors
      ? JSON.stringify([res.status, codeOf(res), errorFields(res.body).sort(), String(res.body?.message ?? res.body?.errors?.[0]?.message ?? '').replace(/\d+/g, '#')])
      : JSON.stringify([res.status, 'answered']);

  async function matrix(probes: Probe[]): Promise<string[]> {
    const failures: string[] = [];
    // Reads change nothing, so they run side by side; writes one at a time, each with its own slice of the change log.
    await inParallel(probes.filter((p) => !p.write), 4, async (probe) => void failures.push(...(await probeFailures(probe))));
    for (const probe of probes.filter((p) => p.write)) failures.push(...(await probeFailures(probe)));
    return failures;
  }

  it('every REST route: 404/403 (or a 422 naming the foreign id), nothing of A shown, nothing changed', async () => {
    expect(await matrix(w.restCases.map((c) => w.restProbe(c)))).toEqual([]);
  });

  it('every GraphQL query and mutation: NOT_FOUND/FORBIDDEN, null or empty (or an input error naming the foreign id), nothing shown or changed', async () => {
    expect(await matrix(w.gqlCases.map((c) => w.gqlProbe(c)))).toEqual([]);
  });

  it("leaves no row referencing another customer's row", async () => {
    expect(await w.db.crossTenantReferences()).toEqual([]);
  });
});

describe('tokens and headers', () => {
  it("A's read-only token: every write route and mutation is 403/FORBIDDEN and changes nothing; its reads are answered", async () => {
    const mark = await w.db.mark();
    const failures: string[] = [];
    // GraphQL reads run the very resolvers the REST reads do, behind the same scope check.
    await inParallel(w.probes().filter((p) => p.write || !p.label.startsWith('query ')), 4, async (probe) => {
      const { res } = await probe.send({ name: 'aRead', token: w.app.tokens.aRead }, w.aPick, w.idsOf(w.A));
      const forbidden = res.status === 403 || codeOf(res) === 'FORBIDDEN';
      const answered = ![401, 403].includes(res.status) && res.status < 500 && !['FORBIDDEN', 'UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR'].includes(codeOf(res));
      if (probe.write ? !forbidden : !answered) failures.push(w.report(probe.label, res, { caller: 'aRead' }));
    });
    expect(failures).toEqual([]);
    expect(anyChange(await w.db.since(mark), w.A.customerId)).toEqual([]);
  });

  it('no token: every route is 401 and every root field UNAUTHENTICATED, changing nothing', async () => {
    const mark = await w.db.mark();
    const failures: string[] = [];
    await inParallel(w.probes(), 4, async (probe) => {
      const { res } = await probe.send({ name: 'none' }, w.aPick, w.idsOf(w.A));
      if (res.status !== 401 || (res.body?.errors?.[0]?.extensions && codeOf(res) !== 'UNAUTHENTICATED') || w.leaks(res).length) failures.push(w.report(probe.label, res, { caller: 'none' }));
    });
    expect(failures).toEqual([]);
    expect(anyChange(await w.db.since(mark), w.A.customerId)).toEqual([]);
  });

  it("B's token with A's X-Customer-Id or A's X-Shop-Id: 403 on every route and root field, changing nothing", async () => {
    const mark = await w.db.mark();
    const failures: string[] = [];
    for (const headers of [{ 'x-customer-id': String(w.A.customerId) }, { 'x-shop-id': String(w.A.ids.shop) }] as Record<string, string>[]) {
      await inParallel(w.probes(), 4, async (probe) => {
        const { res } = await probe.send({ name: 'b', token: w.app.tokens.b, headers }, w.ownPick, w.idsOf(w.B));
        if (res.status !== 403 || (res.body?.errors?.[0]?.extensions && codeOf(res) !== 'FORBIDDEN') || w.leaks(res).length) failures.push(w.report(probe.label, res, { caller: JSON.stringify(headers) }));
      });
    }
    // Staff acting for B may not narrow to A's shop either.
    const staffMixed = await w.rest({ name: 'staff', token: w.app.tokens.staff, headers: { 'x-customer-id': String(w.B.customerId), 'x-shop-id': String(w.A.ids.shop) } }, 'GET', '/api/v2/orders');
    expect(staffMixed.status).toBe(403);
    expect(failures).toEqual([]);
    expect(anyChange(await w.db.since(mark), w.A.customerId)).toEqual([]);
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
  await w.settle();
  const jobs = results.map((r) => Number(/queued in bulk job (\d+)/.exec(r)?.[1]));
  return (await w.app.sql('select order_id from order_bulk_resources where job_id = any($1) and order_id is not null', [jobs])).map((r) => r.order_id);
}

describe('staff-only fields', () => {
  it('are refused for a customer on every route and mutation whose input has them, change nothing, and are applied for staff', async () => {
    const { schema, A, app } = w;
    const holders = Object.values(schema.getTypeMap())
      .filter((t) => isInputObjectType(t) && Object.keys(t.getFields()).some((f) => f in STAFF_ONLY))
      .map((t) => t.name);
    const takes = (field: string) => {
      const mutation = schema.getMutationType()!.getFields()[field];
      return !!mutation && [...inputTypesOf(schema, mutation)].some((t) => holders.includes(t));
    };
    const probes = w.probes().filter((p) => p.write && takes(p.field));
    // Generated from the input types: today order create and update, singly and in bulk, over REST and GraphQL.
    expect(probes.map((p) => p.label)).toEqual(expect.arrayContaining(['POST /orders', 'PUT /orders/:id', 'POST /orders/bulk', 'mutation order_create', 'mutation order_update', 'mutation order_bulk_create']));
    const failures: string[] = [];
    for (const probe of probes) {
      for (const [field, value] of Object.entries(STAFF_ONLY)) {
        w.figures.staffOnlyChecks += 1;
        const tweak = (sent: any) => setOnInputs(sent, field, value);
        const mark = await w.db.mark();
        const { res } = await probe.send({ name: 'a', token: app.tokens.a }, w.aPick, w.idsOf(A), tweak);
        const slot: Slot = { path: field, kind: 'staff-only field', inPath: false, optional: true };
        const refused = [403, 422].includes(res.status) || codeOf(res) === 'FORBIDDEN' || (codeOf(res) === 'BAD_USER_INPUT' && namesSlot(res.body, slot));
        const namesField = errorFields(res.body).includes(field) || JSON.stringify(res.body).includes(field);
        const bulkRefusal = probe.succeeded(res) && (await w.bulkRefused(res, slot));
        await w.settle();
        const orderChanges = (await w.db.since(mark)).filter((c) => ['orders', 'order_items'].includes(c.table));
        if (!((refused && namesField) || bulkRefusal) || orderChanges.length) failures.push(w.report(`${probe.label} ${field}`, res, { caller: 'a', changed: orderChanges.map((c) => c.table) }));

        const staff = await probe.send({ name: 'staff for a', token: app.tokens.staff, headers: { 'x-customer-id': String(A.customerId) } }, w.aPick, w.idsOf(A), tweak);
        const ids = probe.succeeded(staff.res) ? await ordersOf(staff.res, probe.field) : [];
        const stored = ids.length ? await app.sql(`select ${field} as value from orders where id = any($1)`, [ids]) : [];
        if (!stored.length || stored.some((r) => r.value !== value)) failures.push(w.report(`${probe.label} ${field} (staff)`, staff.res, { caller: 'staff for a' }));
        // Back to the default, so the customer's next try is a change again (one sent at the stored
        // value is a no-op, accepted: README, Errors).
        if (ids.length) await app.sql(`update orders set ${field} = default where id = any($1)`, [ids]);
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
    const { schema, gen, app, receiver, A, B } = w;
    const fields = Object.values(schema.getSubscriptionType()!.getFields());
    const listeners: { label: string; sub: Subscriber<any>; foreign: boolean }[] = [];
    const listen = async (label: string, field: GraphQLField<unknown, unknown>, pick: IdPick, caller: Caller, foreign: boolean) => {
      // after_id 0: each subscription first replays the whole outbox, the fixtures' events included.
      // Depth 3 selects the typed resources' nested fields, those from the snapshot (an order's lines) and
      // those loaded in the event's shared scope (a line's item) alike.
      const { variables } = gen.fill((f) => gen.argsOf(field, f, { after_id: 0 }), pick, w.idsOf(B));
      const sub = await subscribe(app.url, documentFor('subscription', field, variables, 3), variables, { token: caller.token!, customerId: caller.name === 'staff for b' ? B.customerId : undefined });
      open.push(sub);
      w.figures.subscriptions += 1;
      listeners.push({ label: `${label} [${caller.name}]`, sub, foreign });
    };
    const callers: Caller[] = [{ name: 'b', token: app.tokens.b }, { name: 'staff for b', token: app.tokens.staff }];
    for (const field of fields) {
      for (const caller of callers) {
        const { slots } = gen.fill((f) => gen.argsOf(field, f, { after_id: 0 }), w.ownPick, w.idsOf(B));
        await listen(field.name, field, w.ownPick, caller, false);
        for (const [i, slot] of slots.entries()) {
          if (!slot.shared) await listen(`${field.name}(${slot.path}=A's)`, field, (s, j) => (j === i ? w.idsOf(A) : w.ownPick(s, j)), caller, true);
        }
      }
    }
    expect(listeners.filter((l) => l.foreign).length).toBeGreaterThanOrEqual(fields.length);
    const control = await subscribe(app.url, documentFor('subscription', schema.getSubscriptionType()!.getFields().events, { after_id: 0 }, 1), { after_id: 0 }, { token: app.tokens.a });
    open.push(control);
    // A foreign X-Customer-Id is refused at connection_init.
    await expect(subscribe(app.url, 'subscription { events { id } }', {}, { token: app.tokens.b, customerId: A.customerId })).rejects.toThrow(/closed/);

    // A's fixtures change (its order ships, its item's stock moves); then B makes an item, a sentinel committed after A's events.
    const shipA = await w.rest({ name: 'a', token: app.tokens.a }, 'PUT', `/api/v2/simulate/orders/${A.ids.order}/processing?status=shipped`);
    expect(shipA.status).toBe(200);
    const sentinel = await w.rest({ name: 'b', token: app.tokens.b }, 'POST', '/api/v2/items', { sku: `${B.marker}-SENTINEL` });
    expect(sentinel.status).toBe(201);
    const hasEvent = (s: Subscriber<any>, kind: string, id: number) => s.received.some((e: any) => e.kind === kind && e.resource_id === id);
    // Every subscription above first replays the whole outbox at depth 3: inside the full suite on two
    // loaded cores that took longer than the default 20 s.
    const REPLAYED_MS = 60_000;
    await eventually(async () => hasEvent(control, 'order.shipped', A.ids.order), "A's subscriber to receive its order.shipped", REPLAYED_MS);
    const ownEvents = listeners.find((l) => l.label === 'events [b]')!.sub;
    await eventually(async () => hasEvent(ownEvents, 'item.created', sentinel.body.id), "B's subscriber to receive B's sentinel", REPLAYED_MS);
    // A's events were committed before B's sentinel: had they been let through, they would be here by now.
    // A fixed wait all the same: the subscriptions given A's ids filter out anything B could make, so for
    // them no later event can arrive to mark that nothing came before it.
    await new Promise((r) => setTimeout(r, 300));

    const failures: string[] = [];
    for (const { label, sub } of listeners) {
      const text = JSON.stringify([sub.received, sub.errors]);
      const found = w.forbiddenText().filter((t) => text.includes(t));
      const foreign = [...customerIds(sub.received).filter((c) => c !== B.customerId), ...w.foreignIds(sub.received)];
      if (found.length || foreign.length) failures.push(`${label}: received ${sub.received.length}, leaks ${found.join(',')} ${foreign.join(',')}`);
    }
    expect(failures).toEqual([]);
    // B's own subscriptions did receive B's events: the silence towards A is not a dead stream.
    expect(ownEvents.received.length).toBeGreaterThan(10);
    // Their typed resources rendered (B's, nested lines and loaded items included), without errors.
    expect(listeners.filter((l) => !l.foreign && l.sub.errors.length).map((l) => `${l.label}: ${JSON.stringify(l.sub.errors)}`)).toEqual([]);
    const typed = ownEvents.received.filter((e: any) => e.order).map((e: any) => e.order);
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((o: any) => o.customer_id === B.customerId && o.order_items.every((l: any) => l.item.customer_id === B.customerId))).toBe(true);

    // Webhooks: each customer's endpoints (and shop sync) receive its own events only, signed with its own secret.
    const reached = (path: string, resource: string, id: number) => receiver.requests.some((r) => r.path === path && r.body[resource]?.id === id);
    await eventually(
      async () => reached(`/${A.marker}/order.shipped`, 'order', A.ids.order) && reached(`/${B.marker}/item.created`, 'item', sentinel.body.id),
      "A's order.shipped and B's item.created webhooks",
    );
    // A shop syncs the orders that came from it and every item's inventory.
    const synced = (t: Tenant) => receiver.requests.some((r) => r.path === t.endpoints.shop && r.body.item?.id === t.ids.item);
    await eventually(async () => synced(A) && synced(B), "both customers' shop sync");
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
    const { A, app } = w;
    const target = (probe: Probe) => {
      const slot = probe.slots.find((s) => !s.shared && !s.optional);
      return slot ? `${slot.kind}:${w.idsOf(A).tenant(slot.kind)}` : probe.label;
    };
    const kindLength = (probe: Probe) => target(probe).indexOf(':');
    // Only an operation that takes an id of A's has something to prove here.
    const probes = w.probes().filter((p) => p.slots.some((s) => !s.shared && !s.optional));
    const failures: string[] = [];
    const control = async (probe: Probe) => {
      let { res } = await probe.send({ name: 'a', token: app.tokens.a }, w.aPick, w.idsOf(A));
      // Staff-only operations: staff acting for A.
      if (res.status === 403 || codeOf(res) === 'FORBIDDEN') ({ res } = await probe.send({ name: 'staff for a', token: app.tokens.staff, headers: { 'x-customer-id': String(A.customerId) } }, w.aPick, w.idsOf(A)));
      w.figures.controls += 1;
      const reached = ![401, 403, 404].includes(res.status) && res.status < 500 && !['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR'].includes(codeOf(res));
      if (!reached) failures.push(w.report(probe.label, res, { caller: 'a' }));
    };
    await inParallel(probes.filter((p) => !p.write), 4, control);
    const destroyed = new Set<string>();
    const writes = [
      ...probes.filter((p) => p.write && !destroys(p.label)),
      // A child's kind name extends its parent's (order_item, order): longer names go first.
      ...probes.filter((p) => destroys(p.label)).sort((x, y) => kindLength(y) - kindLength(x)),
    ];
    for (const probe of writes) {
      if (destroys(probe.label) && destroyed.has(target(probe))) continue;
      await control(probe);
      await w.settle();
      if (destroys(probe.label)) destroyed.add(target(probe));
    }
    expect(failures).toEqual([]);
    expect(w.figures.controls).toBeGreaterThan(probes.length / 2);
  });
});
