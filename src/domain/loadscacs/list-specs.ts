import type { ListSpec } from '../../db/list/spec';

export const LOAD_SCAC_LIST: ListSpec = {
  resource: 'LoadScac',
  attributes: { id: 'integer', name: 'string', context: 'string', owner_name: 'string', scac: 'string' },
  defaultSort: 'name asc',
};
