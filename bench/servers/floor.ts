import http from 'node:http';
import { Pool } from 'pg';
import { FLOOR_SQL } from './floor-sql';

/**
 * The floor: node:http and pg, one hand-written statement per request, its JSON text passed
 * through untouched. What no GraphQL server can beat over the same wire and database.
 * GET /orders?per_page=50 with Authorization: Bearer <token>.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

const server = http.createServer(async (req, res) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const perPage = Number(new URL(req.url ?? '/', 'http://floor').searchParams.get('per_page') ?? 25);
  if (req.url === '/healthz') return void res.writeHead(200).end('ok');
  try {
    const { rows } = await pool.query<{ body: string }>(FLOOR_SQL, [token ?? '', perPage]);
    if (!rows.length) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"unauthenticated"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body);
  } catch (err) {
    process.stderr.write(`floor: ${String(err)}\n`);
    res.writeHead(500).end();
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
