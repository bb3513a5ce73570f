import type { RequestContext } from '../context';
import { badInput, notFound } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { Location, LocationRole, ShippingMethod, Warehouse } from './entities';
import {
  activeWarehouseLinks, locationPage, locationWithId, shippingMethodPage, visibleWarehouse, warehousePage,
} from './store';

/** The tenant filter limits a customer to the warehouses it is onboarded into. */
export async function getWarehouse(ctx: RequestContext, id: number): Promise<Warehouse> {
  const warehouse = await visibleWarehouse(ctx, id);
  if (!warehouse) throw notFound('Warehouse', id);
  return warehouse;
}

export const listWarehouses = (ctx: RequestContext, args: ListArgs) => warehousePage(ctx, args);

/** A location by id (any warehouse's: shelves are not tenant data), or null. */
export const findLocation = (ctx: Pick<RequestContext, 'em'>, id: number): Promise<Location | null> => locationWithId(ctx, id);

export const listWarehouseLocations = (ctx: RequestContext, warehouse: Warehouse, args: ListArgs & { role?: LocationRole | null }) =>
  locationPage(ctx, args, { warehouse: warehouse.id, ...(args.role ? { role: args.role } : {}) });

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
export async function customerWarehouse(ctx: Pick<RequestContext, 'em'>, customerId: number, requested: number | null | undefined): Promise<number> {
  const links = await activeWarehouseLinks(ctx, customerId);
  if (requested == null) {
    if (!links.length) throw badInput('warehouse_id', NOT_ONBOARDED);
    return links[0].warehouse.id;
  }
  if (!links.some((l) => l.warehouse.id === requested)) throw badInput('warehouse_id', `names no active warehouse of this customer (${requested})`);
  return requested;
}

/** Carrier services are the service's, not a tenant's: every caller reads the same list. */
export const listShippingMethods = (ctx: RequestContext, args: ListArgs & { include_inactive?: boolean | null }) =>
  shippingMethodPage(ctx, args, args.include_inactive ? {} : { active: true });

export async function getShippingMethod(ctx: RequestContext, id: number): Promise<ShippingMethod> {
  const method = await ctx.loaders.shippingMethodById.load(id);
  if (!method) throw notFound('ShippingMethod', id);
  return method;
}
