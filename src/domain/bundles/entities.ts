import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { BUNDLE_ITEM_SPEC } from './fields';

/** A component of a bundle: `quantity` of item_id per one parent (bundle) item. */
export class BundleItem {
  id!: number;
  customer_id!: number;
  parent_item_id!: number;
  item_id!: number;
  quantity!: number;
  max_per_package: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const BundleItemSchema = new EntitySchema<BundleItem>({
  class: BundleItem,
  tableName: 'bundle_items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<BundleItem>(BUNDLE_ITEM_SPEC),
    ...timestamps<BundleItem>(),
    // The columns come from BUNDLE_ITEM_SPEC, which the compiler cannot map key by key.
  } as never,
});
