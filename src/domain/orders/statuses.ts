/** The spec's order status codes and names. */
export const ORDER_STATUSES = {
  30: 'Shipped Externally',
  35: 'Quote',
  40: 'Cancelled',
  45: 'Closed by Originator',
  50: 'Unpaid',
  75: 'Pending Return',
  77: 'Return Verified',
  80: 'Pre-Order',
  90: 'Paused',
  95: 'Insufficient Inventory',
  100: 'Processing',
  120: 'Printed',
  140: 'Pending Pick Confirmation',
  150: 'Picked',
  155: 'Prepacking in Progress',
  160: 'Packed',
  200: 'Label Scheduled for Purchase',
  250: 'Label Purchased',
  300: 'Shipped',
  325: 'Picked Up',
  350: 'Delivered',
  375: 'Return Expired',
  380: 'Replacement Cancelled',
  400: 'Returned Undeliverable',
  410: 'Replacement Requested',
  430: 'Exchanged',
  450: 'Refund Requested',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUSES;

export const orderStatusName = (status: number) => ORDER_STATUSES[status as OrderStatus] ?? String(status);

export const SHIPPED_EXTERNALLY = 30;
const QUOTE = 35;
export const CANCELLED = 40;
export const PAUSED = 90;
export const INSUFFICIENT_INVENTORY = 95;
export const PROCESSING = 100;
const PRINTED = 120;
export const PACKED = 160;
export const SHIPPED = 300;

/** The only statuses a caller may give on create: such orders are recorded, not fulfilled. */
export const CREATE_STATUSES = [SHIPPED_EXTERNALLY, QUOTE] as const;

/** In the warehouse's hands: stock is allocated and work may have started. */
const IN_WAREHOUSE = [PROCESSING, PRINTED, 140, 150, 155, PACKED] as const;
/** Not yet shipped and not closed: the order may still be cancelled. */
const CANCELLABLE = [QUOTE, 50, 80, PAUSED, INSUFFICIENT_INVENTORY, ...IN_WAREHOUSE] as const;

/**
 * Every move between order states, as one table. `to: 'previous'` returns to previous_status;
 * `to: 'allocate'` runs allocation, which ends in Processing or Insufficient Inventory.
 * Actions are what callers perform (`/orders/{id}/call/{action}`); simulations are the sandbox's
 * stand-ins for warehouse work. Anything not listed here is refused.
 */
export const ORDER_TRANSITIONS = {
  cancel: { from: CANCELLABLE, to: CANCELLED, action: true, description: 'Cancel the order and release the stock it holds.' },
  pause: { from: [INSUFFICIENT_INVENTORY, PROCESSING, PRINTED], to: PAUSED, action: true, description: 'Hold the order: the warehouse will not work on it.' },
  unpause: { from: [PAUSED], to: 'previous', action: true, description: 'Release a paused order back to the status it had.' },
  reallocate: {
    from: [INSUFFICIENT_INVENTORY, QUOTE, 50, 80], to: 'allocate', action: true,
    description: 'Try again to allocate stock (a Quote, Unpaid or Pre-Order is released for fulfillment).',
  },
  simulate_processing: { from: [PAUSED, INSUFFICIENT_INVENTORY, PROCESSING, 50, 80], to: 'allocate', action: false, description: 'Sandbox: release the order to the warehouse.' },
  simulate_batched: { from: [PROCESSING], to: PRINTED, action: false, description: 'Sandbox: the order is batched and its pick list printed.' },
  simulate_packed: { from: IN_WAREHOUSE, to: PACKED, action: false, description: 'Sandbox: the order is picked and packed.' },
  simulate_shipped: { from: [...IN_WAREHOUSE, 200, 250], to: SHIPPED, action: false, description: 'Sandbox: packed, labelled and handed to the carrier.' },
} as const satisfies Record<string, { from: readonly number[]; to: number | 'previous' | 'allocate'; action: boolean; description: string }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** Orders whose lines (and so their allocation) may still change. */
export const ITEMS_UPDATEABLE: readonly number[] = [QUOTE, 50, 80, INSUFFICIENT_INVENTORY, PROCESSING];
/** Orders whose own fields may still change (shipping address, flags): not shipped, cancelled or closed. */
export const FIELDS_UPDATEABLE: readonly number[] = [QUOTE, 50, 80, PAUSED, INSUFFICIENT_INVENTORY, ...IN_WAREHOUSE, 200];
/** Orders that hold (or wait for) stock. */
export const ALLOCATING: readonly number[] = [INSUFFICIENT_INVENTORY, PROCESSING];

export const describeStatuses = (codes: readonly number[]) => codes.map((c) => `${orderStatusName(c)} (${c})`).join(', ');
