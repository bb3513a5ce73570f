import type { RequestContext } from '../context';
import { badInput, invalidInput, notFound } from '../../shared/errors';
import { checkColumns } from '../common/columns';
import { CUSTOMER_SPEC } from './fields';
import type { ListArgs } from '../../db/list/connection';
import type { Customer, Shop } from './entities';
import {
  countCustomersWhere, customerOfAnyTenant, customerPage, customerWithId, insertCustomer, insertShop, shopOfAnyTenant, writeCustomers,
} from './store';

// The tenant filter already narrows a customer caller to itself.
export const listCustomers = (ctx: RequestContext, args: ListArgs) => customerPage(ctx, args);

export const countCustomers = (ctx: RequestContext, search?: string | null) => countCustomersWhere(ctx, search);

export interface CustomerUpdateInput {
  name?: string | null;
}

/** A customer renames itself (staff rename any; the tenant filter hides other customers from a customer). */
export async function updateCustomer(ctx: RequestContext, id: number, input: CustomerUpdateInput): Promise<Customer> {
  const customer = await getCustomer(ctx, id);
  if (input.name !== undefined) {
    const name = input.name?.trim();
    if (!name) throw invalidInput([{ field: 'name', message: 'must not be blank' }]);
    // Its column's rules (a varchar(255)): a longer name reached the database and was a 500.
    const errors = checkColumns(CUSTOMER_SPEC, { name }, { creating: false });
    if (errors.length) throw invalidInput(errors);
    customer.name = name;
  }
  await writeCustomers(ctx);
  return customer;
}

export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  const customer = await customerWithId(ctx, id);
  if (!customer) throw notFound('Customer', id);
  return customer;
}

export const viewerOf = (ctx: RequestContext) => ({
  staff: ctx.caller.isStaff,
  scopes: ctx.caller.scopes,
  customer_id: ctx.customerId,
  shop_id: ctx.shopId,
});

/** Which customer a new resource belongs to: the caller's own, or for staff the body's or X-Customer-Id's; an active one. */
export async function owningCustomer(ctx: RequestContext, requested: unknown): Promise<number> {
  if (requested != null && ctx.customerId != null && requested !== ctx.customerId) {
    if (!ctx.caller.isStaff) throw badInput('customer_id', 'must be your own customer id');
    throw badInput('customer_id', `differs from X-Customer-Id (${ctx.customerId})`);
  }
  const customerId = (requested as number | null | undefined) ?? ctx.customerId;
  if (customerId == null) throw badInput('customer_id', 'is required for a staff client (or send X-Customer-Id)');
  const customer = await ctx.loaders.customerActivityById.load(customerId);
  if (!customer) throw badInput('customer_id', `names no customer (${customerId})`);
  // A deactivated customer keeps what it has and gets nothing new (customers/activity.ts).
  if (!customer.active) throw badInput('customer_id', `customer ${customerId} is deactivated and takes no new resources (staff: the activate action)`);
  return customerId;
}

/** Whether a customer exists, whichever tenant asks (auth checks X-Customer-Id before a tenant is chosen). */
export const customerExists = async (ctx: Pick<RequestContext, 'em'>, id: number): Promise<boolean> => (await customerOfAnyTenant(ctx, id)) != null;

/** A shop by id, whichever tenant asks (auth checks X-Shop-Id before a tenant is chosen), or null. */
export const anyTenantsShop = (ctx: Pick<RequestContext, 'em'>, id: number): Promise<Shop | null> => shopOfAnyTenant(ctx, id);

/** A new, active customer with its first shop ("<name> shop"), both written. */
export async function addCustomerWithShop(ctx: Pick<RequestContext, 'em'>, name: string): Promise<{ customer: Customer; shop: Shop }> {
  const customer = await insertCustomer(ctx, name);
  const shop = await insertShop(ctx, customer.id, `${name} shop`);
  return { customer, shop };
}
