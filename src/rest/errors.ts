import type { Response } from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import type { FieldError } from '../domain/common/errors';
import { HTTP_STATUS } from '../graphql/error-codes';
import type { NormalizedError } from '../graphql/errors';

export const REASON: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_server_error',
  503: 'service_unavailable',
};

/** An action not allowed in the resource's state is 405 on `/call/` routes, as the original answers. */
export function statusOf(error: NormalizedError, isAction = false): number {
  return error.code === 'INVALID_TRANSITION' && isAction ? 405 : HTTP_STATUS[error.code];
}

/**
 * The one REST error body: `{message, error, code, errors: [{field, message}]}`. `error` repeats the
 * message because V2 client libraries raise `body.error` as the exception's text; the status as a
 * word, for machines, is `code`. A 503 says when to come back.
 */
export function sendError(res: Response, status: number, message: string, errors: FieldError[] = []): void {
  if (status === 503) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(status).json({ message, error: message, code: REASON[status] ?? 'error', errors });
}
