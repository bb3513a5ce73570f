import type { Order } from './entities';

const DAY = 86_400_000;
const ADDRESS_FIELDS = ['shipping_address_1', 'shipping_city', 'shipping_zip', 'shipping_country_iso2'] as const;

/** Response-only order fields derived from the stored ones. */
export const orderView = {
  /** Short reference for people (packing slips, support): the id, zero-padded. */
  humanizeId: (order: Order) => `FL-${String(order.id).padStart(7, '0')}`,

  /** Why the address cannot be verified yet, when it cannot. */
  addressMessage(order: Order): string | null {
    if (order.address_verified) return null;
    if (order.skip_address_verification) return 'address verification skipped';
    const missing = ADDRESS_FIELDS.filter((f) => !order[f]?.trim());
    return missing.length ? `address incomplete: ${missing.join(', ')} missing` : null;
  },

  /**
   * Returns are accepted until return_time_limit days after shipping. A limit that ends past the
   * last date a Date can hold (about 273,790 years) has no deadline: null, not an Invalid Date.
   */
  returnDeadline(order: Order): Date | null {
    if (!order.shipped_on || order.return_time_limit == null) return null;
    const deadline = new Date(order.shipped_on.getTime() + order.return_time_limit * DAY);
    return Number.isNaN(deadline.getTime()) ? null : deadline;
  },

  withinReturnTimeLimit(order: Order): boolean {
    if (!order.shipped_on || order.return_time_limit == null) return false;
    const deadline = orderView.returnDeadline(order);
    return !deadline || Date.now() <= deadline.getTime();
  },
};
