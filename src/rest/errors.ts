import type { Response } from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import type { FieldError } from '../shared/errors';
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

/**
 * Refusals that come from the record's state rather than from the request's input: a program
 * branches on their `code` word (the ErrorCode in lower case), where the HTTP status stays the
 * original's: 405 on `/call/` routes, 422 elsewhere.
 */
const STATE_REFUSALS: ReadonlySet<NormalizedError['code']> = new Set(['INVALID_TRANSITION', 'NOT_EDITABLE', 'INSUFFICIENT_STOCK', 'ADDRESS_UNVERIFIED']);

/** The `code` words of state refusals, beside the status words (REASON). */
export const STATE_REFUSAL_WORDS = [...STATE_REFUSALS].map((code) => code.toLowerCase());

/** An action not allowed in the resource's state is 405 on `/call/` routes, as the original answers. */
export function statusOf(error: NormalizedError, isAction = false): number {
  return STATE_REFUSALS.has(error.code) && isAction ? 405 : HTTP_STATUS[error.code];
}

/** The REST body's `code` word for a service's refusal: which state refusal it is, else its status as a word. */
export const codeWordOf = (error: NormalizedError, isAction = false) =>
  STATE_REFUSALS.has(error.code) ? error.code.toLowerCase() : (REASON[statusOf(error, isAction)] ?? 'error');

/** A service's refusal as the REST error body. */
export function sendRefusal(res: Response, error: NormalizedError, isAction: boolean): void {
  sendError(res, statusOf(error, isAction), error.message, error.errors, codeWordOf(error, isAction));
}

/**
 * The one REST error body: `{message, error, code, errors: [{field, message}]}`. `error` repeats the
 * message because V2 client libraries raise `body.error` as the exception's text; the status as a
 * word, for machines, is `code`. A 503 says when to come back.
 */
export function sendError(res: Response, status: number, message: string, errors: FieldError[] = [], code = REASON[status] ?? 'error'): void {
  if (status === 503) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(status).json({ message, error: message, code, errors });
}
