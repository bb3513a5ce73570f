import express, { type NextFunction, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Caller } from '../domain/context';
import { authenticate } from '../domain/auth/service';
import type { CallerCache } from '../domain/auth/caller-cache';
import { ForkliftError } from '../shared/errors';
import { sendError } from '../rest/errors';
import type { BucketStore, Throttle } from './buckets';
import type { LimitOptions, RateLimits } from './options';
import { forkForAll } from '../db/tenancy';

const CALLER = Symbol('caller');
type WithCaller = Request & { [CALLER]?: Caller | ForkliftError };

/**
 * The caller the limits middleware authenticated, so the context factory does not do it again;
 * undefined where it did not run (no rate limiting). A failed authentication is thrown here, inside
 * the context factory's error handling, as it would have been there.
 */
export function knownCaller(req: Request): Caller | undefined {
  const resolved = (req as WithCaller)[CALLER];
  if (resolved instanceof ForkliftError) throw resolved;
  return resolved;
}

async function resolveCaller(orm: MikroORM, req: Request, callers?: CallerCache): Promise<Caller | ForkliftError> {
  try {
    return ((req as WithCaller)[CALLER] = await authenticate(() => forkForAll(orm), req.get('authorization'), callers));
  } catch (e) {
    if (!(e instanceof ForkliftError)) throw e;
    return ((req as WithCaller)[CALLER] = e);
  }
}

/** IETF draft RateLimit header fields, on every limited REST answer; Retry-After once refused. */
export function setRateLimitHeaders(set: (name: string, value: string) => void, throttle: Throttle): void {
  set('RateLimit-Limit', String(throttle.bucket.size));
  set('RateLimit-Remaining', String(throttle.available));
  set('RateLimit-Reset', String(throttle.reset));
  if (!throttle.allowed) set('Retry-After', String(throttle.retryAfter));
}

/** "rate limit exceeded: 0 of 100 requests left, this needs 1; 5 requests restored per second, retry after 1 s" */
export const throttledMessage = (throttle: Throttle, cost: number, unit: 'requests' | 'points') =>
  `rate limit exceeded: ${throttle.available} of ${throttle.bucket.size} ${unit} left, this needs ${cost}; ` +
  `${throttle.bucket.restorePerSecond} ${unit} restored per second, retry after ${throttle.retryAfter} s`;

/** A /graphql answer refused before Apollo sees it, shaped as Apollo's (src/graphql/errors.ts). */
function sendGraphQLError(res: Response, status: number, code: string, message: string, field?: string, detail = message): void {
  res.status(status).json({ errors: [{ message, extensions: { code, ...(field ? { field, errors: [{ field, message: detail }] } : {}) } }] });
}

/** Body parser failures on /graphql, in GraphQL's shape (REST's are answered in server.ts); mounted at /graphql. */
export function graphqlBodyErrors(err: Error & { type?: string; limit?: number }, _req: Request, res: Response, next: NextFunction): void {
  if (err.type === 'entity.too.large') return sendGraphQLError(res, 413, 'BAD_REQUEST', 'request body is too large', 'body', `exceeds ${err.limit} bytes`);
  if (err.type === 'entity.parse.failed') return sendGraphQLError(res, 400, 'BAD_REQUEST', `malformed JSON body: ${err.message}`, 'body', 'is not valid JSON');
  next(err);
}

interface LimitsMiddleware {
  orm: MikroORM;
  limits: LimitOptions;
  /** Null when rate limiting is off. */
  store: BucketStore | null;
  callers?: CallerCache;
}

/** Sets the RateLimit headers of a draw; when it was refused, answers 429 and says so. */
function refused(res: Response, throttle: Throttle | null, refuse: (message: string) => void): boolean {
  if (!throttle) return false;
  setRateLimitHeaders((name, value) => res.set(name, value), throttle);
  if (!throttle.allowed) refuse(throttledMessage(throttle, 1, 'requests'));
  return !throttle.allowed;
}

/**
 * Runs before /graphql, /api/v2 and /oauth/token (and /oauth/revoke): refuses oversized batches, authenticates once,
 * and draws REST requests (per client) and unauthenticated ones (per IP: token guessing) from their
 * buckets. GraphQL operations are drawn by their cost later, once parsed (apollo-plugin.ts).
 */
export function limitsMiddleware({ orm, limits, store, callers }: LimitsMiddleware): express.Router {
  const router = express.Router();
  const rates = limits.rateLimits;
  const draw = (key: string, bucket: keyof RateLimits) => (store && rates ? store.draw(key, rates[bucket], 1) : Promise.resolve(null));
  const anonymously = (req: Request) => draw(`anonymous:ip:${req.ip ?? req.socket.remoteAddress}`, 'anonymous');
  const restRefusal = (res: Response) => (message: string) => sendError(res, 429, message);

  router.use('/graphql', async (req: Request, res: Response, next: NextFunction) => {
    if (Array.isArray(req.body) && req.body.length > limits.maxBatch) {
      const message = `a batch may hold at most ${limits.maxBatch} operations, this one holds ${req.body.length}`;
      return sendGraphQLError(res, 400, 'BAD_REQUEST', message, 'body');
    }
    // Known callers are drawn by cost once their operation is parsed (apollo-plugin.ts).
    if (store && (await resolveCaller(orm, req, callers)) instanceof ForkliftError) {
      if (refused(res, await anonymously(req), (message) => sendGraphQLError(res, 429, 'RATE_LIMITED', message))) return;
    }
    next();
  });

  if (!store) return router;

  router.use('/api/v2', async (req: Request, res: Response, next: NextFunction) => {
    const caller = await resolveCaller(orm, req, callers);
    const throttle = caller instanceof ForkliftError ? await anonymously(req) : await draw(`rest:client:${caller.apiClientId}`, 'rest');
    if (!refused(res, throttle, restRefusal(res))) next();
  });

  // Drawn before the secret is checked: guessing costs the same whether it succeeds or not.
  router.post(['/oauth/token', '/oauth/revoke'], async (req: Request, res: Response, next: NextFunction) => {
    if (!refused(res, await anonymously(req), restRefusal(res))) next();
  });
  return router;
}
