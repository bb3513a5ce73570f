import type { RequestContext } from '../../domain/context';
import type { Item } from '../../domain/items/entities';
import type { ShipnoticeItem } from '../../domain/shipnotices/entities';
import type { Resolvers } from '../generated';
import { coerceEach } from '../../representations/input-coercion';
import { metaFieldsOf } from '../../domain/meta/fields';
import { completeBy, shipnoticeStatusName } from '../../domain/shipnotices/entities';
import { receiveAsStaff } from '../../domain/shipnotices/receiving';
import { SHIPNOTICE_ACTIONS, SHIPNOTICE_ITEM_ACTIONS } from '../../domain/shipnotices/transitions';
import {
  bulkCreateShipnotices, countOrdersWaiting, countShipnoticeItems, countShipnotices, createShipnotice,
  createShipnoticeItem, deleteShipnotice, deleteShipnoticeItem, getShipnotice, getShipnoticeItem, listShipnoticeItems, listShipnotices,
  setShipnoticeItemMetaFields, setShipnoticeMetaFields, shipnoticeTotals, updateShipnotice, updateShipnoticeItem,
} from '../../domain/shipnotices/service';

/** A line field that shows its item's value (items of a page of lines load in one batch). */
const ofItem = <T>(pick: (item: Item) => T) => async (line: ShipnoticeItem, _: unknown, ctx: RequestContext) =>
  pick((await ctx.loaders.itemById.load(line.item_id))!);

export const shipnoticeResolvers: Resolvers = {
  Query: {
    shipnotice: (_, { id }, ctx) => getShipnotice(ctx, id),
    shipnotices: (_, args, ctx) => listShipnotices(ctx, args),
    shipnotices_count: (_, { search }, ctx) => countShipnotices(ctx, search),
    shipnotice_actions: () => SHIPNOTICE_ACTIONS,
    shipnotice_item: (_, { id }, ctx) => getShipnoticeItem(ctx, id),
    shipnotice_items: (_, args, ctx) => listShipnoticeItems(ctx, args),
    shipnotice_items_count: (_, args, ctx) => countShipnoticeItems(ctx, args),
    shipnotice_item_actions: () => SHIPNOTICE_ITEM_ACTIONS,
    shipnotice_orders_waiting: (_, { id }, ctx) => countOrdersWaiting(ctx, id),
  },
  Mutation: {
    shipnotice_create: (_, { input }, ctx) => createShipnotice(ctx, input),
    shipnotice_bulk_create: (_, { resources }, ctx, info) => bulkCreateShipnotices(ctx, coerceEach(info.schema, 'ShipnoticeCreateInput', resources)),
    shipnotice_update: (_, { id, input }, ctx) => updateShipnotice(ctx, id, input),
    shipnotice_delete: (_, { id }, ctx) => deleteShipnotice(ctx, id),
    shipnotice_meta_fields_update: (_, { id, fields, association_fields }, ctx) => setShipnoticeMetaFields(ctx, id, { fields, association_fields }),
    shipnotice_item_create: (_, { shipnotice_id, input }, ctx) => createShipnoticeItem(ctx, shipnotice_id, input),
    shipnotice_item_update: (_, { id, input }, ctx) => updateShipnoticeItem(ctx, id, input),
    shipnotice_item_delete: (_, { id }, ctx) => deleteShipnoticeItem(ctx, id),
    shipnotice_item_meta_fields_update: (_, { id, fields, association_fields }, ctx) => setShipnoticeItemMetaFields(ctx, id, { fields, association_fields }),
    shipnotice_receive: (_, { id, input }, ctx) => receiveAsStaff(ctx, id, input),
  },
  Shipnotice: {
    status_name: (shipnotice) => shipnoticeStatusName(shipnotice.status),
    complete_by: (shipnotice) => completeBy(shipnotice),
    shipnotice_items: (shipnotice, _, ctx) => ctx.loaders.linesByShipnoticeId.load(shipnotice.id),
    shipnotice_item_count: async (shipnotice, _, ctx) => (await shipnoticeTotals(ctx, shipnotice)).lines,
    shipnotice_item_sku_count: async (shipnotice, _, ctx) => (await shipnoticeTotals(ctx, shipnotice)).skus,
    shipnotice_item_quantity: async (shipnotice, _, ctx) => (await shipnoticeTotals(ctx, shipnotice)).quantity,
    purchase_order_numbers: async (shipnotice, _, ctx) => (await shipnoticeTotals(ctx, shipnotice)).purchase_order_numbers,
    warehouse: async (shipnotice, _, ctx) => (await ctx.loaders.warehouseById.load(shipnotice.warehouse_id))!,
    shipping_method: (shipnotice, _, ctx) => (shipnotice.shipping_method_id ? ctx.loaders.shippingMethodById.load(shipnotice.shipping_method_id) : null),
    customer: async (shipnotice, _, ctx) => (await ctx.loaders.customerById.load(shipnotice.customer_id))!,
    originator: (shipnotice, _, ctx) => ctx.loaders.originatorOf.load(`Shipnotice:${shipnotice.id}`),
    shipnotice_images: () => [],
    meta_fields: (shipnotice) => metaFieldsOf(shipnotice),
  },
  ShipnoticeItem: {
    shipnotice_id: (line) => line.shipnotice.id,
    item: async (line, _, ctx) => (await ctx.loaders.itemById.load(line.item_id))!,
    lot: (line, _, ctx) => (line.lot_id ? ctx.loaders.lotById.load(line.lot_id) : null),
    item_image_url: ofItem((item) => item.image_originator_url),
    item_scancode: ofItem((item) => item.scancode),
    item_sku: ofItem((item) => item.sku),
    item_title: ofItem((item) => item.title),
    item_lot_control: ofItem((item) => item.lot_control),
    item_currency: ofItem((item) => item.currency),
    case_quantity: ofItem((item) => item.case_quantity),
    carton_quantity: ofItem((item) => item.carton_quantity),
    goh: ofItem((item) => item.goh),
    warehouse_id: async (line, _, ctx) => (await ctx.loaders.shipnoticeById.load(line.shipnotice.id))!.warehouse_id,
    unallocated: () => 0,
    meta_fields: (line) => metaFieldsOf(line),
  },
  Item: {
    shipnotice_items: (item, args, ctx) => listShipnoticeItems(ctx, { ...args, item_id: item.id }),
    shipnotice_items_count: (item, { search }, ctx) => countShipnoticeItems(ctx, { item_id: item.id, search }),
  },
};
