import type { Resolvers } from '../generated';
import type { StoredEvent } from '../../events/hub';
import { listEvents, subscribeEvents } from '../../events/service';

const detail = <T>(event: StoredEvent, key: string) => event.details?.[key] as T;
/** Each event is delivered as the subscription field's value. */
const asValue = (event: StoredEvent) => event;

export const eventResolvers: Resolvers = {
  Query: {
    events: (_, args, ctx) => listEvents(ctx, args),
  },
  Subscription: {
    events: { subscribe: (_, args, ctx) => subscribeEvents(ctx, args), resolve: asValue },
    order_status_changed: {
      subscribe: (_, args, ctx) => subscribeEvents(ctx, { ...args, kinds: ['order.status_changed'] }, { resourceId: args.order_id }),
      resolve: asValue,
    },
    order_shipped: {
      subscribe: (_, args, ctx) => subscribeEvents(ctx, { ...args, kinds: ['order.shipped'] }, { resourceId: args.order_id }),
      resolve: asValue,
    },
    item_inventory_changed: {
      subscribe: (_, args, ctx) => subscribeEvents(ctx, { ...args, kinds: ['item.inventory_changed'] }, { resourceId: args.item_id }),
      resolve: asValue,
    },
  },
  OrderStatusChangedEvent: {
    event_id: (e) => e.id,
    order_id: (e) => e.resource_id,
    from_status: (e) => detail(e, 'from_status'),
    from_status_name: (e) => detail(e, 'from_status_name'),
    to_status: (e) => detail(e, 'to_status'),
    to_status_name: (e) => detail(e, 'to_status_name'),
    reason: (e) => detail(e, 'reason'),
    occurred_at: (e) => e.created_at,
    order: (e) => e.payload,
  },
  OrderShippedEvent: {
    event_id: (e) => e.id,
    order_id: (e) => e.resource_id,
    package_id: (e) => detail(e, 'package_id'),
    tracking: (e) => detail(e, 'tracking'),
    tracking_link: (e) => detail(e, 'tracking_link'),
    ship_actual_cost: (e) => detail(e, 'ship_actual_cost'),
    occurred_at: (e) => e.created_at,
    order: (e) => e.payload,
  },
  ItemInventoryChangedEvent: {
    event_id: (e) => e.id,
    item_id: (e) => e.resource_id,
    quantity: (e) => detail(e, 'quantity'),
    sellable_quantity: (e) => detail(e, 'sellable_quantity'),
    published_quantity: (e) => detail(e, 'published_quantity'),
    previous_sellable_quantity: (e) => detail(e, 'previous_sellable_quantity'),
    occurred_at: (e) => e.created_at,
    item: (e) => e.payload,
  },
};
