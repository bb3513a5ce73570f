import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { ForkliftError, type FieldError } from '../shared/errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { isResponseOnly } from '../representations/input-coercion';
import { isErrorCode } from './error-codes';
import type { ErrorCode } from './generated';

export interface NormalizedError {
  /** The schema's ErrorCode: a service's code (shared/errors.ts) that the schema lacks does not compile. */
  code: ErrorCode;
  message: string;
  errors: FieldError[];
}

/** `input.originators_attributes[0].misc` → `originators_attributes.0.misc` (the variable name is not the caller's field). */
const fieldPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').split('.').slice(1).join('.');

/**
 * graphql-js reports bad variables in prose; this recovers the field they name, and says
 * "response-only" where the caller tried to write a field that only exists on the output type.
 */
function variableError(message: string, schema?: GraphQLSchema): FieldError | undefined {
  const missing = /^Variable "\$(\w+)" of required type "[^"]+" was not provided\.$/.exec(message);
  if (missing) return { field: missing[1], message: 'is required' };
  // The printed value may itself hold "; " (text is JSON-quoted, so never ` at "`): look for the
  // path first, and only without one take the first "; " as the end of the value.
  const bad = /^Variable "\$(\w+)" got invalid value .*? at "([\w.[\]]+)"; (.*)$/s.exec(message) ?? /^Variable "\$(\w+)" got invalid value .*?(); (.*)$/s.exec(message);
  if (!bad) return undefined;
  const [, variable, at, reason] = bad;
  const base = at ? fieldPath(at) : '';
  const unknownField = /^Field "(\w+)" is not defined by type "(\w+)"\./.exec(reason);
  if (unknownField) {
    const [, name, inputType] = unknownField;
    const field = base ? `${base}.${name}` : name;
    return { field, message: isResponseOnly(schema, inputType, name) ? 'is response-only and cannot be written' : 'is not a known field' };
  }
  const required = /^Field "(\w+)" of required type "[^"]+" was not provided\.$/.exec(reason);
  if (required) return { field: base ? `${base}.${required[1]}` : required[1], message: 'is required' };
  return { field: base || variable, message: reason.replace(/\.$/, '') };
}

export function normalizeError(error: GraphQLError, schema?: GraphQLSchema): NormalizedError {
  const original = error.originalError;
  if (original instanceof ForkliftError) {
    return { code: original.code, message: original.message, errors: original.errors };
  }
  if (original instanceof UniqueConstraintViolationException) {
    // Services check uniqueness first; this is the net for a race between two writers.
    return { code: 'CONFLICT', message: 'the change conflicts with an existing record', errors: [] };
  }
  // The database is down or restarting: nothing is wrong with the request, and it may be retried.
  if (isDatabaseUnavailable(original)) return { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, errors: [] };
  if (original && !(original instanceof GraphQLError)) {
    // A bug or an outage, never the caller's doing: log it, show nothing of it.
    return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', errors: [] };
  }
  const fieldError = variableError(error.message, schema);
  if (fieldError) {
    return { code: 'BAD_USER_INPUT', message: `${fieldError.field} ${fieldError.message}`, errors: [fieldError] };
  }
  const code = error.extensions?.code;
  if (code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED') return { code, message: error.message, errors: [] };
  if (original instanceof GraphQLError) return normalizeError(original, schema);
  // Apollo's own codes (PERSISTED_QUERY_NOT_FOUND, OPERATION_RESOLUTION_FAILURE, BAD_REQUEST) pass as they are.
  if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return { code, message: error.message, errors: [] };
  // Errors graphql-js raises while validating or coercing a literal are the caller's.
  return { code: error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT', message: error.path ? 'Internal server error' : error.message, errors: [] };
}

/**
 * Apollo's formatError: every error leaves with extensions.code and, for input errors, extensions.field.
 * Internal errors are logged where the request is known, with its id (src/observability/graphql-plugin.ts).
 */
export function formatGraphQLError(schema: () => GraphQLSchema | undefined) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const gqlError = error instanceof GraphQLError ? error : new GraphQLError(formatted.message, { originalError: error as Error });
    const normalized = normalizeError(gqlError, schema());
    return {
      message: normalized.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: normalized.code,
        ...(normalized.errors.length ? { field: normalized.errors[0].field, errors: normalized.errors } : {}),
      },
    };
  };
}

/** A bug or an outage behind an INTERNAL_SERVER_ERROR, logged with the request's id (its `req.log`). */
export function reportInternal(error: GraphQLError, log: Logger): void {
  log.error({ err: error.originalError ?? error, path: error.path?.join('.') }, 'internal error');
}
