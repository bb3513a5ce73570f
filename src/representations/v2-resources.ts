import type { EventKind } from '../domain/events/catalog';

/**
 * The V2 representation of each resource that events carry and its REST routes answer with: a
 * GraphQL selection (leaf fragments such as `...Order` are every plain field of the type, see
 * leaf-fragments.ts). REST routes and event payloads (payloads.ts) share these.
 */

/** An order as the original shows it: with its lines, originator, packages, shipping method and serial numbers. */
export const ORDER = `...Order
  order_items { ...OrderItem originator { ...Originator } wholesale_item { ...WholesaleItem } }
  originator { ...Originator } packages { ...Package } shipping_method { ...ShippingMethod } serial_numbers { ...SerialNumber }`;

/** A ship notice as the original shows it: with its lines, warehouse, carrier, customer and originator. */
export const SHIPNOTICE = `...Shipnotice
  shipnotice_items { ...ShipnoticeItem lot { ...Lot } }
  warehouse { ...Warehouse } shipping_method { ...ShippingMethod } customer { ...Customer } originator { ...Originator }
  shipnotice_images { ...ShipnoticeImage }`;

/** The original's shallow warehouse on a return: the facility's own fields, without item quantities. */
const WAREHOUSE_SHALLOW = `id name timezone timezone_raw partner_id shipping_address_1 shipping_address_2 shipping_city shipping_state shipping_zip
  shipping_country shipping_country_iso2 latitude longitude slug default_pick_strategy bin_total_count_max bin_cubic_volume_max number_of_groups
  active square_footage created_at updated_at carrier_a_shipper_number email carrier_a_carrier_facility currency vat domestic_return_labels
  international_return_labels accepting_new_customers receiving_hours pickup_hours contact_name contact_phone delivery_appointment_required
  label_format shipping_label_format loading_dock_quantity receiving_special_instructions single_item_batch_size packaging_customer_id notes
  warehouse_features`;

/**
 * A consumer return as the original shows it: with its lines, its order and exchange order, and
 * the shallow customer and warehouse the original sends on a return.
 */
export const CONSUMER_RETURN = `...ConsumerReturn
  return_items { ...ReturnItem }
  order { ...Order } exchange_order { ...Order } customer { id name created_at } warehouse { ${WAREHOUSE_SHALLOW} } originator { ...Originator }`;

/** The GraphQL type of each resource events carry (domain/events/catalog.ts), and the resource type the outbox renders it as (payloads.ts). */
export const RENDERED_TYPES: Readonly<Record<string, EventKind['resource_type']>> = { Order: 'order', Item: 'item', Shipnotice: 'shipnotice', ConsumerReturn: 'consumer_return' };
