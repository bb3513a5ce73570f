import http from 'node:http';
import { postgraphile, postgraphilePg } from '../deps';

/**
 * PostGraphile v4 over the service's own tables (schema public), reads only, as a stock install
 * would serve them; its pool is as large as the service's.
 */
const { Pool } = postgraphilePg();
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

const handler = postgraphile()(pool, 'public', {
  graphqlRoute: '/graphql',
  disableDefaultMutations: true,
  disableQueryLog: true,
  ignoreRBAC: true,
  watchPg: false,
  graphiql: false,
  dynamicJson: true,
  retryOnInitFail: false,
  setofFunctionsContainNulls: false,
});

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return void res.writeHead(200).end('ok');
  handler(req, res);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
