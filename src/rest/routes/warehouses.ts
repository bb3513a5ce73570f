import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

/** Extensions of the original API: the facilities a customer's stock can be in, and the carrier services. */
export const warehouseRoutes: Route[] = [
  {
    method: 'GET', path: '/warehouses', summary: 'List warehouses', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: warehouses(${LIST_ARGUMENTS}) { nodes { ...Warehouse } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/warehouses/:id', summary: 'Retrieve a warehouse', respond: 'object',
    operation: `query ($id: Int!) { result: warehouse(id: $id) { ...Warehouse } }`,
  },
  {
    method: 'GET', path: '/shipping_methods', summary: 'List shipping methods', respond: 'list',
    operation: `query (${LIST_VARIABLES}, $include_inactive: Boolean) {
      result: shipping_methods(${LIST_ARGUMENTS}, include_inactive: $include_inactive) { nodes { ...ShippingMethod } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/shipping_methods/:id', summary: 'Retrieve a shipping method', respond: 'object',
    operation: `query ($id: Int!) { result: shipping_method(id: $id) { ...ShippingMethod } }`,
  },
];
