import { type ColumnSpec, columnSpec, serviceColumnSpec } from '../common/columns';

/** The Ship notice's columns a caller writes (create and update alike). */
const WRITABLE = columnSpec({
  sender: 'string',
  eta: 'datetime',
  notes_by_service: { kind: 'text', staffOnly: true },
  notes_by_customer: 'text',
  total_boxes: { kind: 'integer', min: 0 },
  skip_images: 'boolean',
  easypostable_id: 'string',
  easypostable_type: 'string',
  shipping_label_url: 'text',
  ship_actual_cost: 'string',
  shipping_method_text: 'string',
  shipping_method_id: 'integer',
  carrier: 'string',
  tracking: 'string',
  ship_3rdparty_cost: 'string',
  requires_label: 'boolean',
  ship_actual_currency: { kind: 'string', length: 3, format: 'currency' },
  due_at: 'datetime',
  meta_data: { kind: 'text', format: 'json' },
  reference: 'string',
  bol_proxy: 'string',
  mid_code: 'string',
  zone_status: 'string',
  inspection_required: 'boolean',
});

/** What receiving, the machine and the service write on a notice: a caller reads these and never writes them. */
const RECEIVED = serviceColumnSpec({
  received_by: 'string',
  // Moved by the state machine alone (machine.ts).
  status: { kind: 'integer', nullable: false },
  type: { kind: 'string', length: 32, nullable: false, default: 'Shipnotice' },
  order_id: 'integer',
  postage_billed: 'boolean',
  handling_billed: 'boolean',
  arrived_at: 'datetime',
  delivered_at: 'datetime',
  processing_started_at: 'datetime',
  completed_at: 'datetime',
  fully_delivered_at: 'datetime',
  partially_arrived: { kind: 'boolean', nullable: true },
  // What receiving counted, by line: a JSON object that starts empty.
  quantities_verified: { kind: 'json', nullable: false },
});

/**
 * The Ship notice's columns: those a caller writes, and those receiving writes. The entity, the
 * input checks (common/columns.ts) and test/schema-consistency.test.ts read this one spec; a
 * consumer return shares most of it (returns/fields.ts). ship_actual_cost and ship_3rdparty_cost
 * are strings, as the original keeps them.
 */
export const SHIPNOTICE_SPEC: ColumnSpec<keyof typeof WRITABLE | keyof typeof RECEIVED> = { ...WRITABLE, ...RECEIVED };

export type ShipnoticeColumn = keyof typeof SHIPNOTICE_SPEC;

/** The columns a caller writes. */
export type ShipnoticeWritableColumn = keyof typeof WRITABLE;

/**
 * A ship notice line's columns. item_id (or item_originator_id) is given on create only; the
 * received quantities are receiving's. location_role is one of RECEIVING_ROLES (the input's enum).
 * The announced lot is given as lot_attributes (checked by the service), not as these columns.
 */
export const SHIPNOTICE_ITEM_SPEC = columnSpec({
  item_id: { kind: 'integer', nullable: false, update: false },
  quantity: { kind: 'integer', nullable: false, required: true, min: 1 },
  quantity_good: { kind: 'integer', nullable: false, min: 0, default: 0, create: false, update: false },
  quantity_damaged: { kind: 'integer', nullable: false, min: 0, default: 0, create: false, update: false },
  description: 'text',
  extended_description: 'text',
  include_in_published: { kind: 'boolean', default: true },
  return_action: 'string',
  purchase_order_number: 'string',
  unit_cost: { kind: 'double', min: 0 },
  location_role: { kind: 'string', length: 16, nullable: false, default: 'pickable' },
  ...serviceColumnSpec({ lot_number: 'string', lot_expires_on: 'date' }),
});
