import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../../src/domain/common/scopes';
import { createCustomerWithClient, grantToken, type Invitation } from '../../src/domain/auth/service';
import { VALID_ADDRESS } from './address';
import type { Answer, TestApp } from './app';
import { call } from './http';
import { putStock } from './stock';
import { forkForAll } from '../../src/db/tenancy';

/**
 * Test data made through the V2 API, the way a client makes it: items, stock received through a ship
 * notice, orders, ship notices and consumer returns; customers as `forklift invite` makes them.
 * Customer a owns what is made unless a token says otherwise. Each factory fails the test at once,
 * with the API's answer, when the API refuses.
 *
 * Every test file makes its records here; a request stays in a test only when it is what the test is
 * about (test/unit/inline-records.test.ts holds them to that).
 */

/** What the factories need of a server: the in-process TestApp, or serverAt() for one run as a process. */
export interface Api {
  rest: TestApp['rest'];
  /** `a`: the token records are made with unless a factory is given another. */
  tokens: { a: string };
  /** For stock put straight through the ledger (ItemOptions.stock). */
  orm?: MikroORM;
}

/** A server run as a process (test/support/process.ts), its records made with `token`. */
export function serverAt(base: string, token: string, orm?: MikroORM): Api {
  return { rest: (method, path, { token, json, headers } = {}) => call(base, method, path, { token, json, headers }), tokens: { a: token }, orm };
}

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

/** POST /items: sku ITEM-<n> and title Item <n> unless `fields` say otherwise (`title: undefined`: none). */
export async function newItem(app: Api, fields: Record<string, unknown> = {}, { token = app.tokens.a, stock = 0 }: ItemOptions = {}): Promise<Item> {
  const n = ++seq;
  const item: Item = expectStatus(await app.rest('POST', '/api/v2/items', { token, json: { sku: `ITEM-${n}`, title: `Item ${n}`, ...fields } }), 201, 'POST /items');
  if (stock) {
    if (!app.orm) throw new Error('newItem: stock needs the server\'s database (serverAt(base, token, orm))');
    await putStock(app.orm, item.id, stock);
  }
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
export async function newShipNotice(app: Api, lines: ShipNoticeLine[], fields: Record<string, unknown> = {}, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('POST', '/api/v2/shipnotices', { token, json: { ...fields, shipnotice_items: lines } }), 201, 'POST /shipnotices');
}

/** PUT /simulate/shipnotices/{id}/processing: the sandbox receives every announced unit, good, onto the first pickable shelf. */
export async function receiveShipNotice(app: Api, id: number, token = app.tokens.a): Promise<Resource> {
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
export async function receive(app: Api, itemId: number, stock: number | LotUnits[], token = app.tokens.a): Promise<Resource> {
  const lines = typeof stock === 'number'
    ? [{ item_id: itemId, quantity: stock }]
    : stock.map(({ number, expires_on, quantity }) => ({ item_id: itemId, quantity, lot_attributes: { number, expires_on } }));
  return receiveShipNotice(app, (await newShipNotice(app, lines, {}, token)).id, token);
}

/** Order lines as [item id, quantity] pairs, or as the API takes them. */
type Lines = [number, number][] | Record<string, unknown>[];

export interface OrderOptions {
  token?: string;
  /** false: sent with no shipping address but what `fields` give (address verification holds it). */
  address?: boolean;
  /** Sent with the request: X-Shop-Id, or X-Customer-Id for staff. */
  headers?: Record<string, string>;
}

/** POST /orders of the lines, shipped to VALID_ADDRESS unless `fields` or `address: false` say otherwise. */
export async function newOrder(app: Api, lines: Lines, fields: Record<string, unknown> = {}, { token = app.tokens.a, address = true, headers }: OrderOptions = {}): Promise<Resource> {
  const order_items = lines.map((line) => (Array.isArray(line) ? { item_id: line[0], quantity: line[1] } : line));
  return expectStatus(await app.rest('POST', '/api/v2/orders', { token, headers, json: { ...(address ? VALID_ADDRESS : {}), ...fields, order_items } }), 201, 'POST /orders');
}

/** PUT /simulate/orders/{id}/processing?status=shipped: the sandbox picks, packs and ships the order. */
export async function shipOrder(app: Api, id: number, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('PUT', `/api/v2/simulate/orders/${id}/processing?status=shipped`, { token }), 200, `shipping order ${id}`);
}

/** POST /consumer_returns of the lines (of `fields.order_id`'s order, when it names one). */
export async function newConsumerReturn(app: Api, lines: { item_id: number; quantity: number; [field: string]: unknown }[], fields: Record<string, unknown> = {}, token = app.tokens.a): Promise<Resource> {
  return expectStatus(await app.rest('POST', '/api/v2/consumer_returns', { token, json: { ...fields, return_items: lines } }), 201, 'POST /consumer_returns');
}

export interface Customer extends Invitation {
  /** A token for its client, minted directly: no request to /oauth/token, whose limits some tests are about. */
  mintToken(): Promise<string>;
}

/** A customer with its shop and an API client of every scope, made as `forklift invite` makes one. */
export async function newCustomer(app: { orm: MikroORM }, name: string): Promise<Customer> {
  const em = forkForAll(app.orm);
  const invited = await createCustomerWithClient(em, name, [...SCOPES]);
  const credentials = { grant_type: 'client_credentials', client_id: invited.client_id, client_secret: invited.client_secret };
  return { ...invited, mintToken: async () => (await grantToken(em, credentials)).access_token };
}
