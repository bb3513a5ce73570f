import type { RequestContext } from '../context';
import type { FieldError } from '../../shared/errors';
import type { Order, OrderItem } from '../orders/entities';
import { type LineDetails, type OrderDetails, extendOrders } from '../orders/extensions';
import { OrderWholesale, WholesaleItem } from './entities';
import { WHOLESALE_ITEM_OF_LINE } from './relations';
import { findOrderWholesale, keepWholesaleRow, removeWholesaleRow, wholesaleItemOfLine } from './store/wholesale';
import { checkColumns } from '../common/columns';
import { settleCountryCode } from '../common/countries';
import { ORDER_WHOLESALE_SPEC, STORE_ADDRESS_SPEC, WHOLESALE_ITEM_SPEC, type OrderWholesaleField, type StoreAddress, type WholesaleItemField } from './fields';

/**
 * How an order's create and update take `wholesale_attributes`, and a line's create
 * `wholesale_item_attributes` (handed down to orders as WHOLESALE_ORDER_DETAILS and
 * WHOLESALE_LINE_DETAILS): checks that collect field errors before anything is written, and the
 * writes that follow. Nothing here reads orders through their service.
 */

type OrderWholesaleInput = { [K in OrderWholesaleField]?: string | null } & {
  store_address_attributes?: StoreAddress | null;
};

export type WholesaleItemAttributes = { [K in WholesaleItemField]?: string | null };

/** The store address's two country fields: country_iso2 is derived from country when not given. */
const STORE_COUNTRY = { country: 'country', iso2: 'country_iso2' } as const;

const definedOnly = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A checked `wholesale_attributes`, with the order's current wholesale row (null when it has none yet). */
interface PreparedWholesale {
  current: OrderWholesale | null;
  /** null: remove the order's wholesale details. */
  input: OrderWholesaleInput | null;
}

/**
 * Checks `wholesale_attributes` of an order create (orderId null) or update: lengths, the store
 * address (its country_iso2 derived from its country when not given, or refused when the two name
 * different countries), and that the window closes no earlier than it opens (against the stored dates on
 * update). Problems go to `errors`. Absent means nothing to write; null on update removes the
 * order's wholesale details (the lines' wholesale items stay).
 */
async function prepareOrderWholesale(
  ctx: RequestContext, orderId: number | null, input: OrderWholesaleInput | null | undefined, path: string, errors: FieldError[],
): Promise<PreparedWholesale | null> {
  if (input === undefined || (input === null && orderId == null)) return null;
  if (input === null) {
    const current = await findOrderWholesale(ctx, orderId!);
    return current ? { current, input: null } : null;
  }
  const prefix = `${path}.`;
  errors.push(...checkColumns(ORDER_WHOLESALE_SPEC, input, { creating: orderId == null, prefix }));
  const current = orderId == null ? null : await findOrderWholesale(ctx, orderId);
  const address = input.store_address_attributes;
  let settled = input;
  if (address) {
    const addressPrefix = `${prefix}store_address_attributes.`;
    errors.push(...checkColumns(STORE_ADDRESS_SPEC, address, { creating: orderId == null, prefix: addressPrefix }));
    if (typeof address.country_iso2 === 'string' && !/^[A-Za-z]{2}$/.test(address.country_iso2)) {
      errors.push({ field: `${addressPrefix}country_iso2`, message: 'must be a 2-letter country code' });
    }
    const country = settleCountryCode(address, current?.store_address ?? null, STORE_COUNTRY, addressPrefix);
    errors.push(...country.errors);
    settled = { ...input, store_address_attributes: { ...address, ...country.changes } };
  }
  const start = input.start_date !== undefined ? input.start_date : current?.start_date ?? null;
  const cancel = input.cancel_date !== undefined ? input.cancel_date : current?.cancel_date ?? null;
  if (start && cancel && cancel < start) {
    errors.push({ field: `${prefix}${input.cancel_date !== undefined ? 'cancel_date' : 'start_date'}`, message: `must not make cancel_date (${cancel}) earlier than start_date (${start})` });
  }
  return { current, input: settled };
}

/**
 * Creates the order's wholesale row or changes the given fields of it (null clears one); the store
 * address merges the same way. A null input removes the row.
 */
function writeOrderWholesale(ctx: RequestContext, order: Order, prepared: PreparedWholesale): OrderWholesale | null {
  if (prepared.input === null) {
    if (prepared.current) removeWholesaleRow(ctx, prepared.current);
    return null;
  }
  const row = prepared.current ?? Object.assign(new OrderWholesale(), { customer_id: order.customer_id, order_id: order.id });
  const { store_address_attributes, ...fields } = prepared.input;
  Object.assign(row, definedOnly(fields));
  if (store_address_attributes !== undefined) {
    row.store_address = store_address_attributes === null ? null : { ...(row.store_address ?? {}), ...definedOnly(store_address_attributes) };
  }
  keepWholesaleRow(ctx, row);
  return row;
}

/** Checks a wholesale item's fields (`path` places them in the request; '' for a body of their own). */
export function checkWholesaleItemAttributes(input: WholesaleItemAttributes | null | undefined, path: string, errors: FieldError[]): void {
  if (input) errors.push(...checkColumns(WHOLESALE_ITEM_SPEC, input, { creating: true, prefix: path ? `${path}.` : '' }));
}

/** The wholesale item of a line just written (flushed with it). */
export function writeWholesaleItem(ctx: RequestContext, line: OrderItem, input: WholesaleItemAttributes): WholesaleItem {
  const row = Object.assign(new WholesaleItem(), definedOnly(input), { customer_id: line.customer_id, order_item_id: line.id });
  keepWholesaleRow(ctx, row);
  return row;
}

/** wholesale_attributes of an order's create and update, as orders take them (orders/extensions.ts). */
const WHOLESALE_ORDER_DETAILS: OrderDetails = {
  field: 'wholesale_attributes',
  async prepare(ctx, orderId, input, _fields, path, errors) {
    const prepared = await prepareOrderWholesale(ctx, orderId, input as OrderWholesaleInput | null, path, errors);
    return prepared && { write: async (tx, order) => void writeOrderWholesale(tx, order, prepared) };
  },
};

/** wholesale_item_attributes of a line's create, and the line's wholesale item a page of orders brings. */
const WHOLESALE_LINE_DETAILS: LineDetails = {
  field: 'wholesale_item_attributes',
  check: (input, path, errors) => checkWholesaleItemAttributes(input as WholesaleItemAttributes | null, path, errors),
  write: (ctx, line, input) => void writeWholesaleItem(ctx, line, input as WholesaleItemAttributes),
  async update(ctx, line, input) {
    const row = await wholesaleItemOfLine(ctx, line.id);
    if (row) Object.assign(row, definedOnly(input as WholesaleItemAttributes));
    else writeWholesaleItem(ctx, line, input as WholesaleItemAttributes);
  },
  relations: { wholesale_item: WHOLESALE_ITEM_OF_LINE },
};

// Handed down to orders as this module loads (the wholesale service, which the API loads, imports it).
extendOrders({ order: WHOLESALE_ORDER_DETAILS, line: WHOLESALE_LINE_DETAILS });
