import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The tenant a unit of work reads for, as the tenant filter holds it (domain/context.ts sets it on
 * every EntityManager before any read): a customer's id, or null for a staff caller of all tenants.
 * Hand-written SQL takes its tenant predicate from here, the same value em.find and plain reads
 * are scoped by, so no statement carries a tenant of its own making.
 */
export function tenantOf(em: EntityManager): number | null {
  const params = em.getFilterParams('tenant') as { customerId?: number | null } | undefined;
  if (!params || params.customerId === undefined) throw new Error('the tenant filter is not set on this EntityManager');
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
