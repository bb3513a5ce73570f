import pino, { type DestinationStream, type Logger } from 'pino';

/** Names a credential goes by. */
const SECRET_KEYS = ['authorization', 'cookie', 'client_secret', 'access_token', 'refresh_token', 'secret', 'password'];
/** Where an object handed to a log call could hold one: at its top, or in a request's headers or body, or a job's data. */
const CONTAINERS = ['', 'headers.', 'req.headers.', 'body.', 'req.body.', 'data.'];
/**
 * Never written, whatever a caller of the logger passes. The request log itself logs no headers,
 * no bodies and no raw URLs (request-log.ts); this is the net under every other log call. Exact
 * paths, not wildcards: a `*.secret` path made every line cost about 15 µs more to write.
 */
const REDACTED_PATHS = CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}${key}`));

/** The process's logger: JSON lines (pino) at `level`, to stdout unless a destination is given. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
