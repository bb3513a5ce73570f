import { parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { sharedSubscribe } from '../../src/graphql/shared-subscribe';

/** A tiny schema whose one subscription streams the events each subscriber is handed, counting executions. */
function setup() {
  let executions = 0;
  const streams: { push(event: { id: number }): void; end(): void }[] = [];
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { ok: Boolean } type Event { id: Int! rendered: Int! } type Subscription { events: Event! }',
    resolvers: {
      Subscription: {
        events: {
          subscribe: () => {
            const queue: { id: number }[] = [];
            let wake: (() => void) | null = null;
            let done = false;
            streams.push({ push: (e) => (queue.push(e), wake?.()), end: () => ((done = true), wake?.()) });
            return {
              async next() {
                while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
                return queue.length ? { done: false, value: queue.shift()! } : { done: true, value: undefined };
              },
              async return() {
                done = true;
                return { done: true, value: undefined };
              },
              [Symbol.asyncIterator]() {
                return this;
              },
            };
          },
          resolve: (event: { id: number }) => event,
        },
      },
      Event: { rendered: () => ++executions },
    },
  });
  return { schema, streams, executions: () => executions };
}

const caller = (customerId: number | null, scopes = ['user_read']) => ({ customerId, caller: { isStaff: customerId == null, scopes, apiClientId: 1, clientCustomerId: customerId }, sandbox: false, shopId: null });

describe('sharedSubscribe', () => {
  it('executes an event once for subscribers of one audience and operation, and again for another audience', async () => {
    const { schema, streams, executions } = setup();
    const subscribe = sharedSubscribe();
    const document = parse('subscription { events { id rendered } }');
    const subscribers = await Promise.all(
      [caller(7), caller(7), caller(7), caller(8)].map((contextValue) => subscribe({ schema, document: parse(document.loc!.source.body), contextValue }) as Promise<AsyncIterableIterator<unknown>>),
    );
    streams.forEach((s) => s.push({ id: 1 }));
    const results = await Promise.all(subscribers.map((s) => s.next()));
    expect(results.map((r) => r.value)).toEqual([
      { data: { events: { id: 1, rendered: 1 } } },
      { data: { events: { id: 1, rendered: 1 } } },
      { data: { events: { id: 1, rendered: 1 } } },
      { data: { events: { id: 1, rendered: 2 } } },
    ]);
    expect(executions()).toBe(2);
    // The next event is a new execution for each group; closing a subscriber ends its stream.
    streams.forEach((s) => s.push({ id: 2 }));
    await Promise.all(subscribers.map((s) => s.next()));
    expect(executions()).toBe(4);
    expect(await subscribers[0].return!()).toEqual({ done: true, value: undefined });
  });

  it('does not share across variables, scopes or documents', async () => {
    const { schema, streams, executions } = setup();
    const subscribe = sharedSubscribe();
    const contexts = [caller(7), caller(7, ['user_read', 'user_manage']), caller(7)];
    const documents = ['subscription { events { id rendered } }', 'subscription { events { id rendered } }', 'subscription { events { rendered id } }'];
    const subscribers = await Promise.all(contexts.map((contextValue, i) => subscribe({ schema, document: parse(documents[i]), contextValue }) as Promise<AsyncIterableIterator<unknown>>));
    streams.forEach((s) => s.push({ id: 1 }));
    await Promise.all(subscribers.map((s) => s.next()));
    expect(executions()).toBe(3);
  });
});
