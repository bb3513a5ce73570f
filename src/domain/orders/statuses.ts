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

const SHIPPED_EXTERNALLY = 30;
const QUOTE = 35;
export const CANCELLED = 40;
export const PENDING_RETURN = 75;
export const RETURN_VERIFIED = 77;
export const PAUSED = 90;
export const INSUFFICIENT_INVENTORY = 95;
export const PROCESSING = 100;
export const PRINTED = 120;
export const PACKED = 160;
export const SHIPPED = 300;

/** The only statuses a caller may give on create: such orders are recorded, not fulfilled. */
export const CREATE_STATUSES = [SHIPPED_EXTERNALLY, QUOTE] as const;
/**
 * Where a new order starts: recorded (CREATE_STATUSES), where allocation puts it, or, for an order
 * separated from an Unpaid or Pre-Order one, where that one is.
 */
export const INITIAL_STATUSES: readonly number[] = [...CREATE_STATUSES, 50, 80, INSUFFICIENT_INVENTORY, PROCESSING];

/** In the warehouse's hands: stock is allocated and work may have started. */
const IN_WAREHOUSE = [PROCESSING, PRINTED, 140, 150, 155, PACKED] as const;
/** Handed to shipping but not gone: a label is being bought or was bought. */
const AT_THE_DOOR = [...IN_WAREHOUSE, 200, 250] as const;
/** Not yet shipped and not closed: the order may still be cancelled. */
const CANCELLABLE = [QUOTE, 50, 80, PAUSED, INSUFFICIENT_INVENTORY, ...IN_WAREHOUSE] as const;
/** The statuses a pause keeps (an unpause returns to it): waiting, held or printed. */
const PAUSABLE = [INSUFFICIENT_INVENTORY, PROCESSING, PRINTED] as const;
/** Where allocation ends: every line covered, or waiting for stock. */
const ALLOCATED = [INSUFFICIENT_INVENTORY, PROCESSING] as const;
/** Gone from the warehouse (or shipped elsewhere), with any returns settled: where a withdrawn return leaves the order. */
const SENT = [SHIPPED_EXTERNALLY, SHIPPED, 325, 350] as const;
/** Orders that left the warehouse (or were shipped elsewhere) and may be returned against; 75 and 77 take further returns. */
const RETURNABLE = [SHIPPED_EXTERNALLY, PENDING_RETURN, RETURN_VERIFIED, SHIPPED, 325, 350] as const;

/**
 * The order state machine: every move between statuses, as one table of (from, to, cause). A cause
 * is a caller's action (`action: true`: `/orders/{id}/call/{action}`), a sandbox stand-in for
 * warehouse work (`simulate_*`), or something the service does itself (allocation, shipping,
 * returns). A move is allowed from its `from` statuses and may end only in its `to` statuses;
 * anything not listed here is refused, and machine.ts is the only code that applies a move.
 */
export const ORDER_TRANSITIONS = {
  cancel: { from: CANCELLABLE, to: [CANCELLED], action: true, description: 'Cancel the order and release the stock it holds.' },
  pause: { from: PAUSABLE, to: [PAUSED], action: true, description: 'Hold the order: the warehouse will not work on it.' },
  unpause: { from: [PAUSED], to: PAUSABLE, action: true, description: 'Release a paused order back to the status it had (allocated afresh if it was waiting or Processing).' },
  reallocate: {
    from: [INSUFFICIENT_INVENTORY, QUOTE, 50, 80], to: ALLOCATED, action: true,
    description: 'Try again to allocate stock (a Quote, Unpaid or Pre-Order is released for fulfillment).',
  },
  simulate_processing: { from: [PAUSED, INSUFFICIENT_INVENTORY, PROCESSING, 50, 80], to: [PROCESSING], action: false, description: 'Sandbox: release the order to the warehouse.' },
  simulate_batched: { from: [PROCESSING], to: [PRINTED], action: false, description: 'Sandbox: the order is batched and its pick list printed.' },
  simulate_packed: { from: IN_WAREHOUSE, to: [PACKED], action: false, description: 'Sandbox: the order is picked and packed.' },
  simulate_shipped: { from: AT_THE_DOOR, to: [SHIPPED], action: false, description: 'Sandbox: packed, labelled and handed to the carrier.' },
  lines_changed: { from: ALLOCATED, to: ALLOCATED, action: false, description: 'Its lines changed: it is allocated afresh.' },
  stock_arrived: { from: [INSUFFICIENT_INVENTORY], to: [PROCESSING], action: false, description: 'Stock it waited for became sellable (received, adjusted, released).' },
  lot_expired: { from: AT_THE_DOOR, to: ALLOCATED, action: false, description: 'A lot it held may no longer ship: it is allocated afresh instead of shipping.' },
  return_opened: { from: RETURNABLE, to: [PENDING_RETURN], action: false, description: 'A consumer return against it was announced.' },
  return_received: { from: [PENDING_RETURN], to: [RETURN_VERIFIED], action: false, description: 'Its last open return was received.' },
  return_withdrawn: { from: [PENDING_RETURN], to: [RETURN_VERIFIED, ...SENT], action: false, description: 'An open return was withdrawn: back to what it was before its returns.' },
} as const satisfies Record<string, { from: readonly number[]; to: readonly number[]; action: boolean; description: string }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** Orders whose lines (and so their allocation) may still change. */
export const ITEMS_UPDATEABLE: readonly number[] = [QUOTE, 50, 80, INSUFFICIENT_INVENTORY, PROCESSING];
/** Orders whose own fields may still change (shipping address, flags): not shipped, cancelled or closed. */
export const FIELDS_UPDATEABLE: readonly number[] = [QUOTE, 50, 80, PAUSED, INSUFFICIENT_INVENTORY, ...IN_WAREHOUSE, 200];
/**
 * Orders released for fulfilment and not yet gone: waiting for stock, paused, or in the warehouse's
 * hands. What a shipping SLA runs against (a Quote, Unpaid or Pre-Order is not yet due to ship).
 */
export const AWAITING_SHIPMENT: readonly number[] = [PAUSED, INSUFFICIENT_INVENTORY, ...AT_THE_DOOR];
/** Orders that hold (or wait for) stock. */
export const ALLOCATING: readonly number[] = ALLOCATED;

export const describeStatuses = (codes: readonly number[]) => codes.map((c) => `${orderStatusName(c)} (${c})`).join(', ');
