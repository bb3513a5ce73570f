import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import { idProperty, tenantFilter, timestamps } from '../common/entity';
import {
  ORDER_WHOLESALE_STRING_FIELDS, TEXT_FIELDS, WHOLESALE_ITEM_FIELDS, type OrderWholesaleDateField, type OrderWholesaleStringField,
  type StoreAddress, type WholesaleItemField,
} from './fields';

function stringProperties<T>(fields: readonly string[]) {
  return Object.fromEntries(
    fields.map((f) => [f, TEXT_FIELDS.has(f) ? { type: 'text', nullable: true } : { type: 'string', columnType: 'varchar(255)', nullable: true }]),
  ) as Record<string, EntitySchemaProperty<unknown, T>>;
}

type Nullable<K extends string, V> = { [P in K]: V | null };

/** A wholesale (retail replenishment, EDI) order's trading-partner details: one per order. */
export interface OrderWholesale extends Nullable<OrderWholesaleStringField, string>, Nullable<OrderWholesaleDateField, string> {}
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
    ...stringProperties<OrderWholesale>(ORDER_WHOLESALE_STRING_FIELDS),
    start_date: { type: 'date', columnType: 'date', nullable: true },
    cancel_date: { type: 'date', columnType: 'date', nullable: true },
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
    ...stringProperties<WholesaleItem>(WHOLESALE_ITEM_FIELDS),
    ...timestamps<WholesaleItem>(),
  } as never,
});
