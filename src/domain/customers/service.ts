import type { RequestContext } from '../../context';
import { notFound } from '../common/errors';
import { Customer } from './entities';

// The tenant filter already narrows a customer caller to itself.
export const listCustomers = (ctx: RequestContext) => ctx.em.find(Customer, {}, { orderBy: { id: 'asc' } });

export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  const customer = await ctx.em.findOne(Customer, { id });
  if (!customer) throw notFound('Customer', id);
  return customer;
}

export const viewerOf = (ctx: RequestContext) => ({
  staff: ctx.caller.isStaff,
  scopes: ctx.caller.scopes,
  customer_id: ctx.customerId,
  shop_id: ctx.shopId,
});
