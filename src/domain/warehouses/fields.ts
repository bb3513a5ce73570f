import { serviceColumnSpec } from '../common/columns';

/**
 * The columns of facilities, shelves and carrier services, said once (common/columns.ts): the
 * entities map them and test/schema-consistency.test.ts holds the GraphQL types and the migrations
 * to them. They are the service's own data (seeded, not written through the API). Array columns
 * and relations are beside the specs.
 */

export const WAREHOUSE_SPEC = serviceColumnSpec({
  name: { kind: 'string', nullable: false },
  timezone: 'string',
  timezone_raw: 'string',
  partner_id: 'integer',
  shipping_address_1: 'string',
  shipping_address_2: 'string',
  shipping_city: 'string',
  shipping_state: 'string',
  shipping_zip: 'string',
  shipping_country: 'string',
  shipping_country_iso2: { kind: 'string', length: 2 },
  latitude: 'double',
  longitude: 'double',
  slug: { kind: 'string', nullable: false },
  default_pick_strategy: 'string',
  bin_total_count_max: 'integer',
  bin_cubic_volume_max: 'double',
  number_of_groups: 'integer',
  carrier_b_pickup_time: 'string',
  active: { kind: 'boolean', default: true },
  square_footage: 'double',
  carrier_a_shipper_number: 'string',
  email: 'string',
  carrier_a_carrier_facility: 'string',
  currency: { kind: 'string', length: 3 },
  vat: 'double',
  domestic_return_labels: 'boolean',
  international_return_labels: 'boolean',
  accepting_new_customers: { kind: 'boolean', default: true },
  receiving_hours: 'string',
  pickup_hours: 'string',
  contact_name: 'string',
  contact_phone: 'string',
  delivery_appointment_required: 'boolean',
  label_format: 'string',
  shipping_label_format: 'string',
  loading_dock_quantity: 'integer',
  receiving_special_instructions: 'text',
  single_item_batch_size: 'string',
  packaging_customer_id: 'integer',
  notes: 'text',
});

export const LOCATION_SPEC = serviceColumnSpec({
  name: { kind: 'string', nullable: false },
  role: { kind: 'string', length: 16, nullable: false, default: 'pickable' },
});

export const SHIPPING_METHOD_SPEC = serviceColumnSpec({
  carrier: 'string',
  service: 'string',
  description: 'string',
  name: { kind: 'string', nullable: false },
  scac: { kind: 'string', length: 16 },
  international: 'boolean',
  active: { kind: 'boolean', default: true },
  flat_rate: 'boolean',
  expedited: 'boolean',
  trackable: { kind: 'boolean', default: true },
  multi_parcel: 'boolean',
  extended_description: 'text',
});
