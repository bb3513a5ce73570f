import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';
import { SHIPNOTICE } from '../../representations/v2-resources';

const ID = '$id: Int!';


/** A line as the original shows it: with its full item and lot. */
const LINE = '...ShipnoticeItem item { ...Item } lot { ...Lot }';

export const shipnoticeRoutes: Route[] = [
  {
    method: 'GET', path: '/shipnotices', summary: 'List all ship notices', respond: 'list',
    operation: `query (${LIST_VARIABLES}) { result: shipnotices(${LIST_ARGUMENTS}) { nodes { ${SHIPNOTICE} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'POST', path: '/shipnotices', summary: 'Create a ship notice', respond: 'object', status: 201, body: 'input',
    operation: `mutation ($input: ShipnoticeCreateInput!) { result: shipnotice_create(input: $input) { ${SHIPNOTICE} } }`,
  },
  {
    method: 'GET', path: '/shipnotices/count', summary: 'Count ship notices', respond: 'count',
    operation: `query ($search: String) { result: shipnotices_count(search: $search) }`,
  },
  {
    method: 'GET', path: '/shipnotices/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: shipnotice_actions { ...ResourceAction } }`,
  },
  {
    method: 'POST', path: '/shipnotices/bulk', summary: 'Create shipnotices in bulk', respond: 'object', status: 201, body: 'variables',
    operation: `mutation ($resources: [JSON!]!) { result: shipnotice_bulk_create(resources: $resources) { ...BulkResult } }`,
  },
  {
    method: 'GET', path: '/shipnotices/:id', summary: 'Retrieve a ship notice', respond: 'object',
    operation: `query (${ID}) { result: shipnotice(id: $id) { ${SHIPNOTICE} } }`,
  },
  {
    method: 'PUT', path: '/shipnotices/:id', summary: 'Update a ship notice', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: ShipnoticeUpdateInput!) { result: shipnotice_update(id: $id, input: $input) { ${SHIPNOTICE} } }`,
  },
  {
    method: 'DELETE', path: '/shipnotices/:id', summary: 'Destroy a ship notice', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: shipnotice_delete(id: $id) { id } }`,
  },
  {
    method: 'GET', path: '/shipnotices/:id/orders_waiting', summary: 'Count orders waiting for stock in a ship notice', respond: 'count',
    operation: `query (${ID}) { result: shipnotice_orders_waiting(id: $id) }`,
  },
  {
    method: 'GET', path: '/shipnotices/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { shipnotice(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/shipnotices/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: shipnotice_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
  {
    method: 'GET', path: '/shipnotices/:id/shipnotice_items', summary: 'List associated ship notice items', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      result: shipnotice_items(shipnotice_id: $id, ${LIST_ARGUMENTS}) { nodes { ${LINE} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } }`,
  },
  {
    method: 'GET', path: '/shipnotices/:id/shipnotice_items/count', summary: 'Count associated ship notice items', respond: 'count',
    operation: `query (${ID}, $search: String) { result: shipnotice_items_count(shipnotice_id: $id, search: $search) }`,
  },
  {
    method: 'POST', path: '/shipnotices/:id/shipnotice_items', summary: 'Create a ship notice item', respond: 'object', status: 201, body: 'input',
    operation: `mutation (${ID}, $input: ShipnoticeItemCreateInput!) { result: shipnotice_item_create(shipnotice_id: $id, input: $input) { ${LINE} } }`,
  },
  {
    method: 'GET', path: '/shipnotice_items/count', summary: 'Count ship notice items', respond: 'count',
    operation: `query ($search: String) { result: shipnotice_items_count(search: $search) }`,
  },
  {
    method: 'GET', path: '/shipnotice_items/actions', summary: 'List actions you can perform', respond: 'object',
    operation: `query { result: shipnotice_item_actions { ...ResourceAction } }`,
  },
  {
    method: 'GET', path: '/shipnotice_items/:id', summary: 'Retrieve a ship notice item', respond: 'object',
    operation: `query (${ID}) { result: shipnotice_item(id: $id) { ${LINE} } }`,
  },
  {
    method: 'PUT', path: '/shipnotice_items/:id', summary: 'Update a ship notice item', respond: 'object', body: 'input',
    operation: `mutation (${ID}, $input: ShipnoticeItemUpdateInput!) { result: shipnotice_item_update(id: $id, input: $input) { ${LINE} } }`,
  },
  {
    method: 'DELETE', path: '/shipnotice_items/:id', summary: 'Destroy a shipnotice item', respond: 'empty', status: 204,
    operation: `mutation (${ID}) { result: shipnotice_item_delete(id: $id) { id } }`,
  },
  {
    method: 'GET', path: '/shipnotice_items/:id/meta_fields', summary: 'List meta fields', respond: 'object',
    operation: `query (${ID}) { shipnotice_item(id: $id) { result: meta_fields { ...MetaFields } } }`,
  },
  {
    method: 'PUT', path: '/shipnotice_items/:id/meta_fields', summary: 'Set meta fields', respond: 'empty', status: 204, body: 'variables',
    operation: `mutation (${ID}, $fields: JSON, $association_fields: JSON) {
      result: shipnotice_item_meta_fields_update(id: $id, fields: $fields, association_fields: $association_fields) { id } }`,
  },
  {
    method: 'GET', path: '/items/:id/shipnotice_items', summary: 'List associated ship notice items', respond: 'list',
    operation: `query (${ID}, ${LIST_VARIABLES}) {
      item(id: $id) { result: shipnotice_items(${LIST_ARGUMENTS}) { nodes { ${LINE} } ${LIST_SELECTION} ${LIST_LINKS_COUNT} } } }`,
  },
  {
    method: 'GET', path: '/items/:id/shipnotice_items/count', summary: 'Count associated ship notice items', respond: 'count',
    operation: `query (${ID}, $search: String) { item(id: $id) { result: shipnotice_items_count(search: $search) } }`,
  },
];
