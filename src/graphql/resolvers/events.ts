import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../domain/context';
import type { ConsumerReturn } from '../../domain/returns/entities';
import type { Item } from '../../domain/items/entities';
import type { Order } from '../../domain/orders/entities';
import type { Shipnotice } from '../../domain/shipnotices/entities';
import type { Resolvers } from '../generated';
import type { StoredEvent } from '../../domain/events/feed';
import { listEvents, subscribeEvents } from '../../events/service';
import { eventResource } from '../snapshot';

const detail = <T>(event: StoredEvent, key: string) => event.details?.[key] as T;
/** Each event is delivered as the subscription field's value. */
const asValue = (event: StoredEvent) => event;
/** The typed resource of an event, from its snapshot (graphql/snapshot.ts); mapped types expect entities. */
const typed = <T>(type: string) => (event: StoredEvent, _: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => eventResource(event, type, ctx, info) as T;

export const eventResolvers: Resolvers = {
  Query: {
    events: (_, args, ctx) => listEvents(ctx, args),
  },
  Event: {
    order: typed<Order | null>('order'),
    item: typed<Item | null>('item'),
    shipnotice: typed<Shipnotice | null>('shipnotice'),
    consumer_return: typed<ConsumerReturn | null>('consumer_return'),
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
    order: typed<Order>('order'),
    order_json: (e) => e.payload,
  },
  OrderShippedEvent: {
    event_id: (e) => e.id,
    order_id: (e) => e.resource_id,
    package_id: (e) => detail(e, 'package_id'),
    tracking: (e) => detail(e, 'tracking'),
    tracking_link: (e) => detail(e, 'tracking_link'),
    ship_actual_cost: (e) => detail(e, 'ship_actual_cost'),
    occurred_at: (e) => e.created_at,
    order: typed<Order>('order'),
    order_json: (e) => e.payload,
  },
  ItemInventoryChangedEvent: {
    event_id: (e) => e.id,
    item_id: (e) => e.resource_id,
    quantity: (e) => detail(e, 'quantity'),
    sellable_quantity: (e) => detail(e, 'sellable_quantity'),
    published_quantity: (e) => detail(e, 'published_quantity'),
    previous_sellable_quantity: (e) => detail(e, 'previous_sellable_quantity'),
    occurred_at: (e) => e.created_at,
    item: typed<Item>('item'),
    item_json: (e) => e.payload,
  },
};
