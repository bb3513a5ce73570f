import http from 'node:http';
import { Pool } from 'pg';
import { FLOOR_SQL } from './floor-sql';
import { ALLOCATE_SQL, CALLER_SQL, COUNTERS_SQL, HISTORY_AND_OUTBOX_SQL, INSERT_LINES_SQL, INSERT_ORDER_SQL, LOCK_ITEMS_SQL } from './floor-write-sql';

/**
 * The floor: node:http and pg, one hand-written statement per request, its JSON text passed
 * through untouched. What no GraphQL server can beat over the same wire and database.
 * GET /orders?per_page=50 with Authorization: Bearer <token>; POST /orders with a V2 order body
 * (the write floor: floor-write-sql.ts, one transaction, the created order as the answer).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

interface OrderBody {
  email?: string;
  shipping_name?: string;
  shipping_address_1?: string;
  shipping_city?: string;
  shipping_state?: string;
  shipping_zip?: string;
  shipping_country?: string;
  order_items: { item_id: number; quantity: number }[];
}

async function createOrder(token: string, body: OrderBody): Promise<Record<string, unknown> | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const caller = (await client.query<{ customer_id: number }>(CALLER_SQL, [token])).rows[0];
    if (!caller) {
      await client.query('rollback');
      return null;
    }
    const customer = caller.customer_id;
    await client.query(LOCK_ITEMS_SQL, [customer, body.order_items.map((l) => l.item_id)]);
    const { id } = (await client.query<{ id: number }>(INSERT_ORDER_SQL, [customer, body.email, body.shipping_name, body.shipping_address_1, body.shipping_city, body.shipping_state, body.shipping_zip, body.shipping_country])).rows[0];
    const lines = (await client.query(INSERT_LINES_SQL, [id, customer, JSON.stringify(body.order_items)])).rows;
    await client.query(ALLOCATE_SQL, [id, JSON.stringify(lines), customer]);
    await client.query(COUNTERS_SQL, [JSON.stringify(lines)]);
    await client.query(HISTORY_AND_OUTBOX_SQL, [id, customer]);
    await client.query('commit');
    return { id, status: 100, order_items: lines };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString())).on('error', reject);
  });

const server = http.createServer(async (req, res) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const perPage = Number(new URL(req.url ?? '/', 'http://floor').searchParams.get('per_page') ?? 25);
  if (req.url === '/healthz') return void res.writeHead(200).end('ok');
  try {
    if (req.method === 'POST') {
      const created = await createOrder(token ?? '', JSON.parse(await readBody(req)) as OrderBody);
      if (!created) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"unauthenticated"}');
      return void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(created));
    }
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
