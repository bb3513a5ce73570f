import { type ColumnEntry, columnSpec } from '../common/columns';

const strings = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, 'string'])) as Record<K, ColumnEntry>;

/**
 * The Order wholesale's columns (the spec's list), all written through wholesale_attributes on
 * order create and update: varchar(255) strings but gift_note, and the shipment's arrival window as
 * calendar dates. The entity, the input checks and test/schema-consistency.test.ts read this spec.
 */
export const ORDER_WHOLESALE_SPEC = columnSpec({
  ...strings([
    'carrier_code', 'carrier_service', 'department', 'department_description', 'distribution_center', 'fob_code', 'location',
    'merchandise_type_code', 'partner', 'po_number', 'sender', 'vendor', 'vendor_number', 'store', 'replenishment', 'division',
    'fob_location_qualifier', 'fob_location_description', 'customer_account_number', 'sort_code', 'group', 'seller_name', 'reference',
  ]),
  gift_note: 'text',
  start_date: 'date',
  cancel_date: 'date',
});

/** The store address of `store_address_attributes` (kept as JSON): all strings, as wide as a column. */
export const STORE_ADDRESS_SPEC = columnSpec(strings([
  'address_1', 'address_2', 'city', 'state', 'zip', 'country', 'country_iso2', 'name', 'company', 'context', 'phone', 'address_type',
]));

/** The Wholesale item's columns (order_item_id through ih_category, less order_item_id): varchar(255) strings but description. */
export const WHOLESALE_ITEM_SPEC = columnSpec({
  ...strings([
    'line_no', 'item_alias', 'item_color', 'item_size', 'vendor_part_number', 'buyer_part_number', 'consumer_package_code', 'outer_pack_value',
    'inner_pack_value', 'size_description', 'color_description', 'upc', 'style', 'ean', 'alternate_item_number', 'alternate_barcode',
    'alternate_sku', 'lot', 'ih_category',
  ]),
  description: 'text',
});

export type OrderWholesaleField = keyof typeof ORDER_WHOLESALE_SPEC;
type StoreAddressField = keyof typeof STORE_ADDRESS_SPEC;
export type WholesaleItemField = keyof typeof WHOLESALE_ITEM_SPEC;

export type StoreAddress = { [K in StoreAddressField]?: string | null };
