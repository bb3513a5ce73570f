import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { ORDER_WHOLESALE_SPEC, WHOLESALE_ITEM_SPEC, type OrderWholesaleField, type StoreAddress, type WholesaleItemField } from './fields';

type Nullable<K extends string, V> = { [P in K]: V | null };

/** A wholesale (retail replenishment, EDI) order's trading-partner details: one per order. */
export interface OrderWholesale extends Nullable<OrderWholesaleField, string> {}
export class OrderWholesale {
  id!: number;
  customer_id!: number;
  order_id!: number;
  store_address: StoreAddress | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const OrderWholesaleSchema = new EntitySchema<OrderWholesale>({
  class: OrderWholesale,
  tableName: 'order_wholesales',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    order_id: { type: 'integer' },
    ...specProperties<OrderWholesale>(ORDER_WHOLESALE_SPEC),
    store_address: { type: 'json', nullable: true },
    ...timestamps<OrderWholesale>(),
  } as never,
});

/** A wholesale order line's trading-partner details (its buyer's part number, pack values, line number). */
export interface WholesaleItem extends Nullable<WholesaleItemField, string> {}
export class WholesaleItem {
  id!: number;
  customer_id!: number;
  order_item_id!: number;
  created_at!: Date;
  updated_at!: Date;
}

export const WholesaleItemSchema = new EntitySchema<WholesaleItem>({
  class: WholesaleItem,
  tableName: 'wholesale_items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    order_item_id: { type: 'integer' },
    ...specProperties<WholesaleItem>(WHOLESALE_ITEM_SPEC),
    ...timestamps<WholesaleItem>(),
  } as never,
});
