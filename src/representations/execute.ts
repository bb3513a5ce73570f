import { execute, getOperationAST, GraphQLError, type DocumentNode, type ExecutionArgs, type OperationDefinitionNode, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { invalidInput } from '../shared/errors';
import { variableProblems } from './input-coercion';
import { jsonPagesRoot, withJsonPages } from './json-text';

/** Compiled operations kept per document (documents are parsed once and cached by Apollo and the REST routes). */
const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

function compiledFor(args: ExecutionArgs): CompiledQuery | null {
  let byOperation = compiled.get(args.document);
  if (!byOperation) compiled.set(args.document, (byOperation = new Map()));
  const key = args.operationName ?? '';
  if (byOperation.has(key)) return byOperation.get(key)!;
  const operation = getOperationAST(args.document, args.operationName);
  // Mutations compile too: graphql-jit runs their root fields one after another, each once the
  // previous one and everything under it has finished, as graphql-js does (each is a unit of work).
  // Subscriptions stay with graphql-ws and graphql-js (graphql/shared-subscribe.ts).
  // graphql-jit's own advice where conditions sit on fragment spreads, as REST's documents have them.
  const options = { useExperimentalPathBasedSkipInclude: true };
  const query = operation && operation.operation !== 'subscription' ? compileQuery(args.schema, args.document, args.operationName ?? undefined, options) : null;
  const usable = query && isCompiledQuery(query) ? query : null;
  byOperation.set(key, usable);
  return usable;
}

/**
 * Executes an operation as graphql-js's `execute` does, queries and mutations through a function compiled once per
 * document by graphql-jit: graphql-js interprets the selection anew for every field of every row
 * (argument values, field definitions, completion by type), which was a quarter of a page read's
 * CPU. The same schema, resolvers, context and errors; what graphql-jit cannot compile runs on
 * graphql-js. GraphQL over HTTP (graphql/executor.ts), the REST routes and the event payloads all
 * execute through here.
 */
export function executeOperation(args: ExecutionArgs, options: { jsonPages?: boolean } = {}): Promise<ExecutionResult> | ExecutionResult {
  // Variables are checked first, by the input coercer REST bodies go through too: one refusal
  // naming every field at fault (graphql-js and graphql-jit would each word them in prose of their own).
  const operation = getOperationAST(args.document, args.operationName);
  const refused = refusedVariables(args, operation);
  if (refused) return { errors: [refused] };
  const query = compiledFor(args);
  if (!query) return execute(args);
  // A query whose answer is only serialized (GraphQL over HTTP, REST) takes its pages as the JSON
  // text PostgreSQL writes where it can (graphql/look-ahead.ts jsonNodes, db/json-rows.ts).
  const root = options.jsonPages && args.rootValue === undefined && operation?.operation === 'query' ? jsonPagesRoot() : null;
  const result = query.query(root ?? args.rootValue, args.contextValue, args.variableValues ?? {});
  const done = (r: ExecutionResult) => {
    if (root && r.data) withJsonPages(root, r.data);
    return withGraphQLErrors(r);
  };
  return result instanceof Promise ? result.then(done) : done(result);
}

function refusedVariables(args: ExecutionArgs, operation: OperationDefinitionNode | null | undefined): GraphQLError | null {
  if (!operation?.variableDefinitions?.length) return null;
  const problems = variableProblems(args.schema, operation, args.variableValues ?? {});
  if (!problems.length) return null;
  const refusal = invalidInput(problems);
  return new GraphQLError(refusal.message, { originalError: refusal });
}

/**
 * graphql-jit's errors are look-alikes of GraphQLError whose extensions are undefined when the
 * resolver's error has none; Apollo reads `extensions.code` of every error it formats and answered
 * "Internal server error" for those. Each becomes a GraphQLError of graphql-js, as graphql-js would
 * have raised it (message, path, locations, the resolver's error, extensions).
 */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) => {
    const error = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
    (error as { locations?: unknown }).locations = e.locations;
    return error;
  });
  return { ...result, errors };
}

