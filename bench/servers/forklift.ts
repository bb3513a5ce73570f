import { DATA_DIR } from '../database';
import { freePort, startNode, waitForHttp, type Running } from '../processes';

export interface Server {
  url: string;
  running: Running;
}

/**
 * The service as production runs it: its own process, `node dist/src/main.js`, on the bench's
 * database. Sandbox mode as `npm start` (and the simulate routes are not used); errors only in the log.
 */
export async function startForklift(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const since = performance.now();
  const running = startNode('src/main.js', { DATABASE_URL: databaseUrl, PORT: String(port), SANDBOX: 'true', LOG_LEVEL: 'error', DATA_DIR, NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, running, since);
  return { url, running };
}

/** Lines the service logged at error level (a 500, a failed job): the report names them. */
export const loggedErrors = (server: Server) => server.running.output().split('\n').filter((line) => line.includes('"level":50'));
