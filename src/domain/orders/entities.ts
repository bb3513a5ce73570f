import { Collection, EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { ORDER_BULK_JOB_SPEC, ORDER_EVENT_SPEC, ORDER_ITEM_SPEC, ORDER_SPEC, ORDER_STATE_SPEC, PACKAGE_SPEC, SERIAL_NUMBER_SPEC } from './fields';
import { PROCESSING } from './statuses';

/**
 * An end consumer's request for items: outgoing stock. The writable columns are declared once in
 * ORDER_SPEC; the class lists them for the compiler (test/schema-consistency.test.ts holds the two together).
 */
export class Order {
  id!: number;
  customer_id!: number;
  shop_id: number | null = null;
  warehouse_id: number | null = null;
  return_warehouse_id: number | null = null;
  order_batch_id: number | null = null;
  quote_id: number | null = null;
  status: number = PROCESSING;
  previous_status: number | null = null;
  shipping_method_id: number | null = null;
  estimated_shipping_method_id: number | null = null;
  days_in_transit: number | null = null;
  days_in_transit_carrier_estimate: number | null = null;
  carrier_account_id: number | null = null;
  return_time_limit: number | null = null;
  order_orig: string | null = null;
  package_label_reference: string | null = null;
  level1_token: string | null = null;
  level2_token: string | null = null;
  meta_data: string | null = null;
  customer_provided_label_carrier: string | null = null;
  purchase_order: string | null = null;
  email: string | null = null;
  scac: string | null = null;
  shop_shipping_method_currency: string | null = null;
  shop_shipping_method_text: string | null = null;
  shipping_carrier_facility: string | null = null;
  ship_notes: string | null = null;
  ship_3rdparty_account: string | null = null;
  ship_3rdparty_zip: string | null = null;
  ship_3rdparty_country: string | null = null;
  public_note: string | null = null;
  requested_address: string | null = null;
  customs_vat_number: string | null = null;
  customs_eori_number: string | null = null;
  customs_ioss_number: string | null = null;
  customs_receiver_tax_id: string | null = null;
  billing_name: string | null = null;
  billing_company: string | null = null;
  billing_address_1: string | null = null;
  billing_address_2: string | null = null;
  billing_address_3: string | null = null;
  billing_city: string | null = null;
  billing_state: string | null = null;
  billing_zip: string | null = null;
  billing_country: string | null = null;
  billing_phone: string | null = null;
  first_name: string | null = null;
  last_name: string | null = null;
  full_name: string | null = null;
  shipping_name: string | null = null;
  shipping_company: string | null = null;
  shipping_address_1: string | null = null;
  shipping_address_2: string | null = null;
  shipping_city: string | null = null;
  shipping_state: string | null = null;
  shipping_zip: string | null = null;
  shipping_country: string | null = null;
  shipping_country_iso2: string | null = null;
  shipping_phone: string | null = null;
  return_name: string | null = null;
  return_company: string | null = null;
  return_address_1: string | null = null;
  return_address_2: string | null = null;
  return_city: string | null = null;
  return_state: string | null = null;
  return_country: string | null = null;
  return_zip: string | null = null;
  return_phone: string | null = null;
  return_email: string | null = null;
  shop_shipping_method_price: number | null = null;
  ship_3rdparty_cost: number | null = null;
  req_insurance_value: number | null = null;
  skip_street_date = false;
  batch_priority = false;
  skip_address_verification = false;
  do_not_bill = false;
  residential = false;
  require_signature = false;
  require_adult_signature = false;
  saturday_delivery = false;
  gift = false;
  insure = false;
  contains_alcohol = false;
  shipping_hold_for_pickup = false;
  cross_border_ge_order = false;
  is_workable = true;
  is_gestating = false;
  permissions_limited = false;
  due_at: Date | null = null;
  shop_created_at: Date | null = null;
  shop_updated_at: Date | null = null;
  /** A calendar date, YYYY-MM-DD. */
  approximate_delivery_date: string | null = null;
  order_type: string | null = null;
  incoterm: string | null = null;
  packingslip_pdf_url: string | null = null;
  shop_warehouse_ids: number[] = [];
  tracking: string[] = [];
  tracking_links: string[] = [];
  address_verified = false;
  return_address_verified = false;
  billed = false;
  expedited = false;
  customs_required = false;
  shipping_confirmation_sent = false;
  ship_actual_cost: number | null = null;
  shipped_on: Date | null = null;
  workable_at: Date | null = null;
  meta_fields: Record<string, unknown> = {};
  /** Units on the order's lines, kept on the row by the lines' triggers (migration 20261127000080): read in SQL (domain/insights). */
  units?: number;
  created_at!: Date;
  updated_at!: Date;
  /** For searches through the lines (order_items_sku_eq); read lines through the loaders. */
  order_items = new Collection<OrderItem>(this);
  /** For listing the orders of a saved search. */
  saved_search_entries = new Collection<SavedSearchOrder>(this);
}

export const OrderSchema = new EntitySchema<Order>({
  class: Order,
  tableName: 'orders',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<Order>(ORDER_STATE_SPEC),
    ...specProperties<Order>(ORDER_SPEC),
    shop_warehouse_ids: { type: 'integer[]', columnType: 'int[]' },
    tracking: { type: 'string[]', columnType: 'text[]' },
    tracking_links: { type: 'string[]', columnType: 'text[]' },
    meta_fields: { type: 'json' },
    // Read-only and not read by default: only the lines' triggers write it, so no flush writes it back.
    units: { type: 'integer', formula: (alias: string) => `${alias}.units`, lazy: true },
    ...timestamps<Order>(),
    order_items: { kind: '1:m', entity: () => OrderItem, mappedBy: 'order_id' },
    saved_search_entries: { kind: '1:m', entity: () => SavedSearchOrder, mappedBy: 'order' },
    // The columns come from ORDER_STATE_SPEC and ORDER_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** One line of an order. */
export class OrderItem {
  id!: number;
  order_id!: number;
  customer_id!: number;
  item_id!: number;
  package_id: number | null = null;
  quote_item_id: number | null = null;
  sku: string | null = null;
  description: string | null = null;
  quantity!: number;
  price: number | null = null;
  unshippable = false;
  available = true;
  packed = 0;
  packaging = false;
  wholesale_cost: number | null = null;
  is_bundle = false;
  retail_fee: number | null = null;
  promo = false;
  returnable: boolean | null = null;
  currency: string | null = null;
  wholesale_fee: number | null = null;
  hazmat = false;
  misc: string | null = null;
  request_serial_number = false;
  case_quantity: number | null = null;
  carton_quantity: number | null = null;
  goh = false;
  meta_fields: Record<string, unknown> = {};
  created_at!: Date;
  updated_at!: Date;
}

export const OrderItemSchema = new EntitySchema<OrderItem>({
  class: OrderItem,
  tableName: 'order_items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    // A relation mapped to its key: the line holds the order id, and orders can search through lines.
    order_id: { kind: 'm:1', entity: () => Order, fieldName: 'order_id', mapToPk: true },
    customer_id: { type: 'integer' },
    ...specProperties<OrderItem>(ORDER_ITEM_SPEC),
    meta_fields: { type: 'json' },
    ...timestamps<OrderItem>(),
  } as never,
});

/** One entry of an order's history. */
export class OrderEvent {
  id!: number;
  order_id!: number;
  customer_id!: number;
  date: Date = new Date();
  description!: string;
  event_type!: string;
  saved_by: string | null = null;
  saved_via: string | null = null;
  saved_by_id: number | null = null;
}

export const OrderEventSchema = new EntitySchema<OrderEvent>({
  class: OrderEvent,
  tableName: 'order_events',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    order_id: { type: 'integer' },
    customer_id: { type: 'integer' },
    ...specProperties<OrderEvent>(ORDER_EVENT_SPEC),
  } as never,
});

/** A shipped box: what went in it, its tracking and cost. */
export class Package {
  id!: number;
  customer_id!: number;
  order_id!: number;
  shipped_on: Date | null = null;
  ship_actual_cost: number | null = null;
  actual_weight: number | null = null;
  actual_width: number | null = null;
  actual_height: number | null = null;
  actual_length: number | null = null;
  actual_dimensional_weight: number | null = null;
  tracking: string | null = null;
  tracking_link: string | null = null;
  order_item_ids: number[] = [];
  ucc128: string | null = null;
  barcode_sscc18: string | null = null;
  ship_actual_currency: string | null = null;
  manifest_id: number | null = null;
  batch_id: number | null = null;
  shipping_label_url: string | null = null;
  shipment_id: string | null = null;
  scan_form_url: string | null = null;
  shipment_created_at: Date | null = null;
  shipment_updated_at: Date | null = null;
  contents_label_printed_at: Date | null = null;
  shipping_label_printed_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const PackageSchema = new EntitySchema<Package>({
  class: Package,
  tableName: 'packages',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    order_id: { type: 'integer' },
    ...specProperties<Package>(PACKAGE_SPEC),
    order_item_ids: { type: 'integer[]', columnType: 'int[]' },
    ...timestamps<Package>(),
  } as never,
});

/** A serial number scanned while packing an order item (or receiving a ship notice line). */
export class SerialNumber {
  id!: number;
  customer_id!: number;
  order_item_id: number | null = null;
  shipnotice_item_id: number | null = null;
  text!: string;
  deleted_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const SerialNumberSchema = new EntitySchema<SerialNumber>({
  class: SerialNumber,
  tableName: 'serial_numbers',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<SerialNumber>(SERIAL_NUMBER_SPEC),
    ...timestamps<SerialNumber>(),
  } as never,
});

/** A bulk create: its resources wait in order_bulk_resources until the job turns them into orders. */
export class OrderBulkJob {
  id!: number;
  customer_id!: number;
  shop_id: number | null = null;
  api_client_id!: number;
  staff = false;
  saved_search_id!: number;
  status: 'queued' | 'running' | 'completed' = 'queued';
  total!: number;
  started_at: Date | null = null;
  finished_at: Date | null = null;
  /** When retention dropped its resources' inputs (src/retention): outcomes stay. */
  resources_pruned_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const OrderBulkJobSchema = new EntitySchema<OrderBulkJob>({
  class: OrderBulkJob,
  tableName: 'order_bulk_jobs',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<OrderBulkJob>(ORDER_BULK_JOB_SPEC),
    ...timestamps<OrderBulkJob>(),
  } as never,
});

/** One order of a saved search (searches/entities.ts); orders are listed through it (orders(saved_search_id)). */
export class SavedSearchOrder {
  saved_search_id!: number;
  order!: Order;
}

export const SavedSearchOrderSchema = new EntitySchema<SavedSearchOrder>({
  class: SavedSearchOrder,
  tableName: 'saved_search_orders',
  properties: {
    saved_search_id: { type: 'integer', primary: true },
    order: { kind: 'm:1', entity: () => Order, fieldName: 'order_id', primary: true },
  },
});
