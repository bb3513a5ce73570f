import type { AttributeType, ListSpec } from '../../db/list/spec';

const SHIPNOTICE_ITEM_ATTRIBUTES: Record<string, AttributeType> = {
  id: 'integer',
  item_id: 'integer',
  quantity: 'integer',
  quantity_good: 'integer',
  quantity_damaged: 'integer',
  description: 'text',
  purchase_order_number: 'string',
  return_action: 'string',
  location_role: 'string',
  include_in_published: 'boolean',
  lot_number: 'string',
  lot_expires_on: 'date',
  created_at: 'datetime',
  updated_at: 'datetime',
};

export const SHIPNOTICE_LIST: ListSpec = {
  resource: 'Shipnotice',
  attributes: {
    id: 'integer',
    warehouse_id: 'integer',
    shipping_method_id: 'integer',
    status: 'integer',
    sender: 'string',
    eta: 'datetime',
    reference: 'string',
    tracking: 'string',
    carrier: 'string',
    received_by: 'string',
    total_boxes: 'integer',
    notes_by_customer: 'text',
    arrived_at: 'datetime',
    completed_at: 'datetime',
    due_at: 'datetime',
    partially_arrived: 'boolean',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
  associations: { shipnotice_items: { attributes: SHIPNOTICE_ITEM_ATTRIBUTES } },
};

export const SHIPNOTICE_ITEM_LIST: ListSpec = {
  resource: 'ShipnoticeItem',
  attributes: SHIPNOTICE_ITEM_ATTRIBUTES,
};
