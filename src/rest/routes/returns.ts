import { LIST_ARGUMENTS, LIST_LINKS_COUNT, LIST_SELECTION, LIST_VARIABLES, type Route } from '../route';

const ID = '$id: Int!';

/** The original's shallow warehouse on a return: the facility's own fields, without item quantities. */
const WAREHOUSE_SHALLOW = `id name timezone timezone_raw partner_id shipping_address_1 shipping_address_2 shipping_city shipping_state shipping_zip
  shipping_country shipping_country_iso2 latitude longitude slug default_pick_strategy bin_total_count_max bin_cubic_volume_max number_of_groups
  active square_footage created_at updated_at carrier_a_shipper_number email carrier_a_carrier_facility currency vat domestic_return_labels
  international_return_labels accepting_new_customers receiving_hours pickup_hours contact_name contact_phone delivery_appointment_required
  label_format shipping_label_format loading_dock_quantity receiving_special_instructions single_item_batch_size packaging_customer_id notes
  warehouse_features`;

/**
 * A consumer return as the original shows it: with its lines, its order and exchange order, and
 * the shallow customer and warehouse the original sends on a return.
 */
export const CONSUMER_RETURN = `...ConsumerReturn
  return_items { ...ReturnItem }
  order { ...Order } exchange_order { ...Order } customer { id name created_at } warehouse { ${WAREHOUSE_SHALLOW} } originator { ...Originator }`;

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
