import type { ReadRequest } from '../contenders';

/** One load run, handed to the load process. */
export interface LoadSpec {
  request: ReadRequest;
  /** Instead of the request's fixed body: a new order of 1–3 of these items per request. */
  orders?: { protocol: 'rest' | 'graphql'; itemIds: number[] };
  connections: number;
  /** Seconds unmeasured, then seconds measured. */
  warmup: number;
  duration: number;
}

export interface LoadResult {
  /** Requests per second over the measured seconds (2xx or not: see non2xx and graphqlErrors). */
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  non2xx: number;
  /** 200 answers that carried GraphQL errors. */
  graphqlErrors: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** The first failed answer, for the report. */
  firstFailure: string | null;
}

export const ORDER_CREATE_MUTATION = 'mutation ($input: OrderCreateInput!) { order_create(input: $input) { id status } }';
