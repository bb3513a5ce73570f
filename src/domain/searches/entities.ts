import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps, varchar } from '../common/entity';
import { Order } from '../orders/entities';

/** A named, fixed list of orders (bulk create saves one holding exactly the orders it made). */
export class SavedSearch {
  id!: number;
  customer_id!: number;
  name!: string;
  resource = 'Order';
  created_at!: Date;
  updated_at!: Date;
}

export const SavedSearchSchema = new EntitySchema<SavedSearch>({
  class: SavedSearch,
  tableName: 'saved_searches',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    name: { type: 'string' },
    resource: varchar(32),
    ...timestamps<SavedSearch>(),
  },
});

/** One order of a saved search; orders are listed through it (orders(saved_search_id)). */
export class SavedSearchOrder {
  saved_search_id!: number;
  order!: Order;
}

export const SavedSearchOrderSchema = new EntitySchema<SavedSearchOrder>({
  class: SavedSearchOrder,
  tableName: 'saved_search_orders',
  properties: {
    saved_search_id: { type: 'integer', primary: true },
    order: { kind: 'm:1', entity: () => Order, fieldName: 'order_id', primary: true },
  },
});
