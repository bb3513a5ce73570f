import type { RequestContext } from '../context';
import { requireStaff } from '../common/access';
import { badInput, insufficientStock, invalidInput, type FieldError } from '../../shared/errors';
import type { Connection, ListArgs } from '../../db/list/connection';
import { escapeLike } from '../../db/list/search';
import type { Item } from '../items/entities';
import { refreshItemCounters } from '../items/counters';
import { lockItems } from '../items/locks';
import { getItem } from '../items/service';
import type { Location, LocationRole, Warehouse } from '../warehouses/entities';
import { findLocation, humanizeShelfName } from '../warehouses/service';
import type { Stock } from './entities';
import { changeStock } from './ledger';
import { countTransactionsWhere, lotOfItem, stockPage, transactionPage, transactionsOfItem, uncommittedAt, type WarehouseQuantities } from './store';

/** The spec's Item location entry: a stock row seen through its location (its id is the location's). */
export interface ItemLocationView {
  id: number;
  role: LocationRole;
  name: string;
  humanize_shelf_name: string;
  quantity: number;
  uncommitted: number;
  /** Moves between locations are immediate here, so none is ever in progress. */
  in_progress_transfers: 0;
  warehouse_name: string;
  warehouse_id: number;
  item_id: number;
  lot_id: number | null;
  lot_number: string | null;
  lot_expires_on: string | null;
}

/** Describes a page of stock rows, loading their locations, warehouses and lots in batches. */
async function describeStock(ctx: RequestContext, page: Connection<Stock>): Promise<Connection<ItemLocationView>> {
  const views = await Promise.all(
    page.nodes.map(async (stock) => {
      const location = (await ctx.loaders.locationById.load(stock.location.id))!;
      const [warehouse, lot] = await Promise.all([
        ctx.loaders.warehouseById.load(location.warehouse.id),
        stock.lot ? ctx.loaders.lotById.load(stock.lot.id) : null,
      ]);
      return {
        id: location.id,
        role: location.role,
        name: location.name,
        humanize_shelf_name: humanizeShelfName(location.name),
        quantity: stock.quantity,
        uncommitted: stock.quantity - stock.committed,
        in_progress_transfers: 0 as const,
        warehouse_name: warehouse!.name,
        warehouse_id: warehouse!.id,
        item_id: stock.item_id,
        lot_id: lot?.id ?? null,
        lot_number: lot?.number ?? null,
        lot_expires_on: lot?.expires_on ?? null,
      };
    }),
  );
  return { ...page, nodes: views, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: views[i] })) };
}

/** Where an item lies in one role, optionally on locations whose name contains `name`. */
export async function listItemLocations(ctx: RequestContext, item: Item, args: ListArgs & { role?: LocationRole | null; name?: string | null }) {
  const location = { role: args.role ?? 'pickable', ...(args.name ? { name: { $ilike: `%${escapeLike(args.name)}%` } } : {}) };
  return describeStock(ctx, await stockPage(ctx, args, { item_id: item.id, quantity: { $gt: 0 }, location }));
}

/** The current customer's stock on one warehouse's shelves. */
export async function listWarehouseStock(ctx: RequestContext, warehouseId: number, args: ListArgs) {
  return describeStock(ctx, await stockPage(ctx, args, { quantity: { $gt: 0 }, location: { warehouse: warehouseId } }));
}

export const listItemTransactions = (ctx: RequestContext, item: Item, args: ListArgs) => transactionPage(ctx, args, { item_id: item.id });

export const countItemTransactions = (ctx: RequestContext, item: Item, search?: string | null) => countTransactionsWhere(ctx, search, { item_id: item.id });

const CSV_COLUMNS = [
  'id', 'created_at', 'reason', 'change', 'quantity', 'description', 'order_id', 'shipnotice_id', 'warehouse_id', 'location_id', 'lot_id',
] as const;

function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The item's whole history as RFC 4180 CSV, oldest first. */
export async function itemTransactionsCsv(ctx: RequestContext, itemId: number): Promise<string> {
  const item = await getItem(ctx, itemId);
  const rows = await transactionsOfItem(ctx, item.id);
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export interface StockAdjustInput {
  item_id: number;
  location_id: number;
  lot_id?: number | null;
  change: number;
  description: string;
}

/** A checked adjustment: its item, its location and its lot. */
export interface StockAdjustment {
  input: StockAdjustInput;
  item: Item;
  location: Location;
}

/** Checks a stock adjustment (staff only) against its item, location and lot, writing nothing. */
export async function checkStockAdjustment(ctx: RequestContext, input: StockAdjustInput): Promise<StockAdjustment> {
  requireStaff(ctx, 'stock_adjust');
  const errors: FieldError[] = [];
  if (input.change === 0) errors.push({ field: 'change', message: 'must not be zero' });
  if (!input.description?.trim()) errors.push({ field: 'description', message: 'is required' });
  if (errors.length) throw invalidInput(errors);
  const item = await getItem(ctx, input.item_id);
  if (item.is_bundle) throw badInput('item_id', 'is a bundle: its stock is its components’');
  const location = await findLocation(ctx, input.location_id);
  if (!location) throw badInput('location_id', `names no location (${input.location_id})`);
  if (input.lot_id != null && !(await lotOfItem(ctx, input.lot_id, item.id))) {
    throw badInput('lot_id', `names no lot of item ${item.id}`);
  }
  return { input, item, location };
}

/**
 * Staff count stock in or out of a location; the ledger records it as an adjustment. The item is
 * locked first: for stock added, the caller (orders/stock-adjustment.ts, which gives it to waiting
 * orders) has locked it with those orders' items already, so this takes no lock again.
 */
export async function applyStockAdjustment(ctx: RequestContext, { input, item, location }: StockAdjustment): Promise<Item> {
  await lockItems(ctx, [item.id]);
  if (input.change < 0) {
    const available = await uncommittedAt(ctx, item.id, location.id, input.lot_id ?? null);
    if (available + input.change < 0) throw insufficientStock(`would remove ${-input.change} where ${available} uncommitted lie`, 'change');
  }
  await changeStock(ctx, ctx.caller.apiClientId, [{
    customer_id: item.customer_id,
    item_id: item.id,
    location_id: location.id,
    lot_id: input.lot_id ?? null,
    change: input.change,
    reason: 'adjusted',
    description: input.description.trim(),
    field: 'change',
  }]);
  await refreshItemCounters(ctx, [item.id]);
  return item;
}

/** A warehouse as Item.warehouse_quantities lists it: the facility plus one item's quantities there. */
export type WarehouseView = Warehouse & Partial<Omit<WarehouseQuantities, 'warehouse_id'>>;

/**
 * Each warehouse holding or expecting the item, with its quantities there: the quantities of a
 * page of items in one statement, then their warehouses in one batch. Facilities are not tenant
 * data: a customer sees every warehouse its own stock lies in.
 */
export async function warehouseQuantities(ctx: RequestContext, item: Item): Promise<WarehouseView[]> {
  const rows = await ctx.loaders.warehouseQuantitiesByItemId.load(item.id);
  const warehouses = await ctx.loaders.warehouseById.loadMany(rows.map((r) => r.warehouse_id));
  return rows.map(({ warehouse_id: _, ...quantities }, i) => ({ ...(warehouses[i] as Warehouse), ...quantities }));
}
