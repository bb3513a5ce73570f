import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { EventHub } from '../events/hub';
import { outboxLag } from '../events/lag';
import { readOutboxLag } from '../events/store';
import { queueDepths } from '../jobs/store';
import type { RetentionOptions } from '../retention/options';
import { retentionStats } from '../retention/stats';
import type { Route } from '../rest/route';
import { graphqlTelemetry } from './graphql-plugin';
import { Metrics } from './metrics';
import { metricsEndpoint } from './metrics-endpoint';
import { requestTelemetry } from './request-log';
import { routeLabeler } from './route-label';

import type { ObservabilityOptions } from './options';

export { createLogger } from './logger';
export { DEFAULT_OBSERVABILITY, type ObservabilityOptions } from './options';


interface Sources {
  orm: MikroORM;
  /** The REST route table and where it is mounted, and static apps' mount paths: what requests are labelled with. */
  rest: { prefix: string; routes: Route[] };
  mounts: string[];
  hub: EventHub;
  /** The job queues whose depth /metrics reports. */
  queues: readonly string[];
  websocketConnections(): number;
  /** The horizons prune lag is measured against. */
  retention: RetentionOptions;
}

/** Request ids, the access log, /metrics and what feeds it: everything server.ts wires in for operators. */
export function startObservability(logger: Logger, { orm, rest, mounts, hub, queues, websocketConnections, retention }: Sources, options: ObservabilityOptions) {
  const metrics = new Metrics(
    {
      websocketConnections,
      queues,
      queueDepths: () => queueDepths(orm, queues),
      retention: () => retentionStats(orm.em.getConnection(), retention),
      outboxLag: async () => outboxLag(await readOutboxLag(orm.em.getConnection(), hub.position)),
    },
    logger,
  );
  const requests = requestTelemetry(logger, metrics, routeLabeler(rest.routes, rest.prefix, mounts));
  const graphql = graphqlTelemetry(metrics, requests, logger);
  return {
    /** First of all middleware. */
    middleware: requests.middleware,
    apolloPlugin: graphql.plugin,
    /** For the Apollo context function. */
    track: graphql.track,
    metricsEndpoint: metricsEndpoint(metrics, options.metricsToken, options.metricsOpen ?? false),
  };
}
