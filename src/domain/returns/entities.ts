import { Collection, EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { CONSUMER_RETURN_SPEC, RETURN_ITEM_SPEC } from './fields';

/**
 * Return states, as the original names them: announced and on its way, partly received, received
 * and finalized. Only a return in transit may change its lines or be deleted.
 */
export const RETURN_STATUSES = { 100: 'In Transit', 200: 'Processing', 300: 'Completed' } as const;
export const returnStatusName = (status: number) => RETURN_STATUSES[status as keyof typeof RETURN_STATUSES] ?? String(status);

export const IN_TRANSIT = 100;
export const PROCESSING = 200;
export const COMPLETED = 300;

/** Why the shopper sends a line back (the original carries it as free text in `description`). */
const RETURN_REASONS = ['did_not_fit', 'defective', 'damaged_in_transit', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Goods a shopper sends back to one warehouse, usually against an order that shipped. */
export class ConsumerReturn {
  id!: number;
  customer_id!: number;
  warehouse_id!: number;
  order_id: number | null = null;
  exchange_order_id: number | null = null;
  status: number = IN_TRANSIT;
  type = 'ConsumerReturn';
  sender: string | null = null;
  eta: Date | null = null;
  received_by: string | null = null;
  notes_by_service: string | null = null;
  notes_by_customer: string | null = null;
  total_boxes: number | null = null;
  arrived_at: Date | null = null;
  skip_images = false;
  easypostable_id: string | null = null;
  easypostable_type: string | null = null;
  shipping_label_url: string | null = null;
  ship_actual_cost: string | null = null;
  shipping_method_text: string | null = null;
  carrier: string | null = null;
  tracking: string | null = null;
  postage_billed = false;
  handling_billed = false;
  ship_3rdparty_cost: string | null = null;
  requires_label = false;
  completed_at: Date | null = null;
  ship_actual_currency: string | null = null;
  delivered_at: Date | null = null;
  due_at: Date | null = null;
  reference: string | null = null;
  meta_fields: Record<string, unknown> = {};
  created_at!: Date;
  updated_at!: Date;
  return_items = new Collection<ReturnItem>(this);
}

export const ConsumerReturnSchema = new EntitySchema<ConsumerReturn>({
  class: ConsumerReturn,
  tableName: 'consumer_returns',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    warehouse_id: { type: 'integer' },
    // References the service checks (the customer's orders), not columns written as given.
    order_id: { type: 'integer', nullable: true },
    exchange_order_id: { type: 'integer', nullable: true },
    ...specProperties<ConsumerReturn>(CONSUMER_RETURN_SPEC),
    meta_fields: { type: 'json' },
    ...timestamps<ConsumerReturn>(),
    return_items: { kind: '1:m', entity: () => ReturnItem, mappedBy: 'consumer_return' },
    // The columns come from CONSUMER_RETURN_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** One returned item of a consumer return, with what arrived of it and in which condition. */
export class ReturnItem {
  id!: number;
  customer_id!: number;
  consumer_return!: ConsumerReturn;
  item_id!: number;
  /** The order line it comes back from, when the return belongs to an order. */
  order_item_id: number | null = null;
  quantity!: number;
  quantity_good = 0;
  quantity_damaged = 0;
  /** What the shopper paid for one unit (from the order line when there is one). */
  price: number | null = null;
  reason: ReturnReason | null = null;
  description: string | null = null;
  extended_description: string | null = null;
  return_action: string | null = null;
  lot_id: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ReturnItemSchema = new EntitySchema<ReturnItem>({
  class: ReturnItem,
  tableName: 'return_items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    consumer_return: { kind: 'm:1', entity: () => ConsumerReturn, fieldName: 'consumer_return_id' },
    ...specProperties<ReturnItem>(RETURN_ITEM_SPEC),
    // The lot the line came back into (lot_ids answers it), written by receiving.
    lot_id: { type: 'integer', nullable: true },
    ...timestamps<ReturnItem>(),
    // The line's columns come from RETURN_ITEM_SPEC, which the compiler cannot map key by key.
  } as never,
});
