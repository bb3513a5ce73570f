import type { GatewayExecutionResult, GatewayInterface } from '@apollo/server-gateway-interface';
import type { GraphQLSchema } from 'graphql';
import { executeOperation } from '../representations/execute';

/**
 * Apollo Server runs operations through a gateway's executor when given one instead of a schema:
 * this one serves the local schema, parsed, validated and planned by Apollo as usual, and executes
 * with executeOperation, pages taken as JSON text (Apollo writes answers with stringifyAnswer).
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (request) =>
          executeOperation({
            schema: request.schema,
            document: request.document,
            operationName: request.operationName ?? request.request.operationName,
            variableValues: request.request.variables,
            contextValue: request.context,
          }, { jsonPages: true }) as Promise<GatewayExecutionResult>,
      };
    },
    async stop() {},
  };
}
