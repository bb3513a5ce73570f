import type { ListSpec } from '../../db/list/spec';

export const SCANCODE_LIST: ListSpec = {
  resource: 'Scancode',
  attributes: {
    id: 'integer',
    item_id: 'integer',
    primary: 'boolean',
    name: 'string',
    active: 'boolean',
    label_format: 'string',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};
