/**
 * Which stock may ship: a unit in a lot that expires within the item's expiration_period days (or
 * has expired) may not, so it is neither allocated nor counted as sellable or published. Judged
 * by the database's current_date, so the answer moves as days pass (inventory/expiry.ts keeps
 * the stored counters up to date with it).
 *
 * `lot` and `item` are the aliases of the lots (left-joined: stock without a lot always ships) and
 * items rows in the caller's query.
 */
export const shippable = (lot: string, item: string) =>
  `(${lot}.expires_on is null or ${lot}.expires_on > current_date + coalesce(${item}.expiration_period, 0))`;
