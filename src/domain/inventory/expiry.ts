import type { MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type RequestContext, type Services } from '../context';
import { withTransaction } from '../../db/unit-of-work';
import type { Scope } from '../common/scopes';
import { refreshItemCounters } from '../items/counters';
import { lockItems } from '../items/locks';
import { itemsWithUnshippableStock } from './store';

/** Items refreshed per transaction: locks are held briefly, and a batch's events render in one page. */
const BATCH = 200;

/**
 * Days pass, and a lot comes inside its item's expiration_period without any write to the stock:
 * allocation sees it at once (it asks items/shippable.ts with the database's current_date), but the
 * stored counters (items.quantity, sellable_quantity, published_quantity, which lists, searches,
 * sorts and shop sync read) still count it. This sweep recomputes the counters of every item that
 * holds such stock in a sellable role, in small transactions, announcing item.inventory_changed
 * (and item.low_inventory) for those that moved. Items whose counters are already right are
 * rewritten with nothing and announce nothing, so running it twice, or on several instances at
 * once, is harmless. Returns how many items were looked at.
 */
export async function refreshExpiredCounters(orm: MikroORM, services: Services): Promise<number> {
  // Read for every tenant; each batch then acts for its own customer.
  const rows = await itemsWithUnshippableStock(systemContext(orm.em.fork(), null, services));
  const byCustomer = new Map<number, number[]>();
  for (const { customer_id, item_id } of rows) byCustomer.set(customer_id, [...(byCustomer.get(customer_id) ?? []), item_id]);
  for (const [customerId, itemIds] of byCustomer) {
    for (let i = 0; i < itemIds.length; i += BATCH) {
      const batch = itemIds.slice(i, i + BATCH);
      await withTransaction(systemContext(orm.em.fork(), customerId, services), async (tx) => {
        await lockItems(tx, batch);
        await refreshItemCounters(tx, batch);
      });
    }
  }
  return rows.length;
}

/** The service acting on its own (no caller), scoped to one customer as its events are (null: every tenant). */
function systemContext(em: RequestContext['em'], customerId: number | null, services: Services): RequestContext {
  const caller = { apiClientId: 0, clientCustomerId: null, isStaff: true, scopes: ['user_read'] as Scope[] };
  return assembleContext(em, { ...services, caller, customerId, shopId: null, hub: null });
}
