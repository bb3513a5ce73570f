import pino from 'pino';
import { initOrm } from '../../src/db/orm';
import { createClient } from '../../src/domain/auth/service';
import { SCOPES } from '../../src/domain/common/scopes';
import { ENTITIES } from '../../src/domain/entities';
import { startServer } from '../../src/server';
import type { BenchContext } from '../context';
import { tokenFor } from '../merchants';
import { percentile, round } from '../stats';
import { forkForAll } from '../../src/db/tenancy';
import { compactTallies } from '../../src/domain/insights/tallies';

/** Requests per aggregate and caller, one after another (a dashboard's refetch is one at a time). */
const REQUESTS = 100;
const WARMUP = 10;
/** Events spread over this many days, so throughput's buckets have something to count. */
const EVENT_DAYS = 30;

const AGGREGATES: Record<string, string> = {
  orders_summary_status: '{ orders_summary(group_by: status) { key orders units held_for_address waiting_for_stock late } }',
  orders_summary_warehouse: '{ orders_summary(group_by: warehouse) { key label orders units late } }',
  orders_summary_search: `{ orders_summary(group_by: status, search: "{\\"order_items_sku_start\\":\\"B\\"}") { key orders units } }`,
  // Not a dashboard aggregate: the orders list's own count of the same search (every order), which a
  // searched summary costs at least, read beside it.
  orders_count_search: `{ orders_count(search: "{\\"order_items_sku_start\\":\\"B\\"}") }`,
  order_throughput_hours: `{ order_throughput(from: "${new Date(Date.now() - 23 * 3_600_000).toISOString()}", bucket: hour) { starts_at created shipped cancelled returned } }`,
  order_throughput_days: `{ order_throughput(from: "${new Date(Date.now() - EVENT_DAYS * 86_400_000).toISOString()}", bucket: day) { starts_at created shipped } }`,
  stock_at_risk: '{ stock_at_risk(expiring_within_days: 30) { warehouse_id items_low items_out lots_expiring inbound_units } }',
  webhook_health: '{ webhook_health(recent_hours: 24) { subscription_id delivered failed pending } }',
  event_lag: '{ event_lag { last_event_id feed_lag_seconds undelivered_webhooks } }',
};

interface Timing {
  /** Milliseconds a request took, end to end over HTTP (p50, p99). */
  p50: number;
  p99: number;
  /** Milliseconds its one statement took in the database, as the driver timed it (p50, p99). */
  dbP50: number;
  dbP99: number;
  statements: number;
}

export interface DashboardFigures {
  requests: number;
  events: number;
  /** Per caller (a merchant: its own orders; staff: every merchant's), per aggregate. */
  callers: Record<'merchant' | 'staff', Record<string, Timing>>;
  /** EXPLAIN ANALYZE of each aggregate's statement as staff (the largest): execution ms, and its plan's first lines. */
  plans: Record<string, { executionMs: number; plan: string[] }>;
}

/**
 * The outbox of the seeded dataset holds no events: one order.created per order (shipped ones
 * order.shipped as well) is added once, spread over EVENT_DAYS, as the throughput chart reads them.
 */
async function seedEvents(ctx: BenchContext): Promise<number> {
  const { rows } = await ctx.sql.query<{ n: number }>("select count(*)::int as n from events where kind in ('order.created', 'order.shipped')");
  if (rows[0].n > 0) return rows[0].n;
  await ctx.sql.query(`
    insert into events (kind, customer_id, resource_type, resource_id, payload, created_at)
    select k.kind, o.customer_id, 'order', o.id, '{}'::json, now() - random() * interval '${EVENT_DAYS} days'
    from orders o cross join lateral (values ('order.created'), ('order.shipped')) k(kind)
    where k.kind = 'order.created' or o.status = 300
    order by 6`);
  await ctx.sql.query('analyze events');
  return (await ctx.sql.query<{ n: number }>("select count(*)::int as n from events where kind in ('order.created', 'order.shipped')")).rows[0].n;
}

/**
 * p50/p99 of each aggregate of schema/insights.graphql over HTTP, and the database time of its one
 * statement, on the bench dataset: a Forklift server in this process (so the ORM reports each
 * statement and the time it took, as statements.ts counts them), as one merchant and as staff.
 */
export async function measureDashboard(ctx: BenchContext): Promise<DashboardFigures> {
  const events = await seedEvents(ctx);
  let statements: { sql: string; ms: number }[] = [];
  const orm = await initOrm(ctx.db.url, ENTITIES, {
    onQuery: (message) => {
      const took = /\[took (\d+(?:\.\d+)?) ms/.exec(message);
      if (/^\[query\]/.test(message) && took) statements.push({ sql: message.slice(8).replace(/ \[took .*$/s, ''), ms: Number(took[1]) });
    },
  });
  // The statement and its values as the store sends them, so the last one can be explained as it ran.
  let sent: { sql: string; params: unknown[] } | null = null;
  const connection = orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((sql: string, params: unknown[] = [], ...rest: unknown[]) => {
    sent = { sql, params };
    return (execute as (...args: unknown[]) => unknown)(sql, params, ...rest);
  }) as typeof connection.execute;
  const limits = { maxCost: 100_000, rateLimits: { graphql: { size: 1e9, restorePerSecond: 1e9 }, rest: { size: 1e9, restorePerSecond: 1e9 }, anonymous: { size: 1e9, restorePerSecond: 1e9 } } };
  // This server runs no background work: the tallies' deltas of the events just seeded are folded
  // now, as a server's compaction sweep would within seconds (domain/insights/tallies.ts).
  await compactTallies(orm);
  const server = await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false, limits });
  try {
    const em = forkForAll(orm);
    const staff = await createClient(em, 'Bench dashboard staff', null, [...SCOPES]);
    const tokens = { merchant: await tokenFor(server.url, ctx.dataset.merchants[0]), staff: await tokenFor(server.url, { clientId: staff.client_id, clientSecret: staff.client_secret }) };
    const figures: DashboardFigures = { requests: REQUESTS, events, callers: { merchant: {}, staff: {} }, plans: {} };
    for (const caller of ['merchant', 'staff'] as const) {
      for (const [name, query] of Object.entries(AGGREGATES)) {
        const send = async () => {
          const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${tokens[caller]}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
          const body = (await res.json()) as { errors?: { message: string }[] };
          if (body.errors) throw new Error(`${name}: ${body.errors[0].message}`);
        };
        for (let i = 0; i < WARMUP; i++) await send();
        const http: number[] = [];
        const db: number[] = [];
        let counted = 0;
        for (let i = 0; i < REQUESTS; i++) {
          statements = [];
          const t = performance.now();
          await send();
          http.push(performance.now() - t);
          db.push(statements.reduce((sum, s) => sum + s.ms, 0));
          counted = Math.max(counted, statements.length);
        }
        const timing = { p50: round(percentile(http, 50), 2), p99: round(percentile(http, 99), 2), dbP50: round(percentile(db, 50), 2), dbP99: round(percentile(db, 99), 2), statements: counted };
        figures.callers[caller][name] = timing;
        ctx.log(`  ${caller} ${name}: p50 ${timing.p50} ms, p99 ${timing.p99} ms; database p50 ${timing.dbP50} ms, p99 ${timing.dbP99} ms; ${counted} statement(s)`);
        if (caller === 'staff' && statements.length === 1) {
          const statement = sent as { sql: string; params: unknown[] } | null;
          if (!statement) continue;
          let n = 0;
          // knex's ? placeholders as pg's $n (the store's statements hold no ? inside a literal).
          const sql = statement.sql.replace(/\?/g, () => `$${++n}`);
          try {
            const { rows } = await ctx.sql.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, statement.params);
            const plan = rows.map((r) => r['QUERY PLAN']);
            const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1]);
            figures.plans[name] = { executionMs, plan: plan.slice(0, 14) };
            ctx.log(`    explain analyze: ${executionMs} ms execution`);
          } catch (err) {
            ctx.log(`    explain failed (${(err as Error).message}): ${sql.slice(0, 400)}`);
          }
        }
      }
    }
    return figures;
  } finally {
    await server.close();
    await orm.close();
  }
}
