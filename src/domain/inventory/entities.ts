import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { ITEM_TRANSACTION_SPEC, LOT_SPEC, STOCK_SPEC } from './fields';
import { Location } from '../warehouses/entities';

/** A batch of one item with its number and expiry (lot-controlled items are received into lots). */
export class Lot {
  id!: number;
  customer_id!: number;
  item_id!: number;
  number!: string;
  /** A calendar date, YYYY-MM-DD. */
  expires_on: string | null = null;
  shipnotice_item_id: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const LotSchema = new EntitySchema<Lot>({
  class: Lot,
  tableName: 'lots',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    item_id: { type: 'integer' },
    ...specProperties<Lot>(LOT_SPEC),
    ...timestamps<Lot>(),
    // The columns come from LOT_SPEC, which the compiler cannot map key by key.
  } as never,
});

/**
 * How many of an item lie at one location in one lot, and how many of those open orders hold.
 * Written only through the ledger (ledger.ts), never directly.
 */
export class Stock {
  id!: number;
  customer_id!: number;
  item_id!: number;
  location!: Location;
  lot: Lot | null = null;
  quantity = 0;
  committed = 0;
  created_at!: Date;
  updated_at!: Date;
}

export const StockSchema = new EntitySchema<Stock>({
  class: Stock,
  tableName: 'stock',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    location: { kind: 'm:1', entity: () => Location, fieldName: 'location_id' },
    lot: { kind: 'm:1', entity: () => Lot, fieldName: 'lot_id', nullable: true },
    ...specProperties<Stock>(STOCK_SPEC),
    ...timestamps<Stock>(),
    // The columns come from STOCK_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** Why stock changed. */
const TRANSACTION_REASONS = ['received', 'received_damaged', 'adjusted', 'shipped', 'returned'] as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[number];

/**
 * One change of an item's stock. `quantity` is the item's physical on-hand total (every role)
 * after the change, so the changes of an item always sum to its stock.
 */
export class ItemTransaction {
  id!: number;
  customer_id!: number;
  item_id!: number;
  reason!: TransactionReason;
  change!: number;
  quantity!: number;
  description!: string;
  warehouse_id: number | null = null;
  location_id: number | null = null;
  lot_id: number | null = null;
  order_id: number | null = null;
  shipnotice_id: number | null = null;
  shipnotice_item_id: number | null = null;
  consumer_return_id: number | null = null;
  user_id: number | null = null;
  rule_id: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ItemTransactionSchema = new EntitySchema<ItemTransaction>({
  class: ItemTransaction,
  tableName: 'item_transactions',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<ItemTransaction>(ITEM_TRANSACTION_SPEC),
    ...timestamps<ItemTransaction>(),
    // The columns come from ITEM_TRANSACTION_SPEC, which the compiler cannot map key by key.
  } as never,
});
