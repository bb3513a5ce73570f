import type { ListSpec } from '../../db/list/spec';

export const PROJECT_TASK_LIST: ListSpec = {
  resource: 'ProjectTask',
  attributes: {
    id: 'integer',
    project_id: 'integer',
    warehouse_id: 'integer',
    description: 'text',
    label: 'string',
    quantity: 'integer',
    cost_per_unit: 'double',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};
