import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { byId } from '../../db/batch-loaders';
import { findConnection, type ListArgs } from '../../db/list/connection';
import type { Where } from '../../db/list/spec';
import { CustomerWarehouse, Location, ShippingMethod, Warehouse, type LocationRole } from './entities';
import { LOCATION_LIST, SHIPPING_METHOD_LIST, WAREHOUSE_LIST } from './list-specs';

/**
 * Warehouses, their shelves, carrier services and which customers are onboarded where: the only
 * warehouses code that touches the database. Facilities and carriers are not tenant data; a
 * warehouse's own tenant filter shows a customer those it is onboarded into.
 */

/** The area's loaders (domain/loaders.ts assembles them): facilities and carriers, read without the tenant filter. */
export function warehouseLoaders(em: EntityManager) {
  return {
    warehouseById: byId(em, Warehouse, true),
    locationById: byId(em, Location, true),
    shippingMethodById: byId(em, ShippingMethod, true),
  };
}

/** A warehouse the caller may see (the tenant filter: one it is onboarded into, for a customer). */
export const visibleWarehouse = (ctx: Db, id: number) => ctx.em.findOne(Warehouse, { id });

export const warehousePage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, Warehouse, WAREHOUSE_LIST, args);

export const locationPage = (ctx: Db, args: ListArgs, where: Where) => findConnection(ctx.em, Location, LOCATION_LIST, args, where);

export const shippingMethodPage = (ctx: Db, args: ListArgs, where: Where) => findConnection(ctx.em, ShippingMethod, SHIPPING_METHOD_LIST, args, where);

export const locationWithId = (ctx: Db, id: number) => ctx.em.findOne(Location, { id });

/** The warehouse's shelves of these roles, by name. */
export const shelvesOf = (ctx: Db, warehouseId: number, roles: LocationRole[]) =>
  ctx.em.find(Location, { warehouse: warehouseId, role: { $in: roles } }, { orderBy: { name: 'asc', id: 'asc' } });

/** The customer's links to active warehouses, oldest first. */
export const activeWarehouseLinks = (ctx: Db, customerId: number) =>
  ctx.em.find(CustomerWarehouse, { customer_id: customerId, warehouse: { active: true } }, {
    orderBy: { created_at: 'asc', warehouse: { id: 'asc' } },
    filters: false,
  });

/** Active warehouses that accept new customers, in id order. */
export const openWarehouses = (ctx: Db) => ctx.em.find(Warehouse, { active: true, accepting_new_customers: true }, { filters: false, orderBy: { id: 'asc' } });

/** Onboards the customer into the warehouses, written at once. */
export async function linkCustomer(ctx: Db, customerId: number, warehouses: Warehouse[]): Promise<void> {
  for (const warehouse of warehouses) ctx.em.create(CustomerWarehouse, { customer_id: customerId, warehouse } as CustomerWarehouse);
  await ctx.em.flush();
}
