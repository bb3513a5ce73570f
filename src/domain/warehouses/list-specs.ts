import type { ListSpec } from '../../db/list/spec';

export const WAREHOUSE_LIST: ListSpec = {
  resource: 'Warehouse',
  attributes: {
    id: 'integer',
    name: 'string',
    slug: 'string',
    shipping_city: 'string',
    shipping_state: 'string',
    shipping_zip: 'string',
    shipping_country: 'string',
    shipping_country_iso2: 'string',
    currency: 'string',
    active: 'boolean',
    accepting_new_customers: 'boolean',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
};

export const LOCATION_LIST: ListSpec = {
  resource: 'Location',
  attributes: { id: 'integer', name: 'string', role: 'string', created_at: 'datetime', updated_at: 'datetime' },
  defaultSort: 'name asc',
};

export const SHIPPING_METHOD_LIST: ListSpec = {
  resource: 'ShippingMethod',
  attributes: {
    id: 'integer',
    carrier: 'string',
    service: 'string',
    name: 'string',
    scac: 'string',
    international: 'boolean',
    active: 'boolean',
    flat_rate: 'boolean',
    expedited: 'boolean',
    trackable: 'boolean',
    created_at: 'datetime',
    updated_at: 'datetime',
  },
  defaultSort: 'name asc',
};
