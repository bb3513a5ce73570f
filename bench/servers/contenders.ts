import { freePort, startNode, waitForHttp } from '../processes';
import type { Server } from './forklift';

/** Starts one of the bench's own servers (dist/bench/servers/<name>.js) on the database, by default with the service's pool size. */
export async function startBenchServer(name: 'postgraphile' | 'floor' | 'fanout-floor', databaseUrl: string, poolSize = '10'): Promise<Server> {
  const port = await freePort();
  const since = performance.now();
  const running = startNode(`bench/servers/${name}.js`, { DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: poolSize, NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, running, since);
  return { url, running };
}
