import { columnSpec, serviceColumnSpec } from '../common/columns';

/**
 * The Order's columns a caller writes, as the spec's Order table lists them: kind, varchar width
 * (migration 3), least value, who may write them and when. The entity, the search/sort allow-list,
 * the input checks (common/columns.ts) and test/schema-consistency.test.ts all read this one spec.
 * order_type is a plain string on update (the spec); only its create value is an enum (ORDER_TYPES).
 */
export const ORDER_SPEC = columnSpec({
  shipping_method_id: 'integer',
  estimated_shipping_method_id: 'integer',
  days_in_transit: { kind: 'integer', min: 0 },
  days_in_transit_carrier_estimate: { kind: 'integer', min: 0 },
  carrier_account_id: { kind: 'integer', staffOnly: true },
  return_time_limit: { kind: 'integer', min: 0 },
  order_orig: 'string',
  package_label_reference: { kind: 'string', length: 35 },
  level1_token: 'string',
  level2_token: 'string',
  meta_data: { kind: 'text', format: 'json' },
  customer_provided_label_carrier: 'string',
  purchase_order: 'string',
  email: 'string',
  scac: { kind: 'string', length: 16 },
  shop_shipping_method_currency: { kind: 'string', length: 3 },
  shop_shipping_method_text: 'string',
  shipping_carrier_facility: 'string',
  ship_notes: 'text',
  ship_3rdparty_account: 'string',
  ship_3rdparty_zip: 'string',
  ship_3rdparty_country: 'string',
  public_note: 'text',
  requested_address: 'text',
  customs_vat_number: 'string',
  customs_eori_number: 'string',
  customs_ioss_number: 'string',
  customs_receiver_tax_id: 'string',
  billing_name: 'string',
  billing_company: 'string',
  billing_address_1: 'string',
  billing_address_2: 'string',
  billing_address_3: 'string',
  billing_city: 'string',
  billing_state: 'string',
  billing_zip: 'string',
  billing_country: 'string',
  billing_phone: 'string',
  first_name: 'string',
  last_name: 'string',
  full_name: 'string',
  shipping_name: 'string',
  shipping_company: 'string',
  shipping_address_1: 'string',
  shipping_address_2: 'string',
  shipping_city: 'string',
  shipping_state: 'string',
  shipping_zip: 'string',
  shipping_country: 'string',
  shipping_country_iso2: { kind: 'string', length: 2 },
  shipping_phone: 'string',
  return_name: 'string',
  return_company: 'string',
  return_address_1: 'string',
  return_address_2: 'string',
  return_city: 'string',
  return_state: 'string',
  return_country: 'string',
  return_zip: 'string',
  return_phone: 'string',
  return_email: 'string',
  shop_shipping_method_price: { kind: 'double', min: 0 },
  ship_3rdparty_cost: { kind: 'double', min: 0 },
  req_insurance_value: { kind: 'double', min: 0 },
  skip_street_date: 'boolean',
  batch_priority: 'boolean',
  skip_address_verification: { kind: 'boolean', staffOnly: true },
  do_not_bill: { kind: 'boolean', staffOnly: true },
  residential: 'boolean',
  require_signature: 'boolean',
  require_adult_signature: 'boolean',
  saturday_delivery: 'boolean',
  gift: 'boolean',
  insure: 'boolean',
  contains_alcohol: 'boolean',
  shipping_hold_for_pickup: 'boolean',
  cross_border_ge_order: 'boolean',
  is_workable: { kind: 'boolean', default: true },
  is_gestating: 'boolean',
  permissions_limited: 'boolean',
  due_at: 'datetime',
  shop_created_at: 'datetime',
  shop_updated_at: 'datetime',
  approximate_delivery_date: 'date',
  order_type: { kind: 'string', length: 32 },
  incoterm: { kind: 'string', length: 3 },
  packingslip_pdf_url: { kind: 'text', create: false },
});

export type OrderWritableField = keyof typeof ORDER_SPEC;

export const ORDER_TYPES = ['direct_to_consumer', 'dropship', 'retail', 'transfer', 'value_added_service', 'wholesale'] as const;

/**
 * The most units one order line may ask for: 1,000,000. A line is eaches of one SKU, and the largest
 * real ones are wholesale: a retailer's distribution center buying several full pallets. A full
 * legal truckload (a 53-foot trailer: 26 floor pallets, about 20 t of cargo) of one SKU is under a
 * million units of anything weighing 20 g or more with its share of the cartons (20 t / 20 g =
 * 1,000,000), and a truckload of one SKU moves as freight (a transfer of pallets), not as an order
 * picked by the each. Above that a line is a typo or a placeholder (2,147,483,647): it would wait
 * at 95 forever and, by the queue policy, hold back every newer order of its item.
 */
export const MAX_LINE_QUANTITY = 1_000_000;

/**
 * The Order Item's columns (its create body, less the nested objects). item_id is set on create
 * only; returnable is tri-state (unknown until the merchant says), the other flags are plain.
 */
export const ORDER_ITEM_SPEC = columnSpec({
  item_id: { kind: 'integer', nullable: false, update: false },
  package_id: 'integer',
  quote_item_id: 'integer',
  sku: 'string',
  description: 'text',
  quantity: { kind: 'integer', nullable: false, required: true, min: 1, max: MAX_LINE_QUANTITY },
  price: { kind: 'double', min: 0 },
  unshippable: 'boolean',
  available: { kind: 'boolean', default: true },
  packed: { kind: 'integer', nullable: false, min: 0, default: 0 },
  packaging: 'boolean',
  wholesale_cost: { kind: 'double', min: 0 },
  is_bundle: 'boolean',
  retail_fee: { kind: 'double', min: 0 },
  promo: 'boolean',
  returnable: { kind: 'boolean', nullable: true },
  currency: { kind: 'string', length: 3 },
  wholesale_fee: { kind: 'double', min: 0 },
  hazmat: 'boolean',
  misc: 'text',
  request_serial_number: 'boolean',
  case_quantity: { kind: 'integer', min: 0 },
  carton_quantity: { kind: 'integer', min: 0 },
  goh: 'boolean',
});

export type OrderItemWritableField = keyof typeof ORDER_ITEM_SPEC;

/**
 * The Order's columns the service writes itself (where it is, what state it is in, what shipping
 * recorded): shown, never taken from a caller. The entity maps them from here.
 */
export const ORDER_STATE_SPEC = serviceColumnSpec({
  shop_id: 'integer',
  warehouse_id: 'integer',
  return_warehouse_id: 'integer',
  order_batch_id: 'integer',
  quote_id: 'integer',
  status: { kind: 'integer', nullable: false },
  previous_status: 'integer',
  address_verified: 'boolean',
  return_address_verified: 'boolean',
  billed: 'boolean',
  expedited: 'boolean',
  customs_required: 'boolean',
  shipping_confirmation_sent: 'boolean',
  ship_actual_cost: 'double',
  shipped_on: 'datetime',
  workable_at: 'datetime',
});

/** An entry of an order's history (written by orders/history.ts). */
export const ORDER_EVENT_SPEC = serviceColumnSpec({
  date: { kind: 'datetime', nullable: false },
  description: { kind: 'text', nullable: false },
  event_type: { kind: 'string', length: 64, nullable: false },
  saved_by: 'string',
  saved_via: { kind: 'string', length: 32 },
  saved_by_id: 'integer',
});

/** A shipped box, as shipping records it (orders/shipping.ts). */
export const PACKAGE_SPEC = serviceColumnSpec({
  shipped_on: 'datetime',
  ship_actual_cost: 'double',
  actual_weight: 'double',
  actual_width: 'double',
  actual_height: 'double',
  actual_length: 'double',
  actual_dimensional_weight: 'double',
  tracking: 'string',
  tracking_link: 'text',
  ucc128: 'string',
  barcode_sscc18: 'string',
  ship_actual_currency: { kind: 'string', length: 3 },
  manifest_id: 'integer',
  batch_id: 'integer',
  shipping_label_url: 'text',
  shipment_id: 'string',
  scan_form_url: 'text',
  shipment_created_at: 'datetime',
  shipment_updated_at: 'datetime',
  contents_label_printed_at: 'datetime',
  shipping_label_printed_at: 'datetime',
});

/** A serial number scanned while packing a line (or receiving a ship notice line). */
export const SERIAL_NUMBER_SPEC = serviceColumnSpec({
  order_item_id: 'integer',
  shipnotice_item_id: 'integer',
  text: { kind: 'string', nullable: false },
  deleted_at: 'datetime',
});

/** A bulk create's job (orders/bulk.ts): who asked, how many, and where it is. */
export const ORDER_BULK_JOB_SPEC = serviceColumnSpec({
  shop_id: 'integer',
  api_client_id: { kind: 'integer', nullable: false },
  staff: 'boolean',
  saved_search_id: { kind: 'integer', nullable: false },
  status: { kind: 'string', length: 16, nullable: false, default: 'queued' },
  total: { kind: 'integer', nullable: false },
  started_at: 'datetime',
  finished_at: 'datetime',
  resources_pruned_at: 'datetime',
});
