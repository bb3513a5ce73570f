import type { Resolvers } from '../generated';
import { listWarehouseStock } from '../../domain/inventory/service';
import {
  getShippingMethod, getWarehouse, humanizeShelfName, listShippingMethods, listWarehouseLocations, listWarehouses,
} from '../../domain/warehouses/service';

export const warehouseResolvers: Resolvers = {
  Query: {
    warehouse: (_, { id }, ctx) => getWarehouse(ctx, id),
    warehouses: (_, args, ctx) => listWarehouses(ctx, args),
    shipping_methods: (_, args, ctx) => listShippingMethods(ctx, args),
    shipping_method: (_, { id }, ctx) => getShippingMethod(ctx, id),
  },
  Warehouse: {
    locations: (warehouse, args, ctx) => listWarehouseLocations(ctx, warehouse, args),
    stock: (warehouse, args, ctx) => listWarehouseStock(ctx, warehouse.id, args),
  },
  Location: {
    warehouse_id: (location) => location.warehouse.id,
    humanize_shelf_name: (location) => humanizeShelfName(location.name),
  },
};
