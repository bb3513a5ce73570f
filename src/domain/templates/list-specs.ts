import type { ListSpec } from '../../db/list/spec';

export const TEMPLATE_LIST: ListSpec = {
  resource: 'Template',
  attributes: { id: 'integer', name: 'string', template_type_id: 'integer', size: 'string', default: 'boolean', created_at: 'datetime', updated_at: 'datetime' },
};
