import pino from 'pino';
import { initOrm } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import { startServer } from '../../src/server';
import type { BenchContext } from '../context';
import { FORKLIFT_QUERY, REST_FIELDS } from '../contenders';
import { tokenFor } from '../merchants';

const PAGE_SIZES = [10, 50] as const;

export interface StatementFigures {
  /** Statements per request at each page size, and what they were at the largest. */
  graphql: Record<number, number>;
  rest: Record<number, number>;
  sample: { graphql: string[]; rest: string[] };
}

/**
 * SQL statements per nested read, counted where they are issued: a Forklift server in this
 * process on the same database, its ORM reporting every statement (as the tests count them).
 * Each count is of one request after an identical one has warmed the process.
 */
export async function countStatements(ctx: BenchContext): Promise<StatementFigures> {
  let statements: string[] = [];
  const orm = await initOrm(ctx.db.url, ENTITIES, { onQuery: (message) => void (/^\[query\]/.test(message) && statements.push(message.replace(/\s+/g, ' ').replace(/ \[took .*$/, '').slice(8, 200))) });
  // The limits the measured server runs with (servers/forklift.ts): the per_page 50 read costs more than the default 1,000 points.
  const limits = { maxCost: 100_000, rateLimits: { graphql: { size: 1e9, restorePerSecond: 1e9 }, rest: { size: 1e9, restorePerSecond: 1e9 }, anonymous: { size: 1e9, restorePerSecond: 1e9 } } };
  const server = await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false, limits });
  try {
    const token = await tokenFor(server.url, ctx.dataset.merchants[0]);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const graphql = (perPage: number) =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: FORKLIFT_QUERY, variables: { per_page: perPage } }) });
    const rest = (perPage: number) => fetch(`${server.url}/api/v2/orders?per_page=${perPage}&fields=${REST_FIELDS}`, { headers });
    const count = async (request: () => Promise<Response>) => {
      await (await request()).arrayBuffer();
      statements = [];
      const res = await request();
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`statement count: HTTP ${res.status}`);
      return [...statements];
    };
    const figures: StatementFigures = { graphql: {}, rest: {}, sample: { graphql: [], rest: [] } };
    for (const size of PAGE_SIZES) {
      figures.sample.graphql = await count(() => graphql(size));
      figures.graphql[size] = figures.sample.graphql.length;
      figures.sample.rest = await count(() => rest(size));
      figures.rest[size] = figures.sample.rest.length;
      ctx.log(`  per_page ${size}: GraphQL ${figures.graphql[size]} statements, REST ${figures.rest[size]}`);
    }
    return figures;
  } finally {
    await server.close();
    await orm.close();
  }
}
