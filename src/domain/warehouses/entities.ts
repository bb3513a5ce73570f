import { Collection, EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, timestamps } from '../common/entity';
import { LOCATION_SPEC, SHIPPING_METHOD_SPEC, WAREHOUSE_SPEC } from './fields';

/** A fulfillment facility. Shared by the customers onboarded into it (customer_warehouses). */
export class Warehouse {
  id!: number;
  name!: string;
  timezone: string | null = null;
  timezone_raw: string | null = null;
  partner_id: number | null = null;
  shipping_address_1: string | null = null;
  shipping_address_2: string | null = null;
  shipping_city: string | null = null;
  shipping_state: string | null = null;
  shipping_zip: string | null = null;
  shipping_country: string | null = null;
  shipping_country_iso2: string | null = null;
  latitude: number | null = null;
  longitude: number | null = null;
  slug!: string;
  default_pick_strategy: string | null = null;
  bin_total_count_max: number | null = null;
  bin_cubic_volume_max: number | null = null;
  number_of_groups: number | null = null;
  carrier_b_pickup_time: string | null = null;
  active = true;
  square_footage: number | null = null;
  carrier_a_shipper_number: string | null = null;
  email: string | null = null;
  carrier_a_carrier_facility: string | null = null;
  currency: string | null = null;
  vat: number | null = null;
  domestic_return_labels = false;
  international_return_labels = false;
  accepting_new_customers = true;
  receiving_hours: string | null = null;
  pickup_hours: string | null = null;
  contact_name: string | null = null;
  contact_phone: string | null = null;
  delivery_appointment_required = false;
  label_format: string | null = null;
  shipping_label_format: string | null = null;
  loading_dock_quantity: number | null = null;
  receiving_special_instructions: string | null = null;
  single_item_batch_size: string | null = null;
  packaging_customer_id: number | null = null;
  notes: string | null = null;
  warehouse_features: string[] = [];
  created_at!: Date;
  updated_at!: Date;
  customer_links = new Collection<CustomerWarehouse>(this);
}

export const WarehouseSchema = new EntitySchema<Warehouse>({
  class: Warehouse,
  tableName: 'warehouses',
  // A customer sees the warehouses it is onboarded into; staff (no customer) sees all.
  filters: {
    tenant: {
      name: 'tenant',
      default: true,
      cond: ({ customerId }: { customerId: number | null }) => (customerId == null ? {} : { customer_links: { $some: { customer_id: customerId } } }),
    },
  },
  properties: {
    id: idProperty,
    ...specProperties<Warehouse>(WAREHOUSE_SPEC),
    warehouse_features: { type: 'string[]', columnType: 'text[]' },
    ...timestamps<Warehouse>(),
    customer_links: { kind: '1:m', entity: () => CustomerWarehouse, mappedBy: 'warehouse' },
    // The columns come from WAREHOUSE_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** A customer onboarded into a warehouse. */
export class CustomerWarehouse {
  customer_id!: number;
  warehouse!: Warehouse;
  created_at: Date = new Date();
}

export const CustomerWarehouseSchema = new EntitySchema<CustomerWarehouse>({
  class: CustomerWarehouse,
  tableName: 'customer_warehouses',
  properties: {
    customer_id: { type: 'integer', primary: true },
    warehouse: { kind: 'm:1', entity: () => Warehouse, primary: true, fieldName: 'warehouse_id' },
    created_at: { type: 'Date' },
  },
});

const LOCATION_ROLES = ['pickable', 'backstock', 'damaged', 'expired', 'reserved', 'pending', 'external', 'dropoff', 'b_stock'] as const;
export type LocationRole = (typeof LOCATION_ROLES)[number];
/** Stock in these roles is on hand for sale; the rest (damaged, expired, ...) is kept but not sold. */
export const SELLABLE_ROLES: readonly LocationRole[] = ['pickable', 'backstock'];

/** A shelf (or area) of a warehouse with its role. */
export class Location {
  id!: number;
  warehouse!: Warehouse;
  name!: string;
  role: LocationRole = 'pickable';
  created_at!: Date;
  updated_at!: Date;
}

export const LocationSchema = new EntitySchema<Location>({
  class: Location,
  tableName: 'locations',
  properties: {
    id: idProperty,
    warehouse: { kind: 'm:1', entity: () => Warehouse, fieldName: 'warehouse_id' },
    ...specProperties<Location>(LOCATION_SPEC),
    ...timestamps<Location>(),
    // The columns come from LOCATION_SPEC, which the compiler cannot map key by key.
  } as never,
});

export class ShippingMethod {
  id!: number;
  carrier: string | null = null;
  service: string | null = null;
  description: string | null = null;
  name!: string;
  scac: string | null = null;
  international = false;
  active = true;
  flat_rate = false;
  expedited = false;
  trackable = true;
  multi_parcel = false;
  origins: string[] = [];
  extended_description: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ShippingMethodSchema = new EntitySchema<ShippingMethod>({
  class: ShippingMethod,
  tableName: 'shipping_methods',
  properties: {
    id: idProperty,
    ...specProperties<ShippingMethod>(SHIPPING_METHOD_SPEC),
    origins: { type: 'string[]', columnType: 'text[]' },
    ...timestamps<ShippingMethod>(),
    // The columns come from SHIPPING_METHOD_SPEC, which the compiler cannot map key by key.
  } as never,
});
