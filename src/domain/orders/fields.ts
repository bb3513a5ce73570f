import type { ColumnKind } from '../common/entity';

/**
 * The Order's fields that a caller writes, and how each is stored, as the spec's Order table lists
 * them. The entity, the search/sort allow-list and the input checks all read this one table.
 * Fields marked U in the spec are in UPDATABLE; the rest are create-only.
 */
export const ORDER_WRITABLE_FIELDS = {
  shipping_method_id: 'integer',
  estimated_shipping_method_id: 'integer',
  days_in_transit: 'integer',
  days_in_transit_carrier_estimate: 'integer',
  carrier_account_id: 'integer',
  return_time_limit: 'integer',
  order_orig: 'string',
  package_label_reference: 'string',
  level1_token: 'string',
  level2_token: 'string',
  meta_data: 'text',
  customer_provided_label_carrier: 'string',
  purchase_order: 'string',
  email: 'string',
  scac: 'string',
  shop_shipping_method_currency: 'string',
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
  shipping_country_iso2: 'string',
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
  shop_shipping_method_price: 'double',
  ship_3rdparty_cost: 'double',
  req_insurance_value: 'double',
  skip_street_date: 'boolean',
  batch_priority: 'boolean',
  skip_address_verification: 'boolean',
  do_not_bill: 'boolean',
  residential: 'boolean',
  require_signature: 'boolean',
  require_adult_signature: 'boolean',
  saturday_delivery: 'boolean',
  gift: 'boolean',
  insure: 'boolean',
  contains_alcohol: 'boolean',
  shipping_hold_for_pickup: 'boolean',
  cross_border_ge_order: 'boolean',
  is_workable: 'boolean',
  is_gestating: 'boolean',
  permissions_limited: 'boolean',
  due_at: 'datetime',
  shop_created_at: 'datetime',
  shop_updated_at: 'datetime',
  approximate_delivery_date: 'date',
  order_type: 'string',
  incoterm: 'string',
  packingslip_pdf_url: 'text',
} as const satisfies Record<string, ColumnKind>;

export type OrderWritableField = keyof typeof ORDER_WRITABLE_FIELDS;

/** Set only when the order is created (plus status 30/35, the arrays and the nested objects). */
const CREATE_ONLY: ReadonlySet<OrderWritableField> = new Set(['order_type']);
/** Set only by an update. */
const UPDATE_ONLY: ReadonlySet<OrderWritableField> = new Set(['packingslip_pdf_url']);

export const ORDER_CREATE_FIELDS = (Object.keys(ORDER_WRITABLE_FIELDS) as OrderWritableField[]).filter((f) => !UPDATE_ONLY.has(f));
/** order_type may be updated too, as a plain string (the spec); only its create value is an enum. */
export const ORDER_UPDATE_FIELDS = (Object.keys(ORDER_WRITABLE_FIELDS) as OrderWritableField[]).filter((f) => !CREATE_ONLY.has(f) || f === 'order_type');

/** The spec's staff-only fields. */
/** Flags that are unknown (null) until the merchant says: a line's returnable. The others are plain booleans. */
export const TRI_STATE_FLAGS: readonly string[] = ['returnable'];

export const STAFF_ONLY_ORDER_FIELDS = ['skip_address_verification', 'do_not_bill', 'carrier_account_id'] as const;

export const ORDER_TYPES = ['direct_to_consumer', 'dropship', 'retail', 'transfer', 'value_added_service', 'wholesale'] as const;
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAT', 'DAP', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF', 'DAF', 'DES', 'DEQ', 'DDU'] as const;

/** The Order Item's writable fields (its create body, less the nested objects). */
export const ORDER_ITEM_WRITABLE_FIELDS = {
  item_id: 'integer',
  package_id: 'integer',
  quote_item_id: 'integer',
  sku: 'string',
  description: 'text',
  quantity: 'integer',
  price: 'double',
  unshippable: 'boolean',
  available: 'boolean',
  packed: 'integer',
  packaging: 'boolean',
  wholesale_cost: 'double',
  is_bundle: 'boolean',
  retail_fee: 'double',
  promo: 'boolean',
  returnable: 'boolean',
  currency: 'string',
  wholesale_fee: 'double',
  hazmat: 'boolean',
  misc: 'text',
  request_serial_number: 'boolean',
  case_quantity: 'integer',
  carton_quantity: 'integer',
  goh: 'boolean',
} as const satisfies Record<string, ColumnKind>;

export type OrderItemWritableField = keyof typeof ORDER_ITEM_WRITABLE_FIELDS;

/**
 * The columns each computed Order field reads (GraphQL resolvers, orders/views.ts): a page of
 * orders fetches only what its selected fields read (common/plain-rows.ts columnsFor). A computed
 * field missing here makes the page read every column, never too few.
 */
export const ORDER_FIELD_READS: Readonly<Record<string, readonly string[]>> = {
  order_items: [],
  packages: [],
  serial_numbers: [],
  originator: [],
  proto_originator_id: [],
  humanize_id: [],
  status_name: ['status'],
  items_updateable: ['status', 'permissions_limited'],
  ship_method: ['shipping_method_id'],
  shipping_method: ['shipping_method_id'],
  cf_packingslip_pdf_url: ['packingslip_pdf_url'],
  calculated_time_limit: ['shipped_on', 'return_time_limit'],
  within_return_time_limit: ['shipped_on', 'return_time_limit'],
};
