import { DeadlockException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What a context brings to a unit of work: its EntityManager, and how a context of its kind enters
 * one (domain/context.ts gives the request context's: fresh loaders and event buffer, the outbox
 * append and the Idempotency-Key mark at the end). The data layer knows no more of it than this.
 */
export interface UnitOfWork<C> {
  em: EntityManager;
  unit: {
    /** `ctx` over the transaction's EntityManager; `afterCommit` collects what runs once it commits. */
    open(ctx: C, em: EntityManager, afterCommit: (fn: () => Promise<void>) => void): C;
    /** Runs last inside the transaction, after the work. */
    close(tx: C): Promise<void>;
  };
}

/** How often a unit of work runs before a deadlock (or serialization failure) reaches its caller. */
const ATTEMPTS = 3;

/**
 * Runs `work` as one unit: one transaction, with the context's own closing step (the outbox append
 * of the events it announced, the request's Idempotency-Key marked committed) last inside it, so a
 * failure anywhere rolls back everything it wrote, events included. What the work asks to run after
 * commit (`afterCommit`) runs once it has, and never for a rolled-back attempt.
 *
 * Writers lock items in id order, but one that frees stock then allocates it to waiting orders (a
 * cancel, a receipt) must lock those orders' other items later, so two of them can deadlock;
 * PostgreSQL then aborts one, which is rolled back whole and simply run again.
 *
 * GraphQL mutations, bulk chunks, the expiry sweep, webhook replays and the CLI all write through here.
 */
export async function withTransaction<C extends UnitOfWork<C>, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const committed: (() => Promise<void>)[] = [];
    try {
      const result = await ctx.em.transactional(async (em) => {
        const tx = ctx.unit.open(ctx, em, (fn) => void committed.push(fn));
        const answer = await work(tx);
        await ctx.unit.close(tx);
        return answer;
      });
      for (const fn of committed) await fn();
      return result;
    } catch (e) {
      if (!(e instanceof DeadlockException) || attempt >= ATTEMPTS) throw e;
    }
  }
}

/** A context that is only a transaction: for writes outside any request that announce nothing (token issue, sandbox seeding). */
export interface BareUnit extends UnitOfWork<BareUnit> {}

export function bareUnit(em: EntityManager): BareUnit {
  const unit: BareUnit['unit'] = { open: (_ctx, tem) => ({ em: tem, unit }), close: async () => undefined };
  return { em, unit };
}
