import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { badInput, notFound } from '../../shared/errors';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { CustomerWarehouse, Location, ShippingMethod, Warehouse, type LocationRole } from './entities';
import { LOCATION_LIST, SHIPPING_METHOD_LIST, WAREHOUSE_LIST } from './list-specs';

/** The tenant filter limits a customer to the warehouses it is onboarded into. */
export async function getWarehouse(ctx: RequestContext, id: number): Promise<Warehouse> {
  const warehouse = await ctx.em.findOne(Warehouse, { id });
  if (!warehouse) throw notFound('Warehouse', id);
  return warehouse;
}

export const listWarehouses = (ctx: RequestContext, args: ListArgs) => findConnection(ctx.em, Warehouse, WAREHOUSE_LIST, args);

export const listWarehouseLocations = (ctx: RequestContext, warehouse: Warehouse, args: ListArgs & { role?: LocationRole | null }) =>
  findConnection(ctx.em, Location, LOCATION_LIST, args, { warehouse: warehouse.id, ...(args.role ? { role: args.role } : {}) });

/** "A-01-02" reads "Aisle A, Shelf 01, Bin 02"; other names read as they are. */
export function humanizeShelfName(name: string): string {
  const parts = /^([A-Z]+)-(\d+)-(\d+)$/i.exec(name);
  return parts ? `Aisle ${parts[1]}, Shelf ${parts[2]}, Bin ${parts[3]}` : name;
}

/** Why a customer with no active warehouse gets no order or ship notice. */
export const NOT_ONBOARDED = 'is required: the customer is not onboarded into any active warehouse';

/**
 * The warehouse a customer's inbound stock goes to: the one asked for, which must be an active
 * warehouse the customer is onboarded into, or else the customer's first.
 */
export async function customerWarehouse(em: EntityManager, customerId: number, requested: number | null | undefined): Promise<number> {
  const links = await em.find(CustomerWarehouse, { customer_id: customerId, warehouse: { active: true } }, {
    orderBy: { created_at: 'asc', warehouse: { id: 'asc' } },
    filters: false,
  });
  if (requested == null) {
    if (!links.length) throw badInput('warehouse_id', NOT_ONBOARDED);
    return links[0].warehouse.id;
  }
  if (!links.some((l) => l.warehouse.id === requested)) throw badInput('warehouse_id', `names no active warehouse of this customer (${requested})`);
  return requested;
}

/** Carrier services are the service's, not a tenant's: every caller reads the same list. */
export const listShippingMethods = (ctx: RequestContext, args: ListArgs & { include_inactive?: boolean | null }) =>
  findConnection(ctx.em, ShippingMethod, SHIPPING_METHOD_LIST, args, args.include_inactive ? {} : { active: true });

export async function getShippingMethod(ctx: RequestContext, id: number): Promise<ShippingMethod> {
  const method = await ctx.loaders.shippingMethodById.load(id);
  if (!method) throw notFound('ShippingMethod', id);
  return method;
}
