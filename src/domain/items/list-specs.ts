import type { AttributeType, ListSpec } from '../../db/list/spec';
import { columnKinds } from '../common/columns';
import { ITEM_SPEC } from './fields';

const ORIGINATOR_ATTRIBUTES: Record<string, AttributeType> = {
  id: 'integer',
  originated_id: 'integer',
  originated_type: 'string',
  shop_id: 'integer',
  provider: 'string',
  original_id: 'string',
  group_id: 'string',
  misc: 'text',
  active: 'boolean',
  integration_id: 'integer',
  distinct_originator_key: 'string',
  created_at: 'datetime',
  updated_at: 'datetime',
};

export const ITEM_LIST: ListSpec = {
  resource: 'Item',
  attributes: {
    id: 'integer',
    ...columnKinds(ITEM_SPEC),
    quantity: 'integer',
    published_quantity: 'integer',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
  associations: { originators: { attributes: ORIGINATOR_ATTRIBUTES } },
};

export const ORIGINATOR_LIST: ListSpec = {
  resource: 'Originator',
  attributes: ORIGINATOR_ATTRIBUTES,
};
