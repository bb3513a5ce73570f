import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { RequestContext } from '../domain/context';
import { ForkliftError } from '../shared/errors';
import { holdEnd, replay } from './capture';
import { KEY_HEADER, acceptsKey, checkKey, fingerprintOf, isGraphQL, mutates } from './request';
import { LEASE_SECONDS, claimKey, type Claim, type StoredResponse } from './store';

/**
 * GraphQL answers 200 with these codes for failures that are ours or momentary, not the request's,
 * and for a persisted query's hash it does not know yet (the client sends the document next, same key).
 */
const RETRYABLE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'PERSISTED_QUERY_NOT_FOUND']);

/** A server failure or a rate limit: not the request's answer, so not stored, and the key is freed for a retry. */
function retryable(response: StoredResponse, graphql: boolean): boolean {
  if (response.status >= 500 || response.status === 429) return true;
  if (!graphql || !response.body.includes('"errors"')) return false;
  try {
    const body = JSON.parse(response.body.toString('utf8'));
    const errors: { extensions?: { code?: unknown } }[] = (Array.isArray(body) ? body : [body]).flatMap((b) => b?.errors ?? []);
    return errors.some((e) => RETRYABLE_CODES.has(e?.extensions?.code as string));
  } catch {
    return false;
  }
}

type Built = { context: RequestContext } | { error: unknown };

export interface IdempotencyKeys {
  /** For /api/v2 and /graphql, after the body parsers: claims, replays or refuses keyed writes. */
  middleware(req: Request, res: Response, next: NextFunction): Promise<void>;
  /** The request's context: the one the middleware built (holding the claim), or a new one. */
  contextFor(req: Request): Promise<RequestContext>;
}

/**
 * Idempotency-Key on REST writes and GraphQL mutations, as Stripe's: the first request with a key
 * runs and its answer is stored; a retry gets that answer again (`Idempotent-Replayed: true`) and
 * runs nothing. A request without the header costs nothing here.
 *
 * A keyed request's context is built here, since the key belongs to the API client and customer
 * it authenticates as, and handed to the route or Apollo (`contextFor`), so it is built once.
 * Errors (bad key, key in use, key used for another request) are thrown from `contextFor`, so
 * REST and GraphQL each answer them in their own error format.
 */
export function idempotencyKeys(contextFor: (req: Request) => Promise<RequestContext>, logger: Logger): IdempotencyKeys {
  const built = new WeakMap<Request, Built>();

  /** Renews the lease while the request runs, then stores its answer, or frees the key if the failure was ours. */
  function holdFor(req: Request, res: Response, claim: Claim): void {
    const renewal = setInterval(() => void claim.renew().catch((err) => logger.warn({ err }, 'idempotency lease not renewed')), (LEASE_SECONDS * 1000) / 3);
    renewal.unref();
    res.on('close', () => clearInterval(renewal));
    holdEnd(res, async (response) => {
      clearInterval(renewal);
      try {
        await (retryable(response, isGraphQL(req)) ? claim.release() : claim.store(response));
      } catch (err) {
        // The key stays claimed: a retry is told it is in progress, then taken over or told the response was lost.
        logger.error({ err, url: req.originalUrl }, 'idempotency key not updated after the request');
      }
    });
  }

  return {
    async middleware(req, res, next) {
      const header = req.get(KEY_HEADER);
      if (header === undefined || !acceptsKey(req)) return next();
      const key = checkKey(header);
      if (key instanceof ForkliftError) {
        built.set(req, { error: key });
        return next();
      }
      if (!mutates(req)) return next();
      let context: RequestContext;
      try {
        context = await contextFor(req);
      } catch (error) {
        // Not authenticated: no scope to claim in. The route answers the error as it would unkeyed.
        built.set(req, { error });
        return next();
      }
      const scope = { apiClientId: context.caller.apiClientId, customerId: context.customerId, key };
      const outcome = await claimKey(context.em.getConnection(), scope, fingerprintOf(req));
      if (outcome.kind === 'replay') return replay(res, outcome.response);
      if (outcome.kind === 'refused') {
        built.set(req, { error: outcome.error });
        return next();
      }
      context.idempotency = outcome.claim;
      built.set(req, { context });
      holdFor(req, res, outcome.claim);
      next();
    },
    async contextFor(req) {
      const found = built.get(req);
      if (!found) return contextFor(req);
      if ('error' in found) throw found.error;
      return found.context;
    },
  };
}
