import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type EntityMetadata, type EntityName } from '@mikro-orm/core';
import type { Where } from './list/spec';
import { compiledStatement, mapRow, metadataOf } from './orm-internals';
import { tenantScope } from './tenancy';
import { pgArray } from './sql';

export interface PlainQuery {
  /** Properties to read (null: all). */
  fields?: string[] | null;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
  /** Not tenant data (facilities, carriers): read without the tenant filter. */
  shared?: boolean;
  /** More select expressions on the row, aliased `e0` (db/prefetch.ts: a page's relations as JSON). */
  selects?: { sql: string[]; params: unknown[] } | null;
}

/**
 * The row, as it is, given the entity's prototype (its getters answer). Copying it onto
 * Object.create(prototype) instead ran the prototype's accessors (a relation's key) for every
 * column and cost twice the mapping itself.
 */
export function withPrototype<T>(row: object, prototype: object): T {
  return Object.setPrototypeOf(row, prototype) as T;
}

/**
 * A row read only to be rendered: every property read-only, so a service that writes to one (a
 * change the ORM would never see, since nothing manages the row) does not compile.
 */
export type Row<T> = { readonly [K in keyof T]: T[K] };

/**
 * Rows for reads that are only rendered (GraphQL fields, REST answers, event payloads), never for
 * rows a service changes: mapped to property names and JS values as the ORM maps them and given
 * the entity's prototype (so its getters answer), but not managed — no entity factory, no identity
 * map, no change set, which is most of what a managed read costs (issue 18's profile: a nested
 * page of 50 orders spent 60% of its CPU creating and registering entities and collecting them).
 * The tenant filter applies as it does to em.find.
 */
export async function plainRows<T extends object>(em: EntityManager, entity: EntityName<T>, where: Where, query: PlainQuery = {}): Promise<Row<T>[]> {
  const meta = metadataOf(em, entity);
  const prototype = meta.prototype ?? Object.prototype;
  const scope = query.shared ? {} : tenantScope(em, meta);
  const cached = scope && (await cachedRows(em, meta, where, scope, query));
  if (cached) return cached.map((row) => withPrototype<T>(row, prototype));
  const qb = builder(em, entity as EntityName<object>, where, query);
  if (!query.shared) await qb.applyFilters();
  const rows = await qb.execute<Record<string, unknown>[]>('all', true);
  return rows.map((row) => withPrototype<T>(row, prototype));
}

/** The query builder of a plain read, before any filter applies. */
function builder(em: EntityManager, entity: EntityName<object>, where: Where, query: PlainQuery) {
  const qb = em.createQueryBuilder(entity, 'e0').select(query.fields ?? '*').where(where as never);
  if (query.selects) qb.addSelect(raw(query.selects.sql.join(', '), query.selects.params));
  if (query.orderBy) qb.orderBy(query.orderBy as never);
  if (query.limit != null) qb.limit(query.limit);
  if (query.offset) qb.offset(query.offset);
  return qb;
}

/**
 * A plain read's statement, built once per shape: the entity, the columns, the relation selects,
 * the order, and the search with its values taken out (what each value is, and how many a list
 * holds, are part of the shape: they change the SQL). Building and compiling the criteria through
 * the query builder on every request was a third of a page read's CPU (and of an event payload's).
 * Each binding of the statement is either one of the values, by its place in a walk of the search,
 * or a constant of the shape.
 */
interface Compiled {
  sql: string;
  bindings: ({ value: number } | { constant: unknown })[];
  qb: ReturnType<typeof builder>;
}

/** Shapes seen, by key; null: a shape whose SQL turned out to hang on its values, built anew each time. */
const compiledShapes = new Map<string, Compiled | null>();
const MAX_SHAPES = 2_000;

/**
 * Rows of a plain read through its shape's compiled statement, or null when the shape cannot be
 * compiled (a value the walk does not know, a filter other than the tenant's). The tenant
 * condition goes into the search as a value, as tenantScope gives it.
 */
async function cachedRows(em: EntityManager, meta: EntityMetadata, where: Where, scope: Record<string, unknown>, query: PlainQuery): Promise<Record<string, unknown>[] | null> {
  const scoped: Where = Object.keys(scope).length ? { $and: [where, Object.fromEntries(Object.entries(scope).map(([column, value]) => [propertyOf(meta, column), value]))] } : where;
  const values: unknown[] = [];
  const shape = walk([scoped, query.offset || null], values);
  if (shape === null || (query.limit != null && !Number.isSafeInteger(query.limit))) return null;
  const key = `${meta.className}|${query.fields?.join(',') ?? '*'}|${query.selects?.sql.join(',') ?? ''}|${JSON.stringify(query.orderBy ?? null)}|${query.limit ?? ''}|${shape}`;
  let compiled = compiledShapes.get(key);
  if (compiled === undefined) {
    compiled = compile(em, meta, scoped, query, values);
    if (compiledShapes.size >= MAX_SHAPES) compiledShapes.clear();
    compiledShapes.set(key, compiled);
  }
  if (!compiled) return null;
  // The relation selects come first in the statement (the select list), so do their parameters.
  const bindings = [...(query.selects?.params ?? []), ...compiled.bindings.map((b) => ('value' in b ? values[b.value] : b.constant))];
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(compiled.sql, bindings, 'all', em.getTransactionContext());
  return rows.map((row) => mapRow(em, row, meta, compiled!.qb));
}

/**
 * The statement of a shape (the limit one of its constants): built with the caller's values and again with stand-ins of the same
 * kinds, all distinct. Where the two texts agree and every binding is either a stand-in (a value's
 * place) or the same in both (a constant), the SQL does not hang on the values; otherwise null.
 */
function compile(em: EntityManager, meta: EntityMetadata, where: Where, query: PlainQuery, values: unknown[]): Compiled | null {
  const build = (vals: unknown[]) => {
    const [w, offset] = rebuild([where, query.offset || null], vals) as [Where, number | null];
    // The tenant condition is in `where` (cachedRows): no filter applies. The relation selects
    // stand in as a marker, replaced by their SQL below: the query builder writes a raw select's
    // parameters into the text, and those are the tenant's.
    const selects = query.selects && { sql: [RELATIONS], params: [] };
    const qb = builder(em, meta.class, w, { ...query, selects, limit: undefined, offset: offset ?? undefined });
    const { sql, bindings } = compiledStatement(qb);
    return { qb, sql, bindings };
  };
  const real = build(values);
  const standIns = values.map((v, i) => standIn(v, i));
  const probe = build(standIns);
  if (probe.sql !== real.sql || probe.bindings.length !== real.bindings.length || (query.selects && real.sql.split(RELATIONS).length !== 2)) return null;
  const bindings: Compiled['bindings'] = [];
  for (const [i, b] of probe.bindings.entries()) {
    const place = standIns.findIndex((s) => same(s, b));
    if (place >= 0) bindings.push({ value: place });
    else if (same(b, real.bindings[i])) bindings.push({ constant: b });
    else return null;
  }
  const sql = query.selects ? real.sql.replace(RELATIONS, query.selects.sql.join(', ')) : real.sql;
  // The limit is written into the text (PostgreSQL takes it after an offset as well): planned with
  // a parameter, a page's generic plan was costed for a tenth of the table, so PostgreSQL planned
  // every call anew (0.3 ms of the nested read's 1.1 ms). A limit is one of a few page sizes.
  return { sql: query.limit != null ? `${sql} limit ${query.limit}` : sql, bindings, qb: real.qb };
}

const RELATIONS = '"__relations__"';

const same = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/** A value of the same kind as `value`, unlike any a caller sends. */
function standIn(value: unknown, i: number): unknown {
  if (typeof value === 'number') return 2_000_000_000 + i;
  if (value instanceof Date) return new Date(Date.UTC(1901, 0, 1) + i * 1000);
  return `\u0001forklift-${i}\u0001`;
}

/**
 * The shape of `node` as text, pushing its values (numbers, strings, dates) onto `values` in walk
 * order; booleans and nulls stay in the shape (they change the SQL). Null for anything else.
 */
function walk(node: unknown, values: unknown[]): string | null {
  if (node === null || node === undefined || typeof node === 'boolean') return String(node);
  if (typeof node === 'number' || typeof node === 'string' || node instanceof Date) {
    values.push(node);
    return typeof node === 'number' ? 'n' : typeof node === 'string' ? 's' : 'd';
  }
  if (Array.isArray(node)) {
    const parts = node.map((n) => walk(n, values));
    return parts.includes(null) ? null : `[${parts.join(',')}]`;
  }
  if (Object.getPrototypeOf(node) !== Object.prototype) return null;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(node)) {
    const part = walk(v, values);
    if (part === null) return null;
    parts.push(`${JSON.stringify(k)}:${part}`);
  }
  return `{${parts.join(',')}}`;
}

/** `node` with its values (in walk order) replaced by `vals`. */
function rebuild(node: unknown, vals: unknown[], at = { i: 0 }): unknown {
  if (node === null || node === undefined || typeof node === 'boolean') return node;
  if (typeof node === 'number' || typeof node === 'string' || node instanceof Date) return vals[at.i++];
  if (Array.isArray(node)) return node.map((n) => rebuild(n, vals, at));
  return Object.fromEntries(Object.entries(node as object).map(([k, v]) => [k, rebuild(v, vals, at)]));
}

const propertyOf = (meta: EntityMetadata, column: string) => meta.props.find((p) => p.fieldNames?.[0] === column)?.name ?? column;

/** SQL of a keyed read, built once per entity, key column, columns and tenant scoping. */
const keyedSql = new WeakMap<EntityMetadata, Map<string, string>>();

/**
 * Plain rows (as plainRows reads them) whose `property` is one of `keys`, in id order: the shape
 * every batched loader asks. Its SQL is built by the query builder once per entity, columns and
 * scoping, then only executed, since building and compiling a query's criteria each time was
 * a third of a nested page's CPU. Filters other than the plain tenant one go the general way.
 */
export async function plainRowsByKeys<T extends object>(em: EntityManager, entity: EntityName<T>, property: string, keys: readonly number[], fields: string[] | null = null, shared = false): Promise<Row<T>[]> {
  const meta = metadataOf(em, entity);
  const scope = shared ? {} : tenantScope(em, meta);
  const keyColumn = meta.properties[property as never]?.fieldNames?.[0];
  if (!scope || !keyColumn) return plainRows(em, entity, { [property]: { $in: [...keys] } }, { fields, orderBy: { id: 'asc' }, shared });
  const scoped = Object.keys(scope).sort();
  const cacheKey = `${keyColumn}|${scoped.join(',')}|${fields?.join(',') ?? '*'}`;
  let byKey = keyedSql.get(meta);
  if (!byKey) keyedSql.set(meta, (byKey = new Map()));
  let sql = byKey.get(cacheKey);
  if (!sql) {
    const conditions = [`"e0"."${keyColumn}" = any(?::int[])`, ...scoped.map((c) => `"e0"."${c}" = ?`)].join(' and ');
    const qb = em.createQueryBuilder(entity, 'e0').select(fields ?? '*').where(conditions, [null, ...scoped.map(() => null)]).orderBy({ id: 'asc' } as never);
    byKey.set(cacheKey, (sql = qb.getKnexQuery().toSQL().sql));
  }
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, [pgArray(keys), ...scoped.map((c) => scope[c])], 'all', em.getTransactionContext());
  const comparator = em.getComparator();
  const prototype = meta.prototype ?? Object.prototype;
  return rows.map((row) => withPrototype<T>(comparator.mapResult(meta.className, row), prototype));
}

/**
 * The properties a rendering of `fields` needs: a field named for a scalar property reads it; a
 * computed one reads what `reads` declares for it. Null (read everything) when any field is
 * neither: an undeclared field never sees a missing column. The id and tenant column always come.
 */
export function columnsFor(em: EntityManager, entity: EntityName<object>, fields: Iterable<string>, reads: Readonly<Record<string, readonly string[]>>): string[] | null {
  const props = metadataOf(em, entity).properties as Record<string, { kind: string; formula?: unknown }>;
  const columns = new Set(['id', 'customer_id']);
  for (const field of fields) {
    if (field === '__typename') continue;
    const declared = reads[field];
    if (declared) declared.forEach((c) => columns.add(c));
    else if (props[field] && props[field].kind === 'scalar') columns.add(field);
    else return null;
  }
  return [...columns].filter((c) => props[c]);
}
