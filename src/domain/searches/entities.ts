import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { SAVED_SEARCH_SPEC } from './fields';

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
    ...specProperties<SavedSearch>(SAVED_SEARCH_SPEC),
    ...timestamps<SavedSearch>(),
    // The columns come from SAVED_SEARCH_SPEC, which the compiler cannot map key by key.
  } as never,
});
