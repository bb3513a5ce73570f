import type { ListSpec } from '../../db/list/spec';

export const ORDER_DOCUMENT_LIST: ListSpec = {
  resource: 'OrderDocument',
  attributes: { id: 'integer', order_id: 'integer', url: 'text', document_type: 'string', created_at: 'datetime', updated_at: 'datetime' },
};

export const SHIPPING_DOCUMENT_LIST: ListSpec = {
  resource: 'ShippingDocument',
  attributes: {
    id: 'integer',
    order_id: 'integer',
    package_id: 'integer',
    document_type: 'string',
    document_format: 'string',
    label_provider: 'string',
    electronically_submitted: 'boolean',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};

export const DOCUMENT_LIST: ListSpec = {
  resource: 'Document',
  attributes: { id: 'integer', url: 'text', owner_type: 'string', owner_id: 'integer', created_at: 'datetime', updated_at: 'datetime' },
};
