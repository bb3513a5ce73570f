import type { ErrorCode } from './generated';

/**
 * The HTTP status of every error code (schema/errors.graphql `enum ErrorCode`, which generated.ts turns
 * into the ErrorCode type): what REST answers, and what GraphQL answers when the request as a whole is
 * refused before it runs. Keyed by the generated type, so a code added to the schema needs its status
 * here, and a code thrown anywhere but missing from the schema does not compile.
 */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 422,
  INVALID_TRANSITION: 422,
  NOT_EDITABLE: 422,
  INSUFFICIENT_STOCK: 422,
  ADDRESS_UNVERIFIED: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
  // The REST facade builds its own GraphQL documents: one that fails to parse, validate, resolve its
  // operation or be found by hash is the service's fault, never the caller's.
  GRAPHQL_PARSE_FAILED: 500,
  GRAPHQL_VALIDATION_FAILED: 500,
  OPERATION_RESOLUTION_FAILURE: 500,
  PERSISTED_QUERY_NOT_FOUND: 500,
};

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(HTTP_STATUS, code);
