import type { Route } from '../route';

const ID = '$id: Int!';

export const bundleRoutes: Route[] = [
  {
    method: 'GET', path: '/items/:id/bundle_items', summary: 'List the components of a bundle', respond: 'object',
    operation: `query (${ID}) { item(id: $id) { result: bundle_items { ...BundleItem } } }`,
  },
  {
    method: 'POST', path: '/items/:id/bundle_items', summary: 'Add an item to a bundle', respond: 'object', status: 201, body: 'input',
    operation: `mutation (${ID}, $input: BundleItemCreateInput!) { result: bundle_item_create(parent_item_id: $id, input: $input) { ...BundleItem } }`,
  },
  {
    method: 'GET', path: '/items/:id/in_bundles', summary: 'List the bundles containing this item', respond: 'object',
    operation: `query (${ID}) { item(id: $id) { result: in_bundles { ...Item } } }`,
  },
  {
    method: 'GET', path: '/bundle_items/:id', summary: 'Retrieve a bundle item', respond: 'object',
    operation: `query (${ID}) { result: bundle_item(id: $id) { ...BundleItem } }`,
  },
  {
    method: 'PUT', path: '/bundle_items/:id', summary: "Update a bundle item's quantity", respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: BundleItemUpdateInput!) { result: bundle_item_update(id: $id, input: $input) { ...BundleItem } }`,
  },
  {
    method: 'DELETE', path: '/bundle_items/:id', summary: 'Remove an item from a bundle', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: bundle_item_delete(id: $id) { id } }`,
  },
];
