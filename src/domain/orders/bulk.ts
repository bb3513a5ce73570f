import type { GraphQLSchema } from 'graphql';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type RequestContext } from '../context';
import { coerceEach, wholeBulkRefusal } from '../../representations/input-coercion';
import type { Scope } from '../common/scopes';
import { withTransaction } from '../../db/unit-of-work';
import type { Destinations } from '../webhooks/destination';
import type { Jobs } from '../../jobs/queue';
import { ForkliftError, badInput, invalidInput, notFound, type FieldError } from '../../shared/errors';
import { owningCustomer } from '../customers/service';
import { SavedSearch } from '../searches/entities';
import { OrderBulkJob } from './entities';
import { prepareOrder, writeOrders, type OrderCreateInput, type PreparedOrder } from './service';
import { loadLineItems } from './validation';

/** The queue bulk creates run on (see jobs/queue.ts). */
export const BULK_QUEUE = 'order-bulk-create';
/** Orders per request. */
const BULK_LIMIT = 10_000;
/** Resources per transaction in the job: each chunk commits its orders and their outcomes together. */
const CHUNK = 250;

export type BulkResource = { input: OrderCreateInput } | { error: string };

export interface BulkResult {
  result: string;
  bulk_job_id: number | null;
  saved_search_id: number | null;
}

/** What a bulk resource may not carry, though a single order may (the spec's bulk body). */
function bulkRefusal(input: OrderCreateInput, customerId: number): string | null {
  if (input.customer_id != null && input.customer_id !== customerId) return `customer_id must be ${customerId}, the bulk request's customer`;
  if (input.wholesale_attributes != null) return 'wholesale_attributes is not accepted in bulk: create wholesale orders one by one';
  return null;
}

/**
 * POST /orders/bulk: keeps the resources and answers at once; a pg-boss job (queued after commit)
 * creates the orders. A resource that is not even an order (wrong types, another customer) is
 * refused here; the job refuses the rest of the bad ones with their reasons, alone.
 */
export async function requestBulkCreate(ctx: RequestContext, resources: BulkResource[]): Promise<BulkResult[]> {
  if (!resources.length) throw badInput('resources', 'must list at least one order');
  if (resources.length > BULK_LIMIT) throw badInput('resources', `may list at most ${BULK_LIMIT} orders`);
  // Nothing to queue: the request as a whole is bad, and nothing is written for it.
  if (resources.every((r) => 'error' in r)) {
    throw invalidInput(wholeBulkRefusal(resources.map((r, position) => ({ position, ...(r as { error: string; errors: FieldError[] }) }))));
  }
  const customerId = await owningCustomer(ctx, null);
  const search = ctx.em.create(SavedSearch, { customer_id: customerId, name: 'Bulk create', resource: 'Order' } as SavedSearch);
  await ctx.em.flush();
  const job = ctx.em.create(OrderBulkJob, {
    customer_id: customerId,
    shop_id: ctx.shopId,
    api_client_id: ctx.caller.apiClientId,
    staff: ctx.caller.isStaff,
    saved_search_id: search.id,
    total: resources.length,
  } as OrderBulkJob);
  await ctx.em.flush();
  search.name = `Bulk create #${job.id} (${resources.length} orders, ${job.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;

  const rows = resources.map((resource, position) => {
    const refused = 'error' in resource ? resource.error : bulkRefusal(resource.input, customerId);
    return refused ? { position, input: null, result: `refused: ${refused}` } : { position, input: (resource as { input: OrderCreateInput }).input, result: null };
  });
  await ctx.em.execute(
    `insert into order_bulk_resources (job_id, position, input, result)
     select ?, position, input, result from jsonb_to_recordset(?::jsonb) as x(position int, input jsonb, result text)`,
    [job.id, JSON.stringify(rows)],
  );
  await ctx.em.flush();
  ctx.afterCommit(async () => ctx.jobs?.send(BULK_QUEUE, { job_id: job.id }));
  return rows.map((row) => ({
    result: row.result ? `resources.${row.position} ${row.result}` : `resources.${row.position} queued in bulk job ${job.id} (saved search ${search.id})`,
    bulk_job_id: row.result ? null : job.id,
    saved_search_id: row.result ? null : search.id,
  }));
}

export async function getBulkJob(ctx: RequestContext, id: number): Promise<OrderBulkJob> {
  const job = await ctx.em.findOne(OrderBulkJob, { id });
  if (!job) throw notFound('OrderBulkJob', id);
  return job;
}

export interface BulkProgress {
  processed: number;
  created: number;
  refused: number;
}

/** Per loaded job (so per request): processed, created and refused come from one query. */
const progressOf = new WeakMap<OrderBulkJob, Promise<BulkProgress>>();

/** How far the job is: resources with an outcome, and how many became orders. */
export function bulkProgress(ctx: RequestContext, job: OrderBulkJob): Promise<BulkProgress> {
  let progress = progressOf.get(job);
  if (!progress) {
    progress = ctx.em
      .execute<BulkProgress[]>(
        `select count(result)::int as processed, count(order_id)::int as created, (count(result) - count(order_id))::int as refused
         from order_bulk_resources where job_id = ?`,
        [job.id],
      )
      .then(([row]) => row);
    progressOf.set(job, progress);
  }
  return progress;
}

export async function bulkResults(ctx: RequestContext, job: OrderBulkJob, outcome: 'created' | 'refused' | null | undefined) {
  const filter = outcome === 'created' ? 'and order_id is not null' : outcome === 'refused' ? 'and result is not null and order_id is null' : '';
  return ctx.em.execute<{ position: number; order_id: number | null; result: string | null }[]>(
    `select position, order_id, result from order_bulk_resources where job_id = ? ${filter} order by position`,
    [job.id],
  );
}

/** The context a job acts in: the requesting client's, for the job's customer. */
function jobContext(em: EntityManager, job: OrderBulkJob, sandbox: boolean, jobs: Jobs | null, destinations: Destinations): RequestContext {
  const caller = { apiClientId: job.api_client_id, clientCustomerId: job.staff ? null : job.customer_id, isStaff: job.staff, scopes: ['user_read', 'user_manage'] as Scope[] };
  return assembleContext(em, { caller, customerId: job.customer_id, shopId: job.shop_id, sandbox, jobs, hub: null, destinations });
}

interface Outcome {
  position: number;
  order_id: number | null;
  result: string;
}

/**
 * One chunk in one transaction: the next unprocessed resources (locked, skipping any another
 * worker holds), checked together so item lookups batch, written and allocated together, and their
 * outcomes and saved-search entries recorded with them. A crash loses the chunk's transaction
 * whole, so a retry never makes an order twice. Returns false when nothing was left.
 */
async function processChunk(ctx: RequestContext, schema: GraphQLSchema, job: OrderBulkJob): Promise<boolean> {
  const rows = await ctx.em.execute<{ position: number; input: unknown }[]>(
    `select position, input from order_bulk_resources where job_id = ? and result is null order by position limit ? for update skip locked`,
    [job.id, CHUNK],
  );
  if (!rows.length) return false;
  // Stored as JSON: typed again (dates, enums) exactly as the request's own coercion did.
  const inputs = coerceEach<OrderCreateInput>(schema, 'OrderCreateInput', rows.map((r) => r.input));
  // The items (and what bundles among them are made of) and shipping methods of the whole chunk load
  // in one query each; checking each resource then finds them in the loaders' caches (one connection
  // runs one query at a time).
  const typedInputs = inputs.flatMap((t) => ('input' in t ? [t.input] : []));
  await loadLineItems(ctx, typedInputs.flatMap((o) => [...(o.order_items ?? []), ...(o.order_items_attributes ?? [])].flatMap((l) => (l.item_id != null ? [l.item_id] : []))));
  await ctx.loaders.shippingMethodById.loadMany(typedInputs.flatMap((o) => [o.shipping_method_id, o.estimated_shipping_method_id].filter((id): id is number => id != null)));
  const checked: ({ position: number; prepared: PreparedOrder } | { position: number; refused: string })[] = [];
  for (const [i, { position }] of rows.entries()) {
    const typed = inputs[i];
    if ('error' in typed) {
      checked.push({ position, refused: typed.error });
      continue;
    }
    try {
      checked.push({ position, prepared: await prepareOrder(ctx, { ...typed.input, customer_id: job.customer_id }) });
    } catch (e) {
      if (!(e instanceof ForkliftError)) throw e;
      checked.push({ position, refused: e.message });
    }
  }
  const good = checked.filter((c): c is { position: number; prepared: PreparedOrder } => 'prepared' in c);
  const written = await writeOrders(ctx, good.map((g) => g.prepared));
  const writtenOf = new Map(good.map((g, i) => [g.position, written[i]]));
  const outcomes: Outcome[] = checked.map((c) => {
    const order = writtenOf.get(c.position);
    if (order && !Array.isArray(order)) return { position: c.position, order_id: order.id, result: `created order ${order.id}` };
    const refused = order ? invalidInput(order).message : (c as { refused: string }).refused;
    return { position: c.position, order_id: null, result: `refused: ${refused}` };
  });
  await ctx.em.execute(
    `with outcome as (select * from jsonb_to_recordset(?::jsonb) as x(position int, order_id int, result text)),
     saved as (
       insert into saved_search_orders (saved_search_id, order_id)
       select ?, order_id from outcome where order_id is not null
     )
     update order_bulk_resources r set order_id = o.order_id, result = o.result
     from outcome o where r.job_id = ? and r.position = o.position`,
    [JSON.stringify(outcomes), job.saved_search_id, job.id],
  );
  return true;
}

/** The job: chunks until every resource has an outcome, then the job (and its saved search) is complete. */
export async function runBulkJob(orm: MikroORM, schema: GraphQLSchema, jobId: number, sandbox: boolean, jobs: Jobs | null, destinations: Destinations): Promise<void> {
  const em = orm.em.fork();
  em.setFilterParams('tenant', { customerId: null });
  const job = await em.findOne(OrderBulkJob, { id: jobId });
  if (!job || job.status === 'completed') return;
  await moveBulkJob(em, job.id, 'start');
  for (;;) {
    // A fresh context a chunk: the identity map does not grow with the job.
    if (await withTransaction(jobContext(em.fork(), job, sandbox, jobs, destinations), schema, (tx) => processChunk(tx, schema, job))) continue;
    // Nothing left that is not locked. A chunk another transaction holds is either committed by a
    // live worker or rolled back when a dead one's connection is noticed (a server killed
    // mid-chunk): wait for its locks to go, then look again, so the job is always completed here
    // rather than left running for the queue's expiry to find.
    const waited = await em.fork().transactional((tem) =>
      tem.execute<{ position: number }[]>('select position from order_bulk_resources where job_id = ? and result is null order by position for update', [job.id]),
    );
    if (!waited.length) break;
  }
  await moveBulkJob(em, job.id, 'complete');
}

/**
 * A bulk job's states and moves: queued → running (a worker took it) → completed (every resource
 * has its outcome). The only writer of a job's status. Each move is one conditional UPDATE on the
 * row, so two workers running the same job (the sweep queued it again) start it once and complete
 * it once; a move already made is a no-op.
 */
const BULK_JOB_MOVES = {
  start: { from: 'queued', to: 'running', stamp: 'started_at' },
  complete: { from: 'running', to: 'completed', stamp: 'finished_at' },
} as const;

async function moveBulkJob(em: EntityManager, id: number, move: keyof typeof BULK_JOB_MOVES): Promise<void> {
  const { from, to, stamp } = BULK_JOB_MOVES[move];
  await em.getConnection().execute(`update order_bulk_jobs set status = ?, ${stamp} = now() where id = ? and status = ?`, [to, id, from]);
}

/**
 * Jobs not completed that have no job waiting or running in the queue: their queueing failed at
 * commit (the database went away just then), or the queue gave up on them. A periodic sweep
 * queues them again; `graceMs` leaves a job just committed the moment its own queueing takes.
 */
export async function orphanedBulkJobs(orm: MikroORM, graceMs: number): Promise<number[]> {
  const rows = await orm.em.getConnection().execute<{ id: number }[]>(
    `select b.id from order_bulk_jobs b
     where b.status <> 'completed' and b.created_at < now() - ? * interval '1 millisecond'
       and not exists (
         select 1 from pgboss.job j
         where j.name = ? and j.state in ('created', 'retry', 'active') and j.data->>'job_id' = b.id::text
       )
     order by b.id`,
    [graceMs, BULK_QUEUE],
  );
  return rows.map((r) => r.id);
}

/** Jobs that were asked for but never finished (a crash between commit and queueing, or mid-job): queued again at start-up. */
export async function unfinishedBulkJobs(orm: MikroORM): Promise<number[]> {
  const rows = await orm.em.getConnection().execute<{ id: number }[]>(`select id from order_bulk_jobs where status <> 'completed' order by id`);
  return rows.map((r) => r.id);
}
