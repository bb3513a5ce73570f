import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import type { Where } from './list/spec';

export interface PlainQuery {
  /** Properties to read (null: all). */
  fields?: string[] | null;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
  /** Not tenant data (facilities, carriers): read without the tenant filter. */
  shared?: boolean;
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
  const qb = em.createQueryBuilder(entity).select(query.fields ?? '*').where(where as never);
  if (!query.shared) await qb.applyFilters();
  if (query.orderBy) qb.orderBy(query.orderBy as never);
  if (query.limit != null) qb.limit(query.limit);
  if (query.offset) qb.offset(query.offset);
  const rows = await qb.execute<Record<string, unknown>[]>('all', true);
  const prototype = em.getMetadata().find(entity as never)?.prototype ?? Object.prototype;
  return rows.map((row) => Object.assign(Object.create(prototype), row) as T);
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
