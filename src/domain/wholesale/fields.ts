/** The Order wholesale's string fields (the spec's list); all varchar(255) but gift_note. */
export const ORDER_WHOLESALE_STRING_FIELDS = [
  'carrier_code', 'carrier_service', 'department', 'department_description', 'distribution_center', 'fob_code', 'gift_note', 'location',
  'merchandise_type_code', 'partner', 'po_number', 'sender', 'vendor', 'vendor_number', 'store', 'replenishment', 'division',
  'fob_location_qualifier', 'fob_location_description', 'customer_account_number', 'sort_code', 'group', 'seller_name', 'reference',
] as const;

/** Calendar dates (no time): the shipment's arrival window. */
export const ORDER_WHOLESALE_DATE_FIELDS = ['start_date', 'cancel_date'] as const;

/** Fields stored as text, without the 255-character limit. */
export const TEXT_FIELDS: ReadonlySet<string> = new Set(['gift_note', 'description']);

/** The store address of `store_address_attributes`: all strings. */
export const STORE_ADDRESS_FIELDS = [
  'address_1', 'address_2', 'city', 'state', 'zip', 'country', 'country_iso2', 'name', 'company', 'context', 'phone', 'address_type',
] as const;

/** The Wholesale item's string fields (order_item_id through ih_category, less order_item_id). */
export const WHOLESALE_ITEM_FIELDS = [
  'line_no', 'item_alias', 'item_color', 'item_size', 'vendor_part_number', 'buyer_part_number', 'consumer_package_code', 'outer_pack_value',
  'inner_pack_value', 'size_description', 'color_description', 'upc', 'description', 'style', 'ean', 'alternate_item_number', 'alternate_barcode',
  'alternate_sku', 'lot', 'ih_category',
] as const;

export type OrderWholesaleStringField = (typeof ORDER_WHOLESALE_STRING_FIELDS)[number];
export type OrderWholesaleDateField = (typeof ORDER_WHOLESALE_DATE_FIELDS)[number];
export type StoreAddressField = (typeof STORE_ADDRESS_FIELDS)[number];
export type WholesaleItemField = (typeof WHOLESALE_ITEM_FIELDS)[number];

export type StoreAddress = { [K in StoreAddressField]?: string | null };
