import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../domain/context';

/**
 * A subscription sent as an HTTP request has no stream to answer on: graphql-js would run it as a
 * query and fail inside (a 200 with INTERNAL_SERVER_ERROR and a logged stack). It is the caller's
 * mistake, so it is a 400 that names the transport to use instead.
 */
export const subscriptionsOverHttp: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('subscriptions run over WebSocket: connect to /graphql with the graphql-ws protocol (graphql-transport-ws), not an HTTP request', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};
