import { DeadlockException } from '@mikro-orm/core';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../domain/context';
import { EventBuffer } from '../domain/events/buffer';
import { flushEvents } from '../events/outbox';
import { createLoaders } from '../domain/loaders';

/** How often a unit of work runs before a deadlock (or serialization failure) reaches its caller. */
const ATTEMPTS = 3;

/**
 * Runs `work` as one unit: one transaction with its own loaders over the transaction's
 * EntityManager, ending with the outbox append of the events it announced (rendered through
 * `schema`), so a failure anywhere rolls back everything it wrote, events included. A request's
 * Idempotency-Key is marked committed last, in the same transaction, so a retry after a crash knows
 * whether the change happened. What the work asks to run after commit (`afterCommit`) runs once
 * it has, and never for a rolled-back attempt.
 *
 * Writers lock items in id order, but one that frees stock then allocates it to waiting orders (a
 * cancel, a receipt) must lock those orders' other items later, so two of them can deadlock;
 * PostgreSQL then aborts one, which is rolled back whole and simply run again.
 *
 * GraphQL mutations, bulk chunks and the expiry sweep all write through here.
 */
export async function withTransaction<T>(ctx: RequestContext, schema: GraphQLSchema, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const committed: (() => Promise<void>)[] = [];
    try {
      const result = await ctx.em.transactional(async (em) => {
        const tx: RequestContext = { ...ctx, em, loaders: createLoaders(em), afterCommit: (fn) => void committed.push(fn), events: new EventBuffer() };
        const answer = await work(tx);
        await flushEvents(tx, schema);
        await ctx.idempotency?.markCommitted(em);
        return answer;
      });
      for (const fn of committed) await fn();
      return result;
    } catch (e) {
      if (!(e instanceof DeadlockException) || attempt >= ATTEMPTS) throw e;
    }
  }
}
