import type { Relation } from '../../db/prefetch';
import { Item, Originator } from '../items/entities';
import { ITEM_DERIVED, ITEM_FIELD_READS } from '../items/reads';
import { ShippingMethod } from '../warehouses/entities';
import { OrderItem, Package, SerialNumber } from './entities';

/**
 * Each relation of an order and of its lines, declared once: a page of orders brings it in its own
 * statement when it is selected (db/prefetch.ts), and otherwise the loader made from the same
 * declaration (store/loaders.ts: childrenOf) answers it. The resolvers ask `prefetched` by these
 * names; test/order-relations.test.ts holds the names, the GraphQL schema and the resolvers together.
 * Relations of other areas (documents, customs and wholesale details of the order) stay with their
 * loaders; those of a line that an area above orders keeps come from it (page-relations.ts).
 */

/** The originator of a resource of `type`: its first, as originatorOf loads it. */
const originatorOf = (type: string): Relation => ({ entity: Originator, many: 'originated_id', first: true, where: { originated_type: type }, reads: {} });

/** A line's serial numbers (orders/store/loaders.ts serialNumbersByOrderItemId). */
export const LINE_SERIAL_NUMBERS: Relation = { entity: SerialNumber, many: 'order_item_id', reads: {} };

/** An order's lines (orderItemsByOrderId). */
export const ORDER_ITEMS = {
  entity: OrderItem,
  many: 'order_id',
  reads: { order_id: ['order_id'], item: ['item_id'], originator: [], serial_numbers: [] },
  relations: {
    item: { entity: Item, one: 'item_id', reads: ITEM_FIELD_READS, derived: ITEM_DERIVED },
    originator: originatorOf('OrderItem'),
    serial_numbers: LINE_SERIAL_NUMBERS,
  },
} as const satisfies Relation;

/** An order's packages (packagesByOrderId). */
export const ORDER_PACKAGES: Relation = { entity: Package, many: 'order_id', reads: { shipping_documents: [] } };

/** The relations an order's own declaration holds (no area above orders adds to these). */
export const OWN_RELATIONS = {
  order_items: ORDER_ITEMS,
  packages: ORDER_PACKAGES,
  // Gathered over the lines, as the loaders gather them: line by line, each line's in id order.
  serial_numbers: { entity: SerialNumber, many: 'order_item_id', through: { entity: OrderItem, many: 'order_id' }, orderBy: ['order_item_id', 'id'], reads: {} },
  originator: originatorOf('Order'),
  shipping_method: { entity: ShippingMethod, one: 'shipping_method_id', reads: {} },
} as const satisfies Record<string, Relation>;
