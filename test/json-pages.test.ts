import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder, shipOrder } from './support/factories';
import { orderRelations } from '../src/domain/orders/page-relations';
import type { Relation } from '../src/db/prefetch';
import { print } from 'graphql';
import { buildSchema } from '../src/graphql/schema';
import { withLeafFragments } from '../src/representations/leaf-fragments';
import { ORDER } from '../src/representations/v2-resources';

/**
 * A page whose nodes select only columns and the relations a page brings is written by PostgreSQL
 * as JSON text and put into the answer unparsed (db/json-rows.ts, graphql/look-ahead.ts jsonNodes,
 * representations/json-text.ts). It must be byte for byte the answer GraphQL renders from rows: the
 * same values (dates, floats, text of any kind, nulls, lists), the same keys in the same order, the
 * same tenant's rows, over GraphQL and REST.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ODD_TEXT = 'quote " backslash \\ newline \n tab \t separator \u2028 accents é 😀 <script> \u0001';
const ONE_LINE = 'quote " backslash \\ accents é 😀 <script> </json>';

async function makeOrder(token: string, sku: string): Promise<number> {
  const item = await newItemId(app, { sku, title: ONE_LINE, description: ODD_TEXT, weight: 1.25, street_date: '2026-01-02T03:04:05.678Z' }, { token, stock: 10 });
  const other = await newItemId(app, { sku: `${sku}-2`, weight: 0.1 }, { token, stock: 10 });
  const method = (await app.rest('GET', '/api/v2/shipping_methods', { token })).body[0].id;
  const lines = [
    { item_id: item, quantity: 2, price: 9.99, description: ODD_TEXT, originator_attributes: { original_id: `line-${sku}` }, wholesale_item_attributes: { line_no: '1', upc: '012345678905' } },
    { item_id: other, quantity: 1, price: 1e-7 },
  ];
  return (await newOrder(app, lines, { shipping_method_id: method, approximate_delivery_date: '2026-12-01', originator_attributes: { original_id: `shop-${sku}` } }, { token })).id;
}

/** The statements a request sent, and its body as text. */
async function answer(request: () => Promise<{ text?: string; status: number }>): Promise<{ text: string; json: boolean; statements: number }> {
  let text = '';
  const statements = await app.captureStatements(async () => {
    const res = await request();
    expect([res.status, res.text]).toEqual([200, expect.any(String)]);
    text = res.text!;
  });
  return { text, json: statements.some((s) => s.includes('"__json"')), statements: statements.length };
}

/**
 * The text as JavaScript writes the same JSON: PostgreSQL writes some numbers otherwise (1e-07 for
 * 1e-7), the same value to any JSON reader. Keys and their order must already agree.
 */
const written = (text: string) => JSON.stringify(JSON.parse(text));

const gql = (query: string, token: string) => answer(() => app.gql(query, {}, token));

/** The same query with its nodes under a condition, which GraphQL renders from rows. */
const rendered = (query: string) => query.replace(/\bnodes \{/, 'nodes @include(if: true) {');

const ORDER_NODES = `__typename id key: id created_at updated_at status shipped_on workable_at ship_actual_cost email approximate_delivery_date
  order_items { id quantity price sku description created_at also_id: id
    item { sku title quantity weight street_date created_at } originator { original_id } wholesale_item { line_no upc } serial_numbers { text } }
  packages { id tracking order_item_ids shipped_on actual_weight } originator { original_id created_at } shipping_method { id name } serial_numbers { text }`;

describe('pages written by PostgreSQL as JSON', () => {
  let mine: number[];
  beforeAll(async () => {
    mine = [await makeOrder(app.tokens.a, 'JP-A1'), await makeOrder(app.tokens.a, 'JP-A2')];
    await makeOrder(app.tokens.b, 'JP-B1');
    const shipped = await app.rest('PUT', `/api/v2/simulate/orders/${mine[0]}/processing?status=shipped`, { token: app.tokens.a });
    expect(shipped.status).toBe(200);
  });

  it('answer a page of orders as GraphQL renders it, for a customer and for staff', async () => {
    const query = `{ orders(per_page: 50, sort: "id asc") { total_count page_info { has_next_page } nodes { ${ORDER_NODES} } } }`;
    for (const token of [app.tokens.a, app.tokens.staff]) {
      const fast = await gql(query, token);
      const slow = await gql(rendered(query), token);
      expect([fast.json, slow.json]).toEqual([true, false]);
      expect(written(fast.text)).toBe(slow.text);
    }
    const { text } = await gql(query, app.tokens.a);
    const nodes = JSON.parse(text).data.orders.nodes;
    expect(nodes.map((n: any) => n.id)).toEqual(mine);
    expect(nodes[0].order_items[0]).toMatchObject({ description: ODD_TEXT, price: 9.99, item: { title: ONE_LINE, weight: 1.25, street_date: '2026-01-02T03:04:05.678Z' } });
    expect(nodes[0].packages).toHaveLength(1);
    expect(nodes[0].approximate_delivery_date).toBe('2026-12-01');
    expect(nodes[0].packages[0].order_item_ids.length).toBeGreaterThan(0);
  });

  it('answer every relation a page brings as its field does: each resolver answers exactly the relation\'s rows', async () => {
    // Each relation's own relations nested, the rows shown by their type alone: a field named for a
    // relation whose resolver answered anything but its rows, in order, would differ here.
    const select = (relations: Readonly<Record<string, Relation>>): string =>
      Object.entries(relations).map(([name, r]) => `${name} { __typename ${select(r.relations ?? {})} }`).join(' ');
    const query = `{ orders(per_page: 50, sort: "id asc") { nodes { id ${select(orderRelations())} } } }`;
    for (const token of [app.tokens.a, app.tokens.staff]) {
      const fast = await gql(query, token);
      const slow = await gql(rendered(query), token);
      expect([fast.json, slow.json]).toEqual([true, false]);
      expect(written(fast.text)).toBe(slow.text);
    }
  });

  it('answer a page of items, with aliases and every date, float and text column', async () => {
    const query = `{ items(per_page: 50, sort: "id desc") { nodes { id sku name: title title quantity weight price street_date created_at updated_at } } }`;
    const fast = await gql(query, app.tokens.a);
    const slow = await gql(rendered(query), app.tokens.a);
    expect([fast.json, slow.json]).toEqual([true, false]);
    expect(written(fast.text)).toBe(slow.text);
    expect(JSON.parse(fast.text).data.items.nodes.length).toBeGreaterThan(0);
  });

  it('write the V2 order and item, their fields resolved in code included, as GraphQL renders them: shipped or not, any return window, status or flag', async () => {
    const schema = buildSchema();
    const page = (list: string, selection: string, args = '') => print(withLeafFragments(schema, `{ ${list}(per_page: 50, sort: "id asc"${args}) { nodes { ${selection} } } }`));
    const same = async (query: string) => {
      const fast = await gql(query, app.tokens.a);
      const slow = await gql(rendered(query), app.tokens.a);
      expect(slow.json).toBe(false);
      expect(JSON.parse(slow.text).errors).toBeUndefined();
      expect(written(fast.text)).toBe(slow.text);
      // Written by PostgreSQL: its one statement, no page read again for GraphQL to render.
      return { json: fast.json && fast.statements === 1, nodes: JSON.parse(slow.text).data.orders?.nodes };
    };
    const ids = [...mine];
    for (const sku of ['JP-V1', 'JP-V2', 'JP-V3', 'JP-V4']) ids.push(await makeOrder(app.tokens.a, sku));
    const [shipped, open, closed, flagged, paused, processing] = ids;
    // Shipped with a window still open, one closed, one with no limit; unshipped, limited, under an incoterm; paused.
    await app.sql(`update orders set return_time_limit = 30 where id = $1`, [shipped]);
    await app.sql(`update orders set status = 300, shipped_on = now() - interval '10 days', return_time_limit = 5, incoterm = 'DAP' where id = $1`, [closed]);
    await app.sql(`update orders set status = 300, shipped_on = now() - interval '10 days', return_time_limit = null where id = $1`, [open]);
    await app.sql(`update orders set permissions_limited = true, incoterm = 'DDP', packingslip_pdf_url = 'https://example.com/slip.pdf' where id = $1`, [flagged]);
    await app.sql(`update orders set status = 90 where id = $1`, [paused]);
    await app.sql(`update orders set address_verified = true where id = any($1)`, [ids]);
    const orders = page('orders', ORDER);
    const first = await same(orders);
    expect(first.json).toBe(true);
    const byId = new Map(first.nodes.map((n: any) => [n.id, n]));
    expect(byId.get(shipped)).toMatchObject({ within_return_time_limit: true, calculated_time_limit: expect.stringMatching(/Z$/), humanize_id: `FL-${String(shipped).padStart(7, '0')}` });
    expect(byId.get(closed)).toMatchObject({ within_return_time_limit: false, status_name: 'Shipped', incoterm: 'DAP' });
    expect(byId.get(open)).toMatchObject({ within_return_time_limit: true, calculated_time_limit: null });
    expect(byId.get(flagged)).toMatchObject({ items_updateable: false, cf_packingslip_pdf_url: 'https://example.com/slip.pdf', incoterm: 'DDP', ship_method: expect.any(String), proto_originator_id: 'shop-JP-V2' });
    expect(byId.get(paused)).toMatchObject({ status_name: 'Paused', items_updateable: false, address_message: null });
    expect(byId.get(processing)).toMatchObject({ status_name: 'Processing', items_updateable: true, within_return_time_limit: false });
    // An address not verified: the address rules' message, which the code finishes on that row alone,
    // skipped or not, with problems or none yet.
    await app.sql(`update orders set address_verified = false, shipping_zip = 'not a zip', shipping_phone = '12' where id = $1`, [paused]);
    await app.sql(`update orders set address_verified = false, skip_address_verification = true where id = $1`, [processing]);
    await app.sql(`update orders set address_verified = false where id = $1`, [flagged]);
    const held = await same(orders);
    expect(held.json).toBe(true);
    const messages = new Map(held.nodes.map((n: any) => [n.id, n.address_message]));
    expect(messages.get(paused)).toMatch(/shipping_zip "not a zip" is not a postal code of US.*shipping_phone "12" is not a phone number/);
    expect(messages.get(processing)).toMatch(/^address verification skipped/);
    expect(messages.get(flagged)).toMatch(/^address not verified yet/);
    expect(messages.get(shipped)).toBeNull();
    await app.sql(`update orders set address_verified = true, skip_address_verification = false where id = any($1)`, [ids]);
    // A window past what a Date holds leaves the page to GraphQL, which answers the same.
    await app.sql(`update orders set return_time_limit = 2000000000 where id = $1`, [paused]);
    expect((await same(orders)).json).toBe(false);
    await app.sql(`update orders set return_time_limit = null where id = $1`, [paused]);
    // The REST list of V2 orders is PostgreSQL's too; the V2 item as its events carry it.
    const rest = await answer(() => app.rest('GET', '/api/v2/orders?per_page=50', { token: app.tokens.a }));
    expect(rest.json).toBe(true);
    // Items with every enum set, one with an empty description and one with none (their full_description and name).
    const [withEnums, empty, none] = (await app.sql(`select id from items where customer_id = $1 order by id limit 3`, [app.customers.a])).map((r) => r.id);
    await app.sql(`update items set packaging_type = 'ServiceBox', hazmat_type = 'lithium', origin_country = 'DE', label_format = 'service_mini', image_originator_url = 'https://example.com/i.png', archived_at = now() where id = $1`, [withEnums]);
    await app.sql(`update items set description = '' where id = $1`, [empty]);
    await app.sql(`update items set description = null, title = '' where id = $1`, [none]);
    const items = page('items', '...Item', ', include_archived: true');
    expect((await same(items)).json).toBe(true);
    // A stored text no enum value has (no input lets one in) leaves the page to GraphQL, and its error (a fault of ours).
    await app.sql(`update items set packaging_type = 'NotAType' where id = $1`, [withEnums]);
    const odd = await answer(() => app.gql(items, {}, app.tokens.a));
    expect([odd.json, odd.statements > 1, JSON.parse(odd.text).errors?.length]).toEqual([true, true, 1]);
    await app.sql(`update items set packaging_type = null where id = $1`, [withEnums]);
  });

  it('leave to GraphQL what PostgreSQL cannot write: fields computed only in code, JSON, edges, arguments', async () => {
    for (const nodes of ['id order_items { id item { id originators_count } }', 'id meta_fields { fields }']) {
      const query = `{ orders(per_page: 5, sort: "id asc") { nodes { ${nodes} } } }`;
      const res = await gql(query, app.tokens.a);
      expect(res.json).toBe(false);
      expect(JSON.parse(res.text).errors).toBeUndefined();
    }
    const edges = await gql(`{ orders(per_page: 5) { nodes { id } edges { node { id } } } }`, app.tokens.a);
    expect(edges.json).toBe(false);
  });

  it('go where the caller put them: aliased nodes, the same list twice, a fragment, a batch, beside another field', async () => {
    const query = `{
      first: orders(per_page: 1, sort: "id asc") { list: nodes { id } page_info { has_next_page } }
      two: orders(per_page: 2, sort: "id asc") { ...Page }
      items(per_page: 1, sort: "id asc") { nodes { sku } }
      count: orders_count
    }
    fragment Page on OrderConnection { nodes { id order_items { sku } } total_count }`;
    const fast = await gql(query, app.tokens.a);
    const slow = await gql(query.replace(/\bnodes \{/g, 'nodes @include(if: true) {'), app.tokens.a);
    expect([fast.json, slow.json]).toEqual([true, false]);
    expect(written(fast.text)).toBe(slow.text);
    const data = JSON.parse(fast.text).data;
    expect(data.first.list.map((n: any) => n.id)).toEqual([mine[0]]);
    expect(data.two.nodes.map((n: any) => n.id)).toEqual(mine);
    // A batch answers each operation in its place.
    const batch = await app.rest('POST', '/graphql', { token: app.tokens.a, json: [{ query: '{ orders(per_page: 1, sort: "id asc") { nodes { id } } }' }, { query: '{ items(per_page: 1, sort: "id asc") { nodes { id } } }' }] });
    expect(batch.status).toBe(200);
    expect(batch.body.map((r: any) => Object.keys(r.data))).toEqual([['orders'], ['items']]);
    expect(batch.body[0].data.orders.nodes).toEqual([{ id: mine[0] }]);
  });

  it('never carry another tenant\'s rows, whatever a row points at', async () => {
    const foreignItem = (await app.sql<{ id: number }>('select id from items where customer_id = $1 limit 1', [app.customers.b]))[0].id;
    const line = (await app.sql<{ id: number }>('select id from order_items where order_id = $1 order by id limit 1', [mine[1]]))[0].id;
    await app.sql('update order_items set item_id = $1 where id = $2', [foreignItem, line]);
    const query = `{ orders(per_page: 50, sort: "id asc") { nodes { id order_items { id item { id sku } } } } }`;
    const fast = await gql(query, app.tokens.a);
    const slow = await gql(rendered(query), app.tokens.a);
    expect(fast.text).not.toContain('JP-B1');
    // The line's item is required: a page missing one is GraphQL's to answer, with its error (the
    // same, but for where the rendered query has its condition).
    const unplaced = (text: string) => text.replace(/"locations":\[[^\]]*\],/g, '');
    expect(unplaced(fast.text)).toBe(unplaced(slow.text));
    expect(JSON.parse(fast.text).errors.map((e: any) => e.path.slice(-1))).toEqual([['item']]);
    // A page without that line is written by PostgreSQL still.
    const before = await gql(query.replace('per_page: 50', 'per_page: 1'), app.tokens.a);
    expect(before.json).toBe(true);
    expect(JSON.parse(before.text).data.orders.nodes.map((n: any) => n.id)).toEqual([mine[0]]);
  });

  it('answer the REST list with the fields asked, in the order asked, and its headers', async () => {
    const full = await app.rest('GET', '/api/v2/orders?per_page=50&page_total=true', { token: app.tokens.a });
    expect(full.status).toBe(200);
    for (const fields of ['id,order_items,packages', 'packages,id', 'order_items,shipping_method,originator,id']) {
      let res: any;
      const statements = await app.captureStatements(async () => (res = await app.rest('GET', `/api/v2/orders?per_page=50&page_total=true&fields=${fields}`, { token: app.tokens.a })));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-total-count')).toBe(full.headers.get('x-total-count'));
      expect(statements.some((s) => s.includes('"__json"'))).toBe(true);
      const names = fields.split(',');
      const expected = full.body.map((o: any) => Object.fromEntries(names.map((n) => [n, o[n]])));
      expect(written(res.text)).toBe(JSON.stringify(expected));
    }
  });

  it('narrow nested resources to the dotted paths asked, in the order asked, written by PostgreSQL still', async () => {
    const full = (await app.rest('GET', '/api/v2/orders?per_page=50', { token: app.tokens.a })).body;
    const fields = 'id,order_items.sku,order_items.quantity,order_items.originator.original_id,packages.tracking,packages.id';
    let res: any;
    const statements = await app.captureStatements(async () => (res = await app.rest('GET', `/api/v2/orders?per_page=50&fields=${fields}`, { token: app.tokens.a })));
    expect(res.status).toBe(200);
    expect(statements.some((s) => s.includes('"__json"'))).toBe(true);
    // Only what is named is read: no wholesale lines, shipping methods or serial numbers.
    expect(statements.join(' ')).not.toMatch(/"wholesale_items"|"shipping_methods"|"serial_numbers"/);
    const expected = full.map((o: any) => ({
      id: o.id,
      order_items: o.order_items.map((l: any) => ({ sku: l.sku, quantity: l.quantity, originator: l.originator && { original_id: l.originator.original_id } })),
      packages: o.packages.map((p: any) => ({ tracking: p.tracking, id: p.id })),
    }));
    expect(full.some((o: any) => o.order_items.some((l: any) => l.originator))).toBe(true);
    expect(written(res.text)).toBe(JSON.stringify(expected));

    // A name alone keeps its value whole, whichever comes first; one order answers the same way.
    const whole = await app.rest('GET', '/api/v2/orders?per_page=50&fields=order_items.sku,id,order_items', { token: app.tokens.a });
    expect(whole.body).toEqual(full.map((o: any) => ({ order_items: o.order_items, id: o.id })));
    const one = await app.rest('GET', `/api/v2/orders/${full[0].id}?fields=order_items.quantity,id`, { token: app.tokens.a });
    expect(one.body).toEqual({ order_items: full[0].order_items.map((l: any) => ({ quantity: l.quantity })), id: full[0].id });
    const repeated = await app.rest('GET', `/api/v2/orders/${full[0].id}?fields[]=order_items.quantity&fields[]=id`, { token: app.tokens.a });
    expect(repeated.body).toEqual(one.body);
  });

  it('refuse a path the resource does not have, naming it, whatever level it fails at', async () => {
    for (const fields of ['id,order_items.nope', 'id.value', 'order_items.sku.x', 'order_items.', 'nope.sku']) {
      const res = await app.rest('GET', `/api/v2/orders?fields=${fields}`, { token: app.tokens.a });
      const bad = fields.split(',').find((f) => f !== 'id');
      expect([fields, res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.message]).toEqual([fields, 422, 'fields', `unknown field ${bad}`]);
    }
  });
});

describe('the GET of one resource, read as a page of one', () => {
  const schema = buildSchema();
  /** The resource as GraphQL renders it from its own field (`order(id)`), the route's operation before it read a page. */
  const rendered = async (field: string, selection: string, id: number, token: string) => {
    const res = await app.gql(print(withLeafFragments(schema, `{ result: ${field}(id: ${id}) { ${selection} } }`)), {}, token);
    expect(res.body.errors).toBeUndefined();
    return JSON.stringify(res.body.data.result);
  };

  it('answers orders and items as their own field renders them, in one statement written by PostgreSQL', async () => {
    const token = app.tokens.a;
    const item = await newItemId(app, { sku: 'ONE-1', title: ONE_LINE, description: ODD_TEXT, weight: 1.25 }, { token, stock: 20 });
    const shipped = (await newOrder(app, [[item, 2]], { originator_attributes: { original_id: 'one-shipped' } })).id;
    await shipOrder(app, shipped);
    // Held for its address: its address_message is finished in code on the row PostgreSQL wrote.
    const held = (await newOrder(app, [[item, 1]], { shipping_name: 'Nobody', shipping_country: 'US' }, { address: false })).id;
    const archived = await newItemId(app, { sku: 'ONE-ARCHIVED' }, { token });
    expect((await app.rest('DELETE', `/api/v2/items/${archived}`, { token })).status).toBe(204);
    const cases: [string, string, string, number][] = [
      ['orders', 'order', ORDER, shipped], ['orders', 'order', ORDER, held], ['items', 'item', '...Item', item], ['items', 'item', '...Item', archived],
    ];
    for (const [path, field, selection, id] of cases) {
      const one = await answer(() => app.rest('GET', `/api/v2/${path}/${id}`, { token }));
      expect([path, id, one.json, one.statements]).toEqual([path, id, true, 1]);
      expect(written(one.text)).toBe(await rendered(field, selection, id, token));
    }
    expect(JSON.parse((await answer(() => app.rest('GET', `/api/v2/orders/${held}`, { token }))).text).address_message).toMatch(/./);
  });

  it('answers a missing or another tenant\'s id as before: the same 404, no row of theirs', async () => {
    const theirs = (await newOrder(app, [[await newItemId(app, { sku: 'ONE-B' }, { token: app.tokens.b, stock: 5 }), 1]], {}, { token: app.tokens.b })).id;
    const missing = await app.rest('GET', '/api/v2/orders/2147483647', { token: app.tokens.a });
    const foreign = await app.rest('GET', `/api/v2/orders/${theirs}`, { token: app.tokens.a });
    expect([missing.status, missing.body.message]).toEqual([404, 'Order 2147483647 not found']);
    expect([foreign.status, foreign.body.message]).toEqual([404, `Order ${theirs} not found`]);
    expect((await app.rest('GET', `/api/v2/orders/${theirs}`, { token: app.tokens.b })).body.id).toBe(theirs);
    // An id that is no integer is refused before anything is read, naming it.
    const bad = await app.rest('GET', '/api/v2/orders/abc', { token: app.tokens.a });
    expect([bad.status, bad.body.errors]).toEqual([422, [{ field: 'id', message: 'must be an integer' }]]);
  });
});

describe("an order's lines, listed", () => {
  const schema = buildSchema();
  const LINE = '...OrderItem originator { ...Originator } wholesale_item { ...WholesaleItem }';

  it('are written by PostgreSQL as GraphQL renders them, over GraphQL and REST, in the order\'s check and one statement', async () => {
    const order = await makeOrder(app.tokens.a, 'LINES-A');
    const query = print(withLeafFragments(schema, `{ order_items(order_id: ${order}, sort: "id asc") { nodes { ${LINE} item { sku title } serial_numbers { text } } } }`));
    const fast = await gql(query, app.tokens.a);
    const slow = await gql(rendered(query), app.tokens.a);
    expect([fast.json, slow.json, fast.statements]).toEqual([true, false, 2]);
    expect(written(fast.text)).toBe(slow.text);
    const lines = JSON.parse(slow.text).data.order_items.nodes;
    expect(lines.map((l: any) => [l.originator?.original_id ?? null, l.wholesale_item?.line_no ?? null, l.serial_numbers.length])).toEqual([['line-LINES-A', '1', 0], [null, null, 0]]);

    const rest = await answer(() => app.rest('GET', `/api/v2/orders/${order}/order_items`, { token: app.tokens.a }));
    expect([rest.json, rest.statements]).toEqual([true, 2]);
    const whole = await gql(print(withLeafFragments(schema, `{ order(id: ${order}) { order_items { ${LINE} } } }`)), app.tokens.a);
    expect(written(rest.text)).toBe(JSON.stringify(JSON.parse(whole.text).data.order.order_items));
  });

  it("answer another tenant's order as not found, with none of its lines", async () => {
    const theirs = await makeOrder(app.tokens.b, 'LINES-B');
    const res = await app.rest('GET', `/api/v2/orders/${theirs}/order_items`, { token: app.tokens.a });
    expect([res.status, res.body.message]).toEqual([404, `Order ${theirs} not found`]);
    expect(JSON.stringify(res.body)).not.toContain('LINES-B');
  });
});
