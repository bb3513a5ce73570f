import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Db } from '../../../db/store';
import { SavedSearch } from '../../searches/entities';
import { OrderBulkJob } from '../entities';
import { forkForAll } from '../../../db/tenancy';

/**
 * A bulk create's rows: the job, its resources (order_bulk_resources, one per order asked for, in
 * SQL: a chunk is read, locked and answered in one statement each) and the saved search its orders
 * are listed by. Every statement names its job, which belongs to one customer.
 */

/** A new job and the saved search its orders will be listed by, both written now for their ids. */
export async function addBulkJob(ctx: Db, job: Omit<OrderBulkJob, 'id' | 'saved_search_id' | 'status' | 'started_at' | 'finished_at' | 'resources_pruned_at' | 'created_at' | 'updated_at'>) {
  const search = ctx.em.create(SavedSearch, { customer_id: job.customer_id, name: 'Bulk create', resource: 'Order' } as SavedSearch);
  await ctx.em.flush();
  const written = ctx.em.create(OrderBulkJob, { ...job, saved_search_id: search.id } as OrderBulkJob);
  await ctx.em.flush();
  return { job: written, search };
}

/** The job's resources, by position: an input to create, or already a refusal (`result`). */
export async function addBulkResources(ctx: Db, jobId: number, rows: { position: number; input: unknown; result: string | null }[]): Promise<void> {
  await ctx.em.execute(
    `insert into order_bulk_resources (job_id, position, input, result)
     select ?, position, input, result from jsonb_to_recordset(?::jsonb) as x(position int, input jsonb, result text)`,
    [jobId, JSON.stringify(rows)],
  );
}

export const findBulkJob = (ctx: Db, id: number) => ctx.em.findOne(OrderBulkJob, { id });

export interface BulkProgress {
  processed: number;
  created: number;
  refused: number;
}

/** Resources with an outcome, and how many became orders, in one statement. */
export async function bulkJobProgress(ctx: Db, jobId: number): Promise<BulkProgress> {
  const [row] = await ctx.em.execute<BulkProgress[]>(
    `select count(result)::int as processed, count(order_id)::int as created, (count(result) - count(order_id))::int as refused
     from order_bulk_resources where job_id = ?`,
    [jobId],
  );
  return row;
}

/** The job's outcomes by position: all, or only those that became orders, or only the refused. */
export function bulkJobResults(ctx: Db, jobId: number, outcome: 'created' | 'refused' | null | undefined) {
  const filter = outcome === 'created' ? 'and order_id is not null' : outcome === 'refused' ? 'and result is not null and order_id is null' : '';
  return ctx.em.execute<{ position: number; order_id: number | null; result: string | null }[]>(
    `select position, order_id, result from order_bulk_resources where job_id = ? ${filter} order by position`,
    [jobId],
  );
}

/** The next `limit` resources without an outcome, locked (skipping any another worker holds). */
export const nextBulkResources = (ctx: Db, jobId: number, limit: number) =>
  ctx.em.execute<{ position: number; input: unknown }[]>(
    `select position, input from order_bulk_resources where job_id = ? and result is null order by position limit ? for update skip locked`,
    [jobId, limit],
  );

export interface BulkOutcome {
  position: number;
  order_id: number | null;
  result: string;
}

/** The resources' outcomes, and the orders made entered in the job's saved search. */
export async function recordBulkOutcomes(ctx: Db, job: OrderBulkJob, outcomes: BulkOutcome[]): Promise<void> {
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
}

/** A worker's hold on a job: the job, read for every tenant (it names its own customer), and where each chunk's EntityManager comes from. */
export interface BulkRun {
  job: OrderBulkJob;
  /** A fresh EntityManager for a chunk: the identity map does not grow with the job. */
  fork(): EntityManager;
  em: EntityManager;
}

export async function bulkRun(orm: MikroORM, jobId: number): Promise<BulkRun | null> {
  const em = forkForAll(orm);
  const job = await em.findOne(OrderBulkJob, { id: jobId });
  return job && { job, em, fork: () => em.fork() };
}

/**
 * Whether the job still has resources without an outcome, once every chunk another transaction
 * holds is committed or rolled back (its locks waited for).
 */
export async function bulkResourcesLeft(run: BulkRun): Promise<boolean> {
  const waited = await run.em.fork().transactional((tem) =>
    tem.execute<{ position: number }[]>('select position from order_bulk_resources where job_id = ? and result is null order by position for update', [run.job.id]),
  );
  return waited.length > 0;
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

export async function moveBulkJob(run: BulkRun, move: keyof typeof BULK_JOB_MOVES): Promise<void> {
  const { from, to, stamp } = BULK_JOB_MOVES[move];
  await run.em.getConnection().execute(`update order_bulk_jobs set status = ?, ${stamp} = now() where id = ? and status = ?`, [to, run.job.id, from]);
}

/**
 * Jobs not completed that have no job waiting or running in the queue (`queue`: the bulk queue's
 * name) and are older than `graceMs`.
 */
export async function orphanedBulkJobs(orm: MikroORM, queue: string, graceMs: number): Promise<number[]> {
  const rows = await orm.em.getConnection().execute<{ id: number }[]>(
    `select b.id from order_bulk_jobs b
     where b.status <> 'completed' and b.created_at < now() - ? * interval '1 millisecond'
       and not exists (
         select 1 from pgboss.job j
         where j.name = ? and j.state in ('created', 'retry', 'active') and j.data->>'job_id' = b.id::text
       )
     order by b.id`,
    [graceMs, queue],
  );
  return rows.map((r) => r.id);
}

/** Jobs not completed, in id order. */
export async function unfinishedBulkJobs(orm: MikroORM): Promise<number[]> {
  const rows = await orm.em.getConnection().execute<{ id: number }[]>(`select id from order_bulk_jobs where status <> 'completed' order by id`);
  return rows.map((r) => r.id);
}
