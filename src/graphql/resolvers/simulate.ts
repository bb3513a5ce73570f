import type { Resolvers } from '../generated';
import { simulateOrderCreate, simulateOrderProcessing } from '../../domain/sandbox/orders';
import { simulateShipnoticeCreate, simulateShipnoticeProcessing } from '../../domain/sandbox/shipnotices';

export const simulateResolvers: Resolvers = {
  Mutation: {
    simulate_shipnotice_create: (_, { shipnotice_id }, ctx) => simulateShipnoticeCreate(ctx, shipnotice_id),
    simulate_shipnotice_processing: (_, { shipnotice_id, ...options }, ctx) => simulateShipnoticeProcessing(ctx, shipnotice_id, options),
    simulate_order_create: (_, __, ctx) => simulateOrderCreate(ctx),
    simulate_order_processing: (_, { order_id, status }, ctx) => simulateOrderProcessing(ctx, order_id, status),
  },
};
