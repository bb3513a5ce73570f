import type { RequestContext } from '../../domain/context';
import type { Item } from '../../domain/items/entities';
import { returnStatusName, type ReturnItem } from '../../domain/returns/entities';
import type { Resolvers } from '../generated';
import { coerceEach } from '../../representations/input-coercion';
import { metaFieldsOf } from '../../domain/meta/fields';
import { receiveReturnAsStaff } from '../../domain/returns/receiving';
import { returnCondition } from '../../domain/returns/views';
import {
  bulkCreateConsumerReturns, countConsumerReturns, createConsumerReturn, deleteConsumerReturn, getConsumerReturn,
  listConsumerReturns, setConsumerReturnMetaFields, updateConsumerReturn,
} from '../../domain/returns/service';
import { simulateConsumerReturnCreate, simulateConsumerReturnProcessing } from '../../domain/sandbox/returns';

/** A line field that shows its item's value (items of a page of lines load in one batch). */
const ofItem = <T>(pick: (item: Item) => T) => async (line: ReturnItem, _: unknown, ctx: RequestContext) =>
  pick((await ctx.loaders.itemById.load(line.item_id))!);

export const returnResolvers: Resolvers = {
  Query: {
    consumer_return: (_, { id }, ctx) => getConsumerReturn(ctx, id),
    consumer_returns: (_, args, ctx) => listConsumerReturns(ctx, args),
    consumer_returns_count: (_, { search }, ctx) => countConsumerReturns(ctx, search),
  },
  Mutation: {
    consumer_return_create: (_, { input }, ctx) => createConsumerReturn(ctx, input),
    consumer_return_bulk_create: (_, { resources }, ctx, info) => bulkCreateConsumerReturns(ctx, coerceEach(info.schema, 'ConsumerReturnCreateInput', resources)),
    consumer_return_update: (_, { id, input }, ctx) => updateConsumerReturn(ctx, id, input),
    consumer_return_delete: (_, { id }, ctx) => deleteConsumerReturn(ctx, id),
    consumer_return_meta_fields_update: (_, { id, fields, association_fields }, ctx) => setConsumerReturnMetaFields(ctx, id, { fields, association_fields }),
    consumer_return_receive: (_, { id, input }, ctx) => receiveReturnAsStaff(ctx, id, input),
    simulate_consumer_return_create: (_, { consumer_return_id }, ctx) => simulateConsumerReturnCreate(ctx, consumer_return_id),
    simulate_consumer_return_processing: (_, { consumer_return_id, finalize }, ctx) => simulateConsumerReturnProcessing(ctx, consumer_return_id, finalize),
  },
  ConsumerReturn: {
    status_name: (found) => returnStatusName(found.status),
    return_items: (found, _, ctx) => ctx.loaders.linesByConsumerReturnId.load(found.id),
    order: (found, _, ctx) => (found.order_id != null ? ctx.loaders.orderById.load(found.order_id) : null),
    exchange_order: (found, _, ctx) => (found.exchange_order_id != null ? ctx.loaders.orderById.load(found.exchange_order_id) : null),
    warehouse: async (found, _, ctx) => (await ctx.loaders.warehouseById.load(found.warehouse_id))!,
    customer: async (found, _, ctx) => (await ctx.loaders.customerById.load(found.customer_id))!,
    originator: (found, _, ctx) => ctx.loaders.originatorOf.load(`ConsumerReturn:${found.id}`),
    meta_fields: (found) => metaFieldsOf(found),
  },
  ReturnItem: {
    consumer_return_id: (line) => line.consumer_return.id,
    name: ofItem((item) => item.title),
    sku: ofItem((item) => item.sku),
    price: (line) => (line.price == null ? null : String(line.price)),
    condition: (line) => returnCondition(line),
    return_item_originator_id: async (line, _, ctx) => (await ctx.loaders.originatorOf.load(`ReturnItem:${line.id}`))?.id ?? null,
    originator_id: () => null,
    lot_ids: (line) => (line.lot_id != null ? [line.lot_id] : []),
    lot_numbers: async (line, _, ctx) => (line.lot_id != null ? [(await ctx.loaders.lotById.load(line.lot_id))!.number] : []),
  },
};
