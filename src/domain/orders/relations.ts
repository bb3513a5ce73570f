import type { Relation } from '../../db/prefetch';
import { Item, Originator } from '../items/entities';
import { ITEM_FIELD_READS } from '../items/reads';
import { ShippingMethod } from '../warehouses/entities';
import { WholesaleItem } from '../wholesale/entities';
import { OrderItem, Package, SerialNumber } from './entities';

/** The originator of a resource of `type`: its first, as originatorOf loads it. */
const originatorOf = (type: string): Relation => ({ entity: Originator, many: 'originated_id', first: true, where: { originated_type: type }, reads: {} });

/**
 * The relations a page of orders brings in its own statement when they are selected
 * (db/prefetch.ts): the lines with their items, originators, wholesale details and serial
 * numbers, the packages, the order's originator, shipping method and serial numbers. The others
 * (documents, customs and wholesale details) stay with their loaders.
 */
export const ORDER_RELATIONS: Readonly<Record<string, Relation>> = {
  order_items: {
    entity: OrderItem,
    many: 'order_id',
    reads: { order_id: ['order_id'], item: ['item_id'], originator: [], serial_numbers: [], wholesale_item: [] },
    relations: {
      item: { entity: Item, one: 'item_id', reads: ITEM_FIELD_READS },
      originator: originatorOf('OrderItem'),
      wholesale_item: { entity: WholesaleItem, many: 'order_item_id', first: true, reads: {} },
      serial_numbers: { entity: SerialNumber, many: 'order_item_id', reads: {} },
    },
  },
  packages: { entity: Package, many: 'order_id', reads: { shipping_documents: [] } },
  // Gathered over the lines, as the loaders gather them: line by line, each line's in id order.
  serial_numbers: { entity: SerialNumber, many: 'order_item_id', through: { entity: OrderItem, many: 'order_id' }, orderBy: ['order_item_id', 'id'], reads: {} },
  originator: originatorOf('Order'),
  shipping_method: { entity: ShippingMethod, one: 'shipping_method_id', reads: {} },
};
