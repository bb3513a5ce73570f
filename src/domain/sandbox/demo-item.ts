import type { EntityManager } from '@mikro-orm/postgresql';
import { Item, Originator } from '../items/entities';
import { addItemWithOriginator } from './store';

/**
 * The sandbox demo customer's item. Its originator id is the same in every sandbox, so a request
 * that must name an item (the OpenAPI document's examples, Swagger UI's "Try it out") can name this
 * one by `item_originator_id` without knowing its id.
 */
export const DEMO_ITEM = { sku: 'DEMO-TEE', title: 'Demo T-shirt', originator: 'DEMO-TEE' } as const;

/** Gives the customer the demo item, named by DEMO_ITEM.originator. */
export function seedDemoItem(em: EntityManager, customerId: number): Promise<void> {
  const item = Object.assign(new Item(), { customer_id: customerId, sku: DEMO_ITEM.sku, title: DEMO_ITEM.title, price: 18, currency: 'USD', weight: 0.3 });
  return addItemWithOriginator(em, item, (written) =>
    Object.assign(new Originator(), { customer_id: customerId, originated_type: 'Item', originated_id: written.id, item: written, provider: 'sandbox', original_id: DEMO_ITEM.originator }));
}
