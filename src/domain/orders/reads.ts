import type { Relation } from '../../db/prefetch';
import { ADDRESS_FIELDS } from './address-rules';
import { OWN_RELATIONS } from './relations';

/** What a relation of the order reads of the order itself: the key of a single row it names, nothing for a list hanging from the order's id. */
const relationReads = (relations: Readonly<Record<string, Relation>>) =>
  Object.fromEntries(Object.entries(relations).map(([name, r]) => [name, r.one ? [r.one] : []]));

/**
 * The columns each Order field that is not a column reads (GraphQL resolvers, orders/views.ts): a
 * page of orders fetches only what its selected fields read (db/plain-rows.ts columnsFor). A field
 * missing here makes the page read every column, never too few; test/order-relations.test.ts fails
 * for any GraphQL Order field that is neither a column nor declared here.
 */
export const ORDER_FIELD_READS: Readonly<Record<string, readonly string[]>> = {
  ...relationReads(OWN_RELATIONS),
  proto_originator_id: [],
  humanize_id: [],
  status_name: ['status'],
  items_updateable: ['status', 'permissions_limited'],
  address_message: ['address_verified', 'skip_address_verification', ...ADDRESS_FIELDS],
  ship_method: ['shipping_method_id'],
  cf_packingslip_pdf_url: ['packingslip_pdf_url'],
  calculated_time_limit: ['shipped_on', 'return_time_limit'],
  within_return_time_limit: ['shipped_on', 'return_time_limit'],
  // Fields of the areas above orders, answered by their loaders: customs/info.ts customsInfoOf reads
  // the order's customs columns and its destination; the others hang from the order's id.
  customs_info: ['shipping_country', 'shipping_country_iso2', 'customs_vat_number', 'customs_ioss_number', 'customs_eori_number', 'customs_receiver_tax_id', 'created_at', 'updated_at'],
  wholesale: [],
  order_documents: [],
  shipping_documents: [],
};
