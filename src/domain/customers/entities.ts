import { EntitySchema } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps, varchar } from '../common/entity';

export class Customer {
  id!: number;
  name!: string;
  /** A deactivated customer gets no new resources (owningCustomer); what it has stays readable and workable. */
  active = true;
  activated_at: Date | null = null;
  deactivated_at: Date | null = null;
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
    active: { type: 'boolean', default: true },
    activated_at: { type: 'Date', nullable: true },
    deactivated_at: { type: 'Date', nullable: true },
    ...timestamps<Customer>(),
  },
});

/**
 * A connected e-commerce shop of a customer. Fulfillment notifications and inventory updates go to
 * its `sync_url`, signed with `sync_secret`; in the sandbox only once `sync_enabled` is on.
 */
export class Shop {
  id!: number;
  customer_id!: number;
  name!: string;
  sync_enabled = false;
  sync_url: string | null = null;
  sync_secret: string | null = null;
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
    sync_url: varchar(2048, true),
    sync_secret: { type: 'string', nullable: true },
    ...timestamps<Shop>(),
  },
});
