import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { byId, groupedBy, oneBy } from '../../db/batch-loaders';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { findLocked } from '../../db/row-lock';
import { Customer, Shop } from './entities';
import { CUSTOMER_LIST } from './list-specs';

/**
 * Customers and their shops: the only customers code that touches the database. The tenant filter
 * narrows a customer caller to itself and its own shops; the reads "of any tenant" are for auth,
 * which runs before any tenant is known.
 */

/** Auth reads customers and shops before a tenant is chosen. */
const ANY_TENANT = { filters: { tenant: false } } as const;

/** The area's loaders (domain/loaders.ts assembles them). */
export function customerLoaders(em: EntityManager) {
  return {
    customerById: byId(em, Customer),
    /**
     * Whether each customer exists and is active, only read (plain rows of two columns). A loader, so
     * a unit asks once however many resources it makes for the customer: a bulk chunk's 250 orders
     * sent 250 of these statements.
     */
    customerActivityById: oneBy<{ id: number; active: boolean }>(em, Customer, 'id', (c) => c.id, true, ['id', 'active']),
    shopsByCustomerId: groupedBy<Shop>(em, Shop, 'customer_id', (s) => s.customer_id),
  };
}

export const customerPage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, Customer, CUSTOMER_LIST, args);

export const countCustomersWhere = (ctx: Db, search?: string | null) => countWhere(ctx.em, Customer, CUSTOMER_LIST, search);

export const customerWithId = (ctx: Db, id: number) => ctx.em.findOne(Customer, { id });

/** The customer's row, locked (FOR UPDATE) for a decision on its state, or null. */
export const lockCustomer = (ctx: Db, id: number) => findLocked(ctx.em, Customer, { id });


export const shopWithId = (ctx: Db, id: number) => ctx.em.findOne(Shop, { id });

export const customerOfAnyTenant = (ctx: Db, id: number) => ctx.em.findOne(Customer, { id }, ANY_TENANT);

export const shopOfAnyTenant = (ctx: Db, id: number) => ctx.em.findOne(Shop, { id }, ANY_TENANT);

/** A new customer, written at once (its shop needs its id). */
export async function insertCustomer(ctx: Db, name: string): Promise<Customer> {
  const customer = ctx.em.create(Customer, { name, activated_at: new Date() } as Customer);
  await ctx.em.flush();
  return customer;
}

/** A new shop of the customer, written at once. */
export async function insertShop(ctx: Db, customerId: number, name: string): Promise<Shop> {
  const shop = ctx.em.create(Shop, { customer_id: customerId, name, sync_enabled: false } as Shop);
  await ctx.em.flush();
  return shop;
}

/** Writes the unit of work's pending changes (a customer or shop the service changed). */
export const writeCustomers = (ctx: Db) => ctx.em.flush();
