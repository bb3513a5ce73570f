import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type EntityMetadata, type EntityName } from '@mikro-orm/core';
import type { Where } from './list/spec';
import { pgArray } from './sql';

export interface PlainQuery {
  /** Properties to read (null: all). */
  fields?: string[] | null;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
  /** Not tenant data (facilities, carriers): read without the tenant filter. */
  shared?: boolean;
  /** More select expressions on the row, aliased `e0` (common/prefetch.ts: a page's relations as JSON). */
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
 * Rows for reads that are only rendered (GraphQL fields, REST answers, event payloads), never for
 * rows a service changes: mapped to property names and JS values as the ORM maps them and given
 * the entity's prototype (so its getters answer), but not managed — no entity factory, no identity
 * map, no change set, which is most of what a managed read costs (issue 18's profile: a nested
 * page of 50 orders spent 60% of its CPU creating and registering entities and collecting them).
 * The tenant filter applies as it does to em.find.
 */
export async function plainRows<T extends object>(em: EntityManager, entity: EntityName<T>, where: Where, query: PlainQuery = {}): Promise<T[]> {
  const qb = em.createQueryBuilder(entity, 'e0').select(query.fields ?? '*').where(where as never);
  if (query.selects) qb.addSelect(raw(query.selects.sql.join(', '), query.selects.params));
  if (!query.shared) await qb.applyFilters();
  if (query.orderBy) qb.orderBy(query.orderBy as never);
  if (query.limit != null) qb.limit(query.limit);
  if (query.offset) qb.offset(query.offset);
  const rows = await qb.execute<Record<string, unknown>[]>('all', true);
  const prototype = em.getMetadata().find(entity as never)?.prototype ?? Object.prototype;
  return rows.map((row) => withPrototype<T>(row, prototype));
}

/** SQL of a keyed read, built once per entity, key column, columns and tenant scoping. */
const keyedSql = new WeakMap<EntityMetadata, Map<string, string>>();

/**
 * The tenant condition the entity's filters put on a read with `em`'s filter params, as columns and
 * values: `{}` for a staff caller of no particular tenant, null when some filter is anything but
 * the plain tenant equality (the query builder then applies them as em.find would).
 */
export function tenantScope(em: EntityManager, meta: EntityMetadata): Record<string, unknown> | null {
  const scope: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(meta.filters ?? {})) {
    if (filter.default === false) continue;
    if (name !== 'tenant' || typeof filter.cond !== 'function') return null;
    const params = em.getFilterParams('tenant') as { customerId?: number | null } | undefined;
    if (!params || params.customerId === undefined) return null;
    const cond = (filter.cond as (p: unknown) => Record<string, unknown>)(params);
    for (const [property, value] of Object.entries(cond)) {
      const column = meta.properties[property]?.fieldNames?.[0];
      if (!column || typeof value !== 'number') return null;
      scope[column] = value;
    }
  }
  return scope;
}

/**
 * Plain rows (as plainRows reads them) whose `property` is one of `keys`, in id order: the shape
 * every batched loader asks. Its SQL is built by the query builder once per entity, columns and
 * scoping, then only executed, since building and compiling a query's criteria each time was
 * a third of a nested page's CPU. Filters other than the plain tenant one go the general way.
 */
export async function plainRowsByKeys<T extends object>(em: EntityManager, entity: EntityName<T>, property: string, keys: readonly number[], fields: string[] | null = null, shared = false): Promise<T[]> {
  const meta = em.getMetadata().find(entity as never)! as EntityMetadata;
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

/** Whether a filter names any of `keys` at any depth (a search through an association). */
export function mentions(where: unknown, keys: readonly string[]): boolean {
  if (!where || typeof where !== 'object') return false;
  if (Array.isArray(where)) return where.some((w) => mentions(w, keys));
  return Object.entries(where).some(([key, value]) => keys.includes(key) || mentions(value, keys));
}

/**
 * The properties a rendering of `fields` needs: a field named for a scalar property reads it; a
 * computed one reads what `reads` declares for it. Null (read everything) when any field is
 * neither: an undeclared field never sees a missing column. The id and tenant column always come.
 */
export function columnsFor(em: EntityManager, entity: EntityName<object>, fields: Iterable<string>, reads: Readonly<Record<string, readonly string[]>>): string[] | null {
  const props = em.getMetadata().find(entity as never)!.properties as Record<string, { kind: string; formula?: unknown }>;
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
