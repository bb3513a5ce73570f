import { VALID_ADDRESS } from './address';
import type { Answer, TestApp } from './app';
import { putStock } from './stock';

/**
 * Test data made through the V2 API, the way a client makes it: items, stock received through a ship
 * notice, orders and ship notices. Customer a owns what is made unless a token says otherwise. Each
 * factory fails the test at once, with the API's answer, when the API refuses.
 */

/** Numbers default skus. They never clash: jest gives each test file its own modules, and each test app its own database. */
let seq = 0;

/** A resource as the V2 API answers with it (tests read any of its fields). */
type Resource = any;

export interface Item {
  id: number;
  sku: string;
  [field: string]: any;
}

function expectStatus(res: Answer, status: number, what: string): any {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface ItemOptions {
  token?: string;
  /** Units put straight on the first pickable shelf (putStock: the ledger, no ship notice). */
  stock?: number;
}

/** POST /items: sku ITEM-<n> and title Item <n> unless `fields` say otherwise. */
export async function newItem(app: TestApp, fields: Record<string, unknown> = {}, { token = app.tokens.a, stock = 0 }: ItemOptions = {}): Promise<Item> {
  const n = ++seq;
  const item: Item = expectStatus(await app.rest('POST', '/api/v2/items', { token, json: { sku: `ITEM-${n}`, title: `Item ${n}`, ...fields } }), 201, 'POST /items');
  if (stock) await putStock(app.orm, item.id, stock);
  return item;
}

/** newItem's id. */
export const newItemId = async (...args: Parameters<typeof newItem>): Promise<number> => (await newItem(...args)).id;

export interface ShipNoticeLine {
  item_id: number;
  quantity: number;
  lot_attributes?: { number: string; expires_on?: string };
}

/** POST /shipnotices announcing the lines, to the customer's first warehouse unless `fields` name one. */
export async function newShipNotice(app: TestApp, lines: ShipNoticeLine[], fields: Record<string, unknown> = {}, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('POST', '/api/v2/shipnotices', { token, json: { ...fields, shipnotice_items: lines } }), 201, 'POST /shipnotices');
}

/** PUT /simulate/shipnotices/{id}/processing: the sandbox receives every announced unit, good, onto the first pickable shelf. */
async function receiveShipNotice(app: TestApp, id: number, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('PUT', `/api/v2/simulate/shipnotices/${id}/processing`, { token }), 200, `receiving ship notice ${id}`);
}

/** Units of one lot: it expires on `expires_on` (YYYY-MM-DD). */
export interface LotUnits {
  number: string;
  expires_on: string;
  quantity: number;
}

/**
 * Stock as it arrives: a ship notice of the item, received at once (allocation runs for waiting
 * orders, as after any receipt). `stock` is a quantity, or lots for an item under lot control.
 */
export async function receive(app: TestApp, itemId: number, stock: number | LotUnits[], token = app.tokens.a): Promise<Resource> {
  const lines = typeof stock === 'number'
    ? [{ item_id: itemId, quantity: stock }]
    : stock.map(({ number, expires_on, quantity }) => ({ item_id: itemId, quantity, lot_attributes: { number, expires_on } }));
  return receiveShipNotice(app, (await newShipNotice(app, lines, {}, token)).id, token);
}

/** Order lines as [item id, quantity] pairs, or as the API takes them. */
type Lines = [number, number][] | Record<string, unknown>[];

/** POST /orders of the lines, shipped to VALID_ADDRESS unless `fields` say otherwise. */
export async function newOrder(app: TestApp, lines: Lines, fields: Record<string, unknown> = {}, token = app.tokens.a): Promise<Resource> {
  const order_items = lines.map((line) => (Array.isArray(line) ? { item_id: line[0], quantity: line[1] } : line));
  return expectStatus(await app.rest('POST', '/api/v2/orders', { token, json: { ...VALID_ADDRESS, ...fields, order_items } }), 201, 'POST /orders');
}

/** PUT /simulate/orders/{id}/processing?status=shipped: the sandbox picks, packs and ships the order. */
export async function shipOrder(app: TestApp, id: number, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('PUT', `/api/v2/simulate/orders/${id}/processing?status=shipped`, { token }), 200, `shipping order ${id}`);
}
