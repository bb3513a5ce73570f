import type { EntityManager } from '@mikro-orm/postgresql';
import { firstChildOf, oneBy } from '../../../db/batch-loaders';
import { OrderWholesale, type WholesaleItem } from '../entities';
import { WHOLESALE_ITEM_OF_LINE } from '../relations';

/** The wholesale area's per-request loaders (src/domain/loaders.ts assembles them). */
export const wholesaleLoaders = (em: EntityManager) => ({
  wholesaleByOrderId: oneBy<OrderWholesale>(em, OrderWholesale, 'order_id', (w) => w.order_id),
  // Only GraphQL fields read it: a plain row, loaded from the relation a page of orders brings it by.
  wholesaleItemByOrderItemId: firstChildOf<WholesaleItem>(em, WHOLESALE_ITEM_OF_LINE),
});
