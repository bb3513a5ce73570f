import { type ExecutionArgs, GraphQLError, type GraphQLSchema, getOperationAST, parse, validate } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import type { RequestContext } from '../domain/context';
import type { ContextHeaders } from '../context-factory';
import { ForkliftError, invalidInput } from '../shared/errors';
import { variableProblems } from '../representations/input-coercion';
import type { GraphQLAdmission } from './graphql-admission';

/** A refusal in the shape formatGraphQLError gives HTTP answers: extensions.code, and field for input errors. */
const asGraphQLError = (e: ForkliftError) =>
  new GraphQLError(e.message, { extensions: { code: e.code, ...(e.errors.length ? { field: e.field, errors: e.errors } : {}) } });

/**
 * graphql-ws's onSubscribe: parses and validates the operation and its variables, builds its context (the caller
 * authenticated in connection_init, checked again), and admits it as /graphql over HTTP does,
 * before anything runs. A refusal is the operation's error message; the socket stays open.
 */
export function admitSubscription(schema: GraphQLSchema, admit: GraphQLAdmission, contextFor: (headers: ContextHeaders) => Promise<RequestContext>) {
  return async (ctx: Context<Record<string, unknown>, { headers?: ContextHeaders }>, _id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    let document;
    try {
      document = parse(payload.query);
    } catch (e) {
      if (e instanceof GraphQLError) return [e];
      throw e;
    }
    const invalid = validate(schema, document);
    if (invalid.length) return invalid;
    const operationName = payload.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) return [new GraphQLError(operationName ? `no operation named "${operationName}"` : 'name the operation to run')];
    // Variables are refused as over HTTP (representations/execute.ts): by field, before anything runs.
    const problems = variableProblems(schema, operation, payload.variables ?? {});
    if (problems.length) return [asGraphQLError(invalidInput(problems))];
    try {
      const contextValue = await contextFor(ctx.extra.headers ?? {});
      const variableValues = payload.variables ?? undefined;
      const { refusal } = await admit(document, operationName, variableValues, contextValue.caller);
      if (refusal) return [asGraphQLError(refusal)];
      return { schema, document, operationName, variableValues, contextValue };
    } catch (e) {
      if (e instanceof ForkliftError) return [asGraphQLError(e)];
      throw e;
    }
  };
}
