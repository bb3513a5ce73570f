import type { Resolvers } from '../generated';
import { jsonNodes, selectedNodeTree, selectedTree } from '../look-ahead';
import { prefetched } from '../../db/prefetch';
import { metaFieldsOf } from '../../domain/meta/fields';
import { orderView } from '../../domain/orders/views';
import { ITEMS_UPDATEABLE, orderStatusName } from '../../domain/orders/statuses';
import {
  countOrderEvents, countOrderItems, countOrders, createOrder, createOrderItem, deleteOrderItem, getOrder, getOrderItem,
  listOrderEvents, listOrderItems, listOrders, setOrderItemMetaFields, setOrderMetaFields, updateOrder, updateOrderItem,
} from '../../domain/orders/service';
import { ORDER_ACTIONS, callOrderAction } from '../../domain/orders/transitions';
import { ORDER_ITEM_ACTIONS, callOrderItemAction, separateOrderItem } from '../../domain/orders/separate';
import { suggestedItems } from '../../domain/orders/suggestions';

export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id }, ctx, info) => getOrder(ctx, id, selectedTree(info)),
    orders: (_, args, ctx, info) => listOrders(ctx, args, selectedNodeTree(info), jsonNodes(info)),
    orders_count: (_, args, ctx) => countOrders(ctx, args),
    order_actions: () => ORDER_ACTIONS,
    order_events: (_, { order_id, ...args }, ctx) => listOrderEvents(ctx, order_id, args),
    order_events_count: (_, { order_id, search }, ctx) => countOrderEvents(ctx, order_id, search),
    order_item: (_, { id }, ctx) => getOrderItem(ctx, id),
    order_items: (_, { order_id, ...args }, ctx, info) => listOrderItems(ctx, order_id, args, selectedNodeTree(info), jsonNodes(info)),
    order_items_count: (_, { order_id, search }, ctx) => countOrderItems(ctx, order_id, search),
    order_item_actions: () => ORDER_ITEM_ACTIONS,
    order_suggested_items: (_, { order_id, ...args }, ctx) => suggestedItems(ctx, order_id, args),
  },
  Mutation: {
    order_create: (_, { input }, ctx) => createOrder(ctx, input),
    order_update: (_, { id, input }, ctx) => updateOrder(ctx, id, input),
    order_call: (_, { id, action }, ctx) => callOrderAction(ctx, id, action),
    order_meta_fields_update: (_, { id, fields, association_fields }, ctx) => setOrderMetaFields(ctx, id, { fields, association_fields }),
    order_item_create: (_, { order_id, input }, ctx) => createOrderItem(ctx, order_id, input),
    order_item_update: (_, { id, input }, ctx) => updateOrderItem(ctx, id, input),
    order_item_delete: (_, { id }, ctx) => deleteOrderItem(ctx, id),
    order_item_meta_fields_update: (_, { id, fields, association_fields }, ctx) => setOrderItemMetaFields(ctx, id, { fields, association_fields }),
    order_item_call: (_, { id, action }, ctx) => callOrderItemAction(ctx, id, action),
    order_item_separate: (_, { id }, ctx) => separateOrderItem(ctx, id),
  },
  Order: {
    humanize_id: (order) => orderView.humanizeId(order),
    status_name: (order) => orderStatusName(order.status),
    items_updateable: (order) => ITEMS_UPDATEABLE.includes(order.status) && !order.permissions_limited,
    address_message: (order) => orderView.addressMessage(order),
    ship_method: async (order, _, ctx) => (await prefetched(order, 'shipping_method', () => (order.shipping_method_id ? ctx.loaders.shippingMethodById.load(order.shipping_method_id) : null)))?.name ?? null,
    cf_packingslip_pdf_url: (order) => order.packingslip_pdf_url,
    calculated_time_limit: (order) => orderView.returnDeadline(order)?.toISOString() ?? null,
    within_return_time_limit: (order) => orderView.withinReturnTimeLimit(order),
    proto_originator_id: async (order, _, ctx) => (await prefetched(order, 'originator', () => ctx.loaders.originatorOf.load(`Order:${order.id}`)))?.original_id ?? null,
    order_items: (order, _, ctx) => prefetched(order, 'order_items', () => ctx.loaders.orderItemsByOrderId.load(order.id)),
    originator: (order, _, ctx) => prefetched(order, 'originator', () => ctx.loaders.originatorOf.load(`Order:${order.id}`)),
    packages: (order, _, ctx) => prefetched(order, 'packages', () => ctx.loaders.packagesByOrderId.load(order.id)),
    shipping_method: (order, _, ctx) => prefetched(order, 'shipping_method', () => (order.shipping_method_id ? ctx.loaders.shippingMethodById.load(order.shipping_method_id) : null)),
    serial_numbers: (order, _, ctx) =>
      prefetched(order, 'serial_numbers', async () => {
        const lines = await prefetched(order, 'order_items', () => ctx.loaders.orderItemsByOrderId.load(order.id));
        return (await ctx.loaders.serialNumbersByOrderItemId.loadMany(lines.map((l) => l.id))).flatMap((s) => (Array.isArray(s) ? s : []));
      }),
    meta_fields: (order) => metaFieldsOf(order),
  },
  OrderItem: {
    item: async (line, _, ctx) => (await prefetched(line, 'item', () => ctx.loaders.renderedItemById.load(line.item_id)))!,
    originator: (line, _, ctx) => prefetched(line, 'originator', () => ctx.loaders.originatorOf.load(`OrderItem:${line.id}`)),
    serial_numbers: (line, _, ctx) => prefetched(line, 'serial_numbers', () => ctx.loaders.serialNumbersByOrderItemId.load(line.id)),
    meta_fields: (line) => metaFieldsOf(line),
  },
};
