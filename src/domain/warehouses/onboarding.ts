import type { EntityManager } from '@mikro-orm/postgresql';
import { CustomerWarehouse, Warehouse } from './entities';

/** A new customer is onboarded into every active warehouse that accepts new customers. */
export async function onboardCustomer(em: EntityManager, customerId: number): Promise<void> {
  const open = await em.find(Warehouse, { active: true, accepting_new_customers: true }, { filters: false, orderBy: { id: 'asc' } });
  for (const warehouse of open) em.create(CustomerWarehouse, { customer_id: customerId, warehouse } as CustomerWarehouse);
  await em.flush();
}
