import { startTestApp, type TestApp } from './support/app';
import { newConsumerReturn, newItem, newItemId, newOrder } from './support/factories';

/**
 * A page of orders brings its lines, their items and its packages in its own statement, as JSON
 * built by PostgreSQL (src/db/prefetch.ts), and so does `order(id)`, a page of one. What it renders
 * must be what the loaders render for one order: every plain field of a line, an item (its getters
 * and dates included) and a package, for a customer and for staff, and never another tenant's rows.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Every field of `type` that is a scalar or an enum and takes no arguments. */
async function leaves(type: string): Promise<string> {
  const res = await app.gql(`{ __type(name: "${type}") { fields { name args { name } type { kind ofType { kind ofType { kind ofType { kind } } } } } } }`, {}, app.tokens.a);
  const leaf = (t: any): boolean => (t.kind === 'NON_NULL' || t.kind === 'LIST' ? leaf(t.ofType) : t.kind === 'SCALAR' || t.kind === 'ENUM');
  return res.body.data!.__type.fields.filter((f: any) => !f.args.length && leaf(f.type)).map((f: any) => f.name).join(' ');
}

async function makeOrder(token: string, sku: string): Promise<number> {
  const item = await newItemId(
    app,
    { sku, title: `Title ${sku}`, description: 'a description', weight: 1.25, street_date: '2026-01-02T03:04:05.678Z', image_originator_url: 'https://img.example/x.png', request_serial_number: true },
    { token, stock: 10 },
  );
  const other = await newItemId(app, { sku: `${sku}-2`, title: undefined }, { token, stock: 10 });
  const method = (await app.rest('GET', '/api/v2/shipping_methods', { token })).body[0].id;
  const lines = [
    { item_id: item, quantity: 2, price: 9.99, description: 'line', originator_attributes: { original_id: `line-${sku}` }, wholesale_item_attributes: { line_no: '1', upc: '012345678905' } },
    { item_id: other, quantity: 1 },
  ];
  const order = await newOrder(app, lines, { shipping_method_id: method, originator_attributes: { original_id: `shop-${sku}` } }, { token });
  return order.id;
}

describe('a page of orders with its lines, items and packages', () => {
  it('renders what the loaders render for each order, in one statement, for a customer and for staff', async () => {
    const mine = [await makeOrder(app.tokens.a, 'PR-A1'), await makeOrder(app.tokens.a, 'PR-A2')];
    const theirs = await makeOrder(app.tokens.b, 'PR-B1');
    const shipped = await app.rest('PUT', `/api/v2/simulate/orders/${mine[0]}/processing?status=shipped`, { token: app.tokens.a });
    expect(shipped.status).toBe(200);

    const originator = `originator { ${await leaves('Originator')} }`;
    const line = `${await leaves('OrderItem')} item { ${await leaves('Item')} } ${originator} wholesale_item { ${await leaves('WholesaleItem')} } serial_numbers { ${await leaves('SerialNumber')} }`;
    const selection = `id order_items { ${line} } packages { ${await leaves('Package')} } ${originator} shipping_method { ${await leaves('ShippingMethod')} } serial_numbers { ${await leaves('SerialNumber')} }`;
    // The loaders' rendering: each order as a return's exchange order, which no page brings (the
    // return's field loads the managed order, and each of its relations through its own loader).
    const exchanges = new Map<number, number>();
    for (const [id, token] of [[mine[0], app.tokens.a], [mine[1], app.tokens.a], [theirs, app.tokens.b]] as const) {
      const item = await newItemId(app, { sku: `PR-EX-${id}` }, { token });
      exchanges.set(id, (await newConsumerReturn(app, [{ item_id: item, quantity: 1 }], { exchange_order_id: id }, token)).id);
    }
    const byLoaders = async (id: number, token: string) => {
      const res = await app.gql(`{ consumer_return(id: ${exchanges.get(id)}) { exchange_order { ${selection} } } }`, {}, token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.consumer_return.exchange_order;
    };
    const page = async (token: string) => {
      const res = await app.gql(`{ orders(per_page: 50, sort: "id asc") { nodes { ${selection} } } }`, {}, token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.orders.nodes as any[];
    };
    const one = async (id: number, token: string) => {
      const res = await app.gql(`{ order(id: ${id}) { ${selection} } }`, {}, token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.order;
    };

    await page(app.tokens.a); // the token checked and cached: only the page's own statements are counted
    let nodes: any[] = [];
    expect(await app.countStatements(async () => (nodes = await page(app.tokens.a)))).toBe(1);
    expect(nodes.map((n) => n.id)).toEqual(mine);
    for (const node of nodes) {
      expect(node).toEqual(await byLoaders(node.id, app.tokens.a));
      let single: unknown;
      expect(await app.countStatements(async () => (single = await one(node.id, app.tokens.a)))).toBe(1);
      expect(single).toEqual(node);
    }
    expect(nodes[0].packages).toHaveLength(1);
    expect(nodes[0].order_items[0].item).toMatchObject({ sku: 'PR-A1', full_description: 'Title PR-A1, a description', image_url: 'https://img.example/x.png', archived: false });
    expect(nodes[0].order_items[0].item.street_date).toBe('2026-01-02T03:04:05.678Z');
    expect(nodes[0]).toMatchObject({ originator: { original_id: 'shop-PR-A1' }, shipping_method: { id: expect.any(Number) } });
    expect(nodes[0].order_items[0]).toMatchObject({ originator: { original_id: 'line-PR-A1' }, wholesale_item: { line_no: '1' }, serial_numbers: [expect.anything(), expect.anything()] });
    expect(nodes[0].order_items[1]).toMatchObject({ originator: null, wholesale_item: null, serial_numbers: [] });
    // The order's own serial numbers, gathered over its lines through the lines in the same statement.
    expect(nodes[0].serial_numbers).toEqual(nodes[0].order_items[0].serial_numbers);

    const all = await page(app.tokens.staff);
    expect(all.map((n) => n.id)).toEqual([...mine, theirs]);
    for (const node of all) expect([node, node]).toEqual([await byLoaders(node.id, app.tokens.staff), await one(node.id, app.tokens.staff)]);
  });

  it('brings no other tenant\'s rows, whatever the rows point at', async () => {
    const before = await app.gql('{ orders(per_page: 50, sort: "id asc") { nodes { id order_items { id } } } }', {}, app.tokens.a);
    const order = before.body.data!.orders.nodes.find((n: any) => n.order_items.length);
    const foreignItem = (await app.sql<{ id: number }>('select id from items where customer_id = $1 limit 1', [app.customers.b]))[0].id;
    // A line made to point at another tenant's item (no API allows it): the item is not rendered to A,
    // by the page as by the loaders.
    await app.sql('update order_items set item_id = $1 where id = $2', [foreignItem, order.order_items[0].id]);
    // And a serial number of the other tenant's hung on A's line: neither the line's nor the order's list shows it.
    await app.sql(`insert into serial_numbers (customer_id, order_item_id, text) values ($1, $2, 'PR-B1-SERIAL')`, [app.customers.b, order.order_items[0].id]);
    const listed = await app.gql(`{ orders(per_page: 50, sort: "id asc") { nodes { id serial_numbers { text } order_items { id serial_numbers { text } item { id sku } } } } }`, {}, app.tokens.a);
    const single = await app.gql(`{ order(id: ${order.id}) { id serial_numbers { text } order_items { id serial_numbers { text } item { id sku } } } }`, {}, app.tokens.a);
    expect(JSON.stringify(listed.body)).not.toContain('PR-B1');
    expect(JSON.stringify(single.body)).not.toContain('PR-B1');
    expect(listed.body.errors?.map((e: any) => e.path.slice(-1))).toEqual(single.body.errors?.map((e: any) => e.path.slice(-1)));
    expect(listed.body.errors?.length).toBeGreaterThan(0);
  });
});

describe('a page of items', () => {
  it('renders, as plain rows of the columns its fields read, what item(id) renders: every leaf field, for a customer and for staff', async () => {
    const made = await newItem(
      app,
      { sku: 'PI-1', title: 'Plain', description: 'page item', weight: 2.5, street_date: '2026-03-04T05:06:07.890Z', image_originator_url: 'https://img.example/p.png', low_inventory_threshold: 3 },
      { stock: 7 },
    );
    const fields = await leaves('Item');
    for (const token of [app.tokens.a, app.tokens.staff]) {
      const page = await app.gql(`{ items(per_page: 50, search: ${JSON.stringify(JSON.stringify({ id_eq: made.id }))}) { nodes { ${fields} } } }`, {}, token);
      const one = await app.gql(`{ item(id: ${made.id}) { ${fields} } }`, {}, token);
      expect([page.body.errors, one.body.errors]).toEqual([undefined, undefined]);
      expect(page.body.data.items.nodes).toEqual([one.body.data.item]);
    }
    const [node] = (await app.gql(`{ items(per_page: 50, search: ${JSON.stringify(JSON.stringify({ id_eq: made.id }))}) { nodes { ${fields} } } }`, {}, app.tokens.a)).body.data.items.nodes;
    expect(node).toMatchObject({ sku: 'PI-1', full_description: 'Plain, page item', image_url: 'https://img.example/p.png', quantity: 7, archived: false, street_date: '2026-03-04T05:06:07.890Z' });
  });
});
