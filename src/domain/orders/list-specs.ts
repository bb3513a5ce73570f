import type { AttributeType, ListSpec } from '../../db/list/spec';
import { columnKinds } from '../common/columns';
import { ORDER_ITEM_SPEC, ORDER_SPEC } from './fields';

const ORDER_ITEM_ATTRIBUTES: Record<string, AttributeType> = {
  id: 'integer',
  order_id: 'integer',
  ...columnKinds(ORDER_ITEM_SPEC),
  created_at: 'datetime',
  updated_at: 'datetime',
};

export const ORDER_LIST: ListSpec = {
  resource: 'Order',
  attributes: {
    id: 'integer',
    customer_id: 'integer',
    shop_id: 'integer',
    warehouse_id: 'integer',
    status: 'integer',
    previous_status: 'integer',
    ...columnKinds(ORDER_SPEC),
    // Held orders are found by it (with skip_address_verification_eq false); address_message is
    // computed when read (address-rules.ts), so it is not searched.
    address_verified: 'boolean',
    ship_actual_cost: 'double',
    shipped_on: 'datetime',
    workable_at: 'datetime',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
  // order_items_sku_start, order_items_item_id_eq: orders with some line that matches.
  associations: { order_items: { attributes: ORDER_ITEM_ATTRIBUTES } },
};

export const ORDER_ITEM_LIST: ListSpec = { resource: 'OrderItem', attributes: ORDER_ITEM_ATTRIBUTES };

export const ORDER_EVENT_LIST: ListSpec = {
  resource: 'OrderEvent',
  attributes: { date: 'datetime', description: 'text', event_type: 'string', saved_by: 'string', saved_via: 'string', saved_by_id: 'integer' },
  sortable: ['date', 'event_type'],
  defaultSort: 'date asc',
};
