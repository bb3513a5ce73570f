import { type ColumnEntry, columnSpec } from '../common/columns';

/** The customs info row's columns (entities.ts), in the order customs_info_attributes lists them. */
const ROW = {
  importer_of_record_id: { kind: 'integer', min: 1 },
  send_electonic_trade_docs: 'boolean',
  signer: 'string',
  au_vat_number: 'string',
  eu_vat_number: 'string',
  misc_vat_number: 'string',
  uk_vat_number: 'string',
} as const satisfies Record<string, ColumnEntry>;

/** What an order's customs info row stores: the flag has no third state there (a cleared flag is off). */
export const CUSTOMS_INFO_ROW_SPEC = columnSpec(ROW);

/**
 * customs_info_attributes as an order's create and update take them: the customs info row's
 * columns, and three the order keeps in its own customs columns (attributes.ts ORDER_COLUMN_OF).
 */
export const CUSTOMS_INFO_SPEC = columnSpec({
  ...ROW,
  send_electonic_trade_docs: { kind: 'boolean', nullable: true },
  ioss_number: 'string',
  eori_number: 'string',
  receiver_tax_id: 'string',
});
