import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import type { TestApp } from './app';
import { fuzzParameters } from './fuzz';
import { ledgerMismatches } from './ledger';

/**
 * The harness of the concurrency suite (test/concurrency.test.ts): requests fired at one record at
 * once, judged by replay. The same scenario is set up again on identical "twin" records and its
 * requests run one after another in each order they could have taken; the concurrent run must end
 * exactly as one of those sequential runs did (linearizability), with nothing but the real state
 * table as the model. Then invariants that no sequence of requests may break are read off the
 * database.
 */

/** One V2 REST request, as a client sends it. */
export interface Call {
  method: string;
  path: string;
  json?: unknown;
}

/**
 * A request of a scenario: a name for what it does (the label its answers are reported by), and
 * when it leaves, in milliseconds after the scenario starts. Requests that leave at the same
 * instant mostly interleave at the same few points; offsets of a few to some tens of milliseconds
 * land one request's read in the middle of another's read-decide-write, where lost updates live.
 */
export interface Sent {
  label: string;
  after: number;
}

/** How far apart a scenario's requests may leave: about the time one takes on a loaded machine. */
export const STAGGER_MS = 50;

/**
 * A scenario run on a record: how to make a twin (a fresh record in the start state, with items of
 * its own so twins never share stock), the requests it receives (one per Sent, in order), and what
 * is left of it afterwards.
 */
export interface Replay<Twin> {
  setup(): Promise<Twin>;
  calls(twin: Twin): Call[];
  /** The twin's final state, with ids, timestamps and tracking numbers normalised away. */
  outcome(twin: Twin): Promise<unknown>;
  /** Broken invariants among the twins' records, each said in a sentence. */
  violations(twins: Twin[]): Promise<string[]>;
}

/**
 * What a run came to: the HTTP statuses each request got, and the record's state. Statuses are
 * kept per label and sorted: a scenario may send one request twice, and which of the two copies
 * won says nothing.
 */
interface Signature {
  answers: Record<string, number[]>;
  record: unknown;
}

function answersByLabel(labels: string[], statuses: number[]): Record<string, number[]> {
  const byLabel: Record<string, number[]> = {};
  labels.forEach((label, i) => (byLabel[label] ??= []).push(statuses[i]));
  for (const list of Object.values(byLabel)) list.sort((a, b) => a - b);
  return byLabel;
}

/** JSON with object keys sorted: two equal states print alike, whatever order SQL built them in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const send = (app: TestApp, call: Call) => app.rest(call.method, `/api/v2${call.path}`, { token: app.tokens.a, json: call.json });

/**
 * Sends every call, each at its offset, without waiting for the others. Returns the statuses in the
 * scenario's order, and the order the answers came back in: the likeliest order a correct server
 * committed them in, tried first by replay.
 */
async function fireTogether(app: TestApp, calls: Call[], offsets: number[]): Promise<{ statuses: number[]; finished: number[] }> {
  const finished: number[] = [];
  const statuses = await Promise.all(
    calls.map(async (call, i) => {
      if (offsets[i]) await sleep(offsets[i]);
      const { status } = await send(app, call);
      finished.push(i);
      return status;
    }),
  );
  return { statuses, finished };
}

/** Sends the calls one after another in the given order; the statuses come back in the scenario's order. */
async function fireInTurn(app: TestApp, calls: Call[], order: number[]): Promise<number[]> {
  const statuses: number[] = new Array(calls.length);
  for (const i of order) statuses[i] = (await send(app, calls[i])).status;
  return statuses;
}

/** Every order of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) => Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]));
}

const sequence = (labels: string[], order: number[]) => order.map((i) => labels[i]).join(' → ');

/** The lists with no earlier one of the same key, in order. */
function distinct<T>(lists: T[][], key: (list: T[]) => string = (list) => JSON.stringify(list)): T[][] {
  const seen = new Set<string>();
  return lists.filter((list) => {
    const k = key(list);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The offsets a scenario's requests race with: as drawn, mirrored (the last to leave goes first)
 * and all at once. Three races of one scenario find a lost update more often than three scenarios
 * do, for less: their outcomes share the replays.
 */
const staggers = (offsets: number[]) => distinct([offsets, offsets.map((after) => STAGGER_MS - after), offsets.map(() => 0)]);

/** One concurrent run of a scenario: when each request left, the order the answers came back in, and how it ended. */
interface Race {
  offsets: number[];
  finished: number[];
  signature: Signature;
}

/**
 * Judges one scenario: its requests sent together to twins (once per stagger), then replayed one
 * at a time on fresh twins, in every order if need be, until each concurrent run is matched by a
 * sequential order that ended exactly as it did. Returns what went wrong, in words (empty when
 * nothing did): a 5xx, a race no order matches, or an invariant broken on any twin.
 */
export async function judge<Twin>(app: TestApp, replay: Replay<Twin>, sent: Sent[]): Promise<string[]> {
  const labels = sent.map((s) => s.label);
  const problems: string[] = [];
  // One twin more than the races need: the first replay runs on it. The races run one after
  // another, so that nothing else loads the server while requests race.
  const offsets = staggers(sent.map((s) => s.after));
  const [spare, ...raced] = await Promise.all([replay.setup(), ...offsets.map(() => replay.setup())]);
  const races: Race[] = [];
  for (const [i, twin] of raced.entries()) {
    const fired = await fireTogether(app, replay.calls(twin), offsets[i]);
    problems.push(...serverErrors(`together at +${offsets[i].join('/')} ms`, labels, fired.statuses));
    races.push({ offsets: offsets[i], finished: fired.finished, signature: { answers: answersByLabel(labels, fired.statuses), record: await replay.outcome(twin) } });
  }

  // Replays stop once every race is matched; on a correct server the order a race's answers came
  // back in is usually its order, so a passing scenario mostly costs one or two replays.
  const candidates = distinct([...races.map((r) => r.finished), ...permutations(labels.length)], (order) => sequence(labels, order));
  const twins = [spare, ...raced];
  const replayed: { order: number[]; signature: Signature }[] = [];
  const replayOn = async (twin: Twin, order: number[]) => {
    const statuses = await fireInTurn(app, replay.calls(twin), order);
    problems.push(...serverErrors(sequence(labels, order), labels, statuses));
    replayed.push({ order, signature: { answers: answersByLabel(labels, statuses), record: await replay.outcome(twin) } });
  };
  const unmatched = () => races.filter((race) => !replayed.some((r) => canonical(r.signature) === canonical(race.signature)));
  await replayOn(spare, candidates[0]);
  if (unmatched().length && candidates.length > 1) {
    const more = await Promise.all(candidates.slice(1).map(() => replay.setup()));
    twins.push(...more);
    await Promise.all(more.map((twin, i) => replayOn(twin, candidates[i + 1])));
  }
  if (unmatched().length) problems.push(notLinearizable(labels, unmatched(), replayed));
  problems.push(...(await replay.violations(twins)));
  return problems;
}

function serverErrors(run: string, labels: string[], statuses: number[]): string[] {
  return statuses.flatMap((status, i) => (status >= 500 ? [`${labels[i]} answered ${status} (sent ${run})`] : []));
}

function notLinearizable(labels: string[], races: Race[], replayed: { order: number[]; signature: Signature }[]): string {
  const show = (s: Signature) => `answers ${canonical(s.answers)}; record ${canonical(s.record)}`;
  return [
    'not linearizable: sent together, the requests ended as no sequential order of them does',
    ...races.map((race) => `  together at +${race.offsets.join('/')} ms: ${show(race.signature)}`),
    ...replayed.map((r) => `  ${sequence(labels, r.order)}: ${show(r.signature)}`),
  ].join('\n');
}

/**
 * Draws `runs` scenarios (times FUZZ_SCALE) and judges each in turn, collecting every failure
 * rather than stopping at the first: a race does not reproduce on demand, so fast-check's
 * shrinking would chase noise, and how many scenarios fail is itself the finding. The seed is
 * printed with the failures; FUZZ_SEED draws the same scenarios again.
 */
export async function explore<S>(scenario: fc.Arbitrary<S>, runs: number, run: (s: S) => Promise<string[]>): Promise<void> {
  const parameters = fuzzParameters(runs);
  const seed = parameters.seed ?? Math.floor(Math.random() * 0x7fffffff);
  const failures: string[] = [];
  const drawn = fc.sample(scenario, { numRuns: parameters.numRuns, seed });
  for (const s of drawn) {
    const problems = await run(s);
    if (problems.length) failures.push(`${canonical(s)}\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  if (failures.length) {
    throw new Error(`${failures.length} of ${drawn.length} scenarios failed (FUZZ_SEED=${seed} draws them again):\n\n${failures.join('\n\n')}`);
  }
}

/** Cancelled, Insufficient Inventory, Quote, Shipped and the return statuses: an order there holds no stock. */
const HOLDS_NOTHING = [35, 40, 75, 77, 95, 300];
/** In the warehouse's hands: an order there holds every unit of its lines. */
const HOLDS_ALL = [100, 120, 140, 150, 155, 160];

/**
 * The orders' invariants: a Cancelled order never shipped; one history entry and one event per
 * status change, the events chaining from status to status up to the current one; at most one
 * cancellation and one shipment announced; stock held all or nothing, as the status says.
 */
export async function orderViolations(app: TestApp, orderIds: number[]): Promise<string[]> {
  const rows = await app.sql(
    `select o.id, o.status,
            o.shipped_on is not null as shipped_on, cardinality(o.tracking) as tracking,
            (select count(*) from packages p where p.order_id = o.id)::int as packages,
            (select count(*) from order_events h where h.order_id = o.id and h.event_type = 'status_changed')::int as history,
            (select coalesce(json_agg(json_build_array(e.details->'from_status', e.details->'to_status') order by e.id), '[]')
               from events e where e.resource_type = 'order' and e.resource_id = o.id and e.kind = 'order.status_changed') as changes,
            (select count(*) from events e where e.resource_type = 'order' and e.resource_id = o.id and e.kind = 'order.cancelled')::int as cancelled,
            (select count(*) from events e where e.resource_type = 'order' and e.resource_id = o.id and e.kind = 'order.shipped')::int as shipped,
            (select coalesce(sum(quantity), 0) from order_items l where l.order_id = o.id)::int as ordered,
            (select coalesce(sum(quantity), 0) from order_allocations a where a.order_id = o.id)::int as held
     from orders o where o.id = any($1::int[]) order by o.id`,
    [orderIds],
  );
  return rows.flatMap((o) => {
    const problems: string[] = [];
    const at = `order ${o.id} (status ${o.status})`;
    if (o.status === 40 && (o.packages || o.shipped_on || o.tracking)) {
      problems.push(`${at} is Cancelled yet shipped: ${o.packages} package(s), shipped_on ${o.shipped_on ? 'set' : 'empty'}, ${o.tracking} tracking number(s)`);
    }
    const changes: [number, number][] = o.changes;
    if (o.history !== changes.length) problems.push(`${at} has ${o.history} status_changed history entries but ${changes.length} order.status_changed events`);
    changes.forEach(([from], i) => {
      if (i > 0 && from !== changes[i - 1][1]) problems.push(`${at}: status change ${i + 1} starts from ${from}, but the one before ended at ${changes[i - 1][1]}`);
    });
    if (changes.length && changes[changes.length - 1][1] !== o.status) problems.push(`${at}: its last status change went to ${changes[changes.length - 1][1]}`);
    if (o.cancelled > 1) problems.push(`${at} announced order.cancelled ${o.cancelled} times`);
    if (o.shipped > 1) problems.push(`${at} announced order.shipped ${o.shipped} times`);
    if (o.held !== 0 && o.held !== o.ordered) problems.push(`${at} holds ${o.held} of the ${o.ordered} units it ordered: allocation is all or nothing`);
    if (HOLDS_NOTHING.includes(o.status) && o.held) problems.push(`${at} holds ${o.held} units of stock`);
    if (HOLDS_ALL.includes(o.status) && o.held !== o.ordered) problems.push(`${at} holds ${o.held} units for the ${o.ordered} it ordered`);
    return problems;
  });
}

/** The items' books: the ledger sums to the stock on hand, and committed stock is exactly what allocations hold. */
export async function stockViolations(app: TestApp, itemIds: number[]): Promise<string[]> {
  const unbalanced = (await ledgerMismatches(app)).map((r) => r.id).filter((id) => itemIds.includes(id));
  return unbalanced.map((id) => `item ${id}: its ledger, stock on hand, committed stock and allocations disagree`);
}

/**
 * The ship notices' invariants: each line is received at most once, as its own counts say (the
 * ledger's receipts of a line add up to its quantity_good and quantity_damaged, never above its
 * quantity); a line or notice that was removed was never received; at most one finalizing receipt
 * is announced.
 */
export async function shipnoticeViolations(app: TestApp, shipnoticeIds: number[]): Promise<string[]> {
  const receipts = await app.sql(
    `select t.shipnotice_id, t.shipnotice_item_id, sum(t.change)::int as received,
            n.id is not null as notice_exists, l.id is not null as line_exists,
            coalesce(l.quantity_good + l.quantity_damaged, 0) as counted, coalesce(l.quantity, 0) as quantity
     from item_transactions t left join shipnotices n on n.id = t.shipnotice_id left join shipnotice_items l on l.id = t.shipnotice_item_id
     where t.shipnotice_id = any($1::int[]) and t.reason in ('received', 'received_damaged')
     group by t.shipnotice_id, t.shipnotice_item_id, n.id, l.id`,
    [shipnoticeIds],
  );
  const problems = receipts.flatMap((r) => {
    const at = `ship notice ${r.shipnotice_id}, line ${r.shipnotice_item_id}`;
    if (!r.notice_exists) return [`${at}: the notice was deleted, yet ${r.received} units of it were received`];
    if (!r.line_exists) return [`${at}: the line was removed, yet ${r.received} units of it were received`];
    const wrong: string[] = [];
    if (r.received !== r.counted) wrong.push(`${at}: the ledger received ${r.received} units, the line counts ${r.counted}`);
    if (r.received > r.quantity) wrong.push(`${at}: ${r.received} units received of the ${r.quantity} announced`);
    return wrong;
  });
  const finalized = await app.sql(
    `select resource_id as id, count(*)::int as n from events
     where kind = 'shipnotice.received' and resource_id = any($1::int[]) and (details->>'finalized')::boolean
     group by resource_id having count(*) > 1`,
    [shipnoticeIds],
  );
  return [...problems, ...finalized.map((r) => `ship notice ${r.id} announced its final receipt ${r.n} times`)];
}

/**
 * The consumer returns' invariants, per order returned against: stock comes back once, for returns
 * that still exist (the ledger's returned units equal what the order's returns count as received),
 * no more is announced or received than was shipped, and the order is Pending Return (75) while a
 * return is open, Return Verified (77) once all arrived, and neither without returns.
 */
export async function returnViolations(app: TestApp, orderIds: number[]): Promise<string[]> {
  const rows = await app.sql(
    `select o.id, o.status,
            (select count(*) from consumer_returns r where r.order_id = o.id and r.status <> 300)::int as open,
            (select count(*) from consumer_returns r where r.order_id = o.id and r.status = 300)::int as done,
            (select coalesce(sum(t.change), 0) from item_transactions t where t.order_id = o.id and t.reason = 'returned')::int as restocked,
            (select coalesce(sum(ri.quantity_good + ri.quantity_damaged), 0) from return_items ri join consumer_returns r on r.id = ri.consumer_return_id where r.order_id = o.id)::int as received,
            (select coalesce(sum(ri.quantity), 0) from return_items ri join consumer_returns r on r.id = ri.consumer_return_id where r.order_id = o.id)::int as announced,
            (select coalesce(sum(l.quantity), 0) from order_items l where l.order_id = o.id)::int as shipped
     from orders o where o.id = any($1::int[]) order by o.id`,
    [orderIds],
  );
  return rows.flatMap((o) => {
    const at = `order ${o.id} (status ${o.status})`;
    const problems: string[] = [];
    if (o.restocked !== o.received) problems.push(`${at}: ${o.restocked} units restocked from its returns, which count ${o.received} received`);
    if (o.announced > o.shipped) problems.push(`${at}: its returns announce ${o.announced} units of the ${o.shipped} shipped`);
    const expected = o.open ? 75 : o.done ? 77 : null;
    if (expected !== null && o.status !== expected) problems.push(`${at} has ${o.open} open and ${o.done} received returns: it should be ${expected}`);
    if (expected === null && [75, 77].includes(o.status)) problems.push(`${at} has no returns left`);
    return problems;
  });
}
