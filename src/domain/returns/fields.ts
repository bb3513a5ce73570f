import { type ColumnSpec, columnSpec } from '../common/columns';
import { SHIPNOTICE_SPEC, type ShipnoticeColumn } from '../shipnotices/fields';

/** The ship notice columns a consumer return has too: the original keeps returns as ship notices of another type. */
const SHARED = [
  'sender', 'eta', 'received_by', 'notes_by_service', 'notes_by_customer', 'total_boxes', 'skip_images', 'easypostable_id', 'easypostable_type',
  'shipping_label_url', 'ship_actual_cost', 'shipping_method_text', 'carrier', 'tracking', 'ship_3rdparty_cost', 'requires_label',
  'ship_actual_currency', 'due_at', 'reference',
] as const satisfies readonly ShipnoticeColumn[];

/** The Consumer return's columns a caller writes (create and update alike), and received_by, which receiving writes. */
export const CONSUMER_RETURN_SPEC: ColumnSpec<(typeof SHARED)[number]> = Object.fromEntries(SHARED.map((name) => [name, SHIPNOTICE_SPEC[name]])) as never;

export type ConsumerReturnColumn = keyof typeof CONSUMER_RETURN_SPEC;

/** A returned line's columns (its create body; lines do not change). reason is one of RETURN_REASONS (the input's enum). */
export const RETURN_ITEM_SPEC = columnSpec({
  item_id: { kind: 'integer', nullable: false, update: false },
  order_item_id: { kind: 'integer', update: false },
  quantity: { kind: 'integer', nullable: false, required: true, min: 1, update: false },
  price: { kind: 'double', min: 0, update: false },
  reason: { kind: 'string', length: 32, update: false },
  description: { kind: 'text', update: false },
  extended_description: { kind: 'text', update: false },
  return_action: { kind: 'string', update: false },
});
