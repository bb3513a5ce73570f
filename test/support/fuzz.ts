import fc from 'fast-check';
import type { Answer, TestApp } from './app';

/**
 * Shared pieces of the property-based (fast-check) tests: what a caller may send where something
 * else was expected, how a body is bent out of shape, and how "nothing changed" is checked.
 */

/**
 * fast-check parameters for a property: its run count (times FUZZ_SCALE for a deeper run by hand),
 * and a failure's seed and path replayed from FUZZ_SEED / FUZZ_PATH, which fast-check prints.
 */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED;
  return {
    numRuns: Math.max(1, Math.round(numRuns * SCALE)),
    ...(seed ? { seed: Number(seed), path: process.env.FUZZ_PATH } : {}),
  };
}

/** A property's jest timeout, grown with FUZZ_SCALE as its run count is. */
export const fuzzTimeout = (ms: number) => Math.round(ms * Math.max(1, SCALE));

/** Values that break things elsewhere: int32 edges and beyond, exotic text, impossible dates, SQL. */
const NASTY = fc.constantFrom<unknown>(
  0, -1, 2147483647, 2147483648, -2147483649, 9007199254740993, 1e21, 1e308, -1e308, 0.5, -0.000001,
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\u202E', '🚚📦', 'null', 'undefined', 'NaN', 'Infinity', '-1', '1e999', '0x10', '00012', '1.0',
  "' or 1=1 --", "'; drop table items; --", '%', '_', '\\', '%_\\', '*', '$ne', '{}', '[]',
  '2024-02-30', '2024-13-01', '0000-01-01', '10000-01-01', '-0001-01-01', '2024-01-01T25:00:00Z', '2024-01-01T00:00:00+99:00', '1970-01-01', '9999-12-31T23:59:59.999Z',
  'x'.repeat(256), 'é'.repeat(300), 'x'.repeat(5000),
  true, false, null,
);

/** Any JSON value: the nasty ones, or arbitrary JSON of any shape and depth 2 (unicode text included). */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: NASTY },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(NASTY, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'item_id', 'quantity', 'x', ''), NASTY, { maxKeys: 2 }) },
);

type Json = unknown;
type Step = (string | number)[];

/** Every path to a value inside a JSON body (the root is the empty path). */
function pathsOf(value: Json, at: Step = []): Step[] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...at, i])));
  if (value && typeof value === 'object') return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...at, k])));
  return here;
}

/** Paths to the scalar values of a body: the fields a caller fills in. */
const leavesOf = (value: Json) => pathsOf(value).filter((p) => {
  const v = p.reduce((o: any, k) => o[k], value);
  return v === null || typeof v !== 'object';
});

/**
 * One way to bend a body: a field's value replaced (by a nasty value mostly), any part replaced by
 * any JSON, a part dropped, an unknown field added or a list entry repeated.
 */
export type Mutation =
  | { kind: 'leaf'; at: number; value: unknown }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'unknown_field'; at: number; name: string; value: unknown }
  | { kind: 'duplicate'; at: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('leaf' as const), at: fc.nat(), value: fc.oneof({ weight: 3, arbitrary: NASTY }, { weight: 1, arbitrary: junk }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junk }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknown_field' as const), at: fc.nat(), name: fc.constantFrom('bogus', 'id', 'created_at', 'status', 'customer_id', '__proto__', 'constructor'), value: junk }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }) },
);

/** A deep copy of `body` with the mutations applied in turn; each picks its place modulo the places there are. */
export function mutate(body: Json, mutations: Mutation[]): Json {
  let root: Json = structuredClone(body);
  for (const m of mutations) {
    const leaves = m.kind === 'leaf' ? leavesOf(root) : [];
    const paths = leaves.length ? leaves : pathsOf(root);
    const path = paths[m.at % paths.length];
    const parent = path.length ? (path.slice(0, -1).reduce((o: any, k) => o[k], root) as any) : undefined;
    const key = path[path.length - 1];
    const target = path.length ? parent[key] : root;
    switch (m.kind) {
      case 'drop':
        if (!path.length) root = {};
        else if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
        break;
      case 'leaf':
      case 'replace':
        if (!path.length) root = m.value;
        else parent[key] = m.value;
        break;
      case 'unknown_field':
        // JSON.parse makes "__proto__" an own key, as a caller's body would; so does defineProperty.
        if (target && typeof target === 'object' && !Array.isArray(target)) {
          Object.defineProperty(target, m.name, { value: m.value, enumerable: true, configurable: true, writable: true });
        }
        break;
      case 'duplicate':
        if (Array.isArray(target) && target.length) target.push(structuredClone(target[0]));
        else if (Array.isArray(parent)) parent.push(structuredClone(target));
        break;
    }
  }
  return root;
}

/** Fails with the request and answer when the server answered 5xx or GraphQL reported an internal error. */
export function expectNoServerError(answer: Answer, request: unknown): void {
  // GraphQL errors carry extensions.code (our documents are valid, so GRAPHQL_* is ours too);
  // REST error bodies list {field, message} without extensions.
  const errors: any[] = Array.isArray(answer.body?.errors) ? answer.body.errors : [];
  const internal = errors.find((e) => {
    const code = e?.extensions?.code;
    return e?.extensions && (typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR' || code.startsWith('GRAPHQL_'));
  });
  if (answer.status >= 500 || internal) {
    throw new Error(`server error for ${JSON.stringify(request)}:\n${answer.status} ${JSON.stringify(answer.body).slice(0, 2000)}`);
  }
}

/**
 * Tables left out of the digest: the webhook delivery log, which the delivery worker updates on
 * its own schedule as it posts what earlier commits announced, and the rate limiter's buckets,
 * which every request draws from, refused or not: neither is the request's change.
 */
const UNSETTLED = ['webhook_deliveries', 'webhook_delivery_attempts', 'rate_limits'];

/** The digest statement per app: the tables do not change while it runs. */
const digestStatements = new WeakMap<TestApp, Promise<string>>();

async function digestStatement(app: TestApp): Promise<string> {
  const tables = await app.sql<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1) order by 1`,
    [UNSETTLED],
  );
  return tables
    .map((t) => `select '${t.name}' as name, count(*) || ':' || md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as digest from "${t.name}" x`)
    .join(' union all ');
}

/**
 * A digest of every table of the application's schema: row count and an md5 of the rows in a fixed
 * order. Two equal digests mean no row was added, removed or changed anywhere (stock, ledger and
 * event outbox included).
 */
export async function databaseDigest(app: TestApp): Promise<Map<string, string>> {
  if (!digestStatements.has(app)) digestStatements.set(app, digestStatement(app));
  const rows = await app.sql<{ name: string; digest: string }>(await digestStatements.get(app)!);
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
