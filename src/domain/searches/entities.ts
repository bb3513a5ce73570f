import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps, varchar } from '../common/entity';

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
