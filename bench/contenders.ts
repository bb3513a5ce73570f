/**
 * The nested read as each contender is asked for it: a customer's first page of orders by id,
 * each with its lines (line quantity, the item's sku and on-hand quantity) and its packages.
 */
export interface ReadRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What every contender must agree on, read from its answer. */
export interface PageOrder {
  id: number;
  lines: { id: number; quantity: number; sku: string | null; itemQuantity?: number }[];
  packages: { id: number; tracking: string | null }[];
}

export interface Contender {
  key: 'graphql' | 'rest' | 'rest_whole' | 'rest_v2' | 'postgraphile' | 'floor';
  label: string;
  request(perPage: number): ReadRequest;
  /** The orders in the answer; throws when it is not a page of orders. */
  read(body: unknown): PageOrder[];
}

export const FORKLIFT_QUERY = `query Page($per_page: Int) {
  orders(per_page: $per_page) { nodes { id order_items { id quantity item { sku quantity } } packages { id tracking } } }
}`;

const POSTGRAPHILE_QUERY = `query Page($customer: Int!, $first: Int!) {
  allOrders(condition: { customerId: $customer }, first: $first, orderBy: PRIMARY_KEY_ASC) {
    nodes {
      id
      orderItemsByOrderId(orderBy: PRIMARY_KEY_ASC) { nodes { id quantity itemByItemId { sku quantity } } }
      packagesByOrderId(orderBy: PRIMARY_KEY_ASC) { nodes { id tracking } }
    }
  }
}`;

/**
 * The REST facade's list answers with the whole V2 order; `fields` keeps the parts this read is
 * about, down to the same line and package fields the GraphQL query selects (dotted paths). The
 * second REST contender asks for the lines and packages whole: every V2 field, originator and
 * wholesale item, nine times the bytes, to show what a caller pays for not narrowing them; the third
 * asks for nothing in particular, as a V2 caller that knows no `fields` does: the whole V2 order.
 */
export const REST_FIELDS = 'id,order_items.id,order_items.quantity,order_items.sku,packages.id,packages.tracking';
const REST_WHOLE_FIELDS = 'id,order_items,packages';

type Json = any;

function graphqlData(body: Json): Json {
  if (!body || body.errors || !body.data) throw new Error(`not a GraphQL answer with data: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Orders in the shape the service's GraphQL and the floor answer with. */
const forkliftShape = (nodes: Json[]): PageOrder[] =>
  nodes.map((o) => ({
    id: o.id,
    lines: o.order_items.map((l: Json) => ({ id: l.id, quantity: l.quantity, sku: l.item.sku, itemQuantity: l.item.quantity })),
    packages: o.packages.map((p: Json) => ({ id: p.id, tracking: p.tracking })),
  }));

/** Orders in the V2 shape. V2 lines carry their own sku, not the item's stock: the item quantity is not part of this answer. */
function v2Shape(body: Json): PageOrder[] {
  if (!Array.isArray(body)) throw new Error(`not a V2 list: ${JSON.stringify(body).slice(0, 500)}`);
  return body.map((o: Json) => ({
    id: o.id,
    lines: o.order_items.map((l: Json) => ({ id: l.id, quantity: l.quantity, sku: l.sku })),
    packages: o.packages.map((p: Json) => ({ id: p.id, tracking: p.tracking })),
  }));
}

export function contenders(urls: { forklift: string; postgraphile: string; floor: string }, token: string, customerId: number): Contender[] {
  return [
    {
      key: 'graphql',
      label: 'Forklift GraphQL',
      request: (perPage) => ({
        method: 'POST', url: `${urls.forklift}/graphql`, headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ query: FORKLIFT_QUERY, variables: { per_page: perPage } }),
      }),
      read: (body) => forkliftShape(graphqlData(body).orders.nodes),
    },
    ...([
      ['rest', 'Forklift REST facade', REST_FIELDS],
      ['rest_whole', 'Forklift REST facade, whole V2 lines and packages', REST_WHOLE_FIELDS],
      ['rest_v2', 'Forklift REST facade, the whole V2 order (no `fields`)', null],
    ] as const).map(
      ([key, label, fields]): Contender => ({
        key, label,
        request: (perPage) => ({ method: 'GET', url: `${urls.forklift}/api/v2/orders?per_page=${perPage}${fields ? `&fields=${fields}` : ''}`, headers: bearer(token) }),
        read: v2Shape,
      }),
    ),
    {
      key: 'postgraphile',
      label: 'PostGraphile 4',
      request: (perPage) => ({
        method: 'POST', url: `${urls.postgraphile}/graphql`, headers: json,
        body: JSON.stringify({ query: POSTGRAPHILE_QUERY, variables: { customer: customerId, first: perPage } }),
      }),
      read: (body) =>
        graphqlData(body).allOrders.nodes.map((o: Json) => ({
          id: o.id,
          lines: o.orderItemsByOrderId.nodes.map((l: Json) => ({ id: l.id, quantity: l.quantity, sku: l.itemByItemId.sku, itemQuantity: l.itemByItemId.quantity })),
          packages: o.packagesByOrderId.nodes.map((p: Json) => ({ id: p.id, tracking: p.tracking })),
        })),
    },
    {
      key: 'floor',
      label: 'Raw SQL floor (node:http + pg)',
      request: (perPage) => ({ method: 'GET', url: `${urls.floor}/orders?per_page=${perPage}`, headers: bearer(token) }),
      read: (body) => forkliftShape(graphqlData(body).orders.nodes),
    },
  ];
}

/** Fetches one answer and reads it. */
export async function fetchPage(contender: Contender, perPage: number): Promise<PageOrder[]> {
  const { method, url, headers, body } = contender.request(perPage);
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${contender.label}: HTTP ${res.status}: ${text.slice(0, 500)}`);
  return contender.read(JSON.parse(text));
}

/**
 * Differences between an answer and the reference (the floor's), or none. A contender whose answer
 * lacks the item quantity (REST) is compared on what it has.
 */
export function differences(reference: PageOrder[], answer: PageOrder[], expected: number): string[] {
  const problems: string[] = [];
  if (reference.length !== expected) problems.push(`the reference page has ${reference.length} orders, expected ${expected}`);
  if (answer.length !== reference.length) problems.push(`${answer.length} orders instead of ${reference.length}`);
  reference.forEach((want, i) => {
    const got = answer[i];
    if (!got) return;
    if (got.id !== want.id) return void problems.push(`order #${i} is ${got.id}, expected ${want.id}`);
    const strip = (o: PageOrder, keepItemQuantity: boolean) =>
      JSON.stringify({ ...o, lines: o.lines.map(({ itemQuantity, ...l }) => (keepItemQuantity ? { ...l, itemQuantity } : l)) });
    const compareItems = got.lines.every((l) => l.itemQuantity !== undefined);
    if (strip(got, compareItems) !== strip(want, compareItems)) problems.push(`order ${want.id}: ${strip(got, compareItems)} ≠ ${strip(want, compareItems)}`);
  });
  return problems.slice(0, 5);
}
