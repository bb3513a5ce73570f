import type { Order } from './entities';
import { ADDRESS_FIELDS, addressProblems } from './address-rules';
import { isoTimestamp } from '../../db/json-rows';
import { literal } from '../../db/sql';
import type { DerivedFields } from '../../db/prefetch';
import { ITEMS_UPDATEABLE, ORDER_STATUSES } from './statuses';

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

/** A return window PostgreSQL computes as the code does: longer ones (a Date's range) are the code's to answer. */
const WINDOW_DAYS = 1_000_000;
const deadline = (o: string) => `(${o}."shipped_on" + ${o}."return_time_limit" * interval '86400 seconds')`;
const windowComputable = (o: string) => `abs(coalesce(${o}."return_time_limit", 0)) <= ${WINDOW_DAYS}`;

/**
 * The Order fields resolved in code (graphql/resolvers/orders.ts: orderView, the status names) as
 * PostgreSQL writes them into a page of orders as JSON (db/prefetch.ts DerivedFields), rule for rule;
 * test/json-pages.test.ts renders orders both ways and compares. The address message is the address
 * rules' (libphonenumber, validator), which only the code has: for an order whose address is not
 * verified PostgreSQL writes the columns they read and the code finishes the row. Days are 86,400
 * seconds, as the code adds them, whatever the time zone.
 */
export const ORDER_DERIVED: DerivedFields = {
  humanize_id: { sql: (o) => `'FL-' || lpad(${o}."id"::text, greatest(7, length(${o}."id"::text)), '0')` },
  status_name: { sql: (o) => `case ${o}."status" ${Object.entries(ORDER_STATUSES).map(([code, name]) => `when ${code} then ${literal(name)}`).join(' ')} else ${o}."status"::text end` },
  items_updateable: { sql: (o) => `(${o}."status" = any(array[${ITEMS_UPDATEABLE.join(', ')}]) and not coalesce(${o}."permissions_limited", false))` },
  address_message: {
    sql: () => 'null::text',
    when: (o) => `${o}."address_verified"`,
    otherwise: { reads: ['address_verified', 'skip_address_verification', ...ADDRESS_FIELDS], compute: (row) => orderView.addressMessage(row as unknown as Order) },
  },
  cf_packingslip_pdf_url: { sql: (o) => `${o}."packingslip_pdf_url"` },
  calculated_time_limit: {
    sql: (o) => `case when ${o}."shipped_on" is not null and ${o}."return_time_limit" is not null then ${isoTimestamp(deadline(o))} end`,
    when: windowComputable,
  },
  within_return_time_limit: {
    sql: (o) => `(${o}."shipped_on" is not null and (${o}."return_time_limit" is null or statement_timestamp() <= ${deadline(o)}))`,
    when: windowComputable,
  },
  ship_method: { via: 'shipping_method', column: 'name' },
  proto_originator_id: { via: 'originator', column: 'original_id' },
};
