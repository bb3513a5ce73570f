import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';

export class Customer {
  id!: number;
  name!: string;
  created_at!: Date;
  updated_at!: Date;
}

export const CustomerSchema = new EntitySchema<Customer>({
  class: Customer,
  tableName: 'customers',
  filters: tenantFilter('id'),
  properties: {
    id: idProperty,
    name: { type: 'string' },
    ...timestamps<Customer>(),
  },
});

/** A connected e-commerce shop of a customer; `sync_enabled` gates notifications to it. */
export class Shop {
  id!: number;
  customer_id!: number;
  name!: string;
  sync_enabled = false;
  created_at!: Date;
  updated_at!: Date;
}

export const ShopSchema = new EntitySchema<Shop>({
  class: Shop,
  tableName: 'shops',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    name: { type: 'string' },
    sync_enabled: { type: 'boolean', default: false },
    ...timestamps<Shop>(),
  },
});
