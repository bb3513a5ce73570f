import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

/** A customer with its shops, so a REST caller learns the ids X-Shop-Id takes. */
const CUSTOMER = '...Customer shops { ...Shop }';

export const customerRoutes: Route[] = [
  {
    method: 'GET', path: '/customers', summary: 'List all customers (a customer client sees itself)', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: customers(${LIST_ARGUMENTS}) { nodes { ${CUSTOMER} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/customers/invite', summary: 'Staff only: invite a customer and get its client credentials', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: CustomerInviteInput!) { result: customer_invite(input: $input) { client_id client_secret scopes customer { ${CUSTOMER} } } }`,
  },
  {
    method: 'GET', path: '/customers/count', summary: 'Count customers', respond: 'count',
    operation: `query ($search: String) { result: customers_count(search: $search) }`,
  },
  {
    method: 'GET', path: '/customers/actions', summary: 'List actions you can perform (staff: deactivate, activate)', respond: 'object',
    operation: `query { result: customer_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/customers/:id', summary: 'Retrieve a customer', respond: 'object',
    operation: `query ($id: Int!) { result: customer(id: $id) { ${CUSTOMER} } }`,
  },
  {
    method: 'PUT', path: '/customers/:id', summary: "Update a customer (its name; the original's other settings are ignored)", respond: 'object', body: 'input',
    operation: `mutation ($id: Int!, $input: CustomerUpdateInput!) { result: customer_update(id: $id, input: $input) { ${CUSTOMER} } }`,
  },
  {
    method: 'PUT', path: '/customers/:id/call/:action', summary: 'Staff only: perform an action on a customer (deactivate, activate)', respond: 'object', body: 'variables',
    operation: `mutation ($id: Int!, $action: String!, $args: JSON) { result: customer_call(id: $id, action: $action, args: $args) { ${CUSTOMER} } }`,
  },
];
