import type { Resolvers } from '../generated';
import { inviteCustomer } from '../../domain/auth/service';
import { staffRevokeClient } from '../../domain/auth/revocation';
import { countCustomers, getCustomer, listCustomers, updateCustomer, viewerOf } from '../../domain/customers/service';
import { createMetaKey, listMetaKeys } from '../../domain/meta/fields';
import { CUSTOMER_ACTION_LIST, callCustomerAction } from '../../domain/customers/activity';

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => viewerOf(ctx),
    customer: (_, { id }, ctx) => getCustomer(ctx, id),
    customers: (_, args, ctx) => listCustomers(ctx, args),
    customers_count: (_, { search }, ctx) => countCustomers(ctx, search),
    customer_actions: () => CUSTOMER_ACTION_LIST,
    meta_keys: (_, { resource_type }, ctx) => listMetaKeys(ctx, resource_type),
  },
  Mutation: {
    customer_invite: (_, { input }, ctx) => inviteCustomer(ctx, input),
    customer_update: (_, { id, input }, ctx) => updateCustomer(ctx, id, input),
    customer_call: (_, { id, action }, ctx) => callCustomerAction(ctx, id, action),
    api_client_revoke: (_, { client_id }, ctx) => staffRevokeClient(ctx, client_id),
    meta_key_create: (_, { input }, ctx) => createMetaKey(ctx, input),
  },
  Customer: {
    shops: (customer, _, ctx) => ctx.loaders.shopsByCustomerId.load(customer.id),
  },
};
