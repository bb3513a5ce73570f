import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ForkliftError, type FieldError } from '../shared/errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { isErrorCode } from './error-codes';
import type { ErrorCode } from './generated';

export interface NormalizedError {
  /** The schema's ErrorCode: a service's code (shared/errors.ts) that the schema lacks does not compile. */
  code: ErrorCode;
  message: string;
  errors: FieldError[];
}

/**
 * The one error model of an answer: a service's refusal as it was thrown (variables the input coercer
 * refused come as one too: representations/execute.ts), a race or an outage by its code, and what
 * graphql-js raises about the document as the caller's.
 */
export function normalizeError(error: GraphQLError): NormalizedError {
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
  const code = error.extensions?.code;
  if (code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED') return { code, message: error.message, errors: [] };
  if (original instanceof GraphQLError) return normalizeError(original);
  // Apollo's own codes (PERSISTED_QUERY_NOT_FOUND, OPERATION_RESOLUTION_FAILURE, BAD_REQUEST) pass as they are.
  if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return { code, message: error.message, errors: [] };
  // Errors graphql-js raises while validating or coercing a literal are the caller's.
  return { code: error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT', message: error.path ? 'Internal server error' : error.message, errors: [] };
}

/**
 * Apollo's formatError: every error leaves with extensions.code and, for input errors, extensions.field.
 * Internal errors are logged where the request is known, with its id (src/observability/graphql-plugin.ts).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const gqlError = error instanceof GraphQLError ? error : new GraphQLError(formatted.message, { originalError: error as Error });
  const normalized = normalizeError(gqlError);
  return {
    message: normalized.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: normalized.code,
      ...(normalized.errors.length ? { field: normalized.errors[0].field, errors: normalized.errors } : {}),
    },
  };
}

/** A bug or an outage behind an INTERNAL_SERVER_ERROR, logged with the request's id (its `req.log`). */
export function reportInternal(error: GraphQLError, log: Logger): void {
  log.error({ err: error.originalError ?? error, path: error.path?.join('.') }, 'internal error');
}
