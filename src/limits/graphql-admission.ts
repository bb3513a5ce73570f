import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Caller } from '../domain/context';
import { ForkliftError } from '../shared/errors';
import type { BucketStore, Throttle } from './buckets';
import { throttledMessage } from './http';
import { operationChecker } from './operation-check';
import type { LimitOptions } from './options';

/** Whether a GraphQL operation may run, and what it costs. */
export interface Admission {
  cost: number;
  /** The caller's bucket after this operation (null: rate limiting off or unavailable). */
  throttle: Throttle | null;
  /** Why it may not run: over a limit (BAD_USER_INPUT) or out of points (RATE_LIMITED); null: it runs. */
  refusal: ForkliftError | null;
}

/** `extensions.cost` in Shopify's shape. actualQueryCost is what was charged: the requested cost, or null when nothing ran. */
export function costExtension({ cost, throttle, refusal }: Admission) {
  return {
    requestedQueryCost: cost,
    actualQueryCost: refusal ? null : cost,
    throttleStatus: throttle && { maximumAvailable: throttle.bucket.size, currentlyAvailable: throttle.available, restoreRate: throttle.bucket.restorePerSecond },
  };
}

/**
 * Checks an operation against the limits and draws its cost from the caller's bucket, before it
 * runs. A refused operation takes nothing, but still reads the bucket for its answer.
 */
export function graphqlAdmission(schema: GraphQLSchema, limits: LimitOptions, store: BucketStore | null) {
  const check = operationChecker(schema, limits);
  const bucket = limits.rateLimits?.graphql;
  return async (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined, caller: Caller): Promise<Admission> => {
    const { cost, refusal } = check(document, operationName, variables);
    const throttle = store && bucket ? await store.draw(`graphql:client:${caller.apiClientId}`, bucket, refusal ? 0 : cost) : null;
    if (!refusal && throttle && !throttle.allowed) return { cost, throttle, refusal: new ForkliftError('RATE_LIMITED', throttledMessage(throttle, cost, 'points')) };
    return { cost, throttle, refusal };
  };
}

export type GraphQLAdmission = ReturnType<typeof graphqlAdmission>;
