import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityMetadata } from '@mikro-orm/core';
import { tenantCriteria } from '../tenancy';
import type { Where } from './spec';

/**
 * A search through an association (`order_items_sku_eq`, search.ts) is MikroORM's `$some`: `id in
 * (select … join <association> …)`. The tenant filter scopes the outer rows only, so the subquery
 * read every tenant's rows of the association: a merchant's search through order lines scanned all
 * 330,000 at scale 1 (111–136 ms). With the association's own tenant criteria inside, and lines
 * indexed by customer, it reads the merchant's (21 ms; BENCHMARKS.md, fourth session). The answer
 * was right either way: the outer rows are the tenant's.
 */
export function scopeAssociations(em: EntityManager, meta: EntityMetadata, where: Where): Where {
  const scoped = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(scoped);
    if (typeof node !== 'object' || node === null || node instanceof Date) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const target = meta.properties[key]?.targetMeta;
        const some = target && typeof value === 'object' && value !== null ? (value as { $some?: Where }).$some : undefined;
        if (!target || !some) return [key, scoped(value)];
        const criteria = tenantCriteria(em, target);
        return [key, { ...value, $some: criteria && Object.keys(criteria).length ? { $and: [some, criteria] } : some }];
      }),
    );
  };
  return scoped(where) as Where;
}
