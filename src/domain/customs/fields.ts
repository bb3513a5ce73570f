import { columnSpec } from '../common/columns';

/**
 * customs_info_attributes as an order's create and update take them: the customs info row's
 * columns, and three the order keeps in its own customs columns (attributes.ts ORDER_COLUMN_OF).
 */
export const CUSTOMS_INFO_SPEC = columnSpec({
  importer_of_record_id: { kind: 'integer', min: 1 },
  send_electonic_trade_docs: { kind: 'boolean', nullable: true },
  signer: 'string',
  au_vat_number: 'string',
  eu_vat_number: 'string',
  misc_vat_number: 'string',
  uk_vat_number: 'string',
  ioss_number: 'string',
  eori_number: 'string',
  receiver_tax_id: 'string',
});
