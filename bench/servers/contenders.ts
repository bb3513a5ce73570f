import { freePort, startNode, waitForHttp } from '../processes';
import type { Server } from './forklift';

/** Starts one of the bench's own servers (dist/bench/servers/<name>.js) on the database, same pool size as the service. */
export async function startBenchServer(name: 'postgraphile' | 'floor' | 'fanout-floor', databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const since = performance.now();
  const running = startNode(`bench/servers/${name}.js`, { DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: '10', NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, running, since);
  return { url, running };
}
