import { Pool } from 'pg';
import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES, type Scope } from '../../src/domain/common/scopes';
import { createClient, createCustomerWithClient } from '../../src/domain/auth/service';
import { initOrm } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import type { LimitOptions } from '../../src/limits/options';
import { seedDemoInventory } from '../../src/domain/sandbox/demo-inventory';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server';
import { cloneTemplate } from './database';
import { parseNetworks } from '../../src/domain/webhooks/destination';
import { forkForAll } from '../../src/db/tenancy';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  /** The body as it came, byte for byte (answers over HTTP). */
  text?: string;
}

interface RestOptions {
  token?: string;
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded, exactly as given. */
  form?: string;
  raw?: { body: string; type: string };
  headers?: Record<string, string>;
}

export interface TestApp {
  url: string;
  orm: MikroORM;
  databaseUrl: string;
  tokens: { staff: string; a: string; b: string; aRead: string };
  customers: { a: number; b: number };
  shops: { a: number; b: number };
  rest<T = any>(method: string, path: string, options?: RestOptions): Promise<Answer<T>>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<Answer<{ data?: T; errors: any[]; extensions?: any }>>;
  token(clientId: string, secret: string, scope?: string): Promise<string>;
  /**
   * Stops the server as a deploy does (subscribers get a going-away close, requests drain) and starts
   * it again on the same port and database: what clients see of a restart.
   */
  restart(): Promise<void>;
  /** Runs fn and returns how many SQL statements the server sent meanwhile. */
  countStatements(fn: () => Promise<unknown>): Promise<number>;
  /** Runs fn and returns the SQL statements the server sent meanwhile, as the ORM logged them. */
  captureStatements(fn: () => Promise<unknown>): Promise<string[]>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Tests send requests far faster than any client may: buckets no test empties, yet drawn from on every
 * request, so every test goes through the limiter. The statement-count suites read pages of 50 to 250
 * rows with every nested list (up to ~13,000 points): they prove batching, so the cost limit is
 * raised for them; depth and alias limits stay the defaults. Tests of the limits set their own.
 */
const UNREACHABLE = { size: 1e9, restorePerSecond: 1e9 };
const TEST_LIMITS: Partial<LimitOptions> = { maxCost: 100_000, rateLimits: { graphql: UNREACHABLE, rest: UNREACHABLE, anonymous: UNREACHABLE } };

export const TEST_NETWORKS = parseNetworks('test networks', '127.0.0.0/8');

/** A server on its own database (cloned from the migrated template), with a staff client and two customers. */
export async function startTestApp(options: Partial<Pick<ServerOptions, 'webhooks' | 'limits' | 'jobs' | 'logger' | 'eventPollMs' | 'observability' | 'sessionCheckMs' | 'retention' | 'bulkSweep' | 'expirySweepMs' | 'tallySweepMs' | 'demoToken'>> = {}): Promise<TestApp> {
  const database = await cloneTemplate();
  const databaseUrl = database.url;

  const statements: string[] = [];
  const orm = await initOrm(databaseUrl, ENTITIES, {
    poolSize: 5,
    onQuery: (message) => {
      if (/^\[query\]/.test(message)) statements.push(message);
    },
  });
  // The webhook sweeper reads through the ORM every 15 s by default: a sweep inside a countStatements
  // window was counted as the request's. Tests of sweeping set their own interval. Receivers listen
  // on 127.0.0.1, which only an allowed network lets webhooks reach (WEBHOOK_ALLOW_NETWORKS).
  const webhooks = { sweepMs: 3_600_000, allowNetworks: TEST_NETWORKS, ...options.webhooks };
  const limits = { ...TEST_LIMITS, ...options.limits };
  // Nothing in a test is old enough to prune, yet a run would write retention_state (and be counted
  // by statement-count and change-log tests): tests of retention set their own interval.
  const retention = { intervalMs: 3_600_000, ...options.retention };
  // The tallies' compaction every 10 s would fall inside statement counts now and then; the answers
  // read the same either way, and the tests of compaction run it themselves.
  const serverOptions: ServerOptions = {
    orm, sandbox: true, port: 0, host: '127.0.0.1', tallySweepMs: 3_600_000, ...options, logger: options.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' }), webhooks, limits, retention,
  };
  let server: RunningServer = await startServer(serverOptions);
  // A pool, not one client: tests issue reads together (Promise.all), and pg warns when one client is
  // handed a query while another runs.
  const direct = new Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection is ended by the server when close() drops the test's database (57P01, "terminating
  // connection due to administrator command") if pool.end() has not quite closed it yet: pg-pool emits that
  // as the pool's error, which jest would report as an unhandled error of whatever test runs next. Any
  // other error of an idle connection still fails the run.
  direct.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });

  async function captureStatements(fn: () => Promise<unknown>): Promise<string[]> {
    const before = statements.length;
    await fn();
    return statements.slice(before);
  }

  async function rest(method: string, path: string, options: RestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.type;
      body = options.raw.body;
    }
    const res = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  async function token(clientId: string, secret: string, scope?: string): Promise<string> {
    const res = await rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope } });
    if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  const em = forkForAll(orm);
  await em.transactional((tem) => seedDemoInventory(tem));
  const staff = await createClient(em, 'Test staff', null, [...SCOPES]);
  const a = await createCustomerWithClient(em, 'Customer A', [...SCOPES]);
  const b = await createCustomerWithClient(em, 'Customer B', [...SCOPES]);
  const aRead = await createClient(em, 'A read-only', a.customer.id, ['user_read' as Scope]);

  return {
    url: server.url,
    orm,
    databaseUrl,
    customers: { a: a.customer.id, b: b.customer.id },
    shops: { a: a.shop.id, b: b.shop.id },
    tokens: {
      staff: await token(staff.client_id, staff.client_secret),
      a: await token(a.client_id, a.client_secret),
      b: await token(b.client_id, b.client_secret),
      aRead: await token(aRead.client_id, aRead.client_secret),
    },
    rest,
    gql: (query, variables, tokenValue, extra) =>
      rest('POST', '/graphql', { token: tokenValue, json: { query, variables }, headers: extra }),
    token,
    restart: async () => {
      const { port } = server;
      await server.close();
      server = await startServer({ ...serverOptions, port });
    },
    countStatements: async (fn) => (await captureStatements(fn)).length,
    captureStatements,
    sql: async (text, params) => (await direct.query(text, params as unknown[])).rows,
    close: async () => {
      await server.close();
      await orm.close();
      await direct.end();
      await database.drop();
    },
  };
}
