import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

export const customerRoutes: Route[] = [
  {
    method: 'GET', path: '/customers', summary: 'List all customers (a customer client sees itself)', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: customers(${LIST_ARGUMENTS}) { nodes { ...Customer } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/customers/invite', summary: 'Staff only: invite a customer and get its client credentials', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: CustomerInviteInput!) { result: customer_invite(input: $input) { client_id client_secret scopes customer { ...Customer } } }`,
  },
  {
    method: 'GET', path: '/customers/:id', summary: 'Retrieve a customer', respond: 'object',
    operation: `query ($id: Int!) { result: customer(id: $id) { ...Customer } }`,
  },
];
