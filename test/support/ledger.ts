import type { TestApp } from './app';

/**
 * Items whose books do not balance: the ledger (sum of item_transactions.change) differs from the
 * stock on hand, a stock row's committed is out of 0..quantity, or committed differs from the sum of
 * the order allocations holding it. An empty list means every item balances.
 */
export const ledgerMismatches = (app: Pick<TestApp, 'sql'>) =>
  app.sql(`select i.id from items i
           where coalesce((select sum(change) from item_transactions t where t.item_id = i.id), 0) <> coalesce((select sum(quantity) from stock s where s.item_id = i.id), 0)
              or exists (select 1 from stock s where s.item_id = i.id and (s.committed < 0 or s.committed > s.quantity))
              or coalesce((select sum(committed) from stock s where s.item_id = i.id), 0) <> coalesce((select sum(quantity) from order_allocations a where a.item_id = i.id), 0)`);
