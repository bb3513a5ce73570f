import { columnSpec, serviceColumnSpec } from '../common/columns';

/**
 * The Item's columns and how each is stored, as the spec's Item table lists them (all writable on
 * create and update; the spec makes none required, this service requires the SKU). The entity, the
 * search/sort allow-lists, the input checks (common/columns.ts) and test/schema-consistency.test.ts
 * all read this one spec. Flags and counts with a default never hold null; returnable,
 * return_price_restricted and request_serial_number are unknown until set.
 */
export const ITEM_SPEC = columnSpec({
  // The item's identity: what the warehouse scans at receiving, picking and packing, what a live item
  // is unique on (per customer), what returns and scancodes are matched by. An item without one could
  // not be told from another, so one is required, and kept (README, "Item rules").
  sku: { kind: 'string', required: true, filled: true, trimmed: true, singleLine: true },
  // What people read on pick lists, packing slips and customs forms, one line; optional: the SKU names the item.
  title: { kind: 'string', singleLine: true },
  description: 'text',
  customer_id: { kind: 'integer', nullable: false },
  weight: { kind: 'double', min: 0 },
  length: { kind: 'double', min: 0 },
  width: { kind: 'double', min: 0 },
  height: { kind: 'double', min: 0 },
  available: { kind: 'boolean', default: true },
  image_originator_url: 'text',
  vendor: 'string',
  scancode: 'string',
  price: { kind: 'double', min: 0 },
  media_mail: 'boolean',
  packaging: 'boolean',
  active: { kind: 'boolean', default: true },
  wholesale_cost: { kind: 'double', min: 0 },
  is_bundle: 'boolean',
  packaging_type: 'string',
  promo: 'boolean',
  street_date: 'datetime',
  category: 'string',
  include_inbound_in_published: 'boolean',
  returnable: { kind: 'boolean', nullable: true },
  return_sku_match: 'string',
  return_price_restricted: { kind: 'boolean', nullable: true },
  request_serial_number: { kind: 'boolean', nullable: true },
  // An order line inherits it into its 3-character column.
  currency: { kind: 'string', format: 'currency' },
  tariff_number: 'string',
  notify_originator_inventory: { kind: 'integer', min: 0 },
  nmfc_code: 'string',
  nmfc_class: 'string',
  commodity_description: 'text',
  hazmat: 'boolean',
  hazmat_type: 'string',
  misc: 'text',
  ean: 'string',
  lot_control: 'boolean',
  expiration_period: { kind: 'integer', min: 0 },
  ship_strategy: { kind: 'integer', nullable: false, default: 0 },
  velocity: { kind: 'integer', nullable: false, min: 0, default: 0 },
  case_quantity: { kind: 'integer', min: 0 },
  carton_quantity: { kind: 'integer', min: 0 },
  origin_country: 'string',
  alcohol: 'boolean',
  shippable_container: 'boolean',
  goh: 'boolean',
  label_format: 'string',
  replenishment_min: { kind: 'double', min: 0 },
  replenishment_target: { kind: 'double', min: 0 },
  low_inventory_threshold: { kind: 'integer', min: 0 },
});

export type ItemWritableField = keyof typeof ITEM_SPEC;

/** What archiving writes (item_call archive / unarchive): shown as `archived`, never written as given. */
export const ITEM_ARCHIVE_SPEC = serviceColumnSpec({ archived_at: 'datetime' });

/**
 * What links an originator to the caller's shop and integration, written by the service (the
 * originated record is named by originated_type and originated_id, references beside the spec).
 */
export const ORIGINATOR_LINK_SPEC = serviceColumnSpec({
  originated_type: { kind: 'string', nullable: false },
  provider: 'string',
  active: { kind: 'boolean', default: true },
  last_notified_at: 'datetime',
  last_notification_status: 'string',
  distinct_originator_key: 'string',
});

/** The columns of an originator a caller writes (originator_attributes, with the resource it records): the caller's own ids and notes. */
export const ORIGINATOR_SPEC = columnSpec({
  original_id: { kind: 'string', update: false },
  group_id: { kind: 'string', update: false },
  misc: { kind: 'text', update: false },
});

/** ship_strategy integer codes (the spec names them; the codes are ours). */
export const SHIP_STRATEGIES = { DEFAULT: 0, FIFO: 1, FEFO: 2 } as const;
