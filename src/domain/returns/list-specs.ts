import type { AttributeType, ListSpec } from '../../db/list/spec';

const RETURN_ITEM_ATTRIBUTES: Record<string, AttributeType> = {
  id: 'integer',
  item_id: 'integer',
  order_item_id: 'integer',
  quantity: 'integer',
  quantity_good: 'integer',
  quantity_damaged: 'integer',
  reason: 'string',
  description: 'text',
  return_action: 'string',
  created_at: 'datetime',
  updated_at: 'datetime',
};

export const CONSUMER_RETURN_LIST: ListSpec = {
  resource: 'ConsumerReturn',
  attributes: {
    id: 'integer',
    order_id: 'integer',
    exchange_order_id: 'integer',
    warehouse_id: 'integer',
    status: 'integer',
    sender: 'string',
    eta: 'datetime',
    reference: 'string',
    tracking: 'string',
    carrier: 'string',
    received_by: 'string',
    total_boxes: 'integer',
    requires_label: 'boolean',
    notes_by_customer: 'text',
    arrived_at: 'datetime',
    completed_at: 'datetime',
    due_at: 'datetime',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
  associations: { return_items: { attributes: RETURN_ITEM_ATTRIBUTES } },
};
