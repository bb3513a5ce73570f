import type { Resolvers } from '../generated';
import { simulateShipnoticeCreate, simulateShipnoticeProcessing } from '../../domain/sandbox/shipnotices';

export const simulateResolvers: Resolvers = {
  Mutation: {
    simulate_shipnotice_create: (_, { shipnotice_id }, ctx) => simulateShipnoticeCreate(ctx, shipnotice_id),
    simulate_shipnotice_processing: (_, { shipnotice_id, ...options }, ctx) => simulateShipnoticeProcessing(ctx, shipnotice_id, options),
  },
};
