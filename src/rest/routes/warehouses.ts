import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

/** An extension of the original API: the facilities a customer's stock can be in. */
export const warehouseRoutes: Route[] = [
  {
    method: 'GET', path: '/warehouses', summary: 'List warehouses', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: warehouses(${LIST_ARGUMENTS}) { nodes { ...Warehouse } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/warehouses/:id', summary: 'Retrieve a warehouse', respond: 'object',
    operation: `query ($id: Int!) { result: warehouse(id: $id) { ...Warehouse } }`,
  },
];
