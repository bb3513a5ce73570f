/**
 * The one error model. Services throw these; the GraphQL layer exposes `code` and `field` in
 * `extensions`, and the REST facade maps `code` to an HTTP status (see rest/errors.ts).
 * These codes are a part of the schema's `enum ErrorCode` (schema/errors.graphql): graphql/errors.ts
 * assigns them to the generated type, so one missing there does not compile.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'INVALID_TRANSITION'
  | 'NOT_EDITABLE'
  | 'INSUFFICIENT_STOCK'
  | 'ADDRESS_UNVERIFIED'
  | 'RATE_LIMITED';

export interface FieldError {
  field: string;
  message: string;
}

export class ForkliftError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ForkliftError';
  }

  /** The first offending field, if the error is about one. */
  get field(): string | undefined {
    return this.errors[0]?.field;
  }
}

export const notFound = (resource: string, id?: number | string) =>
  new ForkliftError('NOT_FOUND', id === undefined ? `${resource} not found` : `${resource} ${id} not found`);

export const forbidden = (message: string) => new ForkliftError('FORBIDDEN', message);

export const badInput = (field: string, message: string) =>
  new ForkliftError('BAD_USER_INPUT', `${field} ${message}`, [{ field, message }]);

export const invalidInput = (errors: FieldError[]) =>
  new ForkliftError('BAD_USER_INPUT', errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);

export const conflict = (field: string, message: string) =>
  new ForkliftError('CONFLICT', `${field} ${message}`, [{ field, message }]);

/** The record's current status does not allow the move (a request that lost a race gets this too). */
export const invalidTransition = (message: string) => new ForkliftError('INVALID_TRANSITION', message);

/** The record is closed to changes whatever its status (an order marked permissions_limited). */
export const notEditable = (message: string) => new ForkliftError('NOT_EDITABLE', message);

/** Not enough stock for what was asked; `field` names the input that asked for it. */
export const insufficientStock = (message: string, field?: string) =>
  new ForkliftError('INSUFFICIENT_STOCK', field ? `${field} ${message}` : message, field ? [{ field, message }] : []);

/** The order is held until its address is verified. */
export const addressUnverified = (message: string) => new ForkliftError('ADDRESS_UNVERIFIED', message);

/** Runs a check that throws field errors, adding them to `errors` instead: one answer names every problem. */
export async function collectErrors<T>(errors: FieldError[], check: () => Promise<T>): Promise<T | null> {
  try {
    return await check();
  } catch (e) {
    const fieldErrors = (e as { errors?: FieldError[] }).errors;
    if (!fieldErrors?.length) throw e;
    errors.push(...fieldErrors);
    return null;
  }
}
