import type { EntityManager } from '@mikro-orm/postgresql';

export interface InventoryFacts {
  /** Units on the item's own stock rows, in any role. */
  on_hand: number;
  /** How many components the item has (it is a bundle with contents). */
  components: number;
  /** Whether the item has any stock history, announced lines or bundle links. */
  has_history: boolean;
}

/** What an item's inventory already says about it, in one statement: what a change to the item itself must respect. */
export async function inventoryFacts(em: EntityManager, itemId: number): Promise<InventoryFacts> {
  const [facts] = await em.execute<InventoryFacts[]>(
    `select (select coalesce(sum(quantity), 0) from stock where item_id = ?)::int as on_hand,
            (select count(*) from bundle_items where parent_item_id = ?)::int as components,
            exists (select 1 from item_transactions where item_id = ?)
              or exists (select 1 from shipnotice_items where item_id = ?)
              or exists (select 1 from bundle_items where item_id = ? or parent_item_id = ?) as has_history`,
    [itemId, itemId, itemId, itemId, itemId, itemId],
  );
  return facts;
}
