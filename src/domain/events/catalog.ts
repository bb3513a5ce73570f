/**
 * Every kind of event the service fires: the outbox's `kind`, a webhook subscription's event and a
 * subscription filter all use these names. The migrations seed `notification_events` with the same
 * rows, written out (a migration is a frozen snapshot): add a kind here and in a new migration together
 * (consumer_return.* came with migration 20261124000010, order.attention with 20261125000010).
 */
export interface EventKind {
  name: string;
  /** The resource whose V2 representation is the payload, and the payload's key in a webhook body. */
  resource_type: 'order' | 'item' | 'shipnotice' | 'consumer_return';
  resource_message: string;
  description: string;
  /** A fulfillment notification or inventory update the customer's connected shop receives (shop sync). */
  shop_sync: boolean;
}

export const EVENT_KINDS: readonly EventKind[] = [
  { name: 'order.created', resource_type: 'order', resource_message: 'created', shop_sync: false, description: 'An order was created (singly, in bulk, or by the sandbox).' },
  { name: 'order.updated', resource_type: 'order', resource_message: 'updated', shop_sync: false, description: "An order's fields or lines were changed by a caller." },
  {
    name: 'order.status_changed', resource_type: 'order', resource_message: 'status changed', shop_sync: true,
    description: "An order's status changed, by a caller's action, allocation, or the sandbox's simulated processing; details carry from_status and to_status.",
  },
  { name: 'order.shipped', resource_type: 'order', resource_message: 'shipped', shop_sync: true, description: 'An order was packed and shipped: its package, tracking number and ship cost are set.' },
  { name: 'order.cancelled', resource_type: 'order', resource_message: 'cancelled', shop_sync: true, description: 'An order was cancelled and the stock it held released.' },
  {
    name: 'order.attention', resource_type: 'order', resource_message: 'needs attention', shop_sync: false,
    description: "An order was created or changed into a hold someone must lift before it can ship: its shipping address is not verified (it still says Processing). details carry reason (address_unverified) and address_message.",
  },
  { name: 'item.created', resource_type: 'item', resource_message: 'created', shop_sync: false, description: 'An item (or bundle) was created.' },
  { name: 'item.updated', resource_type: 'item', resource_message: 'updated', shop_sync: false, description: "An item's own fields were changed by a caller." },
  {
    name: 'item.inventory_changed', resource_type: 'item', resource_message: 'inventory changed', shop_sync: true,
    description: "An item's on-hand, sellable or published quantity changed: receiving, adjustments, allocation, release or shipping.",
  },
  {
    name: 'item.low_inventory', resource_type: 'item', resource_message: 'low inventory', shop_sync: false,
    description: "An item's sellable quantity fell to or below its low_inventory_threshold.",
  },
  { name: 'shipnotice.created', resource_type: 'shipnotice', resource_message: 'created', shop_sync: false, description: 'A ship notice was created.' },
  { name: 'shipnotice.received', resource_type: 'shipnotice', resource_message: 'received', shop_sync: false, description: 'Stock on a ship notice was received (by the warehouse or the sandbox).' },
  {
    name: 'consumer_return.created', resource_type: 'consumer_return', resource_message: 'created', shop_sync: false,
    description: 'A consumer return was announced (by a caller or the sandbox).',
  },
  {
    name: 'consumer_return.received', resource_type: 'consumer_return', resource_message: 'received', shop_sync: false,
    description: 'Returned goods arrived and were put back into stock (good units sellable, damaged ones to the damaged role).',
  },
];

export const EVENT_KIND_NAMES = EVENT_KINDS.map((k) => k.name);
export type EventKindName = (typeof EVENT_KINDS)[number]['name'];

const BY_NAME = new Map(EVENT_KINDS.map((k) => [k.name, k]));
export const eventKind = (name: string): EventKind | undefined => BY_NAME.get(name);
