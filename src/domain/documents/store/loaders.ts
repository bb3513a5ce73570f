import type { EntityManager } from '@mikro-orm/postgresql';
import { groupedBy } from '../../../db/batch-loaders';
import { OrderDocument, ShippingDocument } from '../entities';

/** The documents area's per-request loaders (src/domain/loaders.ts assembles them). */
export const documentsLoaders = (em: EntityManager) => ({
  orderDocumentsByOrderId: groupedBy<OrderDocument>(em, OrderDocument, 'order_id', (d) => d.order_id),
  shippingDocumentsByOrderId: groupedBy<ShippingDocument>(em, ShippingDocument, 'order_id', (d) => d.order_id),
  shippingDocumentsByPackageId: groupedBy<ShippingDocument>(em, ShippingDocument, 'package_id', (d) => d.package_id!),
});
