import type { Route } from '../route';

export const customerRoutes: Route[] = [
  {
    method: 'GET', path: '/customers', summary: 'List all customers (a customer client sees itself)', respond: 'object',
    operation: `query { result: customers { ...Customer } }`,
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
