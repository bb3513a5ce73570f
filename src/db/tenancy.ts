import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { EntityMetadata } from '@mikro-orm/core';

/**
 * Tenancy, defined once. Every tenant-owned entity carries the `tenant` filter below, and every
 * EntityManager is given its tenant (`setTenant`, domain/context.ts) before any read. The three
 * ways a read reaches the database take their predicate from that one filter and its one
 * parameter: em.find applies the filter itself; compiled plain reads and the prefetch planner ask
 * `tenantScope`, which evaluates the entity's own filter condition; hand-written SQL asks
 * `tenantCondition` / `tenantOf`. test/tenancy-statements.test.ts checks that every statement of a
 * customer's reads is scoped to that customer.
 */
const TENANT = 'tenant';

/** The tenant filter's parameter. */
export interface TenantFilterParams {
  /** null: a staff caller acting for no particular customer sees every tenant. */
  customerId: number | null;
}

/**
 * The filter of a tenant-owned entity's schema (`filters: tenantFilter()`), on by default, so a
 * query that forgets to scope itself still cannot see another customer's rows. A fork without
 * filter params throws instead of leaking.
 */
export function tenantFilter(column = 'customer_id') {
  return {
    [TENANT]: {
      name: TENANT,
      default: true,
      cond: ({ customerId }: TenantFilterParams) => (customerId == null ? {} : { [column]: customerId }),
    },
  };
}

/** Gives `em` its tenant (a customer's id, or null for all), before any read. */
export function setTenant(em: EntityManager, customerId: number | null): void {
  em.setFilterParams(TENANT, { customerId } satisfies TenantFilterParams);
}

/** A fresh EntityManager for every tenant: work before a caller is known (its token), or for all customers (seeding, sweeps). */
export function forkForAll(orm: MikroORM): EntityManager {
  const em = orm.em.fork();
  setTenant(em, null);
  return em;
}

function paramsOf(em: EntityManager): TenantFilterParams | null {
  const params = em.getFilterParams(TENANT) as Partial<TenantFilterParams> | undefined;
  return params && params.customerId !== undefined ? { customerId: params.customerId } : null;
}

/**
 * The tenant a unit of work reads for, as the tenant filter holds it: a customer's id, or null for
 * a staff caller of all tenants. Hand-written SQL takes its tenant predicate from here, the same
 * value em.find and plain reads are scoped by, so no statement carries a tenant of its own making.
 */
export function tenantOf(em: EntityManager): number | null {
  const params = paramsOf(em);
  if (!params) throw new Error('the tenant filter is not set on this EntityManager');
  return params.customerId;
}

/**
 * `column` scoped to the caller's tenant, for hand-written SQL: `column = ?` with the tenant's id,
 * or `true` for a staff caller of all tenants.
 */
export function tenantCondition(em: EntityManager, column: string): { sql: string; params: unknown[] } {
  const customerId = tenantOf(em);
  return customerId === null ? { sql: 'true', params: [] } : { sql: `${column} = ?`, params: [customerId] };
}

/**
 * The condition the entity's filters put on a read with `em`'s tenant, as columns and values, for
 * statements compiled without the filters (db/plain-rows.ts, db/prefetch.ts): `{}` for a staff
 * caller of no particular tenant (or an entity of no tenant), null when some filter is anything but
 * the tenant equality or no tenant is set (the query builder then applies the filters as em.find
 * would).
 */
export function tenantScope(em: EntityManager, meta: EntityMetadata): Record<string, unknown> | null {
  const scope: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(meta.filters ?? {})) {
    if (filter.default === false) continue;
    const cond = name === TENANT ? tenantCriteria(em, meta) : null;
    if (!cond) return null;
    for (const [property, value] of Object.entries(cond)) {
      const column = meta.properties[property]?.fieldNames?.[0];
      if (!column || typeof value !== 'number') return null;
      scope[column] = value;
    }
  }
  return scope;
}

/**
 * The tenant filter's own criteria for `meta`, keyed by property as em.find applies them: `{}` for a
 * staff caller of all tenants, null when the entity has no tenant filter or `em` no tenant. For a
 * query the filter does not reach (the subquery of a search through an association, db/list).
 */
export function tenantCriteria(em: EntityManager, meta: EntityMetadata): Record<string, unknown> | null {
  const filter = meta.filters?.[TENANT];
  if (!filter || filter.default === false || typeof filter.cond !== 'function') return null;
  const params = paramsOf(em);
  return params && (filter.cond as (p: TenantFilterParams) => Record<string, unknown>)(params);
}

/** The tenant as a cache key (a plan kept per tenant, db/prefetch.ts). */
export const tenantKey = (em: EntityManager): string => JSON.stringify(paramsOf(em));
