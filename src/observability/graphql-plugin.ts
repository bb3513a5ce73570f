import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { normalizeError, reportInternal } from '../graphql/errors';
import type { Metrics } from './metrics';
import type { OperationLog, RequestTelemetry } from './request-log';

export interface GraphQLTelemetry {
  plugin: ApolloServerPlugin<object>;
  /** Called by the Apollo context function: ties the request's context to its HTTP request. */
  track(context: object, req: Request): void;
}

/**
 * Apollo hands each operation a shallow copy of the context (Object.assign), which keeps its own
 * symbol-keyed properties: the HTTP request rides along under this one, unseen by anything else.
 */
const HTTP_REQUEST = Symbol('http request');
type Tracked = { [HTTP_REQUEST]?: Request };

/**
 * Each /graphql operation (each one of a batch): its latency by name and type, its name on the
 * request's access-log line, and an internal error logged with the request's id.
 */
export function graphqlTelemetry(metrics: Metrics, requests: RequestTelemetry, logger: Logger): GraphQLTelemetry {
  return {
    track: (context, req) => void ((context as Tracked)[HTTP_REQUEST] = req),
    plugin: {
      async requestDidStart({ contextValue, request }) {
        const started = performance.now();
        const req = (contextValue as Tracked)[HTTP_REQUEST];
        const operation: OperationLog = { name: request.operationName ?? null, type: null };
        return {
          async didResolveOperation({ operationName, operation: definition }) {
            operation.name = operationName;
            operation.type = definition?.operation ?? null;
          },
          async didEncounterErrors({ errors }) {
            for (const error of errors) {
              if (normalizeError(error).code === 'INTERNAL_SERVER_ERROR') reportInternal(error, req?.log ?? logger);
            }
          },
          async willSendResponse() {
            metrics.observeOperation(operation.name, operation.type, (performance.now() - started) / 1000);
            if (req) requests.addOperation(req, operation);
          },
        };
      },
    },
  };
}
