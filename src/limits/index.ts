import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RequestContext } from '../domain/context';
import type { CallerCache } from '../domain/auth/caller-cache';
import type { ContextHeaders } from '../context-factory';
import { limitsPlugin } from './apollo-plugin';
import { BucketStore } from './buckets';
import { graphqlAdmission } from './graphql-admission';
import { admitSubscription } from './graphql-ws';
import { graphqlBodyErrors, limitsMiddleware } from './http';
import { type LimitOptions, resolveLimits } from './options';

export { knownCaller } from './http';
export { MAX_BODY_BYTES, type LimitOptions } from './options';

/** Everything server.ts wires in: middleware, an Apollo plugin, a graphql-ws hook. */
export interface Limits {
  options: LimitOptions;
  /** Before /graphql, /api/v2 and /oauth/token, after the body parsers. */
  middleware: express.Router;
  /** An error handler for /graphql: body parser failures answered in GraphQL's shape. */
  graphqlBodyErrors: express.ErrorRequestHandler;
  apolloPlugin: ApolloServerPlugin<RequestContext>;
  /** graphql-ws's onSubscribe: builds each operation's context itself. */
  onSubscribe: ReturnType<typeof admitSubscription>;
  close(): Promise<void>;
}

export function startLimits(
  orm: MikroORM,
  schema: GraphQLSchema,
  logger: Logger,
  contextFor: (headers: ContextHeaders) => Promise<RequestContext>,
  overrides?: Partial<LimitOptions>,
  callers?: CallerCache,
): Limits {
  const options = resolveLimits(overrides);
  const store = options.rateLimits ? new BucketStore(orm.config.get('clientUrl')!, logger, Object.values(options.rateLimits)) : null;
  const admit = graphqlAdmission(schema, options, store);
  return {
    options,
    middleware: limitsMiddleware({ orm, limits: options, store, callers }),
    graphqlBodyErrors,
    apolloPlugin: limitsPlugin(admit),
    onSubscribe: admitSubscription(schema, admit, contextFor),
    close: async () => void (await store?.close()),
  };
}
