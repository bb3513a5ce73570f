import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../domain/context';
import type { ForkliftError } from '../shared/errors';
import { type Admission, type GraphQLAdmission, costExtension } from './graphql-admission';
import { setRateLimitHeaders } from './http';

/** The refusal as Apollo answers it: 400 over a limit, 429 out of points; formatError shapes the body. */
const refusalError = (refusal: ForkliftError) =>
  new GraphQLError(refusal.message, { originalError: refusal, extensions: { http: { status: refusal.code === 'RATE_LIMITED' ? 429 : 400 } } });

/**
 * Admits each /graphql operation (each one of a batch on its own) once parsed and validated, before
 * it executes, and reports its cost in `extensions.cost` and the RateLimit headers.
 */
export function limitsPlugin(admit: GraphQLAdmission): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let admission: Admission | undefined;
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          // No operation by the name asked for: execution refuses it by that name, and nothing runs to cost.
          if (!operation) return;
          admission = await admit(document, request.operationName ?? undefined, request.variables, contextValue.caller);
          if (admission.refusal) throw refusalError(admission.refusal);
        },
        async willSendResponse({ response }) {
          if (!admission) return;
          if (response.body.kind === 'single') {
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: costExtension(admission) };
          }
          // Retry-After too, when the bucket refused it.
          if (admission.throttle) setRateLimitHeaders((name, value) => response.http.headers.set(name.toLowerCase(), value), admission.throttle);
        },
      };
    },
  };
}
