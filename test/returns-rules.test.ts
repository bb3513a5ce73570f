import { Order } from '../src/domain/orders/entities';
import { lineErrors, orderReturnError, type LineCheck, type ReturnableItem } from '../src/domain/returns/rules';
import { returnCondition } from '../src/domain/returns/views';

/** The return rules as pure functions: no database, no server. */

const DAY = 86_400_000;
const now = new Date('2030-06-01T12:00:00Z');

const order = (fields: Partial<Order>) => Object.assign(new Order(), { id: 7, customer_id: 1, status: 300, shipped_on: new Date(now.getTime() - 10 * DAY), ...fields });
const item = (fields: Partial<ReturnableItem> = {}): ReturnableItem => ({
  id: 3, sku: 'SKU-3', is_bundle: false, returnable: null, return_price_restricted: null, return_sku_match: null, ...fields,
});
const line = (fields: Partial<LineCheck> = {}): LineCheck => ({
  item: item(), quantity: 1, orderId: 7, sold: [{ id: 70, quantity: 3, price: 9.5, returnable: null }], alreadyReturned: 0, skuMatchFound: false, ...fields,
});
const fields = (check: LineCheck) => lineErrors(check, 'return_items.0').errors.map((e) => e.field);

describe('orderReturnError', () => {
  it('takes returns from shipped orders (and those already in a return), refusing the rest by status', () => {
    for (const status of [30, 75, 77, 300, 325, 350]) expect(orderReturnError(order({ status }), now)).toBeNull();
    for (const status of [35, 40, 95, 100, 160]) expect(orderReturnError(order({ status }), now)).toMatchObject({ field: 'order_id' });
  });

  it('closes the window return_time_limit days after shipping; no limit, no window', () => {
    expect(orderReturnError(order({ return_time_limit: null }), now)).toBeNull();
    expect(orderReturnError(order({ return_time_limit: 10 }), now)).toBeNull();
    expect(orderReturnError(order({ return_time_limit: 9 }), now)?.message).toMatch(/return window of order 7 closed on 2030-05-31/);
    // A limit past what a Date can hold has no deadline.
    expect(orderReturnError(order({ return_time_limit: 2147483647 }), now)).toBeNull();
  });
});

describe('lineErrors', () => {
  it('accepts a line of the order within what it shipped, taking the price paid', () => {
    expect(lineErrors(line({ quantity: 3 }), 'return_items.0')).toEqual({ errors: [], price: 9.5 });
  });

  it('refuses items marked not returnable (null is accepted) and bundles', () => {
    expect(fields(line({ item: item({ returnable: false }) }))).toEqual(['return_items.0.item_id']);
    expect(fields(line({ item: item({ returnable: true }) }))).toEqual([]);
    expect(fields(line({ item: item({ is_bundle: true }) }))).toEqual(['return_items.0.item_id']);
  });

  it('counts earlier returns against what the order shipped', () => {
    expect(fields(line({ quantity: 1, alreadyReturned: 2 }))).toEqual([]);
    expect(fields(line({ quantity: 2, alreadyReturned: 2 }))).toEqual(['return_items.0.quantity']);
    expect(fields(line({ quantity: 2, sold: [{ id: 70, quantity: 1, price: 1, returnable: null }, { id: 71, quantity: 1, price: 1, returnable: true }] }))).toEqual([]);
  });

  it('a line sold not returnable is refused, even if the item is returnable now', () => {
    const soldFinal = [{ id: 70, quantity: 3, price: 9.5, returnable: false }];
    expect(fields(line({ item: item({ returnable: true }), sold: soldFinal }))).toEqual(['return_items.0.item_id']);
    expect(fields(line({ sold: soldFinal, order_item_id: 70 }))).toEqual(['return_items.0.order_item_id']);
    expect(fields(line({ sold: [...soldFinal, { id: 71, quantity: 1, price: 9.5, returnable: null }] }))).toEqual([]);
  });

  it('an item not on the order, or an order line of another item, is refused', () => {
    expect(fields(line({ sold: [] }))).toEqual(['return_items.0.item_id']);
    expect(fields(line({ order_item_id: 99 }))).toEqual(['return_items.0.order_item_id']);
    expect(fields(line({ orderId: null, sold: [], order_item_id: 70 }))).toEqual(['return_items.0.order_item_id']);
  });

  it('price-restricted: only against an order, at the price paid', () => {
    const restricted = item({ return_price_restricted: true });
    expect(fields(line({ item: restricted, orderId: null, sold: [] }))).toEqual(['return_items.0.item_id']);
    expect(fields(line({ item: restricted, price: 10 }))).toEqual(['return_items.0.price']);
    expect(lineErrors(line({ item: restricted, price: 9.5 }), 'x')).toEqual({ errors: [], price: 9.5 });
    // Not restricted: the caller's price stands.
    expect(lineErrors(line({ price: 10 }), 'x').price).toBe(10);
  });

  it('return_sku_match must name an item', () => {
    expect(fields(line({ item: item({ return_sku_match: 'B-STOCK' }), skuMatchFound: false }))).toEqual(['return_items.0.item_id']);
    expect(fields(line({ item: item({ return_sku_match: 'B-STOCK' }), skuMatchFound: true }))).toEqual([]);
  });
});

describe('returnCondition', () => {
  it('says how a line arrived', () => {
    expect([[0, 0], [2, 0], [0, 2], [1, 1]].map(([quantity_good, quantity_damaged]) => returnCondition({ quantity_good, quantity_damaged })))
      .toEqual(['pending', 'good', 'damaged', 'mixed']);
  });
});
