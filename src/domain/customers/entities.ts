import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { CUSTOMER_SPEC, SHOP_SPEC } from './fields';

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
    ...specProperties<Customer>(CUSTOMER_SPEC),
    ...timestamps<Customer>(),
    // The columns come from CUSTOMER_SPEC, which the compiler cannot map key by key.
  } as never,
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
    ...specProperties<Shop>(SHOP_SPEC),
    ...timestamps<Shop>(),
    // The columns come from SHOP_SPEC, which the compiler cannot map key by key.
  } as never,
});
