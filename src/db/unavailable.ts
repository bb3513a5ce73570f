/**
 * Errors that mean "the database cannot be reached right now", not "this request is wrong" nor
 * "there is a bug": a refused or dropped connection, a server shutting down or starting up, a pool
 * that could not hand out a connection. Callers answer them with 503 and try again later.
 */

/** Network failures reaching the server (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (admin
 * shutdown, crash shutdown, cannot connect now: starting up or shutting down), 53300 (too many
 * connections).
 */
const unavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/**
 * pg's and knex's own wording for a connection that went away or could not be had (they carry no
 * code). MikroORM puts the statement before the driver's message, so it is looked for anywhere.
 */
const UNAVAILABLE_MESSAGE = /Connection terminated|Client has encountered a connection error|Knex: Timeout acquiring a connection/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableState(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE = 'database unavailable, try again shortly';

/** The Retry-After of a 503: a restarting database is usually back within seconds (see RELIABILITY.md). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
