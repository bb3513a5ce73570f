import type { EntityManager } from '@mikro-orm/postgresql';
import { oneBy } from '../../../db/batch-loaders';
import { OrderCustomsInfo } from '../entities';

/** The customs area's per-request loaders (src/domain/loaders.ts assembles them). */
export const customsLoaders = (em: EntityManager) => ({
  customsInfoByOrderId: oneBy<OrderCustomsInfo>(em, OrderCustomsInfo, 'order_id', (c) => c.order_id),
});
