import type { ApolloServerPlugin } from '@apollo/server';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';

/**
 * An operation that lost the database while it ran answers 200 with SERVICE_UNAVAILABLE errors
 * (GraphQL's partial-result model); it gets the same Retry-After as the 503s sent when the
 * database is already known to be away, so a client backs off the same way either way.
 */
export const retryAfterUnavailable: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        }
      },
    };
  },
};
