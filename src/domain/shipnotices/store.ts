import type { Db } from '../../db/store';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { findLocked } from '../../db/row-lock';
import { Lot } from '../inventory/entities';
import { Originator } from '../items/entities';
import { waitingOrders } from '../orders/allocation';
import { Shipnotice, ShipnoticeItem } from './entities';
import { SHIPNOTICE_ITEM_LIST, SHIPNOTICE_LIST } from './list-specs';

/**
 * The ship notices' store: the only module of the area that touches the database. The service,
 * receiving and the machine change the managed entities it answers; the unit of work writes them
 * (writeChanges, or the commit).
 */

export const findShipnotice = (ctx: Db, id: number) => ctx.em.findOne(Shipnotice, { id });

/** The notice, FOR UPDATE and read again once the lock is held (db/row-lock.ts); null when there is none. */
export const lockShipnotice = (ctx: Db, id: number) => findLocked(ctx.em, Shipnotice, { id });

export const shipnoticePage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, Shipnotice, SHIPNOTICE_LIST, args);

export const shipnoticeCount = (ctx: Db, search?: string | null) => countWhere(ctx.em, Shipnotice, SHIPNOTICE_LIST, search);

export const findLine = (ctx: Db, id: number) => ctx.em.findOne(ShipnoticeItem, { id });

/** The line, read again from its row (a rival may have removed it or moved it off the notice), while on `shipnoticeId`. */
export const readLineAgain = (ctx: Db, id: number, shipnoticeId: number) =>
  ctx.em.findOne(ShipnoticeItem, { id, shipnotice: shipnoticeId }, { refresh: true });

/** The notice's lines, in id order. */
export const linesOfShipnotice = (ctx: Db, shipnoticeId: number) => ctx.em.find(ShipnoticeItem, { shipnotice: shipnoticeId }, { orderBy: { id: 'asc' } });

export const lineCount = (ctx: Db, shipnoticeId: number) => ctx.em.count(ShipnoticeItem, { shipnotice: shipnoticeId });

/** Lines of one notice, of one item, or all (`scope`), as a list page and as a count. */
export const linePage = (ctx: Db, args: ListArgs, scope: object) => findConnection(ctx.em, ShipnoticeItem, SHIPNOTICE_ITEM_LIST, args, scope);

export const lineCountWhere = (ctx: Db, search: string | null | undefined, scope: object) =>
  countWhere(ctx.em, ShipnoticeItem, SHIPNOTICE_ITEM_LIST, search, scope);

/** Writes a new notice, so that it has its id (its originator and lines name it). */
export async function addShipnotice(ctx: Db, shipnotice: Shipnotice): Promise<void> {
  ctx.em.persist(shipnotice);
  await ctx.em.flush();
}

/** Writes new lines of the notice, so that they have their ids. */
export async function addLines(ctx: Db, shipnotice: Shipnotice, lines: ShipnoticeItem[]): Promise<void> {
  for (const line of lines) {
    line.shipnotice = shipnotice;
    ctx.em.persist(line);
  }
  await ctx.em.flush();
}

/** Records a caller's originator (items/service.ts newOriginator), written with the next change. */
export const addOriginator = (ctx: Db, originator: Originator) => void ctx.em.persist(originator);

/** Removes the notice, its lines and the originators of both. */
export async function removeShipnotice(ctx: Db, shipnotice: Shipnotice, lines: ShipnoticeItem[]): Promise<void> {
  ctx.em.remove(lines);
  ctx.em.remove(shipnotice);
  // Each type with its own ids: notices and lines are numbered apart, so a line may share its id
  // with another notice, whose originator a type-and-id cross product would take with it.
  await ctx.em.nativeDelete(Originator, {
    $or: [{ originated_type: 'Shipnotice', originated_id: shipnotice.id }, { originated_type: 'ShipnoticeItem', originated_id: { $in: lines.map((l) => l.id) } }],
  });
}

/** Removes one line and its originator. */
export async function removeLine(ctx: Db, line: ShipnoticeItem): Promise<void> {
  ctx.em.remove(line);
  await ctx.em.nativeDelete(Originator, { originated_type: 'ShipnoticeItem', originated_id: line.id });
}

/** Writes what the request changed on the entities this store answered. */
export const writeChanges = (ctx: Db) => ctx.em.flush();

/** The lot of the item with this number, if there is one. */
export const findLot = (ctx: Db, itemId: number, number: string) => ctx.em.findOne(Lot, { item_id: itemId, number });

/** Makes the lot a receipt announces, written at once (its id goes on the line and the ledger). */
export async function addLot(ctx: Db, fields: Pick<Lot, 'customer_id' | 'item_id' | 'number' | 'expires_on' | 'shipnotice_item_id'>): Promise<Lot> {
  const lot = ctx.em.create(Lot, fields as Lot);
  await ctx.em.flush();
  return lot;
}

/**
 * How many of the notice's customer's orders wait for stock that the notice brings. Scoped by the
 * notice's own customer (its orders are the ones its stock goes to), not by the caller's tenant:
 * the notice was read under the tenant filter.
 */
export async function ordersWaitingCount(ctx: Db, shipnotice: Shipnotice): Promise<number> {
  const [row] = await ctx.em.execute<{ count: number }[]>(
    `select count(*)::int as count from (${waitingOrders('select item_id from shipnotice_items where shipnotice_id = ?')}) waiting`,
    [shipnotice.id, shipnotice.customer_id],
  );
  return row.count;
}
