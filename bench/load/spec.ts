import type { ReadRequest } from '../contenders';

/** One load run, handed to the load process. */
export interface LoadSpec {
  request: ReadRequest;
  /** Instead of the request's fixed body: a new order of 1–3 of these items per request. */
  /** `floor`: the V2 body, to the write floor (bench/servers/floor.ts). */
  orders?: { protocol: 'rest' | 'graphql' | 'floor'; itemIds: number[] };
  connections: number;
  /**
   * Servers the connections are spread over in turn (autocannon's list of urls), each sent the
   * request's path; absent, the request url's own.
   */
  origins?: string[];
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
  /**
   * CPU milliseconds per request over the measured seconds: the server processes' together, the
   * database's (postmaster and backends; null when the database is not the embedded one), and
   * the load generator's own (to show it was not the bottleneck).
   */
  cpu?: { serverMsPerRequest: number; databaseMsPerRequest: number | null; generatorMsPerRequest: number };
}

/** The processes whose CPU a load run accounts per request. */
export interface Watched {
  /** Several when the load is spread over several servers (LoadSpec.origins). */
  servers: number[];
  database: number | null;
}

export const ORDER_CREATE_MUTATION = 'mutation ($input: OrderCreateInput!) { order_create(input: $input) { id status } }';
