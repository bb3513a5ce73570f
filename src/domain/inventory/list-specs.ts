import type { ListSpec } from '../../db/list/spec';

export const TRANSACTION_LIST: ListSpec = {
  resource: 'ItemTransaction',
  attributes: {
    id: 'integer',
    reason: 'string',
    change: 'integer',
    quantity: 'integer',
    description: 'text',
    order_id: 'integer',
    shipnotice_id: 'integer',
    shipnotice_item_id: 'integer',
    warehouse_id: 'integer',
    location_id: 'integer',
    lot_id: 'integer',
    user_id: 'integer',
    created_at: 'datetime',
  },
  // A history reads newest first.
  defaultSort: 'id desc',
};

/** Stock rows, as item location entries and a warehouse's stock. */
export const STOCK_LIST: ListSpec = {
  resource: 'ItemLocation',
  attributes: { id: 'integer', item_id: 'integer', quantity: 'integer', committed: 'integer', created_at: 'datetime', updated_at: 'datetime' },
};
