import { Collection, EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { SHIPNOTICE_ITEM_SPEC, SHIPNOTICE_SPEC } from './fields';
import { SHIPNOTICE_COMPLETED } from '../common/inbound';

/**
 * Ship notice states (the spec leaves them open): announced, being received, received and
 * finalized. Only an awaiting notice may change its lines or be deleted.
 */
export const SHIPNOTICE_STATUSES = { 100: 'Awaiting Arrival', 200: 'Processing', 300: 'Completed' } as const;
export const shipnoticeStatusName = (status: number) => SHIPNOTICE_STATUSES[status as keyof typeof SHIPNOTICE_STATUSES] ?? String(status);

/** Receiving is due two days after arrival (or the eta, before it arrives). */
export function completeBy(shipnotice: Pick<Shipnotice, 'arrived_at' | 'eta'>): Date | null {
  const from = shipnotice.arrived_at ?? shipnotice.eta;
  return from ? new Date(from.getTime() + 2 * 24 * 3600 * 1000) : null;
}

export const AWAITING = 100;
export const PROCESSING = 200;
export const COMPLETED = SHIPNOTICE_COMPLETED;

/** Inbound stock announced by a customer for one warehouse. */
export class Shipnotice {
  id!: number;
  customer_id!: number;
  warehouse_id!: number;
  shipping_method_id: number | null = null;
  status: number = AWAITING;
  type = 'Shipnotice';
  sender: string | null = null;
  eta: Date | null = null;
  received_by: string | null = null;
  notes_by_service: string | null = null;
  notes_by_customer: string | null = null;
  total_boxes: number | null = null;
  arrived_at: Date | null = null;
  skip_images = false;
  easypostable_id: string | null = null;
  easypostable_type: string | null = null;
  shipping_label_url: string | null = null;
  ship_actual_cost: string | null = null;
  shipping_method_text: string | null = null;
  carrier: string | null = null;
  tracking: string | null = null;
  order_id: number | null = null;
  postage_billed = false;
  handling_billed = false;
  ship_3rdparty_cost: string | null = null;
  requires_label = false;
  completed_at: Date | null = null;
  ship_actual_currency: string | null = null;
  delivered_at: Date | null = null;
  fully_delivered_at: Date | null = null;
  partially_arrived: boolean | null = null;
  due_at: Date | null = null;
  meta_data: string | null = null;
  reference: string | null = null;
  quantities_verified: Record<string, unknown> = {};
  bol_proxy: string | null = null;
  mid_code: string | null = null;
  zone_status: string | null = null;
  inspection_required = false;
  processing_started_at: Date | null = null;
  meta_fields: Record<string, unknown> = {};
  created_at!: Date;
  updated_at!: Date;
  shipnotice_items = new Collection<ShipnoticeItem>(this);
}

export const ShipnoticeSchema = new EntitySchema<Shipnotice>({
  class: Shipnotice,
  tableName: 'shipnotices',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    warehouse_id: { type: 'integer' },
    ...specProperties<Shipnotice>(SHIPNOTICE_SPEC),
    meta_fields: { type: 'json' },
    ...timestamps<Shipnotice>(),
    shipnotice_items: { kind: '1:m', entity: () => ShipnoticeItem, mappedBy: 'shipnotice' },
    // The columns come from SHIPNOTICE_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** The roles a line may be received into; backstock is for staff. */
export const RECEIVING_ROLES = ['pickable', 'backstock', 'damaged', 'pending'] as const;

/** One announced item of a ship notice, with what was received of it. */
export class ShipnoticeItem {
  id!: number;
  customer_id!: number;
  shipnotice!: Shipnotice;
  item_id!: number;
  quantity!: number;
  quantity_good = 0;
  quantity_damaged = 0;
  description: string | null = null;
  extended_description: string | null = null;
  include_in_published = true;
  return_action: string | null = null;
  purchase_order_number: string | null = null;
  unit_cost: number | null = null;
  location_role: (typeof RECEIVING_ROLES)[number] = 'pickable';
  /** The announced lot (lot_attributes); the lot row is made on receipt. */
  lot_number: string | null = null;
  lot_expires_on: string | null = null;
  lot_id: number | null = null;
  meta_fields: Record<string, unknown> = {};
  created_at!: Date;
  updated_at!: Date;
}

export const ShipnoticeItemSchema = new EntitySchema<ShipnoticeItem>({
  class: ShipnoticeItem,
  tableName: 'shipnotice_items',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    shipnotice: { kind: 'm:1', entity: () => Shipnotice, fieldName: 'shipnotice_id' },
    ...specProperties<ShipnoticeItem>(SHIPNOTICE_ITEM_SPEC),
    // The lot the line was received into, written by receiving.
    lot_id: { type: 'integer', nullable: true },
    meta_fields: { type: 'json' },
    ...timestamps<ShipnoticeItem>(),
    // The line's columns come from SHIPNOTICE_ITEM_SPEC, which the compiler cannot map key by key.
  } as never,
});
