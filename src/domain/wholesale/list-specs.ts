import type { AttributeType, ListSpec } from '../common/list/spec';
import { WHOLESALE_ITEM_FIELDS } from './fields';

export const WHOLESALE_ITEM_LIST: ListSpec = {
  resource: 'WholesaleItem',
  attributes: {
    id: 'integer',
    order_item_id: 'integer',
    ...Object.fromEntries(WHOLESALE_ITEM_FIELDS.map((f) => [f, (f === 'description' ? 'text' : 'string') as AttributeType])),
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};
