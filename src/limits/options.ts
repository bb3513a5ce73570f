/** A token bucket: holds up to `size` units and gains `restorePerSecond` of them back every second. */
export interface Bucket {
  size: number;
  restorePerSecond: number;
}

/** Per-client rate limits (README "Limits"). */
export interface RateLimits {
  /** GraphQL: points, each operation drawing its requested cost. */
  graphql: Bucket;
  /** REST: one unit per request. */
  rest: Bucket;
  /** Requests without a valid token (POST /oauth/token, a bad bearer token), keyed by client IP. */
  anonymous: Bucket;
}

export interface LimitOptions {
  /** Deepest field nesting an operation may have. */
  maxDepth: number;
  /** Most points one operation may cost (see cost.ts); at most rateLimits.graphql.size. */
  maxCost: number;
  /** Most aliases one operation may use. */
  maxAliases: number;
  /** Most operations one batched (JSON array) /graphql request may carry. */
  maxBatch: number;
  /** null: no rate limiting (e.g. behind a gateway that does it). */
  rateLimits: RateLimits | null;
  /** Express's `trust proxy`: which X-Forwarded-For hops to believe when keying by client IP. */
  trustProxy: boolean | number | string;
}

/** Bodies over this are refused (413), on HTTP and as one graphql-ws message alike. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** GraphQL as Shopify's Admin API: 1000 points restored at 50 a second; REST a bucket of requests. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  graphql: { size: 1000, restorePerSecond: 50 },
  // Above the original V2 promise (10 requests/s per account), with room for a published client that
  // paces itself at 25/s.
  rest: { size: 500, restorePerSecond: 25 },
  anonymous: { size: 30, restorePerSecond: 0.5 },
};

export const DEFAULT_LIMITS: LimitOptions = {
  maxDepth: 10,
  maxCost: 1000,
  maxAliases: 30,
  maxBatch: 10,
  rateLimits: DEFAULT_RATE_LIMITS,
  trustProxy: false,
};

/** The defaults with `overrides` applied, checked: a limit the service cannot honour fails start-up. */
export function resolveLimits(overrides: Partial<LimitOptions> = {}): LimitOptions {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  for (const key of ['maxDepth', 'maxCost', 'maxAliases', 'maxBatch'] as const) {
    if (!Number.isInteger(limits[key]) || limits[key] < 1) throw new Error(`limits.${key} must be a positive integer, got ${limits[key]}`);
  }
  if (limits.rateLimits) {
    for (const [name, bucket] of Object.entries(limits.rateLimits)) {
      if (!(bucket.size >= 1) || !(bucket.restorePerSecond > 0)) throw new Error(`rate limit ${name} needs a size of at least 1 and a positive restore rate`);
    }
    // An operation the bucket can never hold would be refused forever, with no Retry-After to honour.
    if (limits.maxCost > limits.rateLimits.graphql.size) {
      throw new Error(`limits.maxCost (${limits.maxCost}) exceeds the GraphQL bucket (${limits.rateLimits.graphql.size})`);
    }
  }
  return limits;
}
