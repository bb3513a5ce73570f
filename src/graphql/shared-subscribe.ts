import { createSourceEventStream, execute, print, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { RequestContext } from '../domain/context';

/** Results kept for sharing: enough for every subscriber group to take the same recent events. */
const MAX_RENDERED = 5_000;

type Rendered = ExecutionResult | Promise<ExecutionResult>;

/** Each yielded value through `fn`; closing the result closes the source (unsubscribe ends the stream). */
function mapStream<T, U>(source: AsyncIterable<T>, fn: (value: T) => U | Promise<U>): AsyncIterableIterator<U> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    async next() {
      const step = await iterator.next();
      return step.done ? { done: true, value: undefined } : { done: false, value: await fn(step.value) };
    },
    async return() {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql-ws's `subscribe`: graphql-js's own (the source stream, then one execution per event with
 * the event as root value), except that an event is executed once per distinct audience and
 * operation — the same document, operation name and variables, for the same tenant, staff-ness,
 * scopes and mode — and every subscriber in that group is sent that one result. A thousand
 * dashboards of one merchant watching the same subscription cost one execution per event, not a
 * thousand. What a subscriber receives is still decided per subscriber: its source stream filters
 * events by its own tenant and arguments before anything is shared.
 */
export function sharedSubscribe() {
  const rendered = new Map<string, Rendered>();
  const printed = new WeakMap<DocumentNode, string>();
  const operationKey = (document: DocumentNode) => {
    let key = printed.get(document);
    if (key === undefined) printed.set(document, (key = print(document)));
    return key;
  };

  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const ctx = args.contextValue as RequestContext;
    const audience = [ctx.customerId, ctx.caller.isStaff, [...ctx.caller.scopes].sort().join(' '), ctx.sandbox, ctx.shopId];
    const group = JSON.stringify([operationKey(args.document), args.operationName ?? null, args.variableValues ?? {}, audience]);
    return mapStream(stream, (event) => {
      const id = (event as { id?: unknown }).id;
      if (typeof id !== 'number') return execute({ ...args, rootValue: event });
      const key = `${id} ${group}`;
      let result = rendered.get(key);
      if (!result) {
        result = execute({ ...args, rootValue: event });
        rendered.set(key, result);
        if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
      }
      return result;
    });
  };
}
