import { serviceColumnSpec } from '../common/columns';

/**
 * The columns of stock, lots and the ledger, said once (common/columns.ts): the entities map them
 * and test/schema-consistency.test.ts holds the GraphQL types and the migrations to them. No
 * caller writes any: receiving, adjustments and shipping do, through the ledger.
 */

/** A lot (its owner and item are the tenant's and the item's keys, beside the spec). */
export const LOT_SPEC = serviceColumnSpec({
  number: { kind: 'string', nullable: false },
  expires_on: 'date',
  shipnotice_item_id: 'integer',
});

/** A stock row (rendered as an item location entry; its location and lot are relations, beside the spec). */
export const STOCK_SPEC = serviceColumnSpec({
  item_id: { kind: 'integer', nullable: false },
  quantity: { kind: 'integer', nullable: false, min: 0, default: 0 },
  committed: { kind: 'integer', nullable: false, min: 0, default: 0 },
});

/** One change of an item's stock, as the ledger writes it. */
export const ITEM_TRANSACTION_SPEC = serviceColumnSpec({
  item_id: { kind: 'integer', nullable: false },
  reason: { kind: 'string', length: 32, nullable: false },
  change: { kind: 'integer', nullable: false },
  quantity: { kind: 'integer', nullable: false },
  description: { kind: 'text', nullable: false },
  warehouse_id: 'integer',
  location_id: 'integer',
  lot_id: 'integer',
  order_id: 'integer',
  shipnotice_id: 'integer',
  shipnotice_item_id: 'integer',
  consumer_return_id: 'integer',
  user_id: 'integer',
  rule_id: 'integer',
});
