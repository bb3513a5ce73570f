import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { sharedSubscribe } from './graphql/shared-subscribe';
import { compiledExecutor } from './graphql/executor';
import { stringifyAnswer } from './representations/json-text';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { contextFactory, headersOf, instanceServices, type ContextHeaders } from './context-factory';
import { DATABASE_UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import { ForkliftError } from './shared/errors';
import { HTTP_STATUS } from './graphql/error-codes';
import { formatGraphQLError } from './graphql/errors';
import { retryAfterUnavailable } from './graphql/retry-after';
import { DASHBOARD_PATH, dashboardRoutes } from './dashboard';
import { type DemoToken, GRAPHIQL_ASSETS_PATH, graphiqlAssets, graphiqlLandingPage, graphiqlPolicy } from './graphiql';
import { idempotencyKeys } from './idempotency/middleware';
import { buildSchema } from './graphql/schema';
import { lazy } from './shared/lazy';
import { BULK_QUEUE, orphanedBulkJobs, runBulkJob, unfinishedBulkJobs } from './domain/orders/bulk';
import { EventHub } from './events/hub';
import { CallerCache } from './domain/auth/caller-cache';
import { knownCaller, MAX_BODY_BYTES, startLimits, type LimitOptions } from './limits';
import { WEBHOOK_QUEUE } from './events/webhooks/store';
import { WEBHOOK_CONCURRENCY, WebhookWorker, type WebhookOptions } from './events/webhooks/worker';
import { startJobs, type Jobs } from './jobs/queue';
import { every } from './jobs/periodic';
import { refreshExpiredCounters } from './domain/inventory/expiry';
import { TALLY_COMPACTION_MS, compactTallies } from './domain/insights/tallies';
import { DEFAULT_OBSERVABILITY, startObservability, type ObservabilityOptions } from './observability';
import { revocationEndpoint, tokenEndpoint } from './oauth';
import { LiveSessions } from './sessions';
import { Pruner } from './retention/pruner';
import type { RetentionOptions } from './retention/options';
import { readinessEndpoint } from './readiness';
import { sendError } from './rest/errors';
import { parseNestedParams } from './rest/params';
import { restRouter, routeCompiler } from './rest/router';
import { OPENAPI_PATH, openApiDocument } from './rest/openapi/document';
import { swaggerUi } from './rest/openapi/swagger-ui';
import { routes } from './rest/routes';
import { rootPage } from './root-page';
import { subscriptionsOverHttp } from './graphql/subscriptions-over-http';
import { requireReadableBody } from './rest/content-type';
import { listen } from './listen';

export interface ServerOptions {
  orm: MikroORM;
  sandbox: boolean;
  port: number;
  host?: string;
  logger: Logger;
  /** Run background jobs in this process (default true). */
  jobs?: boolean;
  /** How often the event tail reads the outbox without a NOTIFY (ms, default 1000). */
  eventPollMs?: number;
  /** Webhook retry backoff and sweeping. */
  webhooks?: WebhookOptions;
  /** Depth, cost, alias, batch and rate limits over the defaults (src/limits/options.ts). */
  limits?: Partial<LimitOptions>;
  /** /metrics' token and /readyz's outbox lag limit. */
  observability?: Partial<ObservabilityOptions>;
  /** How often stock counters are brought up to date with lots that came inside their expiration_period (ms, default 1 h). */
  expirySweepMs?: number;
  /** How often the dashboard's tallies are compacted (ms, default 10 s: domain/insights/tallies.ts). */
  tallySweepMs?: number;
  /** Retention horizons and the pruner's pace over the defaults (src/retention/options.ts). */
  retention?: Partial<RetentionOptions>;
  /** How often bulk jobs whose queueing failed are looked for, and how old one must be (ms; default 60 s and 30 s). */
  bulkSweep?: { intervalMs: number; graceMs: number };
  /** How often graphql-ws sessions are checked for a revoked or expired token (ms, default 1000). */
  sessionCheckMs?: number;
  /** The sandbox's demo customer token, which GraphiQL offers a browser on this machine. */
  demoToken?: DemoToken;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A ForkliftError raised while building the context, as the GraphQL error Apollo answers with its HTTP status. */
function contextError(e: unknown): unknown {
  if (isDatabaseUnavailable(e)) return new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: new Map([['retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)]]) } } });
  if (!(e instanceof ForkliftError)) return e;
  return new GraphQLError(e.message, {
    originalError: e,
    extensions: { code: e.code, ...(e.field ? { field: e.field } : {}), http: { status: HTTP_STATUS[e.code] } },
  });
}

/** The job queues a server works (each its handler below): the test template and the bench install them beforehand. */
export const JOB_QUEUES = [BULK_QUEUE, WEBHOOK_QUEUE];

/** A lot's eligibility changes once a day; hourly keeps counters at most an hour behind the date. */
const EXPIRY_SWEEP_MS = 3_600_000;

/** How long subscribers get to answer the going-away close before their sockets are cut. */
const WS_CLOSE_GRACE_MS = 5_000;

/**
 * One HTTP server: GraphQL (HTTP and graphql-ws) at /graphql, REST at /api/v2 (described at
 * /api/v2/openapi.json, browsed at /api/v2/docs), OAuth at /oauth/token, /healthz, /readyz, /metrics.
 */
export async function startServer({ orm, sandbox, port, host = '0.0.0.0', logger, jobs: runJobs = true, eventPollMs, webhooks: webhookOptions, limits: limitOptions, observability: observabilityOptions, sessionCheckMs = 1000, retention: retentionOptions, bulkSweep = { intervalMs: 60_000, graceMs: 30_000 }, expirySweepMs = EXPIRY_SWEEP_MS, tallySweepMs = TALLY_COMPACTION_MS, demoToken }: ServerOptions): Promise<RunningServer> {
  // /metrics without a token: open in the sandbox, off in production, unless the options say (src/config.ts METRICS_OPEN).
  const opsOptions = { ...DEFAULT_OBSERVABILITY, metricsOpen: sandbox, ...observabilityOptions };
  const schema = buildSchema();
  const databaseUrl = orm.config.get('clientUrl')!;
  const webhooks = new WebhookWorker(orm.em.getConnection(), logger, webhookOptions);
  // What every context is assembled with; jobs and sweeps run with no live feed.
  const services = (queue: Jobs | null, hub: EventHub | null) => instanceServices(schema, { sandbox, jobs: queue, hub, destinations: webhooks.destinations });
  const jobs: Jobs | null = runJobs
    ? await startJobs(
      databaseUrl,
      { [BULK_QUEUE]: (data: { job_id: number }) => runBulkJob(orm, services(jobs, null), data.job_id), [WEBHOOK_QUEUE]: { handle: webhooks.handle, concurrency: WEBHOOK_CONCURRENCY } },
      logger,
    )
    : null;
  if (jobs) webhooks.start(jobs);
  // Counters follow the calendar: lots come inside expiration_period as days pass (inventory/expiry.ts).
  const expirySweep = jobs ? every('expired_counters', expirySweepMs, () => refreshExpiredCounters(orm, services(jobs, null)), logger) : null;
  // Background work like the job workers: an instance that runs none compacts or prunes nothing either.
  const tallySweep = runJobs ? every('tallies', tallySweepMs, () => compactTallies(orm), logger, 'debug') : null;
  const pruner = new Pruner(orm.em.getConnection(), logger, retentionOptions);
  if (runJobs) pruner.start();
  // A bulk create committed but never queued (or cut off mid-way by a crash) is picked up again.
  if (jobs) for (const id of await unfinishedBulkJobs(orm)) await jobs.send(BULK_QUEUE, { job_id: id });
  // And while running: one whose queueing failed at commit is not left for the next start-up.
  const bulkSweeper = jobs ? setInterval(() => void sweepBulk(jobs), bulkSweep.intervalMs).unref() : null;
  async function sweepBulk(queue: Jobs): Promise<void> {
    try {
      for (const id of await orphanedBulkJobs(orm, bulkSweep.graceMs)) {
        logger.warn({ job_id: id }, 'bulk job found unqueued; queueing it');
        await queue.send(BULK_QUEUE, { job_id: id });
      }
    } catch (err) {
      if (!isDatabaseUnavailable(err)) logger.error({ err }, 'bulk job sweep failed; the next one retries');
    }
  }
  const hub = new EventHub(databaseUrl, logger, eventPollMs);
  await hub.start();
  // Bearer tokens checked once per instance until a token or client changes (domain/auth/caller-cache.ts).
  const callers = new CallerCache(databaseUrl, logger);
  await callers.start();
  const contextFor = contextFactory(orm, services(jobs, hub), callers);
  const limits = startLimits(orm, schema, logger, contextFor, limitOptions, callers);
  const keys = idempotencyKeys((req) => contextFor(headersOf((name) => req.get(name)), knownCaller(req)), logger);
  const app = express();
  // Idle keep-alive connections outlive a load balancer's (60 s is the common default), so the server
  // never closes one just as a client sends on it (an ECONNRESET the client cannot tell from a failure).
  const httpServer = http.createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, app);
  const observability = startObservability(
    logger,
    { orm, hub, rest: { prefix: '/api/v2', routes }, mounts: [GRAPHIQL_ASSETS_PATH, `${DASHBOARD_PATH}/assets`], queues: JOB_QUEUES, websocketConnections: () => wsServer.clients.size, retention: pruner.options },
    opsOptions,
  );

  app.disable('x-powered-by');
  // First: every request gets its id, its access-log line and its latency sample, refused ones too.
  app.use(observability.middleware);
  app.set('trust proxy', limits.options.trustProxy);
  app.set('query parser', (query: string | null) => parseNestedParams(query ?? ''));
  // Bulk creates carry up to 10,000 orders; every other body stays small.
  app.use('/api/v2/orders/bulk', express.json({ limit: '25mb', type: ['application/json', 'application/*+json'] }));
  app.use(express.json({ limit: MAX_BODY_BYTES, type: ['application/json', 'application/*+json'] }));
  app.use(express.text({ limit: MAX_BODY_BYTES, type: 'application/x-www-form-urlencoded' }));
  app.use((req, _res, next) => {
    if (typeof req.body === 'string' && req.is('application/x-www-form-urlencoded')) req.body = parseNestedParams(req.body);
    next();
  });
  app.use('/api/v2', requireReadableBody);
  // The API's description and its UI are public and static: served before authentication and the limits.
  const compiled = routeCompiler(schema);
  const openapi = lazy(() => JSON.stringify(openApiDocument(schema, routes.map(compiled))));
  app.get(OPENAPI_PATH, (_req, res) => void res.type('json').send(openapi()));
  app.use('/api/v2/docs', swaggerUi(OPENAPI_PATH));
  app.use(GRAPHIQL_ASSETS_PATH, graphiqlAssets(schema, demoToken));
  app.use(DASHBOARD_PATH, dashboardRoutes());
  app.get('/graphql', graphiqlPolicy);
  app.use(limits.middleware);
  app.use('/graphql', limits.graphqlBodyErrors);
  // After the limits: a throttled retry never touches the idempotency store.
  app.use(['/api/v2', '/graphql'], keys.middleware);

  let stopping = false;
  // Liveness: the process answers. Whether it can serve (database, migrations, events) is /readyz.
  app.get('/', rootPage);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', readinessEndpoint(orm, hub, () => stopping, logger, opsOptions.outboxLagLimitMs));
  app.get('/metrics', observability.metricsEndpoint);
  app.post('/oauth/token', tokenEndpoint(orm));
  app.post('/oauth/revoke', revocationEndpoint(orm));

  // Upgrades are handed over here rather than by ws itself ({ server }): ws would also re-emit the HTTP
  // server's errors, which graphql-ws prints as its own, a port taken at listen included.
  const wsServer = new WebSocketServer({ noServer: true, path: '/graphql', maxPayload: MAX_BODY_BYTES });
  httpServer.on('upgrade', (req, socket, head) => wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req)));
  const sessions = new LiveSessions({ em: orm.em.fork() }, logger, sessionCheckMs);
  sessions.start();
  const wsCleanup = useServer<Record<string, unknown>, { headers?: ContextHeaders }>(
    {
      schema,
      // Authenticated in connection_init: { "authorization": "Bearer …", "x-customer-id": "…" }.
      onConnect: async (ctx) => {
        const params = Object.fromEntries(Object.entries(ctx.connectionParams ?? {}).map(([k, v]) => [k.toLowerCase(), typeof v === 'string' ? v : String(v)]));
        const headers = headersOf((name) => params[name]);
        try {
          await contextFor(headers);
        } catch (e) {
          // Not a refusal (4403): 1013 "try again later" tells the client to come back.
          if (isDatabaseUnavailable(e)) ctx.extra.socket.close(1013, DATABASE_UNAVAILABLE);
          return false;
        }
        ctx.extra.headers = headers;
        sessions.add(ctx.extra.socket, headers.authorization);
        return true;
      },
      onSubscribe: limits.onSubscribe,
      // One execution per event and audience, shared by its subscribers (graphql/shared-subscribe.ts).
      subscribe: sharedSubscribe(),
    },
    wsServer,
  );

  const apollo = new ApolloServer({
    // Apollo's seam for another executor (its gateway interface): queries run compiled (graphql/executor.ts).
    gateway: compiledExecutor(schema),
    formatError: formatGraphQLError,
    // Pages PostgreSQL wrote as JSON go into the answer as they are (representations/json-text.ts).
    stringifyResult: stringifyAnswer,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: true,
    // The process's lifecycle (src/lifecycle.ts) owns SIGINT/SIGTERM and calls close() below. Apollo's
    // own handler would stop it concurrently and then re-raise the signal.
    stopOnTerminationSignals: false,
    // GraphiQL (GET /graphql from a browser) is its landing page, and it reads the schema as any client may.
    introspection: true,
    plugins: [
      observability.apolloPlugin, limits.apolloPlugin, subscriptionsOverHttp, retryAfterUnavailable, ApolloServerPluginDrainHttpServer({ httpServer }), graphiqlLandingPage(logger),
      // Apollo installs these by default; cache hints wrap every field's resolver (a cost per field
      // of every answer) and no schema here declares one; inline traces are for Apollo's federation gateway.
      ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(),
    ],
  });
  await apollo.start();
  // GraphQL answers are POSTs that no cache revalidates: Express's default ETag would hash each one.
  const graphqlApp = express().disable('x-powered-by').disable('etag');
  app.use('/graphql', graphqlApp);
  graphqlApp.use(
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        try {
          const context = await keys.contextFor(req);
          observability.track(context, req);
          return context;
        } catch (e) {
          const error = contextError(e);
          // Not one of ours: Apollo answers 500, and the access-log line reports the cause.
          if (error === e) res.err = e as Error;
          throw error;
        }
      },
    }),
  );

  const v2 = restRouter(schema, routes, compiled, keys.contextFor);
  app.use('/api/v2', v2);
  // Every other path, /api/v2 or not, answers the API's JSON error, never Express's HTML page.
  app.use((req, res) => sendError(res, 404, `no route ${req.method} ${req.path}`));

  // Body parser failures are the caller's (400/413); anything else is ours (500, logged, no detail leaked).
  app.use((err: Error & { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err.type === 'entity.parse.failed') return sendError(res, 400, `malformed JSON body: ${err.message}`, [{ field: 'body', message: 'is not valid JSON' }]);
    if (err.type === 'entity.too.large') return sendError(res, 413, 'request body is too large', [{ field: 'body', message: 'exceeds 1mb' }]);
    if (err instanceof ForkliftError && err.code === 'BAD_REQUEST') return sendError(res, 400, err.message, err.errors);
    if (err.status && err.status >= 400 && err.status < 500) return sendError(res, err.status, err.message);
    if (isDatabaseUnavailable(err)) return sendError(res, 503, DATABASE_UNAVAILABLE);
    // The access-log line reports it, with the request's id (src/observability/request-log.ts).
    res.err = err;
    sendError(res, 500, 'Internal server error');
  });

  // Subscribers first, with a going-away close (1001) rather than a cut socket; then HTTP stops
  // accepting and lets in-flight requests finish (Apollo's drain, 10 s at most); then what
  // requests used: the event tail and the job workers (which let a running job finish).
  const close = async () => {
    stopping = true;
    sessions.stop();
    const cut = setTimeout(() => wsServer.clients.forEach((socket) => socket.terminate()), WS_CLOSE_GRACE_MS);
    await wsCleanup.dispose();
    clearTimeout(cut);
    await apollo.stop();
    await hub.stop();
    webhooks.stop();
    await expirySweep?.stop();
    await tallySweep?.stop();
    if (bulkSweeper) clearInterval(bulkSweeper);
    await pruner.stop();
    await jobs?.stop();
    await limits.close();
    await callers.stop();
  };
  try {
    await listen(httpServer, port, host);
  } catch (err) {
    // Nothing half-started stays behind: the caller stops what it opened itself (the database).
    await close();
    throw err;
  }
  const actualPort = (httpServer.address() as AddressInfo).port;
  return { port: actualPort, url: `http://127.0.0.1:${actualPort}`, close };
}
