import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';
const SUBSCRIPTION = '...NotificationSubscription';

export const notificationRoutes: Route[] = [
  {
    method: 'GET', path: '/notification_events', summary: 'List all notification events', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: notification_events(${LIST_ARGUMENTS}) { nodes { ...NotificationEvent } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/notification_events/:id', summary: 'Retrieve a notification event', respond: 'object',
    operation: `query (${ID}) { result: notification_event(id: $id) { ...NotificationEvent } }`,
  },
  {
    method: 'GET', path: '/notification_subscriptions', summary: 'List all notification subscriptions', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: notification_subscriptions(${LIST_ARGUMENTS}) { nodes { ${SUBSCRIPTION} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    // The one answer that shows the signing secret: the caller needs it to verify deliveries.
    method: 'POST', path: '/notification_subscriptions', summary: 'Create a notification subscription', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: NotificationSubscriptionCreateInput!) { result: notification_subscription_create(input: $input) { ${SUBSCRIPTION} secret } }`,
  },
  {
    method: 'GET', path: '/notification_subscriptions/count', summary: 'Count notification subscriptions', respond: 'count',
    operation: `query ($search: String) { result: notification_subscriptions_count(search: $search) }`,
  },
  {
    method: 'GET', path: '/notification_subscriptions/:id', summary: 'Retrieve a notification subscription', respond: 'object',
    operation: `query (${ID}) { result: notification_subscription(id: $id) { ${SUBSCRIPTION} } }`,
  },
  {
    method: 'PUT', path: '/notification_subscriptions/:id', summary: 'Update a notification subscription', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: NotificationSubscriptionUpdateInput!) { result: notification_subscription_update(id: $id, input: $input) { ${SUBSCRIPTION} } }`,
  },
  {
    method: 'DELETE', path: '/notification_subscriptions/:id', summary: 'Delete a notification subscription', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: notification_subscription_delete(id: $id) { id } }`,
  },
  {
    // A GET in the original, though it sends a delivery and logs it: a write, so it needs user_manage.
    method: 'GET', path: '/notification_subscriptions/:id/test', summary: 'Test a notification subscription', respond: 'object',
    operation: `mutation (${ID}) { result: notification_subscription_test(id: $id) { ${SUBSCRIPTION} } }`,
  },
  {
    // Extension: the subscription's delivery log, newest first, each with its attempts.
    method: 'GET', path: '/notification_subscriptions/:id/deliveries', summary: "List a notification subscription's deliveries", respond: 'list',
    operation: `query (${ID}, $status: NotificationDeliveryStatus, ${LIST_VARIABLES}) {
      result: notification_deliveries(subscription_id: $id, status: $status, ${LIST_ARGUMENTS}) {
        nodes { ...NotificationDelivery attempts { ...NotificationDeliveryAttempt } } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    // Extension: the delivery's event again, as a new delivery.
    method: 'POST', path: '/notification_deliveries/:id/redeliver', summary: 'Redeliver a notification', respond: 'object', status: 201,
    operation: `mutation ($id: Long!) { result: notification_delivery_redeliver(id: $id) { ...NotificationDelivery attempts { ...NotificationDeliveryAttempt } } }`,
  },
];
