import { columnSpec } from '../common/columns';

/**
 * The Ship notice's columns a caller writes (create and update alike), and received_by, which
 * receiving writes. The entity, the input checks (common/columns.ts) and
 * test/schema-consistency.test.ts read this one spec; a consumer return shares most of it
 * (returns/fields.ts). ship_actual_cost and ship_3rdparty_cost are strings, as the original keeps them.
 */
export const SHIPNOTICE_SPEC = columnSpec({
  sender: 'string',
  eta: 'datetime',
  received_by: { kind: 'string', create: false, update: false },
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

export type ShipnoticeColumn = keyof typeof SHIPNOTICE_SPEC;

/**
 * A ship notice line's columns. item_id (or item_originator_id) is given on create only; the
 * received quantities are receiving's. location_role is one of RECEIVING_ROLES (the input's enum).
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
});
