import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { META_KEY_SPEC } from './columns';

export const META_RESOURCE_TYPES = ['Item', 'Order', 'OrderItem', 'Shipnotice', 'ShipnoticeItem', 'ConsumerReturn'] as const;

/** A meta key a customer has declared for a resource type; meta_fields may only use declared keys. */
export class MetaKey {
  id!: number;
  customer_id!: number;
  resource_type!: string;
  key!: string;
  description: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const MetaKeySchema = new EntitySchema<MetaKey>({
  class: MetaKey,
  tableName: 'meta_keys',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    ...specProperties<MetaKey>(META_KEY_SPEC),
    ...timestamps<MetaKey>(),
    // The columns come from META_KEY_SPEC, which the compiler cannot map key by key.
  } as never,
});
