import type { Resolvers } from '../generated';
import { eventLag, orderThroughput, ordersSummary, stockAtRisk, webhookHealth } from '../../domain/insights/service';

export const insightResolvers: Resolvers = {
  Query: {
    orders_summary: (_, args, ctx) => ordersSummary(ctx, args),
    order_throughput: (_, args, ctx) => orderThroughput(ctx, args),
    stock_at_risk: (_, args, ctx) => stockAtRisk(ctx, args),
    webhook_health: (_, args, ctx) => webhookHealth(ctx, args),
    event_lag: (_, __, ctx) => eventLag(ctx),
  },
};
