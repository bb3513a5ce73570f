import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, childrenOf } from '../../../db/batch-loaders';
import { Order, type OrderItem, type Package, type SerialNumber } from '../entities';
import { LINE_SERIAL_NUMBERS, ORDER_ITEMS, ORDER_PACKAGES } from '../relations';

/** The orders area's per-request loaders (src/domain/loaders.ts assembles them); relations load from their one declaration (relations.ts). */
export const ordersLoaders = (em: EntityManager) => ({
  orderById: byId(em, Order),
  // Only GraphQL fields read these: plain rows.
  orderItemsByOrderId: childrenOf<OrderItem>(em, ORDER_ITEMS),
  packagesByOrderId: childrenOf<Package>(em, ORDER_PACKAGES),
  serialNumbersByOrderItemId: childrenOf<SerialNumber>(em, LINE_SERIAL_NUMBERS),
});
