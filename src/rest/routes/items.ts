import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';

export const itemRoutes: Route[] = [
  {
    method: 'GET', path: '/items', summary: 'List all items', respond: 'list',
    operation: `query (${LIST_VARIABLES}, $include_archived: Boolean) {
      result: items(${LIST_ARGUMENTS}, include_archived: $include_archived) { nodes { ...Item } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/items', summary: 'Create an item', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: ItemCreateInput!) { result: item_create(input: $input) { ...Item } }`,
  },
  {
    method: 'GET', path: '/items/count', summary: 'Count items', respond: 'count',
    operation: `query ($search: String, $include_archived: Boolean) { result: items_count(search: $search, include_archived: $include_archived) }`,
  },
  {
    method: 'GET', path: '/items/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: item_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/items/:id', summary: 'Retrieve an item', respond: 'object', page: 'items(include_archived: true)',
    operation: `query (${ID}) { result: item(id: $id) { ...Item } }`,
  },
  {
    method: 'PUT', path: '/items/:id', summary: 'Update an item', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: ItemUpdateInput!) { result: item_update(id: $id, input: $input) { ...Item } }`,
  },
  {
    method: 'DELETE', path: '/items/:id', summary: 'Archive an item', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: item_archive(id: $id) { id } }`,
  },
  {
    method: 'PUT', path: '/items/:id/call/:action', summary: 'Perform an action on an item', respond: 'object', body: 'variables',
    operation: `mutation (${ID}, $action: String!, $args: JSON) { result: item_call(id: $id, action: $action, args: $args) { ...Item } }`,
  },
  {
    method: 'GET', path: '/items/:id/originators', summary: 'List associated originators', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      item(id: $id) { result: originators(${LIST_ARGUMENTS}) { nodes { ...Originator } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } } }`,
  },
  {
    method: 'GET', path: '/items/:id/originators/count', summary: 'Count originators', respond: 'count',
    operation: `query (${ID}, $search: String) { item(id: $id) { result: originators_count(search: $search) } }`,
  },
  {
    method: 'GET', path: '/items/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { item(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/items/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: item_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
  {
    method: 'GET', path: '/originators', summary: 'List originators', respond: 'list',
    operation: `query ($originated_type: String!, ${LIST_VARIABLES}) {
      result: originators(originated_type: $originated_type, ${LIST_ARGUMENTS}) { nodes { ...Originator } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
];
