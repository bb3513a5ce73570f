import type { ListSpec } from '../../db/list/spec';

export const CUSTOMER_LIST: ListSpec = {
  resource: 'Customer',
  attributes: { id: 'integer', name: 'string', created_at: 'datetime', updated_at: 'datetime' },
};
