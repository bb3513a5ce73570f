import type { RequestContext } from '../context';
import { linkCustomer, openWarehouses } from './store';

/** A new customer is onboarded into every active warehouse that accepts new customers. */
export async function onboardCustomer(ctx: Pick<RequestContext, 'em'>, customerId: number): Promise<void> {
  await linkCustomer(ctx, customerId, await openWarehouses(ctx));
}
