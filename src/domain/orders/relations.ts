import type { Relation } from '../common/prefetch';
import { Item } from '../items/entities';
import { OrderItem, Package } from './entities';

/** The columns each Item field that is not a column reads (its getters and the fields resolved by id). */
const ITEM_FIELD_READS: Readonly<Record<string, readonly string[]>> = {
  full_description: ['title', 'description'],
  name: ['title', 'description'],
  image_url: ['image_originator_url'],
  archived: ['archived_at'],
  ...Object.fromEntries(
    [
      'bundle_items', 'in_bundles', 'warehouse_quantities', 'locations', 'transactions', 'transactions_count', 'originators', 'originators_count',
      'scancodes', 'shipnotice_items', 'shipnotice_items_count',
    ].map((field) => [field, []]),
  ),
};

/**
 * The relations a page of orders brings in its own statement when they are selected
 * (common/prefetch.ts): the lines with their items, and the packages. The others (originators,
 * serial numbers, wholesale details, documents) stay with their loaders.
 */
export const ORDER_RELATIONS: Readonly<Record<string, Relation>> = {
  order_items: {
    entity: OrderItem,
    many: 'order_id',
    reads: { order_id: ['order_id'], item: ['item_id'], originator: [], serial_numbers: [], wholesale_item: [] },
    relations: { item: { entity: Item, one: 'item_id', reads: ITEM_FIELD_READS } },
  },
  packages: { entity: Package, many: 'order_id', reads: { shipping_documents: [] } },
};
