import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';

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
    parent_item_id: { type: 'integer' },
    item_id: { type: 'integer' },
    quantity: { type: 'integer' },
    max_per_package: { type: 'integer', nullable: true },
    ...timestamps<BundleItem>(),
  },
});
