import type { ListSpec } from '../../db/list/spec';

export const NOTIFICATION_EVENT_LIST: ListSpec = {
  resource: 'NotificationEvent',
  attributes: {
    id: 'integer', name: 'string', humanized_name: 'string', resource_type: 'string', resource_message: 'string', requires_subscription: 'boolean',
    description: 'text', created_at: 'datetime', updated_at: 'datetime',
  },
};

/** The secret is neither searchable nor sortable: a search could be used to guess it. */
export const NOTIFICATION_SUBSCRIPTION_LIST: ListSpec = {
  resource: 'NotificationSubscription',
  attributes: {
    id: 'integer', notification_event_id: 'integer', customer_id: 'integer', user_id: 'integer', notification_type: 'string', endpoint: 'string',
    active: 'boolean', version: 'integer', consecutive_failures: 'integer', deactivated_at: 'datetime', created_at: 'datetime', updated_at: 'datetime',
  },
};

export const NOTIFICATION_DELIVERY_LIST: ListSpec = {
  resource: 'NotificationDelivery',
  attributes: {
    id: 'integer', event_id: 'integer', subscription_id: 'integer', shop_id: 'integer', endpoint: 'string', status: 'string', test: 'boolean',
    next_attempt_at: 'datetime', last_status_code: 'integer', delivered_at: 'datetime', redelivery_of: 'integer',
    created_at: 'datetime', updated_at: 'datetime',
  },
  defaultSort: 'id desc',
};
