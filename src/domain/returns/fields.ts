import { type ColumnSpec, columnSpec, serviceColumnSpec } from '../common/columns';
import { SHIPNOTICE_SPEC, type ShipnoticeColumn } from '../shipnotices/fields';

/** The ship notice columns a caller writes on a consumer return too: the original keeps returns as ship notices of another type. */
const SHARED_WRITABLE = [
  'sender', 'eta', 'notes_by_service', 'notes_by_customer', 'total_boxes', 'skip_images', 'easypostable_id', 'easypostable_type',
  'shipping_label_url', 'ship_actual_cost', 'shipping_method_text', 'carrier', 'tracking', 'ship_3rdparty_cost', 'requires_label',
  'ship_actual_currency', 'due_at', 'reference',
] as const satisfies readonly ShipnoticeColumn[];

/** The ship notice columns receiving writes on a consumer return too. */
const SHARED_RECEIVED = ['received_by', 'postage_billed', 'handling_billed', 'arrived_at', 'delivered_at', 'completed_at'] as const satisfies readonly ShipnoticeColumn[];

type SharedColumn = (typeof SHARED_WRITABLE)[number] | (typeof SHARED_RECEIVED)[number];

/**
 * The Consumer return's columns: the ship notice's it shares (those a caller writes, create and
 * update alike, and those receiving writes), and its own type and status.
 */
export const CONSUMER_RETURN_SPEC: ColumnSpec<SharedColumn | 'type' | 'status'> = {
  ...(Object.fromEntries([...SHARED_WRITABLE, ...SHARED_RECEIVED].map((name) => [name, SHIPNOTICE_SPEC[name]])) as ColumnSpec<SharedColumn>),
  ...serviceColumnSpec({
    type: { kind: 'string', length: 32, nullable: false, default: 'ConsumerReturn' },
    // Moved by the state machine alone (machine.ts).
    status: { kind: 'integer', nullable: false },
  }),
};

/** The columns a caller writes. */
export type ConsumerReturnWritableColumn = (typeof SHARED_WRITABLE)[number];

/**
 * A returned line's columns (its create body; lines do not change). reason is one of RETURN_REASONS
 * (the input's enum). The received quantities are receiving's.
 */
export const RETURN_ITEM_SPEC = columnSpec({
  item_id: { kind: 'integer', nullable: false, update: false },
  order_item_id: { kind: 'integer', update: false },
  quantity: { kind: 'integer', nullable: false, required: true, min: 1, update: false },
  price: { kind: 'double', min: 0, update: false },
  reason: { kind: 'string', length: 32, update: false },
  description: { kind: 'text', update: false },
  extended_description: { kind: 'text', update: false },
  return_action: { kind: 'string', update: false },
  ...serviceColumnSpec({
    quantity_good: { kind: 'integer', nullable: false, min: 0, default: 0 },
    quantity_damaged: { kind: 'integer', nullable: false, min: 0, default: 0 },
  }),
});
