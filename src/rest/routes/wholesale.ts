import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';

export const wholesaleRoutes: Route[] = [
  {
    method: 'GET', path: '/orders/:id/wholesale', summary: 'Retrieve the Wholesale object for an order', respond: 'object',
    operation: `query (${ID}) { result: order_wholesale(order_id: $id) { ...OrderWholesale store_address { ...StoreAddress } } }`,
  },
  {
    method: 'GET', path: '/order_items/:id/wholesale_item', summary: 'Retrieve the Wholesale item object for an order item', respond: 'object',
    operation: `query (${ID}) { result: order_item_wholesale_item(order_item_id: $id) { ...WholesaleItem } }`,
  },
  {
    method: 'PUT', path: '/order_items/:id/wholesale_item', summary: 'Update a wholesale item object', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: WholesaleItemInput!) { result: order_item_wholesale_item_update(order_item_id: $id, input: $input) { ...WholesaleItem } }`,
  },
  {
    method: 'GET', path: '/wholesale_items', summary: 'List all wholesale item objects', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: wholesale_items(${LIST_ARGUMENTS}) { nodes { ...WholesaleItem } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/wholesale_items/:id', summary: 'Retrieve a Wholesale item object', respond: 'object',
    operation: `query (${ID}) { result: wholesale_item(id: $id) { ...WholesaleItem } }`,
  },
  {
    method: 'PUT', path: '/wholesale_items/:id', summary: 'Update a wholesale item object', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: WholesaleItemInput!) { result: wholesale_item_update(id: $id, input: $input) { ...WholesaleItem } }`,
  },
  {
    method: 'DELETE', path: '/wholesale_items/:id', summary: 'Delete a wholesale item object', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: wholesale_item_delete(id: $id) { id } }`,
  },
];
