import { startTestApp, type TestApp } from './support/app';
import { newItem } from './support/factories';
import { putStock } from './support/stock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function addComponent(bundleId: number, itemId: number, quantity: number, token = app.tokens.a) {
  return app.rest('POST', `/api/v2/items/${bundleId}/bundle_items`, { token, json: { item_id: itemId, quantity } });
}

const counters = async (id: number) =>
  (await app.sql('select quantity, sellable_quantity, published_quantity, is_bundle from items where id = $1', [id]))[0];
const bundleItemCount = async () => Number((await app.sql('select count(*) from bundle_items'))[0].count);

describe('bundle items over REST', () => {
  it('creates, lists, reads, updates and removes components, with every spec field', async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    await putStock(app.orm, a.id, 4);

    const created = await addComponent(bundle.id, a.id, 2);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      parent_item_id: bundle.id,
      item_id: a.id,
      bundle_id: bundle.id,
      quantity: 2,
      max_per_package: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      item_quantity: '4',
      item_name: a.name,
    });
    expect((await app.rest('GET', `/api/v2/items/${bundle.id}`, { token: app.tokens.a })).body).toMatchObject({ is_bundle: true, quantity: 2, published_quantity: 2 });

    const list = await app.rest('GET', `/api/v2/items/${bundle.id}/bundle_items`, { token: app.tokens.a });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);

    const got = await app.rest('GET', `/api/v2/bundle_items/${created.body.id}`, { token: app.tokens.a });
    expect(got.body).toEqual(created.body);

    const updated = await app.rest('PUT', `/api/v2/bundle_items/${created.body.id}`, { token: app.tokens.a, json: { quantity: 3 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, quantity: 3 });
    expect(await counters(bundle.id)).toMatchObject({ quantity: 1, published_quantity: 1 });

    const inBundles = await app.rest('GET', `/api/v2/items/${a.id}/in_bundles`, { token: app.tokens.a });
    expect(inBundles.status).toBe(200);
    expect(inBundles.body.map((i: any) => [i.id, i.sku, i.is_bundle])).toEqual([[bundle.id, bundle.sku, true]]);

    const before = (await app.sql('select * from items where id = $1', [a.id]))[0];
    const removed = await app.rest('DELETE', `/api/v2/bundle_items/${created.body.id}`, { token: app.tokens.a });
    expect(removed.status).toBe(204);
    expect((await app.rest('GET', `/api/v2/bundle_items/${created.body.id}`, { token: app.tokens.a })).status).toBe(404);
    expect((await app.rest('GET', `/api/v2/items/${bundle.id}/bundle_items`, { token: app.tokens.a })).body).toEqual([]);
    // The component is untouched; the bundle has nothing left to make.
    expect((await app.sql('select * from items where id = $1', [a.id]))[0]).toEqual(before);
    expect(await counters(bundle.id)).toMatchObject({ quantity: 0, published_quantity: 0 });
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    const archived = await newItem(app);
    await app.rest('DELETE', `/api/v2/items/${archived.id}`, { token: app.tokens.a });
    const foreign = await newItem(app, {}, { token: app.tokens.b });
    const stocked = await newItem(app);
    await putStock(app.orm, stocked.id, 3);
    const before = await bundleItemCount();

    const cases: [number, Record<string, unknown>, string][] = [
      [bundle.id, { item_id: a.id, quantity: 0 }, 'quantity'],
      [bundle.id, { item_id: a.id, quantity: -1 }, 'quantity'],
      [bundle.id, { item_id: a.id, quantity: 1, max_per_package: 0 }, 'max_per_package'],
      [bundle.id, { item_id: a.id }, 'quantity'],
      [bundle.id, { quantity: 1 }, 'item_id'],
      [bundle.id, { item_id: a.id, quantity: 'two' }, 'quantity'],
      [bundle.id, { item_id: bundle.id, quantity: 1 }, 'item_id'],
      [bundle.id, { item_id: foreign.id, quantity: 1 }, 'item_id'],
      [bundle.id, { item_id: 987654, quantity: 1 }, 'item_id'],
      [bundle.id, { item_id: archived.id, quantity: 1 }, 'item_id'],
      [stocked.id, { item_id: a.id, quantity: 1 }, 'parent_item_id'],
    ];
    for (const [parent, json, field] of cases) {
      const res = await app.rest('POST', `/api/v2/items/${parent}/bundle_items`, { token: app.tokens.a, json });
      expect([JSON.stringify(json), res.status, res.body.errors?.[0]?.field]).toEqual([JSON.stringify(json), 422, field]);
    }
    const own = await addComponent(stocked.id, a.id, 1);
    expect(own.body.message).toMatch(/holds 3 units of its own stock.*comes from its components/);
    expect(await bundleItemCount()).toBe(before);
    expect((await counters(bundle.id)).is_bundle).toBe(false);
    expect((await counters(stocked.id)).is_bundle).toBe(false);
  });

  it('refuses a loop (A→B→A, and deeper) and a duplicate component (409)', async () => {
    const a = await newItem(app);
    const b = await newItem(app);
    const c = await newItem(app);
    expect((await addComponent(a.id, b.id, 1)).status).toBe(201);
    expect((await addComponent(b.id, c.id, 1)).status).toBe(201);
    const before = await bundleItemCount();

    const direct = await addComponent(b.id, a.id, 1);
    expect(direct.status).toBe(422);
    expect(direct.body.errors[0]).toMatchObject({ field: 'item_id', message: expect.stringContaining('loop') });
    const deep = await addComponent(c.id, a.id, 1);
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0].field).toBe('item_id');

    const duplicate = await addComponent(a.id, b.id, 5);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].field).toBe('item_id');
    expect(await bundleItemCount()).toBe(before);
    expect((await counters(c.id)).is_bundle).toBe(false);
  });

  it('refuses bad updates: quantity 0 or null, unknown fields', async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    const bi = (await addComponent(bundle.id, a.id, 2)).body;
    for (const json of [{ quantity: 0 }, { quantity: -3 }, { quantity: null }, { max_per_package: 0 }, { item_id: 7 }]) {
      const res = await app.rest('PUT', `/api/v2/bundle_items/${bi.id}`, { token: app.tokens.a, json });
      expect(res.status).toBe(422);
    }
    const missing = await app.rest('PUT', '/api/v2/bundle_items/987654', { token: app.tokens.a, json: { quantity: 1 } });
    expect(missing.status).toBe(404);
    expect((await app.sql('select quantity, max_per_package from bundle_items where id = $1', [bi.id]))[0]).toEqual({ quantity: 2, max_per_package: null });
  });
});

describe('bundle quantity', () => {
  it('follows component stock and component requirements (A×2, B×1)', async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    const b = await newItem(app, { include_inbound_in_published: false });
    await putStock(app.orm, a.id, 7);
    await putStock(app.orm, b.id, 5);
    const biA = (await addComponent(bundle.id, a.id, 2)).body;
    expect(await counters(bundle.id)).toMatchObject({ quantity: 3, published_quantity: 3, is_bundle: true });
    const biB = (await addComponent(bundle.id, b.id, 1)).body;
    expect(await counters(bundle.id)).toMatchObject({ quantity: 3, published_quantity: 3 });

    // B now limits: 5 / 2 = 2.
    await app.rest('PUT', `/api/v2/bundle_items/${biB.id}`, { token: app.tokens.a, json: { quantity: 2 } });
    expect(await counters(bundle.id)).toMatchObject({ quantity: 2, published_quantity: 2 });

    // Stock moves follow: A drops to 3 → 1 bundle; B rises, A still limits.
    await putStock(app.orm, a.id, -4);
    expect(await counters(bundle.id)).toMatchObject({ quantity: 1, published_quantity: 1 });
    await putStock(app.orm, b.id, 10);
    expect(await counters(bundle.id)).toMatchObject({ quantity: 1 });
    // Stock in a non-sellable role does not count.
    await putStock(app.orm, a.id, 100, 'damaged');
    expect(await counters(bundle.id)).toMatchObject({ quantity: 1 });

    // Removing A leaves B alone in charge (15 / 2 = 7), and A as it was.
    const aBefore = await counters(a.id);
    expect((await app.rest('DELETE', `/api/v2/bundle_items/${biA.id}`, { token: app.tokens.a })).status).toBe(204);
    expect(await counters(bundle.id)).toMatchObject({ quantity: 7, published_quantity: 7 });
    expect(await counters(a.id)).toEqual(aBefore);

    const rest = await app.rest('GET', `/api/v2/items/${bundle.id}`, { token: app.tokens.a });
    expect(rest.body).toMatchObject({ quantity: 7, published_quantity: 7 });
  });

  it('flattens nested bundles to their leaf items', async () => {
    const outer = await newItem(app);
    const inner = await newItem(app);
    const leaf = await newItem(app);
    const other = await newItem(app);
    await putStock(app.orm, leaf.id, 20);
    await putStock(app.orm, other.id, 9);
    // inner = 2 × leaf; outer = 3 × inner + 1 × leaf + 1 × other → outer needs 7 leaf per unit.
    await addComponent(inner.id, leaf.id, 2);
    await addComponent(outer.id, inner.id, 3);
    expect(await counters(inner.id)).toMatchObject({ quantity: 10 });
    expect(await counters(outer.id)).toMatchObject({ quantity: 3 });
    await addComponent(outer.id, leaf.id, 1);
    await addComponent(outer.id, other.id, 1);
    expect(await counters(outer.id)).toMatchObject({ quantity: 2 });
    await putStock(app.orm, leaf.id, 1);
    expect(await counters(outer.id)).toMatchObject({ quantity: 3 });
    expect(await counters(inner.id)).toMatchObject({ quantity: 10 });

    const inBundles = await app.rest('GET', `/api/v2/items/${leaf.id}/in_bundles`, { token: app.tokens.a });
    expect(inBundles.body.map((i: any) => i.id).sort()).toEqual([inner.id, outer.id].sort());
  });
});

describe('ordering a bundle', () => {
  const orderOf = (itemId: number) => app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { order_items: [{ item_id: itemId, quantity: 1 }] } });
  const orderCount = async () => Number((await app.sql('select count(*) from orders'))[0].count);

  it('is refused while the bundle, or a bundle inside it, has no components (422 naming the line\'s item_id, nothing written), and taken once it has', async () => {
    const leaf = await newItem(app);
    await putStock(app.orm, leaf.id, 5);
    const outer = await newItem(app);
    const inner = await newItem(app);
    expect((await addComponent(outer.id, leaf.id, 1)).status).toBe(201);
    const component = (await addComponent(inner.id, leaf.id, 1)).body.id;
    expect((await addComponent(outer.id, inner.id, 1)).status).toBe(201);
    // The inner bundle's only component goes: neither can be made now (a bundle holds no stock of its own).
    expect((await app.rest('DELETE', `/api/v2/bundle_items/${component}`, { token: app.tokens.a })).status).toBe(204);
    const before = await orderCount();
    for (const [bundle, message] of [
      [inner.id, `item ${inner.id} is a bundle with no components`],
      [outer.id, `item ${outer.id} is a bundle holding bundle ${inner.id}, which has no components`],
    ] as const) {
      const res = await orderOf(bundle);
      expect([res.status, res.body.errors]).toEqual([422, [{ field: 'order_items.0.item_id', message: expect.stringContaining(message) }]]);
    }
    expect(await orderCount()).toBe(before);
    // A component again: both are ordered, and allocated from the leaf's stock.
    expect((await addComponent(inner.id, leaf.id, 2)).status).toBe(201);
    for (const bundle of [inner.id, outer.id]) {
      const res = await orderOf(bundle);
      expect([res.status, res.body.status]).toEqual([201, 100]);
    }
  });
});

describe('changing a bundle that orders wait for', () => {
  const orderOf = async (itemId: number) => (await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { order_items: [{ item_id: itemId, quantity: 1 }] } })).body;
  const statusOf = async (orderId: number) => (await app.rest('GET', `/api/v2/orders/${orderId}`, { token: app.tokens.a })).body.status;
  const api = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });

  it('tries the waiting orders again when a component goes or is needed fewer times', async () => {
    const [plenty, none, scarce] = [await newItem(app), await newItem(app), await newItem(app)];
    await putStock(app.orm, plenty.id, 5);
    await putStock(app.orm, scarce.id, 2);
    const bundle = await newItem(app);
    expect((await addComponent(bundle.id, plenty.id, 1)).status).toBe(201);
    const missing = (await addComponent(bundle.id, none.id, 1)).body.id;
    const triple = (await addComponent(bundle.id, scarce.id, 3)).body.id;
    const order = await orderOf(bundle.id);
    expect(order.status).toBe(95);
    // Without the component nobody has, it still needs 3 of the 2 scarce units: it waits.
    expect((await api('DELETE', `/bundle_items/${missing}`)).status).toBe(204);
    expect(await statusOf(order.id)).toBe(95);
    // Needed twice, the scarce units suffice: allocated in the same request.
    expect((await api('PUT', `/bundle_items/${triple}`, { quantity: 2 })).status).toBe(200);
    expect(await statusOf(order.id)).toBe(100);
    const [held] = await app.sql('select committed from stock where item_id = $1', [scarce.id]);
    expect(held.committed).toBe(2);
  });

  it('refuses to take the last component out of a bundle orders wait for (409, nothing changed); allowed once none waits', async () => {
    const leaf = await newItem(app);
    const inner = await newItem(app);
    const outer = await newItem(app);
    const only = (await addComponent(inner.id, leaf.id, 1)).body.id;
    expect((await addComponent(outer.id, inner.id, 1)).status).toBe(201);
    const order = await orderOf(outer.id);
    expect(order.status).toBe(95);
    const refused = await api('DELETE', `/bundle_items/${only}`);
    expect([refused.status, refused.body.errors?.[0]?.message ?? refused.body.message]).toEqual([409, expect.stringContaining(`last component of bundle ${inner.id}: 1 order(s) wait for it (${order.id})`)]);
    expect((await api('GET', `/bundle_items/${only}`)).status).toBe(200);
    expect(await statusOf(order.id)).toBe(95);
    expect((await api('PUT', `/orders/${order.id}/call/cancel`)).status).toBe(200);
    expect((await api('DELETE', `/bundle_items/${only}`)).status).toBe(204);
  });

  it('two removals at once of a waited-for bundle\'s last two components: one goes, the other is refused on the locked bundle', async () => {
    const [first, second] = [await newItem(app), await newItem(app)];
    const bundle = await newItem(app);
    const links = [(await addComponent(bundle.id, first.id, 1)).body.id, (await addComponent(bundle.id, second.id, 1)).body.id];
    const order = await orderOf(bundle.id);
    expect(order.status).toBe(95);
    const answers = await Promise.all(links.map((id) => api('DELETE', `/bundle_items/${id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    const [{ n }] = await app.sql('select count(*)::int as n from bundle_items where parent_item_id = $1', [bundle.id]);
    expect(n).toBe(1);
  });
});

describe('tenancy and scopes', () => {
  it("customer B gets 404 for A's bundles and bundle items; a read-only token cannot write", async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    const bi = (await addComponent(bundle.id, a.id, 1)).body;
    const bItem = await newItem(app, {}, { token: app.tokens.b });
    const before = await bundleItemCount();

    for (const [method, path, json] of [
      ['GET', `/api/v2/bundle_items/${bi.id}`],
      ['PUT', `/api/v2/bundle_items/${bi.id}`, { quantity: 9 }],
      ['DELETE', `/api/v2/bundle_items/${bi.id}`],
      ['GET', `/api/v2/items/${bundle.id}/bundle_items`],
      ['GET', `/api/v2/items/${a.id}/in_bundles`],
      ['POST', `/api/v2/items/${bundle.id}/bundle_items`, { item_id: bItem.id, quantity: 1 }],
    ] as [string, string, unknown?][]) {
      const res = await app.rest(method, path, { token: app.tokens.b, json });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }

    for (const [method, path, json] of [
      ['PUT', `/api/v2/bundle_items/${bi.id}`, { quantity: 9 }],
      ['DELETE', `/api/v2/bundle_items/${bi.id}`],
      ['POST', `/api/v2/items/${bundle.id}/bundle_items`, { item_id: (await newItem(app)).id, quantity: 1 }],
    ] as [string, string, unknown?][]) {
      const res = await app.rest(method, path, { token: app.tokens.aRead, json });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await app.rest('GET', `/api/v2/bundle_items/${bi.id}`, { token: app.tokens.aRead })).status).toBe(200);
    expect(await bundleItemCount()).toBe(before);
    expect((await app.sql('select quantity from bundle_items where id = $1', [bi.id]))[0].quantity).toBe(1);
  });

  it("staff may not put another customer's item into a bundle", async () => {
    const bundle = await newItem(app);
    const foreign = await newItem(app, {}, { token: app.tokens.b });
    const res = await app.rest('POST', `/api/v2/items/${bundle.id}/bundle_items`, { token: app.tokens.staff, json: { item_id: foreign.id, quantity: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('item_id');
  });
});

describe('bundle items over GraphQL', () => {
  const FIELDS = 'id parent_item_id item_id bundle_id quantity max_per_package item_quantity item_name';

  it('create, update, delete, and the Item fields bundle_items / in_bundles', async () => {
    const bundle = await newItem(app);
    const a = await newItem(app);
    await putStock(app.orm, a.id, 6);
    const created = await app.gql(
      `mutation ($p: Int!, $input: BundleItemCreateInput!) { bundle_item_create(parent_item_id: $p, input: $input) { ${FIELDS} } }`,
      { p: bundle.id, input: { item_id: a.id, quantity: 2, max_per_package: 4 } },
      app.tokens.a,
    );
    expect(created.body.errors).toBeUndefined();
    const bi = created.body.data.bundle_item_create;
    expect(bi).toEqual({ id: expect.any(Number), parent_item_id: bundle.id, item_id: a.id, bundle_id: bundle.id, quantity: 2, max_per_package: 4, item_quantity: '6', item_name: a.name });

    const read = await app.gql(`{ item(id: ${bundle.id}) { quantity published_quantity bundle_items { ${FIELDS} } } }`, {}, app.tokens.a);
    expect(read.body.data.item).toEqual({ quantity: 3, published_quantity: 3, bundle_items: [bi] });
    const rest = await app.rest('GET', `/api/v2/bundle_items/${bi.id}`, { token: app.tokens.a });
    expect(rest.body).toMatchObject(bi);

    const updated = await app.gql(`mutation { bundle_item_update(id: ${bi.id}, input: { quantity: 3, max_per_package: null }) { quantity max_per_package } }`, {}, app.tokens.a);
    expect(updated.body.data.bundle_item_update).toEqual({ quantity: 3, max_per_package: null });
    const contained = await app.gql(`{ item(id: ${a.id}) { in_bundles { id quantity } } }`, {}, app.tokens.a);
    expect(contained.body.data.item.in_bundles).toEqual([{ id: bundle.id, quantity: 2 }]);

    const bad = await app.gql(`mutation { bundle_item_create(parent_item_id: ${bundle.id}, input: { item_id: ${bundle.id}, quantity: 1 }) { id } }`, {}, app.tokens.a);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'item_id' });
    const foreign = await app.gql(`{ bundle_item(id: ${bi.id}) { id } }`, {}, app.tokens.b);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const deleted = await app.gql(`mutation { bundle_item_delete(id: ${bi.id}) { id item_id } }`, {}, app.tokens.a);
    expect(deleted.body.data.bundle_item_delete).toEqual({ id: bi.id, item_id: a.id });
    const after = await app.gql(`{ item(id: ${bundle.id}) { quantity bundle_items { id } } }`, {}, app.tokens.a);
    expect(after.body.data.item).toEqual({ quantity: 0, bundle_items: [] });
  });

  it('bundle_items and in_bundles are batched: the statement count does not grow with the items listed', async () => {
    const make = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const bundle = await newItem(app, { vendor: 'batch' });
        const part = await newItem(app, { vendor: 'batch' });
        await addComponent(bundle.id, part.id, 1);
      }
    };
    const query = `{ items(per_page: 250, search: "{\\"vendor_eq\\":\\"batch\\"}") { nodes { id bundle_items { id item_name item_quantity } in_bundles { id } } } }`;
    await make(2);
    const small = await app.countStatements(async () => expect((await app.gql(query, {}, app.tokens.a)).body.data.items.nodes).toHaveLength(4));
    await make(10);
    const large = await app.countStatements(async () => expect((await app.gql(query, {}, app.tokens.a)).body.data.items.nodes).toHaveLength(24));
    expect(large).toBe(small);
  });
});
