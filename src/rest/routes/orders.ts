import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';
import { ORDER } from '../../representations/v2-resources';

const ID = '$id: Int!';


const LINE = '...OrderItem originator { ...Originator } wholesale_item { ...WholesaleItem }';

export const orderRoutes: Route[] = [
  {
    method: 'GET', path: '/orders', summary: 'List all orders', respond: 'list',
    operation: `query (${LIST_VARIABLES}, $saved_search_id: Int) {
      result: orders(${LIST_ARGUMENTS}, saved_search_id: $saved_search_id) { nodes { ${ORDER} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/orders', summary: 'Create an order', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: OrderCreateInput!) { result: order_create(input: $input) { ${ORDER} } }`,
  },
  {
    method: 'GET', path: '/orders/count', summary: 'Count orders', respond: 'count',
    operation: `query ($search: String, $saved_search_id: Int) { result: orders_count(search: $search, saved_search_id: $saved_search_id) }`,
  },
  {
    method: 'POST', path: '/orders/bulk', summary: 'Create orders in bulk', respond: 'object', status: 201, body: 'variables',
    operation: `mutation ($resources: [JSON!]!) { result: order_bulk_create(resources: $resources) { result } }`,
  },
  {
    method: 'GET', path: '/orders/bulk/:id', summary: 'Retrieve a bulk create and its progress (an extension)', respond: 'object',
    operation: `query (${ID}, $outcome: BulkOutcome) { result: order_bulk_job(id: $id) { ...OrderBulkJob saved_search { ...SavedSearch } results(outcome: $outcome) { ...BulkResourceResult } } }`,
  },
  {
    method: 'GET', path: '/orders/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: order_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/orders/:id', summary: 'Retrieve an order', respond: 'object', page: 'orders',
    operation: `query (${ID}) { result: order(id: $id) { ${ORDER} } }`,
  },
  {
    method: 'PUT', path: '/orders/:id', summary: 'Update an order', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: OrderUpdateInput!) { result: order_update(id: $id, input: $input) { ${ORDER} } }`,
  },
  {
    method: 'PUT', path: '/orders/:id/call/:action', summary: 'Perform an action on an order', respond: 'object', body: 'variables',
    operation: `mutation (${ID}, $action: String!, $args: JSON) { result: order_call(id: $id, action: $action, args: $args) { ${ORDER} } }`,
  },
  {
    method: 'GET', path: '/orders/:id/events', summary: 'Retrieve the history for an order', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: order_events(order_id: $id, ${LIST_ARGUMENTS}) { nodes { ...OrderEvent } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/orders/:id/events/count', summary: "Count order's events", respond: 'count',
    operation: `query (${ID}, $search: String) { result: order_events_count(order_id: $id, search: $search) }`,
  },
  {
    method: 'GET', path: '/orders/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { order(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/orders/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: order_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
  {
    method: 'GET', path: '/orders/:id/serial_numbers', summary: 'List all serial numbers associated with an order item', respond: 'object',
    operation: `query (${ID}) { order(id: $id) { result: serial_numbers { ...SerialNumber } } }`,
  },
  {
    method: 'GET', path: '/orders/:id/suggested_items', summary: 'Retrieve suggested items for an order: items often ordered together with its items', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: order_suggested_items(order_id: $id, ${LIST_ARGUMENTS}) { nodes { ...Item } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/orders/:id/order_items', summary: 'List all order items for an order', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: order_items(order_id: $id, ${LIST_ARGUMENTS}) { nodes { ${LINE} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/orders/:id/order_items/count', summary: 'Count order items', respond: 'count',
    operation: `query (${ID}, $search: String) { result: order_items_count(order_id: $id, search: $search) }`,
  },
  {
    method: 'POST', path: '/orders/:id/order_items', summary: 'Create an order item', respond: 'object', status: 201, body: 'input',
    operation: `mutation (${ID}, $input: OrderItemCreateInput!) { result: order_item_create(order_id: $id, input: $input) { ${LINE} } }`,
  },
  {
    method: 'GET', path: '/order_items/count', summary: 'Count order items', respond: 'count',
    operation: `query ($search: String, $order_id: Int) { result: order_items_count(order_id: $order_id, search: $search) }`,
  },
  {
    method: 'GET', path: '/order_items/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: order_item_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/order_items/:id', summary: 'Retrieve an order item', respond: 'object',
    operation: `query (${ID}) { result: order_item(id: $id) { ${LINE} } }`,
  },
  {
    method: 'PUT', path: '/order_items/:id', summary: 'Update an order item', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: OrderItemUpdateInput!) { result: order_item_update(id: $id, input: $input) { ${LINE} } }`,
  },
  {
    method: 'DELETE', path: '/order_items/:id', summary: 'Destroy an order item', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: order_item_delete(id: $id) { id } }`,
  },
  {
    method: 'PUT', path: '/order_items/:id/call/:action', summary: 'Perform an action on an order_item', respond: 'object', body: 'variables',
    operation: `mutation (${ID}, $action: String!, $args: JSON) { result: order_item_call(id: $id, action: $action, args: $args) { ${LINE} } }`,
  },
  {
    method: 'PUT', path: '/order_items/:id/separate', summary: 'Separate an order item into a new order', respond: 'object',
    operation: `mutation (${ID}) { result: order_item_separate(id: $id) { ${LINE} } }`,
  },
  {
    method: 'GET', path: '/order_items/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { order_item(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/order_items/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: order_item_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
  {
    method: 'GET', path: '/order_items/:id/serial_numbers', summary: 'List all serial numbers associated with an order item', respond: 'object',
    operation: `query (${ID}) { order_item(id: $id) { result: serial_numbers { ...SerialNumber } } }`,
  },
];
