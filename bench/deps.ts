import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../src/shared/paths';

/**
 * The bench-only packages live in bench/node_modules, which the service, its typecheck and CI
 * never install. They are loaded from there at run time, through the few typings written below,
 * so the root typecheck needs none of them.
 */
const benchRequire = createRequire(path.join(projectRoot, 'bench', 'package.json'));

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}

export interface AutocannonOptions {
  /** Several: the connections are spread over them in turn. */
  url: string | string[];
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
  timeout?: number;
}

type Percentiles = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };

export interface AutocannonResult {
  requests: Percentiles & { sent: number };
  latency: Percentiles;
  throughput: Percentiles;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

export const autocannon = (): ((options: AutocannonOptions) => Promise<AutocannonResult>) => benchRequire('autocannon');

export interface PostGraphileOptions {
  graphqlRoute: string;
  disableDefaultMutations: boolean;
  disableQueryLog: boolean;
  ignoreRBAC: boolean;
  watchPg: boolean;
  graphiql: boolean;
  dynamicJson: boolean;
  retryOnInitFail: boolean;
  setofFunctionsContainNulls: boolean;
}

type RequestListener = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;

export const postgraphile = (): ((pool: unknown, schema: string, options: PostGraphileOptions) => RequestListener) =>
  benchRequire('postgraphile').postgraphile;

/** PostGraphile's own pg (the version it declares), so its pool is the one it was tested with. */
export const postgraphilePg = (): typeof import('pg') => benchRequire('pg');
