import { Collection, EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { ITEM_ARCHIVE_SPEC, ITEM_SPEC, ORIGINATOR_LINK_SPEC, ORIGINATOR_SPEC } from './fields';

export class Item {
  id!: number;
  customer_id!: number;
  sku: string | null = null;
  title: string | null = null;
  description: string | null = null;
  weight: number | null = null;
  length: number | null = null;
  width: number | null = null;
  height: number | null = null;
  available = true;
  image_originator_url: string | null = null;
  vendor: string | null = null;
  scancode: string | null = null;
  price: number | null = null;
  media_mail = false;
  packaging = false;
  active = true;
  wholesale_cost: number | null = null;
  is_bundle = false;
  packaging_type: string | null = null;
  promo = false;
  street_date: Date | null = null;
  category: string | null = null;
  include_inbound_in_published = false;
  returnable: boolean | null = null;
  return_sku_match: string | null = null;
  return_price_restricted: boolean | null = null;
  request_serial_number: boolean | null = null;
  currency: string | null = null;
  tariff_number: string | null = null;
  notify_originator_inventory: number | null = null;
  nmfc_code: string | null = null;
  nmfc_class: string | null = null;
  commodity_description: string | null = null;
  hazmat = false;
  hazmat_type: string | null = null;
  misc: string | null = null;
  ean: string | null = null;
  lot_control = false;
  expiration_period: number | null = null;
  ship_strategy = 0;
  velocity = 0;
  case_quantity: number | null = null;
  carton_quantity: number | null = null;
  origin_country: string | null = null;
  alcohol = false;
  shippable_container = false;
  goh = false;
  label_format: string | null = null;
  replenishment_min: number | null = null;
  replenishment_target: number | null = null;
  low_inventory_threshold: number | null = null;
  /** On-hand stock in sellable roles; a counter the inventory ledger keeps in the same transaction. */
  quantity = 0;
  /** quantity less what open orders hold (for a bundle: derived from its components). Internal. */
  sellable_quantity = 0;
  /** Sellable (+ inbound when include_inbound_in_published); kept with quantity. */
  published_quantity = 0;
  meta_fields: Record<string, unknown> = {};
  archived_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
  originators = new Collection<Originator>(this);

  /** "title, description", as the original formats it. */
  get full_description(): string {
    return [this.title, this.description].filter(Boolean).join(', ');
  }

  get name(): string {
    return this.full_description;
  }

  /** We host no images: the image is the one the originator points at. */
  get image_url(): string | null {
    return this.image_originator_url;
  }

  get archived(): boolean {
    return this.archived_at != null;
  }
}

export const ItemSchema = new EntitySchema<Item>({
  class: Item,
  tableName: 'items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    ...specProperties<Item>(ITEM_SPEC),
    // Read-only here: only the ledger (inventory/ledger.ts) writes the counters, in SQL, so a
    // flush of an item loaded earlier can never write a stale count back.
    quantity: { type: 'integer', formula: (alias: string) => `${alias}.quantity` },
    sellable_quantity: { type: 'integer', formula: (alias: string) => `${alias}.sellable_quantity` },
    published_quantity: { type: 'integer', formula: (alias: string) => `${alias}.published_quantity` },
    meta_fields: { type: 'json' },
    ...specProperties<Item>(ITEM_ARCHIVE_SPEC),
    ...timestamps<Item>(),
    originators: { kind: '1:m', entity: () => Originator, mappedBy: 'item' },
    // The writable columns come from ITEM_SPEC, which the compiler cannot map key by key,
    // and the getters (full_description, name, ...) are not columns.
  } as never,
});

/**
 * The caller's own representation of an item, order or order item (shop, provider and ids).
 * One nullable foreign key per kind of owner keeps real constraints and joins, while
 * originated_type / originated_id give the V2 shape.
 */
export class Originator {
  id!: number;
  customer_id!: number;
  originated_type!: string;
  originated_id!: number;
  item: Item | null = null;
  shop_id: number | null = null;
  provider: string | null = null;
  original_id: string | null = null;
  group_id: string | null = null;
  misc: string | null = null;
  active = true;
  integration_id: number | null = null;
  last_notified_at: Date | null = null;
  last_notification_status: string | null = null;
  distinct_originator_key: string | null = null;
  application_id: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const OriginatorSchema = new EntitySchema<Originator>({
  class: Originator,
  tableName: 'originators',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    originated_id: { type: 'integer' },
    item: { kind: 'm:1', entity: () => Item, nullable: true, fieldName: 'item_id' },
    shop_id: { type: 'integer', nullable: true },
    ...specProperties<Originator>(ORIGINATOR_SPEC),
    ...specProperties<Originator>(ORIGINATOR_LINK_SPEC),
    integration_id: { type: 'integer', nullable: true },
    application_id: { type: 'integer', nullable: true },
    ...timestamps<Originator>(),
    // The caller's columns come from ORIGINATOR_SPEC, which the compiler cannot map key by key.
  } as never,
});
