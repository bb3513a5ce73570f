import type { RequestContext } from '../context';
import { requireStaff } from '../auth/service';
import { badInput, insufficientStock, invalidInput, type FieldError } from '../../shared/errors';
import { countWhere, findConnection, type Connection, type ListArgs } from '../../db/list/connection';
import { escapeLike } from '../../db/list/search';
import type { Item } from '../items/entities';
import { getItem } from '../items/service';
import { Location, type LocationRole } from '../warehouses/entities';
import { humanizeShelfName } from '../warehouses/service';
import { ItemTransaction, Lot, Stock } from './entities';
import { changeStock, lockItems, refreshItemCounters } from './ledger';
import { allocateWaiting, lockForAllocation } from '../orders/allocation';
import { STOCK_LIST, TRANSACTION_LIST } from './list-specs';

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
  return describeStock(ctx, await findConnection(ctx.em, Stock, STOCK_LIST, args, { item_id: item.id, quantity: { $gt: 0 }, location }));
}

/** The current customer's stock on one warehouse's shelves. */
export async function listWarehouseStock(ctx: RequestContext, warehouseId: number, args: ListArgs) {
  return describeStock(ctx, await findConnection(ctx.em, Stock, STOCK_LIST, args, { quantity: { $gt: 0 }, location: { warehouse: warehouseId } }));
}

export const listItemTransactions = (ctx: RequestContext, item: Item, args: ListArgs) =>
  findConnection(ctx.em, ItemTransaction, TRANSACTION_LIST, args, { item_id: item.id });

export const countItemTransactions = (ctx: RequestContext, item: Item, search?: string | null) =>
  countWhere(ctx.em, ItemTransaction, TRANSACTION_LIST, search, { item_id: item.id });

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
  const rows = await ctx.em.find(ItemTransaction, { item_id: item.id }, { orderBy: { id: 'asc' } });
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

/** Staff count stock in or out of a location; the ledger records it as an adjustment. */
export async function adjustStock(ctx: RequestContext, input: StockAdjustInput): Promise<Item> {
  requireStaff(ctx, 'stock_adjust');
  const errors: FieldError[] = [];
  if (input.change === 0) errors.push({ field: 'change', message: 'must not be zero' });
  if (!input.description?.trim()) errors.push({ field: 'description', message: 'is required' });
  if (errors.length) throw invalidInput(errors);
  const item = await getItem(ctx, input.item_id);
  if (item.is_bundle) throw badInput('item_id', 'is a bundle: its stock is its components’');
  const location = await ctx.em.findOne(Location, { id: input.location_id });
  if (!location) throw badInput('location_id', `names no location (${input.location_id})`);
  if (input.lot_id != null && !(await ctx.em.findOne(Lot, { id: input.lot_id, item_id: item.id }))) {
    throw badInput('lot_id', `names no lot of item ${item.id}`);
  }
  // Stock added may go to waiting orders: their items are locked now too (lock ordering: orders/allocation.ts).
  if (input.change > 0) await lockForAllocation(ctx, [item.customer_id], { itemIds: [item.id] });
  else await lockItems(ctx.em, [item.id]);
  if (input.change < 0) {
    // Read in SQL, not as an entity: the ledger changes the row behind the identity map's back.
    const [row] = await ctx.em.execute<{ available: number }[]>(
      'select quantity - committed as available from stock where item_id = ? and location_id = ? and lot_id is not distinct from ?',
      [item.id, location.id, input.lot_id ?? null],
    );
    const available = row?.available ?? 0;
    if (available + input.change < 0) throw insufficientStock(`would remove ${-input.change} where ${available} uncommitted lie`, 'change');
  }
  await changeStock(ctx.em, ctx.caller.apiClientId, [{
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
  if (input.change > 0) await allocateWaiting(ctx, item.customer_id, [item.id]);
  return item;
}
