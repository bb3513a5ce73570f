import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { statusClass, type Metrics } from './metrics';

const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming X-Request-Id is kept (a proxy's, a caller's) when it is a plain token of at most 128 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=@-]{1,128}$/;
/** Polled by load balancers and Prometheus: logged at debug level while they answer well. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** A GraphQL operation of the request; type null when it did not parse or validate. */
export interface OperationLog {
  name: string | null;
  type: string | null;
}

interface Outcome {
  route: string;
  status: number;
  status_class: string;
  duration_ms: number;
}

interface RequestState {
  started: number;
  operations: OperationLog[];
  outcome?: Outcome;
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's logger: every line carries its request id. */
    log: Logger;
  }
  interface ServerResponse {
    /** What failed the request, set by the error handlers: the access line reports it. */
    err?: Error;
  }
}

export interface RequestTelemetry {
  /** First of all middleware: the request id, then one access-log line and one histogram sample as the request ends. */
  middleware: RequestHandler;
  /** Names a GraphQL operation the request ran, for its access-log line. */
  addOperation(req: IncomingMessage, operation: OperationLog): void;
}

/**
 * Request ids and the access log, and the HTTP latency histogram. The access-log line
 * holds the request id, method, route pattern, status, duration and GraphQL operations, and
 * nothing a caller sent besides: no headers, no body, no URL (a path or query may carry a token).
 * Every line a request's handlers log through `req.log` carries its request id, and so does an
 * error: the express error handler puts it on `res.err`, which the access-log line reports.
 */
export function requestTelemetry(logger: Logger, metrics: Metrics, routeOf: (req: Request) => string): RequestTelemetry {
  const states = new WeakMap<IncomingMessage, RequestState>();

  /** Measured once, by whichever of the log line and the histogram asks first, so the two agree. */
  const outcome = (req: IncomingMessage, res: ServerResponse): Outcome => {
    const state = states.get(req)!;
    state.outcome ??= {
      route: routeOf(req as Request),
      status: res.statusCode,
      status_class: statusClass(res.statusCode, res.writableEnded),
      duration_ms: Math.round((performance.now() - state.started) * 100) / 100,
    };
    return state.outcome;
  };

  const accessLine = (req: IncomingMessage, res: ServerResponse) => {
    const { route, status, duration_ms } = outcome(req, res);
    const operations = states.get(req)!.operations;
    return {
      method: req.method,
      route,
      status,
      duration_ms,
      ...(operations.length ? { operations } : {}),
      ...(res.writableEnded ? {} : { aborted: true }),
    };
  };

  /** The access line's level: errors (ours, or a 5xx) above all, then warnings, then quiet probes. */
  const levelOf = (req: IncomingMessage, res: ServerResponse): Level => {
    if (res.err || res.statusCode === 500) return 'error';
    // 503: the database is away, expected while it restarts (README "Health, restarts and shutdown").
    if (res.statusCode >= 500) return 'warn';
    return res.statusCode < 400 && PROBES.has(outcome(req, res).route) ? 'debug' : 'info';
  };

  const logAccess = (req: IncomingMessage, res: ServerResponse) => {
    const level = levelOf(req, res);
    // Nothing is built for a line the logger would drop (production logs info; the bench, errors only).
    if (!logger.isLevelEnabled(level)) return;
    if (level === 'error' || level === 'warn') req.log[level]({ ...accessLine(req, res), ...(res.err ? { err: res.err } : {}) }, 'request failed');
    else req.log[level](accessLine(req, res), 'request completed');
  };

  return {
    middleware: (req, res, next) => {
      states.set(req, { started: performance.now(), operations: [] });
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      // Made when first used: most requests log nothing but their access line, and that only when
      // its level is on; a child logger serializes its bindings when it is made.
      let log: Logger | undefined;
      Object.defineProperty(req, 'log', { get: () => (log ??= logger.child({ request_id: id })), configurable: true });
      res.once('close', () => {
        const { route, status_class, duration_ms } = outcome(req, res);
        metrics.observeRequest(req.method, route, status_class, duration_ms / 1000);
        logAccess(req, res);
      });
      next();
    },
    addOperation: (req, operation) => void states.get(req)?.operations.push(operation),
  };
}
