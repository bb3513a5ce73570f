import type { ListSpec } from '../../db/list/spec';
import { columnKinds } from '../common/columns';
import { WHOLESALE_ITEM_SPEC } from './fields';

export const WHOLESALE_ITEM_LIST: ListSpec = {
  resource: 'WholesaleItem',
  attributes: {
    id: 'integer',
    order_item_id: 'integer',
    ...columnKinds(WHOLESALE_ITEM_SPEC),
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};
