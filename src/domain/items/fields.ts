/**
 * The Item's writable fields and their storage types, as the spec's Item table lists them.
 * The entity, the search/sort allow-lists and the input validation all read this one table.
 */
export const ITEM_WRITABLE_FIELDS = {
  sku: 'string',
  title: 'string',
  description: 'text',
  customer_id: 'integer',
  weight: 'double',
  length: 'double',
  width: 'double',
  height: 'double',
  available: 'boolean',
  image_originator_url: 'text',
  vendor: 'string',
  scancode: 'string',
  price: 'double',
  media_mail: 'boolean',
  packaging: 'boolean',
  active: 'boolean',
  wholesale_cost: 'double',
  is_bundle: 'boolean',
  packaging_type: 'string',
  promo: 'boolean',
  street_date: 'datetime',
  category: 'string',
  include_inbound_in_published: 'boolean',
  returnable: 'boolean',
  return_sku_match: 'string',
  return_price_restricted: 'boolean',
  request_serial_number: 'boolean',
  currency: 'string',
  tariff_number: 'string',
  notify_originator_inventory: 'integer',
  nmfc_code: 'string',
  nmfc_class: 'string',
  commodity_description: 'text',
  hazmat: 'boolean',
  hazmat_type: 'string',
  misc: 'text',
  ean: 'string',
  lot_control: 'boolean',
  expiration_period: 'integer',
  ship_strategy: 'integer',
  velocity: 'integer',
  case_quantity: 'integer',
  carton_quantity: 'integer',
  origin_country: 'string',
  alcohol: 'boolean',
  shippable_container: 'boolean',
  goh: 'boolean',
  label_format: 'string',
  replenishment_min: 'double',
  replenishment_target: 'double',
  low_inventory_threshold: 'integer',
} as const;

export type ItemFieldType = (typeof ITEM_WRITABLE_FIELDS)[keyof typeof ITEM_WRITABLE_FIELDS];
export type ItemWritableField = keyof typeof ITEM_WRITABLE_FIELDS;

/** ship_strategy integer codes (the spec names them; the codes are ours). */
export const SHIP_STRATEGIES = { DEFAULT: 0, FIFO: 1, FEFO: 2 } as const;
