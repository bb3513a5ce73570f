import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';

export const inventoryRoutes: Route[] = [
  {
    method: 'GET', path: '/items/:id/warehouse_quantities', summary: 'Item stock by warehouse', respond: 'object',
    operation: `query (${ID}) { item(id: $id) { result: warehouse_quantities { ...Warehouse } } }`,
  },
  {
    method: 'GET', path: '/items/:id/locations_with_transfer_count', summary: 'List locations associated with this item - by role', respond: 'list',
    operation: `query (${ID}, $role: LocationRole, $name: String, $page: Int, $per_page: Int, $page_total: Boolean = false, $page_links: Boolean = false) {
      item(id: $id) { result: locations(role: $role, name: $name, page: $page, per_page: $per_page) { nodes { ...ItemLocation } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } } }`,
  },
  {
    method: 'GET', path: '/items/:id/transactions', summary: "List an item's history", respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      item(id: $id) { result: transactions(${LIST_ARGUMENTS}) { nodes { ...ItemTransaction } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } } }`,
  },
  {
    method: 'GET', path: '/items/:id/transactions/count', summary: "Count the transactions in an item's history", respond: 'count',
    operation: `query (${ID}, $search: String) { item(id: $id) { result: transactions_count(search: $search) } }`,
  },
  {
    method: 'GET', path: '/items/:id/transactions/export', summary: "Export an item's transaction history", respond: 'csv',
    operation: `query (${ID}) { result: item_transactions_export(id: $id) }`,
  },
];
