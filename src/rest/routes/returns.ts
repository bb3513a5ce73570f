import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';
import { CONSUMER_RETURN } from '../../representations/v2-resources';

const ID = '$id: Int!';



export const returnRoutes: Route[] = [
  {
    method: 'GET', path: '/consumer_returns', summary: 'List all consumer returns', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: consumer_returns(${LIST_ARGUMENTS}) { nodes { ${CONSUMER_RETURN} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/consumer_returns', summary: 'Create a consumer return', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: ConsumerReturnCreateInput!) { result: consumer_return_create(input: $input) { ${CONSUMER_RETURN} } }`,
  },
  {
    method: 'POST', path: '/consumer_returns/bulk', summary: 'Create consumer_returns in bulk', respond: 'object', status: 201, body: 'variables',
    operation: `mutation ($resources: [JSON!]!) { result: consumer_return_bulk_create(resources: $resources) { ...BulkResult } }`,
  },
  {
    method: 'GET', path: '/consumer_returns/count', summary: 'Count consumer returns', respond: 'count',
    operation: `query ($search: String) { result: consumer_returns_count(search: $search) }`,
  },
  {
    method: 'GET', path: '/consumer_returns/:id', summary: 'Retrieve a consumer return', respond: 'object',
    operation: `query (${ID}) { result: consumer_return(id: $id) { ${CONSUMER_RETURN} } }`,
  },
  {
    method: 'PUT', path: '/consumer_returns/:id', summary: 'Update a consumer return', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: ConsumerReturnUpdateInput!) { result: consumer_return_update(id: $id, input: $input) { ${CONSUMER_RETURN} } }`,
  },
  {
    method: 'DELETE', path: '/consumer_returns/:id', summary: 'Destroy a consumer return', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: consumer_return_delete(id: $id) { id } }`,
  },
  {
    method: 'GET', path: '/consumer_returns/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { consumer_return(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/consumer_returns/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: consumer_return_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
];
