import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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

export interface RequestTelemetry {
  /** First of all middleware: the request id, then one access-log line and one histogram sample as the request ends. */
  middleware: RequestHandler;
  /** Names a GraphQL operation the request ran, for its access-log line. */
  addOperation(req: IncomingMessage, operation: OperationLog): void;
}

/**
 * Request ids and the access log (pino-http), and the HTTP latency histogram. The access-log line
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

  const httpLogger = pinoHttp({
    logger,
    // The child logger of a request binds its id and nothing else; the access line says the rest.
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http still binds the whole request to a child logger it then does not use; serialized
    // at creation, that cost ~50 µs a request. Requests are never logged whole anyway.
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customAttributeKeys: { reqId: 'request_id' },
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (req, res, err) => {
      if (err || res.err || res.statusCode === 500) return 'error';
      // 503: the database is away, expected while it restarts (README "Health, restarts and shutdown").
      if (res.statusCode >= 500) return 'warn';
      return res.statusCode < 400 && PROBES.has(outcome(req, res).route) ? 'debug' : 'info';
    },
    customSuccessMessage: () => 'request completed',
    customSuccessObject: (req, res) => accessLine(req, res),
    customErrorMessage: () => 'request failed',
    customErrorObject: (req, res, error) => {
      // pino-http makes up an error for a 5xx that had none; only a real one is worth a stack.
      const invented = !res.err && error.message === `failed with status code ${res.statusCode}`;
      return { ...accessLine(req, res), ...(invented ? {} : { err: error }) };
    },
  });

  return {
    middleware: (req, res, next) => {
      states.set(req, { started: performance.now(), operations: [] });
      res.once('close', () => {
        const { route, status_class, duration_ms } = outcome(req, res);
        metrics.observeRequest(req.method, route, status_class, duration_ms / 1000);
      });
      httpLogger(req, res, next);
    },
    addOperation: (req, operation) => void states.get(req)?.operations.push(operation),
  };
}
