import type { GraphQLSchema } from 'graphql';
import type { CompiledRoute } from '../router';
import { routeOperation } from './operation';
import { HEADERS, PARAMETERS, errorResponses } from './responses';
import { inSpecOrder } from './tags';
import { Components } from './types';

export const OPENAPI_PATH = '/api/v2/openapi.json';

const DESCRIPTION = `The Fulfillment Service API V2, served by Forklift on the same resolvers as its GraphQL API
(\`/graphql\`). This document is generated at start-up from the facade's route table and the GraphQL schema.

Authenticate with a bearer token from \`POST /oauth/token\` (\`client_credentials\`; scopes \`user_read\` to read,
\`user_manage\` to write); revoke one with \`POST /oauth/revoke\` (RFC 7009). Errors always have the body
\`{message, error, errors: [{field, message}]}\`.`;

const SECURITY_SCHEMES = {
  oauth2: {
    type: 'oauth2',
    description: 'Client credentials from your invitation; tokens last 7200 s and can be refreshed with `refresh_token`.',
    flows: {
      clientCredentials: {
        tokenUrl: '/oauth/token',
        refreshUrl: '/oauth/token',
        scopes: { user_read: 'Read resources', user_manage: 'Create, change and delete resources (includes user_read)' },
      },
    },
  },
  bearer: { type: 'http', scheme: 'bearer', description: 'A token already issued by `POST /oauth/token` (the sandbox prints one at start-up).' },
};

const sortedByKey = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The OpenAPI 3.1 document of the REST facade: one operation per route of the table, its schemas from
 * the GraphQL types. It takes the routes as the router runs them (compiled: parsed, completed, validated).
 */
export function openApiDocument(schema: GraphQLSchema, routes: CompiledRoute[]): Record<string, unknown> {
  const components = new Components(schema);
  const responses = errorResponses(components);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const { path, method, operation } = routeOperation(components, route);
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`OpenAPI: route ${route.method} ${route.path} is in the table twice`);
    paths[path][method] = operation;
    (operation.tags as string[]).forEach((tag) => tags.add(tag));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Forklift — Fulfillment Service API V2', version: '2.0', description: DESCRIPTION },
    servers: [{ url: '/api/v2', description: 'This server' }],
    tags: inSpecOrder(tags).map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedByKey(components.schemas),
      responses,
      parameters: PARAMETERS,
      headers: HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
