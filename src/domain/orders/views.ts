import type { Order } from './entities';
import { addressProblems } from './address-rules';

const DAY = 86_400_000;

/** Response-only order fields derived from the stored ones. */
export const orderView = {
  /** Short reference for people (packing slips, support): the id, zero-padded. */
  humanizeId: (order: Order) => `FL-${String(order.id).padStart(7, '0')}`,

  /** Why the address is not verified (address-rules.ts), or that staff skipped verification; null once verified. */
  addressMessage(order: Order): string | null {
    if (order.address_verified) return null;
    const problems = addressProblems(order).join('; ');
    if (order.skip_address_verification) return `address verification skipped${problems ? `: ${problems}` : ''}`;
    return problems || 'address not verified yet: it is verified again at the next update or move to picking';
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

  /**
   * Whether a return is in time: the order has shipped and its window is open, or it has no
   * return_time_limit (no window closes), as the returns rules take it (returns/rules.ts). The
   * original's examples agree: true for a shipped order without a limit, false for unshipped ones.
   */
  withinReturnTimeLimit(order: Order): boolean {
    if (!order.shipped_on) return false;
    const deadline = orderView.returnDeadline(order);
    return !deadline || Date.now() <= deadline.getTime();
  },
};
