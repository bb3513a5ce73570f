import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';

export const documentRoutes: Route[] = [
  {
    method: 'GET', path: '/orders/:id/order_documents', summary: 'List all order documents for an order', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: order_documents(order_id: $id, ${LIST_ARGUMENTS}) { nodes { ...OrderDocument } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/orders/:id/order_documents', summary: 'Create an order document for an order', respond: 'object', status: 201, body: 'input',
    operation: `mutation (${ID}, $input: OrderDocumentCreateInput!) { result: order_document_create(order_id: $id, input: $input) { ...OrderDocument } }`,
  },
  {
    method: 'GET', path: '/orders/:id/order_documents/count', summary: 'Count all order documents for an order', respond: 'count',
    operation: `query (${ID}, $search: String) { result: order_documents_count(order_id: $id, search: $search) }`,
  },
  {
    method: 'DELETE', path: '/order_documents/:id', summary: 'Delete an order document', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: order_document_delete(id: $id) { id } }`,
  },
  {
    method: 'GET', path: '/orders/:id/shipping_documents', summary: 'List shipping documents for a order', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: shipping_documents(order_id: $id, ${LIST_ARGUMENTS}) { nodes { ...ShippingDocument } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/packages/:id/shipping_documents', summary: 'List shipping documents for a package', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: shipping_documents(package_id: $id, ${LIST_ARGUMENTS}) { nodes { ...ShippingDocument } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
];
