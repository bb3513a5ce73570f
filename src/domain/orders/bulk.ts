import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type RequestContext, type Services } from '../context';
import { wholeBulkRefusal } from '../common/bulk';
import type { Scope } from '../common/scopes';
import { withTransaction } from '../../db/unit-of-work';
import { ForkliftError, badInput, invalidInput, notFound, type FieldError } from '../../shared/errors';
import { owningCustomer } from '../customers/service';
import type { OrderBulkJob } from './entities';
import { prepareOrder, writeOrders, type OrderCreateInput, type PreparedOrder } from './service';
import { loadLineItems } from './validation';
import {
  type BulkOutcome, type BulkProgress, addBulkJob, addBulkResources, bulkJobProgress, bulkJobResults, bulkResourcesLeft, bulkRun, findBulkJob, moveBulkJob,
  nextBulkResources, orphanedBulkJobs as orphanedJobs, recordBulkOutcomes, unfinishedBulkJobs as unfinishedJobs,
} from './store/bulk';
import { saveChanges } from './store/orders';

export type { BulkProgress } from './store/bulk';

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
  const { job, search } = await addBulkJob(ctx, {
    customer_id: customerId,
    shop_id: ctx.shopId,
    api_client_id: ctx.caller.apiClientId,
    staff: ctx.caller.isStaff,
    total: resources.length,
  });
  search.name = `Bulk create #${job.id} (${resources.length} orders, ${job.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;

  const rows = resources.map((resource, position) => {
    const refused = 'error' in resource ? resource.error : bulkRefusal(resource.input, customerId);
    return refused ? { position, input: null, result: `refused: ${refused}` } : { position, input: (resource as { input: OrderCreateInput }).input, result: null };
  });
  await addBulkResources(ctx, job.id, rows);
  await saveChanges(ctx);
  ctx.afterCommit(async () => ctx.jobs?.send(BULK_QUEUE, { job_id: job.id }));
  return rows.map((row) => ({
    result: row.result ? `resources.${row.position} ${row.result}` : `resources.${row.position} queued in bulk job ${job.id} (saved search ${search.id})`,
    bulk_job_id: row.result ? null : job.id,
    saved_search_id: row.result ? null : search.id,
  }));
}

export async function getBulkJob(ctx: RequestContext, id: number): Promise<OrderBulkJob> {
  const job = await findBulkJob(ctx, id);
  if (!job) throw notFound('OrderBulkJob', id);
  return job;
}

/** Per loaded job (so per request): processed, created and refused come from one query. */
const progressOf = new WeakMap<OrderBulkJob, Promise<BulkProgress>>();

/** How far the job is: resources with an outcome, and how many became orders. */
export function bulkProgress(ctx: RequestContext, job: OrderBulkJob): Promise<BulkProgress> {
  let progress = progressOf.get(job);
  if (!progress) {
    progress = bulkJobProgress(ctx, job.id);
    progressOf.set(job, progress);
  }
  return progress;
}

export const bulkResults = (ctx: RequestContext, job: OrderBulkJob, outcome: 'created' | 'refused' | null | undefined) => bulkJobResults(ctx, job.id, outcome);

/** The context a job acts in: the requesting client's, for the job's customer. */
function jobContext(em: EntityManager, job: OrderBulkJob, services: Services): RequestContext {
  const caller = { apiClientId: job.api_client_id, clientCustomerId: job.staff ? null : job.customer_id, isStaff: job.staff, scopes: ['user_read', 'user_manage'] as Scope[] };
  return assembleContext(em, { ...services, caller, customerId: job.customer_id, shopId: job.shop_id, hub: null });
}

/** Where a chunk stands beside the one before it (runBulkJob). */
interface ChunkTurn {
  /** The chunk before: resolves once it has committed (true) or found nothing to take (false). */
  previous: Promise<boolean>;
  /** Called once this chunk has locked its resources: the next chunk may take its own. */
  taken(): void;
}

/**
 * One chunk in one transaction: the next unprocessed resources (locked, skipping any another
 * worker holds), checked together so item lookups batch, written and allocated together, and their
 * outcomes and saved-search entries recorded with them. A crash loses the chunk's transaction
 * whole, so a retry never makes an order twice. Returns false when nothing was left.
 *
 * The chunk before may still be writing: this one takes the resources after that one's, checks
 * them meanwhile (node's work overlapping the database's), and writes only once that one has
 * committed, so chunks allocate in the order of their resources and read every stock change made
 * before them. Checking decides nothing on stock: allocation is decided in the write, on locked
 * rows. Should the chunk before fail, this one writes nothing either.
 */
async function processChunk(ctx: RequestContext, job: OrderBulkJob, turn: ChunkTurn): Promise<boolean> {
  const rows = await nextBulkResources(ctx, job.id, CHUNK);
  turn.taken();
  if (!rows.length) return false;
  // Stored as the request coerced them (checked and defaulted there): only their dates are parsed again.
  const inputs = ctx.typeInputs<OrderCreateInput>('OrderCreateInput', rows.map((r) => r.input));
  // The items (and what bundles among them are made of) and shipping methods of the whole chunk load
  // in one query each; checking each resource then finds them in the loaders' caches (one connection
  // runs one query at a time).
  await loadLineItems(ctx, inputs.flatMap((o) => [...(o.order_items ?? []), ...(o.order_items_attributes ?? [])].flatMap((l) => (l.item_id != null ? [l.item_id] : []))));
  await ctx.loaders.shippingMethodById.loadMany(inputs.flatMap((o) => [o.shipping_method_id, o.estimated_shipping_method_id].filter((id): id is number => id != null)));
  const checked: ({ position: number; prepared: PreparedOrder } | { position: number; refused: string })[] = [];
  for (const [i, { position }] of rows.entries()) {
    try {
      checked.push({ position, prepared: await prepareOrder(ctx, { ...inputs[i], customer_id: job.customer_id }) });
    } catch (e) {
      if (!(e instanceof ForkliftError)) throw e;
      checked.push({ position, refused: e.message });
    }
  }
  await turn.previous;
  const good = checked.filter((c): c is { position: number; prepared: PreparedOrder } => 'prepared' in c);
  const written = await writeOrders(ctx, good.map((g) => g.prepared));
  const writtenOf = new Map(good.map((g, i) => [g.position, written[i]]));
  const outcomes: BulkOutcome[] = checked.map((c) => {
    const order = writtenOf.get(c.position);
    if (order && !Array.isArray(order)) return { position: c.position, order_id: order.id, result: `created order ${order.id}` };
    const refused = order ? invalidInput(order).message : (c as { refused: string }).refused;
    return { position: c.position, order_id: null, result: `refused: ${refused}` };
  });
  await recordBulkOutcomes(ctx, job, outcomes);
  return true;
}

/**
 * The job: chunks until every resource has an outcome, then the job (and its saved search) is
 * complete. Two chunks are in flight at most (processChunk): each next one starts once the one
 * before has taken its resources, and the loop then waits for the chunk before that to finish.
 */
export async function runBulkJob(orm: MikroORM, services: Services, jobId: number): Promise<void> {
  const run = await bulkRun(orm, jobId);
  if (!run || run.job.status === 'completed') return;
  const { job } = run;
  await moveBulkJob(run, 'start');
  let previous: Promise<boolean> = Promise.resolve(true);
  for (;;) {
    let taken!: () => void;
    const rowsTaken = new Promise<void>((resolve) => (taken = resolve));
    // A fresh context a chunk: the identity map does not grow with the job.
    const current = withTransaction(jobContext(run.fork(), job, services), (tx) => processChunk(tx, job, { previous, taken }));
    const settled = current.then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([rowsTaken, settled]);
    // A failed chunk fails the job (the queue retries it); the chunk after it then writes nothing.
    const tookSome = await previous.catch(async (err) => {
      await settled;
      throw err;
    });
    previous = current;
    if (tookSome) continue;
    // The chunk before found nothing it could lock; this one looked after it.
    if (await current) continue;
    previous = Promise.resolve(true);
    // Nothing left that is not locked. A chunk another transaction holds is either committed by a
    // live worker or rolled back when a dead one's connection is noticed (a server killed
    // mid-chunk): wait for its locks to go, then look again, so the job is always completed here
    // rather than left running for the queue's expiry to find.
    if (!(await bulkResourcesLeft(run))) break;
  }
  await moveBulkJob(run, 'complete');
}

/**
 * Jobs not completed that have no job waiting or running in the queue: their queueing failed at
 * commit (the database went away just then), or the queue gave up on them. A periodic sweep
 * queues them again; `graceMs` leaves a job just committed the moment its own queueing takes.
 */
export const orphanedBulkJobs = (orm: MikroORM, graceMs: number) => orphanedJobs(orm, BULK_QUEUE, graceMs);

/** Jobs that were asked for but never finished (a crash between commit and queueing, or mid-job): queued again at start-up. */
export const unfinishedBulkJobs = (orm: MikroORM) => unfinishedJobs(orm);
