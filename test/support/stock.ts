import type { MikroORM } from '@mikro-orm/postgresql';
import { changeStock } from '../../src/domain/inventory/ledger';
import { refreshItemCounters } from '../../src/domain/items/counters';
import { lockItems } from '../../src/domain/items/locks';
import { EventBuffer } from '../../src/domain/events/buffer';
import { forkForAll } from '../../src/db/tenancy';

/**
 * Puts stock straight through the ledger (the same functions receiving uses), for tests about
 * what stock does rather than how it arrives. `role` picks the first location of that role in
 * the first warehouse.
 */
export async function putStock(orm: MikroORM, itemId: number, change: number, role = 'pickable'): Promise<void> {
  const em = forkForAll(orm);
  await em.transactional(async (tem) => {
    const [item] = await tem.execute<{ customer_id: number }[]>('select customer_id from items where id = ?', [itemId]);
    const [location] = await tem.execute<{ id: number }[]>(
      'select l.id from locations l where l.role = ? order by l.warehouse_id, l.id limit 1',
      [role],
    );
    await lockItems({ em: tem }, [itemId]);
    await changeStock({ em: tem }, null, [
      { customer_id: item.customer_id, item_id: itemId, location_id: location.id, lot_id: null, change, reason: 'adjusted', description: 'test stock' },
    ]);
    // Test plumbing: the events this announces are not written (tests of events use real flows).
    await refreshItemCounters({ em: tem, events: new EventBuffer() }, [itemId]);
  });
}
