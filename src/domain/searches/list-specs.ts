import type { ListSpec } from '../../db/list/spec';

/** Newest first: a bulk create's search is usually the one wanted. */
export const SAVED_SEARCH_LIST: ListSpec = {
  resource: 'SavedSearch',
  attributes: { id: 'integer', customer_id: 'integer', name: 'string', resource: 'string', created_at: 'datetime', updated_at: 'datetime' },
  defaultSort: 'id desc',
};
