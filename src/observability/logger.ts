import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Where a credential could sit in anything logged: never written, whatever a caller of the logger
 * passes. The request log itself logs no headers, no bodies and no raw URLs (request-log.ts); this
 * is the net under every other log call (an error carrying a request, a job's data).
 */
const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  'client_secret',
  '*.client_secret',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'secret',
  '*.secret',
  'password',
  '*.password',
];

/** The process's logger: JSON lines (pino) at `level`, to stdout unless a destination is given. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
