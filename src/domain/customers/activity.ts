import type { RequestContext } from '../context';
import { requireStaff } from '../common/access';
import { badInput, invalidTransition, notFound } from '../../shared/errors';
import type { Customer } from './entities';
import { lockCustomer, writeCustomers } from './store';

/**
 * Staff's actions on a customer (PUT /customers/{id}/call/{action}). A deactivated customer (an
 * account leaving the warehouse, or on hold) gets no new resources: no item, order, ship notice or
 * anything else that names its owning customer (owningCustomer refuses it). What it has stays: its
 * clients read, change, cancel and follow their orders and stock, and the warehouse ships what was
 * ordered. Activating it again takes new resources again.
 */
const CUSTOMER_ACTIONS = {
  deactivate: {
    description: 'Staff only: the customer gets no new resources (items, orders, ship notices, …); what it has is still read, changed and shipped.',
    allowed_when: 'active',
    allowed: (c: Customer) => c.active,
    apply: (c: Customer) => Object.assign(c, { active: false, deactivated_at: new Date() }),
  },
  activate: {
    description: 'Staff only: the customer takes new resources again.',
    allowed_when: 'deactivated',
    allowed: (c: Customer) => !c.active,
    apply: (c: Customer) => Object.assign(c, { active: true, activated_at: new Date() }),
  },
} as const;

export const CUSTOMER_ACTION_LIST = Object.entries(CUSTOMER_ACTIONS).map(([name, a]) => ({ name, description: a.description, allowed_when: a.allowed_when }));

/** An action not allowed in the customer's state is an invalid transition (405 on the REST action route). */
export async function callCustomerAction(ctx: RequestContext, id: number, action: string): Promise<Customer> {
  requireStaff(ctx, `the customer action ${action}`);
  const known = Object.keys(CUSTOMER_ACTIONS);
  if (!(action in CUSTOMER_ACTIONS)) throw badInput('action', `"${action}" is not a customer action; one of ${known.join(', ')}`);
  // Decided on the locked row: of two at once, the second sees the first's move and is refused.
  const customer = await lockCustomer(ctx, id);
  if (!customer) throw notFound('Customer', id);
  const { allowed, apply, allowed_when } = CUSTOMER_ACTIONS[action as keyof typeof CUSTOMER_ACTIONS];
  if (!allowed(customer)) throw invalidTransition(`cannot ${action} customer ${id}: allowed when it is ${allowed_when}`);
  apply(customer);
  await writeCustomers(ctx);
  return customer;
}
