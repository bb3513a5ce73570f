import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/shared/paths';
import type { LoadResult } from './load/spec';
import type { Machine } from './machine';
import type { Options, Scenario } from './options';
import type { BulkFigures } from './scenarios/bulk';
import type { ColdStartFigures } from './scenarios/coldstart';
import type { ContentionFigures } from './scenarios/contention';
import type { ReadFigures } from './scenarios/reads';
import type { StatementFigures } from './scenarios/statements';
import type { DashboardFigures } from './scenarios/dashboard';
import type { GatewayFigures } from './scenarios/gateways';
import type { SubscriptionFigures } from './scenarios/subscriptions';
import type { SingleCreateFigures } from './scenarios/writes';
import type { Dataset } from './seed';

export interface Results {
  startedAt: string;
  machine: Machine;
  options: Options;
  dataset: Dataset;
  reads?: ReadFigures;
  statements?: StatementFigures;
  dashboard?: DashboardFigures;
  writes?: SingleCreateFigures;
  bulk?: BulkFigures;
  contention?: ContentionFigures;
  gateways?: GatewayFigures;
  subscriptions?: SubscriptionFigures;
  coldStart?: ColdStartFigures;
  /** Scenario → the error that stopped it. */
  failures?: Partial<Record<Scenario, string>>;
  /** What the service logged at error level during the run. */
  serviceErrors: string[];
  wallSeconds?: number;
  /** True when the wall time counts from `npm run bench` itself (npm ci and the build included). */
  wallIncludesInstall?: boolean;
}

const BEGIN = '<!-- bench:begin -->';
const END = '<!-- bench:end -->';
const FILE = path.join(projectRoot, 'BENCHMARKS.md');
/** Issue 18's targets: bulk creates per second, and subscription commit→receipt p99. */
/** Single creates against the write floor (issue 30). */
const CREATE_TARGET = 0.6;
const BULK_TARGET = 2_000;
const P99_TARGET_MS = 25;
/** Issue 30's: no serialization point across gateways. */
const LOCK_WAIT_TARGET_MS = 1;

/** The budget the issue sets for a whole `npm run bench` on a fresh clone. */
const BUDGET_SECONDS = 15 * 60;

const num = (value: number | null | undefined, digits = 0) =>
  value == null || !Number.isFinite(value) ? 'n/a' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (value: number, anchor: number) => (anchor > 0 && Number.isFinite(value / anchor) ? `${num(value / anchor, 2)}×` : 'n/a');
/** A figure set beside an anchor for what it tells, with no target of its own. */
const INFORMATIONAL = 'none (an anchor)';
const yes = (met: boolean | null) => (met === null ? 'not measured' : met ? 'yes' : '**no**');
/** A table cell holds one line and no column separator (an error message may hold both). */
const cell = (value: string | number) => String(value).split('\n')[0].replace(/\|/g, '\\|');
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
const cpu = (r: LoadResult | undefined, side: 'serverMsPerRequest' | 'databaseMsPerRequest') => num(r?.cpu?.[side], 2);
const failures = (r: LoadResult) => r.non2xx + r.graphqlErrors + r.errors;

interface Target {
  figure: string;
  measured: string;
  anchor: string;
  ratio: string;
  target: string;
  met: boolean | null;
  why: string;
}

function targets(r: Results): Target[] {
  const out: Target[] = [];
  const reads = r.reads?.contenders;
  const gql = reads?.graphql.best;
  const rest = reads?.rest.best;
  const pg = reads?.postgraphile.best;
  const floor = reads?.floor.best;
  const cpuWhy = (a: LoadResult | undefined, aName: string, b: LoadResult | undefined, bName: string) =>
    `CPU per request: ${aName} process ${cpu(a, 'serverMsPerRequest')} ms, database ${cpu(a, 'databaseMsPerRequest')} ms; ` +
    `${bName} process ${cpu(b, 'serverMsPerRequest')} ms, database ${cpu(b, 'databaseMsPerRequest')} ms (see "Notes" for the profile)`;
  if (gql && pg && floor && rest) {
    const vsPg = gql.rps / pg.rps;
    const vsFloor = gql.rps / floor.rps;
    const restVsGql = rest.rps / gql.rps;
    out.push(
      { figure: 'Nested read, GraphQL vs PostGraphile', measured: `${num(gql.rps)} req/s`, anchor: `${num(pg.rps)} req/s`, ratio: ratio(gql.rps, pg.rps), target: '≥ 1.0×', met: vsPg >= 1, why: vsPg >= 1 ? '' : cpuWhy(gql, 'Forklift', pg, 'PostGraphile') },
      { figure: 'Nested read, GraphQL vs raw-SQL floor', measured: `${num(gql.rps)} req/s`, anchor: `${num(floor.rps)} req/s`, ratio: ratio(gql.rps, floor.rps), target: '≥ 0.7×', met: vsFloor >= 0.7, why: vsFloor >= 0.7 ? '' : cpuWhy(gql, 'Forklift', floor, 'floor') },
      {
        figure: 'Nested read, REST facade vs GraphQL (the same fields, `fields=` with dotted paths)', measured: `${num(rest.rps)} req/s`, anchor: `${num(gql.rps)} req/s`, ratio: ratio(rest.rps, gql.rps), target: '≥ 0.9×', met: restVsGql >= 0.9,
        why: restVsGql >= 0.9 ? '' : `both pages are written by PostgreSQL as JSON (${r.statements?.rest[50] ?? '?'} statements against ${r.statements?.graphql[50] ?? '?'}); ${cpuWhy(rest, 'REST', gql, 'GraphQL')}`,
      },
    );
  } else out.push({ figure: 'Nested read ratios', measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.reads ?? 'scenario not run' });
  const st = r.statements;
  for (const api of ['graphql', 'rest'] as const) {
    out.push(
      st
        ? { figure: `SQL statements per nested read, ${api === 'graphql' ? 'GraphQL' : 'REST'}: per_page 50 vs 10`, measured: String(st[api][50]), anchor: String(st[api][10]), ratio: ratio(st[api][50], st[api][10]), target: '= 1.0× (constant)', met: st[api][50] === st[api][10], why: '' }
        : { figure: `SQL statements per nested read, ${api}`, measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.statements ?? 'scenario not run' },
    );
  }
  const w = r.writes;
  if (w?.floor) {
    for (const [name, x] of [['REST', w.rest], ['GraphQL', w.graphql]] as const) {
      const vs = x.rps / w.floor.rps;
      out.push({
        figure: `Single order create, ${name} vs write floor`, measured: `${num(x.rps, 1)} orders/s`, anchor: `${num(w.floor.rps, 1)} orders/s`, ratio: ratio(x.rps, w.floor.rps), target: `≥ ${CREATE_TARGET}×`, met: vs >= CREATE_TARGET,
        why: vs >= CREATE_TARGET ? '' : `CPU per order: Forklift process ${cpu(x, 'serverMsPerRequest')} ms, database ${cpu(x, 'databaseMsPerRequest')} ms; floor process ${cpu(w.floor, 'serverMsPerRequest')} ms, database ${cpu(w.floor, 'databaseMsPerRequest')} ms (see "Notes")`,
      });
    }
    for (const [name, x] of [['REST', w.rest], ['GraphQL', w.graphql]] as const) {
      const mine = x.cpu?.databaseMsPerRequest;
      const floorDb = w.floor.cpu?.databaseMsPerRequest;
      if (mine == null || floorDb == null) continue;
      out.push({
        figure: `Database CPU per create, ${name} vs write floor`, measured: `${num(mine, 2)} ms`, anchor: `${num(floorDb, 2)} ms`, ratio: ratio(mine, floorDb), target: '≤ 1.5×', met: mine <= 1.5 * floorDb,
        why: mine <= 1.5 * floorDb ? '' : 'what a create does beyond the floor\'s: an item.inventory_changed event for each item with its payload, the items\' counters computed again from their stock (the floor subtracts), the payloads written as the pages\' JSON inside the outbox insert, and the item lock walking bundles (see "Notes")',
      });
    }
  }
  const bulk = r.bulk;
  out.push(
    bulk
      ? {
        figure: `Bulk create of ${num(bulk.orders)} orders`, measured: `${num(bulk.ordersPerSecond)} orders/s`, anchor: `${num(BULK_TARGET)} orders/s`, ratio: ratio(bulk.ordersPerSecond, BULK_TARGET), target: '≥ 1.0×', met: bulk.ordersPerSecond >= BULK_TARGET && !bulk.problem,
        why: bulk.ordersPerSecond >= BULK_TARGET && !bulk.problem ? '' : `${bulk.problem ? `${bulk.problem}; ` : ''}CPU per order: service ${num(bulk.serverCpuMsPerOrder, 2)} ms, database ${num(bulk.databaseCpuMsPerOrder, 2)} ms; ${num(BULK_TARGET)} orders/s on ${r.machine.cores} cores leaves ${num((r.machine.cores * 1000) / BULK_TARGET, 2)} ms of CPU per order to every process together`,
      }
      : { figure: 'Bulk create', measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.bulk ?? 'scenario not run' },
  );
  const c = r.contention;
  out.push(
    c
      ? { figure: `Oversell after ${c.orders} concurrent orders on ${c.skus} SKUs`, measured: `${c.checks.reduce((s, x) => s + x.violations, 0)} violations`, anchor: '0', ratio: '', target: 'zero', met: !c.oversold, why: c.oversold ? c.checks.filter((x) => x.violations).map((x) => `${x.name}: ${x.violations}`).join('; ') : '' }
      : { figure: 'Oversell under contention', measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.contention ?? 'scenario not run' },
  );
  const g = r.gateways;
  const one = g?.runs.find((x) => x.gateways === 1);
  const most = g?.runs[g.runs.length - 1];
  if (g && one && most) {
    const worst = g.runs.reduce((a, b) => (b.lockWaitMsPerCreate > a.lockWaitMsPerCreate ? b : a));
    const waitsText = (x: typeof worst) => x.topLockWaits.map((w) => `${w.event} ${num(w.msPerCreate, 2)} ms`).join(', ');
    const scaled = most.load.rps >= one.load.rps;
    out.push(
      {
        figure: `Lock wait per create, ${g.runs.map((x) => x.gateways).join(' / ')} gateways (worst)`, measured: `${num(worst.lockWaitMsPerCreate, 2)} ms`, anchor: `${LOCK_WAIT_TARGET_MS} ms`, ratio: ratio(worst.lockWaitMsPerCreate, LOCK_WAIT_TARGET_MS), target: '< 1.0×', met: worst.lockWaitMsPerCreate < LOCK_WAIT_TARGET_MS,
        why: worst.lockWaitMsPerCreate < LOCK_WAIT_TARGET_MS ? '' : `at ${worst.gateways} gateways, p50 ${num(worst.load.p50)} ms a create, the largest lock waits per create: ${waitsText(worst)} (see "Notes")`,
      },
      {
        figure: `Creates, ${most.gateways} gateways vs 1`, measured: `${num(most.load.rps, 1)} creates/s`, anchor: `${num(one.load.rps, 1)} creates/s`, ratio: ratio(most.load.rps, one.load.rps), target: '≥ 1.0×', met: scaled,
        why: scaled ? '' : `CPU per create: ${most.gateways} gateways ${cpu(most.load, 'serverMsPerRequest')} ms, database ${cpu(most.load, 'databaseMsPerRequest')} ms; 1 gateway ${cpu(one.load, 'serverMsPerRequest')} ms, database ${cpu(one.load, 'databaseMsPerRequest')} ms (the gateways share ${r.machine.cores} cores)`,
      },
    );
    const floorOne = g.floorRuns?.find((x) => x.gateways === 1);
    const floorMost = g.floorRuns?.[g.floorRuns.length - 1];
    if (g.floorRuns && floorOne && floorMost) {
      const floorWorst = g.floorRuns.reduce((a, b) => (b.lockWaitMsPerCreate > a.lockWaitMsPerCreate ? b : a));
      out.push(
        {
          figure: `Write floor's lock wait per create, ${g.floorRuns.map((x) => x.gateways).join(' / ')} processes (worst)`, measured: `${num(floorWorst.lockWaitMsPerCreate, 2)} ms`, anchor: `${LOCK_WAIT_TARGET_MS} ms`, ratio: ratio(floorWorst.lockWaitMsPerCreate, LOCK_WAIT_TARGET_MS), target: INFORMATIONAL, met: null,
          why: `the same creates in hand-written SQL, no service: at ${floorWorst.gateways} processes ${waitsText(floorWorst) || 'no lock waits'}`,
        },
        { figure: `Write floor's creates, ${floorMost.gateways} processes vs 1`, measured: `${num(floorMost.load.rps, 1)} creates/s`, anchor: `${num(floorOne.load.rps, 1)} creates/s`, ratio: ratio(floorMost.load.rps, floorOne.load.rps), target: INFORMATIONAL, met: null, why: '' },
      );
    }
  } else out.push({ figure: 'Gateways', measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.gateways ?? 'scenario not run' });
  const s = r.subscriptions;
  if (s) {
    const complete = s.received === s.expected;
    out.push(
      {
        figure: `Subscription commit→receipt p99, ${num(s.subscribers)} subscribers`, measured: `${num(s.fromResponse.p99, 1)} ms`, anchor: `${P99_TARGET_MS} ms`, ratio: ratio(s.fromResponse.p99, P99_TARGET_MS), target: '< 1.0×', met: s.fromResponse.p99 < P99_TARGET_MS && complete,
        why: s.fromResponse.p99 < P99_TARGET_MS && complete
          ? ''
          : `${complete ? '' : `${num(s.expected - s.received)} of ${num(s.expected)} receipts missing; `}p50 ${num(s.fromResponse.p50, 1)} ms, max ${num(s.fromResponse.max, 1)} ms` +
            (s.floor ? `; the fan-out floor (the same sockets and events, no service) has p99 ${num(s.floor.fromResponse.p99, 1)} ms on this machine` : ''),
      },
      ...(s.floor
        ? [{ figure: 'Subscription p99 vs the fan-out floor (ws alone, the same subscribers)', measured: `${num(s.fromResponse.p99, 1)} ms`, anchor: `${num(s.floor.fromResponse.p99, 1)} ms`, ratio: ratio(s.fromResponse.p99, s.floor.fromResponse.p99), target: INFORMATIONAL, met: null, why: '' }]
        : []),
      { figure: `Server RSS with ${num(s.connected)} subscribers`, measured: `${num(s.rssMb)} MB`, anchor: '300 MB', ratio: ratio(s.rssMb, 300), target: '< 1.0×', met: s.rssMb < 300, why: s.rssMb < 300 ? '' : `${num(s.rssBeforeMb)} MB before any subscriber` },
    );
  } else out.push({ figure: 'Subscriptions', measured: 'not measured', anchor: '', ratio: '', target: '', met: null, why: r.failures?.subscriptions ?? 'scenario not run' });
  if (r.wallSeconds && r.wallIncludesInstall) {
    const seeded = r.dataset.fresh ? 'seeding included' : 'dataset kept from an earlier run';
    out.push({ figure: `\`npm run bench\` wall time (npm ci, build, ${seeded})`, measured: `${num(r.wallSeconds)} s`, anchor: `${BUDGET_SECONDS} s`, ratio: ratio(r.wallSeconds, BUDGET_SECONDS), target: '< 1.0×', met: r.wallSeconds < BUDGET_SECONDS, why: '' });
  }
  return out;
}

function readsSection(reads: ReadFigures): string {
  const c = reads.contenders;
  // Results from before the whole-lines and whole-order contenders have no rows for them.
  const rows = (['graphql', 'rest', 'rest_whole', 'rest_v2', 'postgraphile', 'floor'] as const).filter((key) => c[key]).map((key) => {
    const { label, best, rounds, problems } = c[key];
    return [
      label, num(best.rps), ratio(best.rps, c.graphql.best.rps), ratio(best.rps, c.postgraphile.best.rps), ratio(best.rps, c.floor.best.rps),
      num(best.p50), num(best.p99), cpu(best, 'serverMsPerRequest'), cpu(best, 'databaseMsPerRequest'),
      rounds.map((x) => num(x.rps)).join(' / '), failures(best) ? `${failures(best)}: ${best.firstFailure}` : '0',
      problems.length ? `**wrong**: ${problems.join('; ')}` : 'same 50 orders, lines, items, packages',
    ];
  });
  return [
    `### 1. Nested read: first ${reads.perPage} orders with lines → item { sku quantity } and packages`,
    '',
    `${reads.connections} connections, ${reads.duration} s measured per round after a warm-up; the best of the interleaved rounds counts.`,
    '',
    table(['Contender', 'req/s', 'vs GraphQL', 'vs PostGraphile', 'vs floor', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'database CPU ms/req', 'req/s per round', 'failed requests', 'answer check'], rows),
  ].join('\n');
}

function statementsSection(st: StatementFigures): string {
  return [
    '### 2. SQL statements per nested read',
    '',
    table(['API', 'per_page 10', 'per_page 50', '50 vs 10', 'constant'], (['graphql', 'rest'] as const).map((api) => [api === 'graphql' ? 'GraphQL' : 'REST facade', st[api][10], st[api][50], ratio(st[api][50], st[api][10]), st[api][10] === st[api][50] ? 'yes' : '**no**'])),
    '',
    'The statements of one GraphQL request at per_page 50 (as the ORM logged them, cut short):',
    '',
    ...st.sample.graphql.map((s) => `- \`${s.replace(/`/g, "'").replace(/\$\d+(, \$\d+)+/g, '$n, …')}\``),
  ].join('\n');
}

function dashboardSection(d: DashboardFigures): string {
  const names = Object.keys(d.callers.staff);
  return [
    '### Dashboard aggregates (schema/insights.graphql)',
    '',
    `${d.requests} requests each, one at a time, as one merchant (its own orders) and as staff (every merchant's), with ${num(d.events)} order events in the outbox. Database time is the driver's for the one statement; EXPLAIN ANALYZE is the staff statement's execution.`,
    '',
    table(
      ['Aggregate', 'merchant p50 / p99 ms', 'merchant database p50 / p99 ms', 'staff p50 / p99 ms', 'staff database p50 / p99 ms', 'EXPLAIN ANALYZE ms', 'statements'],
      names.map((name) => {
        const m = d.callers.merchant[name];
        const st = d.callers.staff[name];
        return [name, `${num(m.p50, 1)} / ${num(m.p99, 1)}`, `${num(m.dbP50, 1)} / ${num(m.dbP99, 1)}`, `${num(st.p50, 1)} / ${num(st.p99, 1)}`, `${num(st.dbP50, 1)} / ${num(st.dbP99, 1)}`, d.plans[name] ? num(d.plans[name].executionMs, 1) : 'n/a', st.statements];
      }),
    ),
  ].join('\n');
}

function writesSection(r: Results): string {
  const parts: string[] = ['### 3. Writes'];
  const w = r.writes;
  if (w) {
    const row = (name: string, x: SingleCreateFigures['rest']) => [
      name, num(x.rps, 1), ratio(x.rps, w.graphql.rps), r.bulk ? ratio(x.rps, r.bulk.ordersPerSecond) : 'n/a', num(x.p50), num(x.p99), cpu(x, 'serverMsPerRequest'), cpu(x, 'databaseMsPerRequest'),
      x.rounds.map((v) => num(v, 1)).join(' / '), failures(x) ? `${failures(x)}: ${x.firstFailure}` : '0', Object.entries(x.statuses).map(([k, v]) => `${v} × ${k}`).join(', '),
    ];
    parts.push(
      '',
      `Single order creates, ${w.connections} connections, ${w.duration} s measured per round, the protocols' rounds interleaved and each one's best counting; each a new order of 1–3 random items of a merchant's own.`,
      '',
      table(
        ['API', 'orders/s', 'vs GraphQL', 'vs bulk', 'p50 ms', 'p99 ms', 'server CPU ms/order', 'database CPU ms/order', 'orders/s per round', 'failed requests', 'orders by status'],
        [row('REST `POST /api/v2/orders`', w.rest), row('GraphQL `order_create`', w.graphql), ...(w.floor ? [row('Write floor (node:http + pg, hand-written SQL)', w.floor)] : [])],
      ),
    );
  }
  const b = r.bulk;
  if (b) {
    parts.push(
      '',
      `Bulk create: one \`POST /api/v2/orders/bulk\` of ${num(b.orders)} orders, timed to the bulk job's \`completed\`.`,
      '',
      table(
        ['orders', 'seconds', 'orders/s', 'vs 2,000/s target', 'vs single GraphQL creates', '201 after ms', 'created', 'refused', 'saved search holds', 'server CPU ms/order', 'database CPU ms/order', 'problem'],
        [[num(b.orders), num(b.seconds, 1), num(b.ordersPerSecond), ratio(b.ordersPerSecond, BULK_TARGET), w ? ratio(b.ordersPerSecond, w.graphql.rps) : 'n/a', num(b.acceptedMs), num(b.created), num(b.refused), num(b.savedSearchOrders), num(b.serverCpuMsPerOrder, 2), num(b.databaseCpuMsPerOrder, 2), b.problem ?? 'none']],
      ),
    );
  }
  return parts.join('\n');
}

function contentionSection(c: ContentionFigures, writes: SingleCreateFigures | undefined): string {
  return [
    `### 4. Contention: ${c.orders} orders at once on ${c.skus} SKUs of ${c.stockPerSku} units each`,
    '',
    table(
      ['orders/s', 'vs uncontended REST creates', 'seconds', 'answers', 'Processing', 'waiting (95)', 'units demanded', 'units committed', 'oversold'],
      [[num(c.ordersPerSecond, 1), writes ? ratio(c.ordersPerSecond, writes.rest.rps) : 'n/a', num(c.seconds, 2), Object.entries(c.answers).map(([k, v]) => `${v} × ${k}`).join(', '), c.processing, c.waiting, c.unitsDemanded, `${c.unitsCommitted} of ${c.skus * c.stockPerSku}`, c.oversold ? '**yes**' : 'no']],
    ),
    '',
    'Checks in SQL afterwards (violations found):',
    '',
    ...c.checks.map((x) => `- ${x.name}: ${x.violations}`),
  ].join('\n');
}

function gatewaysSection(g: GatewayFigures): string {
  const rows = (runs: GatewayFigures['runs'], rounds: GatewayFigures['rounds'], label: string) => {
    const one = runs.find((x) => x.gateways === 1);
    return runs.map((x) => [
      `${label} × ${x.gateways}`, x.poolPerGateway, num(x.load.rps, 1), one ? ratio(x.load.rps, one.load.rps) : 'n/a', num(x.load.p50), num(x.load.p99), num(x.lockWaitMsPerCreate, 2),
      x.topWaits.map((w) => `${w.event} ${num(w.msPerCreate, 2)}`).join(', '), num(x.commitsPerSecond), cpu(x.load, 'serverMsPerRequest'), cpu(x.load, 'databaseMsPerRequest'),
      (rounds[x.gateways] ?? []).map((rps) => num(rps, 1)).join(' / '), failures(x.load) ? `${failures(x.load)}: ${x.load.firstFailure}` : '0',
    ]);
  };
  return [
    `### 5. Gateways: single creates spread over 1, 2 and 4 Forklift processes on one PostgreSQL`,
    '',
    `GraphQL \`order_create\` from ${g.connections} connections spread over the gateways, ${g.duration} s measured; pools of ${g.totalPool} connections together at every count. Lock wait is backend time in \`Lock\` and \`LWLock\` wait events, sampled from \`pg_stat_activity\` every 5 ms; commits are the database's (\`pg_stat_database\`), reads included. The best of the interleaved rounds counts. The write floor's rows are the same load on as many processes of \`bench/servers/floor.ts\` (its REST-shaped create in hand-written SQL): what these cores allow with no service in the processes.`,
    '',
    table(
      ['processes', 'pool each', 'creates/s', 'vs 1 process', 'p50 ms', 'p99 ms', 'lock wait ms/create', 'largest waits ms/create', 'commits/s', 'server CPU ms/create (all processes)', 'database CPU ms/create', 'creates/s per round', 'failed requests'],
      [...rows(g.runs, g.rounds, 'Forklift'), ...(g.floorRuns ? rows(g.floorRuns, g.floorRounds ?? {}, 'Write floor') : [])],
    ),
  ].join('\n');
}

function subscriptionsSection(s: SubscriptionFigures): string {
  return [
    `### 6. Subscriptions: ${num(s.subscribers)} graphql-ws subscribers, ${s.events} events`,
    '',
    table(
      ['connected', 'receipts', 'p50 ms', 'p99 ms', 'max ms', 'p99 vs 50 ms', 'p50 / p99 from created_at ms', 'server CPU ms per event', 'RSS before MB', 'RSS with subscribers MB', 'vs 300 MB', 'peak RSS MB', 'KB per subscriber'],
      [[`${num(s.connected)}${s.failedConnections ? ` (first failure: ${s.failedConnections})` : ''}`, `${num(s.received)} of ${num(s.expected)}`, num(s.fromResponse.p50, 1), num(s.fromResponse.p99, 1), num(s.fromResponse.max, 1), ratio(s.fromResponse.p99, 50), `${num(s.fromCreatedAt.p50, 1)} / ${num(s.fromCreatedAt.p99, 1)}`, num(s.serverCpuMsPerEvent, 1), num(s.rssBeforeMb), num(s.rssMb), ratio(s.rssMb, 300), num(s.peakRssMb), num(((s.rssMb - s.rssBeforeMb) * 1024) / Math.max(1, s.connected), 1)]],
    ),
    ...(s.floor
      ? [
          '',
          'The fan-out floor (`bench/servers/fanout-floor.ts`): node:http and `ws` alone, answering the same subscribers with the same `events` result serialized once, sent as soon as the update is answered: what delivering to this many sockets costs on this machine, with the subscribers on the same cores.',
          '',
          table(
            ['server', 'receipts', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms per event', 'p99 vs floor'],
            [
              ['Forklift', `${num(s.received)} of ${num(s.expected)}`, num(s.fromResponse.p50, 1), num(s.fromResponse.p99, 1), num(s.fromResponse.max, 1), num(s.serverCpuMsPerEvent, 1), ratio(s.fromResponse.p99, s.floor.fromResponse.p99)],
              ['Fan-out floor', `${num(s.floor.received)} of ${num(s.expected)}`, num(s.floor.fromResponse.p50, 1), num(s.floor.fromResponse.p99, 1), num(s.floor.fromResponse.max, 1), num(s.floor.serverCpuMsPerEvent, 1), '1.00×'],
            ],
          ),
        ]
      : []),
  ].join('\n');
}

function coldStartSection(c: ColdStartFigures): string {
  return [
    `### 7. Cold start on the existing ${c.embedded ? 'embedded data dir' : 'DATABASE_URL database'}: spawn to \`GET /healthz\` 200`,
    '',
    table(
      ['command', 'ms', 'vs PostgreSQL alone', 'vs node dist/src/main.js'],
      [
        ...(c.postgresMs != null ? [['embedded PostgreSQL alone (start, connect)', num(c.postgresMs), '1.00×', ratio(c.postgresMs, c.nodeMedianMs)]] : []),
        [`\`node dist/src/main.js\` (median of ${c.nodeMs.map((x) => num(x)).join(', ')})`, num(c.nodeMedianMs), c.postgresMs != null ? ratio(c.nodeMedianMs, c.postgresMs) : 'n/a', '1.00×'],
        ['`npm start` (incremental build, then the same)', num(c.npmStartMs), c.postgresMs != null ? ratio(c.npmStartMs, c.postgresMs) : 'n/a', ratio(c.npmStartMs, c.nodeMedianMs)],
      ],
    ),
  ].join('\n');
}

const METHOD = `### Method

- **One run, ratios within it.** The machine is shared and noisy, so absolute figures move from run to run; every
  figure is set against an anchor measured in the same run (another contender, a target, or the same thing another way).
- **Dataset** (seeded once with set-based SQL — \`generate_series\`, a few statements — and kept in the database;
  a run at the same scale reuses it, another scale re-creates the database): the sandbox's 3 demo warehouses,
  10 merchants (customers with shop and API client, onboarded as an invitation does) sharing 20,000 items, each with
  1,000 units on a pickable shelf and a \`received\` ledger entry; 100,000 orders of 1–5 lines, round-robin over the
  merchants; 70 % Shipped with one package holding every line, 30 % Processing holding their stock
  (\`order_allocations\`, \`stock.committed\` and the item counters agree). Order history (\`order_events\`) is not seeded.
- **Servers.** Forklift runs as production does, \`node dist/src/main.js\` in its own process (pool of 10,
  \`NODE_ENV=production\`, errors-only log). PostGraphile 4 (\`bench/servers/postgraphile.ts\`) and the floor
  (\`bench/servers/floor.ts\`: \`node:http\` + \`pg\`, one hand-written statement with \`json_agg\` whose JSON text is passed
  through) run in processes of their own on the same database, with pools of 10. All share the machine's 2 cores
  with PostgreSQL and the load generator.
- **Nested read.** Forklift: \`orders(per_page: 50) { nodes { id order_items { id quantity item { sku quantity } } packages { id tracking } } }\`
  as a customer's token. REST: \`GET /api/v2/orders?per_page=50&fields=…\` naming the same fields as dotted paths
  (\`bench/contenders.ts\` REST_FIELDS); then with the lines and packages whole (\`fields=id,order_items,packages\`), and
  the whole V2 order, no \`fields\` (what a V2 caller that knows none asks for) — V2 lines carry their own \`sku\` (the
  item's stock quantity is not part of the V2 order). PostGraphile:
  \`allOrders(condition: {customerId}, first: 50, orderBy: PRIMARY_KEY_ASC)\` with \`orderItemsByOrderId → itemByItemId\`
  and \`packagesByOrderId\`; it reads the same rows, tenant-filtered by that condition, but authenticates nothing.
  The floor checks the bearer token (hash, live client, expiry) inside its one statement, as Forklift does in two.
  Before any load, each answer is compared with the floor's: same order ids, line ids and quantities, skus, item
  quantities (where the answer has them) and packages.
- **Load.** autocannon (\`bench/load/worker.ts\`) in a process of its own, a fixed number of connections, a warm-up
  then the measured seconds; req/s is requests completed over the measured seconds, p50/p99 are autocannon's
  latency percentiles. Read contenders are loaded in turn for several interleaved rounds and each one's best round
  counts. CPU per request is read from \`/proc\` around the measured seconds: the server process, the embedded
  PostgreSQL (postmaster and backends), and the load generator itself.
- **Statements per request** are counted by a Forklift server started in the bench process on the same database,
  its ORM reporting every statement (as the tests count them), for one request after an identical warm-up request.
- **A settled database.** Before each scenario the bench runs \`VACUUM (ANALYZE)\` and a \`CHECKPOINT\` (the time
  it took is in the log), as pgbench vacuums before a run: otherwise a scenario pays for the writes of the one
  before it (autovacuum and its analyze counted in the database's CPU, full-page images after a checkpoint).
- **Writes** use merchants of their own (1,000 items with ample stock), so reads are unaffected: single creates are
  new orders of 1–3 random items to a complete US address, REST, GraphQL and the floor loaded in turn for several
  interleaved rounds (each one's best counts); bulk is one request of 10,000 such orders, timed until the job
  reports \`completed\` (polled every 100 ms through \`order_bulk_job\`), then the saved search must hold every order.
- **Contention**: 200 \`POST /api/v2/orders\` sent at once, each for 1–2 of 5 SKUs (1–3 units a line; same orders
  every run), stock about a third of demand; then SQL checks stock rows, allocations, line coverage and item counters.
- **Gateways**: 1, 2 and 4 Forklift processes started on the same database with \`DATABASE_POOL_SIZE\` 16, 8 and
  4, the load generator's connections spread over them in turn (autocannon's list of urls); single GraphQL creates
  of one merchant's 10,000 items (fewer conflicts on an item's row than 1,000 would give, so that what waits is
  the rest). While it measures, the bench samples \`pg_stat_activity\` every 5 ms on a
  connection of its own: each busy backend in a wait event counts the time since the previous sample against it;
  lock wait per create is the \`Lock\` and \`LWLock\` time over the creates. Commits per second are
  \`pg_stat_database.xact_commit\`'s rise over the window, less the sampler's own. The bench's own service
  process is stopped meanwhile. Counts run 1, 2, 4, then 4, 2, 1; each count's best round counts.
  After each Forklift run, the same load on as many write-floor processes (pools of the same sizes, REST-shaped
  creates of the same items): the machine's own answer to spreading creates over processes.
- **Subscriptions**: a fresh Forklift process; subscribers (each its own WebSocket, authenticated in
  \`connection_init\`, \`events(kinds: ["item.updated"])\`) are spread over 2 client processes, opened 25 at a time;
  probe events until every subscriber has seen one; then 30 \`PUT /api/v2/items/{id}\`, 200 ms apart. Latency is
  receipt time at each subscriber minus the time the update's response arrived at the trigger (its commit happened
  before, so this slightly understates the true commit→receipt); from the event's \`created_at\` (its transaction's
  start, so an overstatement) is shown beside it. Every process stamps with the same wall clock. RSS is the server's
  VmRSS from \`/proc\`, sampled as events flow with every subscriber connected.
  Then the same subscribers, probes and 30 updates on the fan-out floor, which answers the update and sends the
  event at once, with no database: the delivery alone.
- **Cold start**: the bench's own server and database are stopped first; then \`node dist/src/main.js\` (3 times,
  median) and \`npm start\` (which runs an incremental build first) are spawned on the existing seeded data dir and
  timed until \`/healthz\` answers 200; the embedded PostgreSQL started alone on the same data dir is the anchor.

Knobs: \`BENCH_SCALE\` (default 1; scales items, orders, the bulk size and the subscriber count),
\`npm run bench -- --only reads,statements\` (scenarios: reads, statements, writes, bulk, contention, gateways,
subscriptions, coldstart), \`BENCH_DURATION\` (measured seconds, 10), \`BENCH_WARMUP\` (3), \`BENCH_ROUNDS\` (2),
\`BENCH_CONNECTIONS\` (16), \`BENCH_NODE_ARGS\` (node flags for the servers it starts, e.g. \`--cpu-prof\`), \`DATABASE_URL\` (a PostgreSQL server instead of the embedded one; the bench uses its own
database \`forklift_bench\` there). Only a full run at scale 1 rewrites this file and \`bench/results/latest.json\`
(\`--report\` forces it, \`--no-report\` prevents it); other runs write \`bench/results/partial.json\`.`;

function render(r: Results): string {
  const m = r.machine;
  const rows = targets(r);
  const sections = [
    BEGIN,
    `_Written by \`npm run bench\` (${r.startedAt.slice(0, 16).replace('T', ' ')} UTC${r.wallSeconds ? `, ${num(r.wallSeconds)} s${r.wallIncludesInstall ? ' including npm ci and the build' : ''}` : ''}). ` +
      'Everything between the bench markers is rewritten by the next full run; notes go outside them._',
    '',
    '## Machine',
    '',
    table(['CPU', 'cores', 'RAM', 'OS', 'kernel', 'Node', 'PostgreSQL', 'load average at start'], [[m.cpu, m.cores, `${num(m.memoryGb, 1)} GB`, m.os, m.kernel, m.node, m.postgres, num(m.loadAverage, 2)]]),
    '',
    `Dataset: ${num(r.dataset.items)} items, ${num(r.dataset.orders)} orders, ${num(r.dataset.lines)} lines, ${num(r.dataset.packages)} packages (scale ${r.dataset.scale}; ${r.dataset.fresh ? `seeded in this run in ${num(r.dataset.seededIn, 1)} s` : 'kept from an earlier run'}).`,
    '',
    '## Targets',
    '',
    table(['Figure', 'Measured', 'Anchor', 'Ratio', 'Target', 'Met', 'Why not (measured in this run)'], rows.map((t) => [t.figure, t.measured, t.anchor, t.ratio, t.target, t.target === INFORMATIONAL ? '—' : yes(t.met), t.why])),
    '',
    '## Figures',
  ];
  if (r.reads) sections.push('', readsSection(r.reads));
  if (r.statements) sections.push('', statementsSection(r.statements));
  if (r.writes || r.bulk) sections.push('', writesSection(r));
  if (r.contention) sections.push('', contentionSection(r.contention, r.writes));
  if (r.gateways) sections.push('', gatewaysSection(r.gateways));
  if (r.subscriptions) sections.push('', subscriptionsSection(r.subscriptions));
  if (r.coldStart) sections.push('', coldStartSection(r.coldStart));
  if (r.dashboard) sections.push('', dashboardSection(r.dashboard));
  const failed = Object.entries(r.failures ?? {});
  if (failed.length) sections.push('', '### Scenarios that failed', '', ...failed.map(([name, error]) => `- **${name}**: \`${String(error).split('\n')[0]}\``));
  sections.push(
    '',
    `### Errors the service logged: ${r.serviceErrors.length}`,
    ...(r.serviceErrors.length ? ['', '```', ...r.serviceErrors.slice(0, 5).map((line) => line.slice(0, 400)), '```'] : []),
    '',
    METHOD,
    END,
  );
  return sections.join('\n');
}

/** Rewrites the generated part of BENCHMARKS.md, keeping whatever is written around the markers. */
export function writeReport(results: Results): void {
  const generated = render(results);
  const existing = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
  const begin = existing.indexOf(BEGIN);
  const end = existing.indexOf(END);
  const text =
    begin >= 0 && end > begin
      ? existing.slice(0, begin) + generated + existing.slice(end + END.length)
      : `# Forklift benchmarks\n\n\`npm run bench\` measures; this file is its record.\n\n${generated}\n\n## Notes\n\nHand-written: profiles, and figures before and after a fix.\n`;
  fs.writeFileSync(FILE, text);
}
