import { DATA_DIR } from '../database';
import { freePort, startNode, waitForHttp, type Running } from '../processes';

export interface Server {
  url: string;
  running: Running;
}

/**
 * The service as production runs it: its own process, `node dist/src/main.js`, on the bench's
 * database. Sandbox mode as `npm start` (and the simulate routes are not used); errors only in the log.
 * The limiter stays on, so its cost is measured, with buckets the load generator (one client sending
 * far more than any real one may) never empties and a cost limit its nested reads stay under.
 */
const UNLIMITED = { RATE_LIMIT_GRAPHQL: '1000000000/1000000000', RATE_LIMIT_REST: '1000000000/1000000000', RATE_LIMIT_ANONYMOUS: '1000000000/1000000000', GRAPHQL_MAX_COST: '100000' };

/** `env` adds to or overrides the service's environment (e.g. DATABASE_POOL_SIZE). */
export async function startForklift(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const since = performance.now();
  const running = startNode('src/main.js', { DATABASE_URL: databaseUrl, PORT: String(port), SANDBOX: 'true', LOG_LEVEL: 'error', DATA_DIR, NODE_ENV: 'production', ...UNLIMITED, ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, running, since);
  return { url, running };
}

/** Lines the service logged at error level (a 500, a failed job): the report names them. */
export const loggedErrors = (server: Server) => server.running.output().split('\n').filter((line) => line.includes('"level":50'));
