import { startTestApp, type TestApp } from './support/app';
import { newItem } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const createScancode = (json: Record<string, unknown>, token = app.tokens.a) => app.rest('POST', '/api/v2/scancodes', { token, json });
const scancodeCount = async () => Number((await app.sql('select count(*) from scancodes'))[0].count);
const primaries = async (itemId: number) =>
  (await app.sql('select name from scancodes where item_id = $1 and "primary" order by id', [itemId])).map((r) => r.name);

describe('POST /scancodes', () => {
  it('creates with every spec field; the first is primary, a new primary demotes the old one', async () => {
    const item = await newItem(app);
    const first = await createScancode({ item_id: item.id, name: 'ALT-1' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      item_id: item.id,
      primary: true,
      customer_id: app.customers.a,
      name: 'ALT-1',
      scancode: 'ALT-1',
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      label_format: null,
    });
    const second = await createScancode({ item_id: item.id, name: 'ALT-2', active: false, label_format: 'service_mini' });
    expect(second.body).toMatchObject({ primary: false, active: false, label_format: 'service_mini' });
    expect(await primaries(item.id)).toEqual(['ALT-1']);

    const third = await createScancode({ item_id: item.id, name: 'ALT-3', primary: true });
    expect(third.body.primary).toBe(true);
    expect(await primaries(item.id)).toEqual(['ALT-3']);
  });

  it('refuses a duplicate name per customer (409), but another customer may use it', async () => {
    const item = await newItem(app);
    const other = await newItem(app);
    expect((await createScancode({ item_id: item.id, name: 'DUP-SC' })).status).toBe(201);
    const before = await scancodeCount();
    for (const itemId of [item.id, other.id]) {
      const clash = await createScancode({ item_id: itemId, name: 'DUP-SC', primary: true });
      expect(clash.status).toBe(409);
      expect(clash.body.errors[0].field).toBe('name');
    }
    expect(await scancodeCount()).toBe(before);
    expect(await primaries(other.id)).toEqual([]);
    const bItem = await newItem(app, {}, { token: app.tokens.b });
    expect((await createScancode({ item_id: bItem.id, name: 'DUP-SC' }, app.tokens.b)).status).toBe(201);
  });

  it("refuses a name that is another live item's sku, scancode or ean (409); the item's own codes and archived items' are fine", async () => {
    const taken = await newItem(app, { sku: 'TAKEN-SKU', scancode: 'TAKEN-SCAN', ean: '4006381333931' });
    const item = await newItem(app);
    const before = await scancodeCount();
    for (const [name, field] of [['TAKEN-SKU', 'sku'], ['TAKEN-SCAN', 'scancode'], ['4006381333931', 'ean']]) {
      const res = await createScancode({ item_id: item.id, name });
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatchObject({ field: 'name', message: expect.stringContaining(`${field} of item ${taken.id}`) });
    }
    expect(await scancodeCount()).toBe(before);
    expect((await createScancode({ item_id: taken.id, name: 'TAKEN-SKU' })).status).toBe(201);
    const archived = await newItem(app, { sku: 'OLD-SKU' });
    await app.rest('DELETE', `/api/v2/items/${archived.id}`, { token: app.tokens.a });
    expect((await createScancode({ item_id: item.id, name: 'OLD-SKU' })).status).toBe(201);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const item = await newItem(app);
    const foreign = await newItem(app, {}, { token: app.tokens.b });
    const before = await scancodeCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ item_id: item.id }, 'name'],
      [{ name: 'X-1' }, 'item_id'],
      [{ item_id: item.id, name: '' }, 'name'],
      [{ item_id: item.id, name: '   ' }, 'name'],
      [{ item_id: item.id, name: 'x'.repeat(256) }, 'name'],
      [{ item_id: item.id, name: 'X-2', primary: 'maybe' }, 'primary'],
      [{ item_id: foreign.id, name: 'X-4' }, 'item_id'],
      [{ item_id: 987654, name: 'X-5' }, 'item_id'],
    ];
    for (const [json, field] of cases) {
      const res = await createScancode(json);
      expect([JSON.stringify(json), res.status, res.body.errors?.[0]?.field]).toEqual([JSON.stringify(json), 422, field]);
    }
    expect(await scancodeCount()).toBe(before);
  });

  it('a read-only token cannot create (403)', async () => {
    const item = await newItem(app);
    expect((await createScancode({ item_id: item.id, name: 'RO-1' }, app.tokens.aRead)).status).toBe(403);
    expect(await app.sql("select id from scancodes where name = 'RO-1'")).toHaveLength(0);
  });
});

describe('GET /items/{id}/scancodes', () => {
  it('lists with search, sort, paging, X-Total-Count and Link', async () => {
    const item = await newItem(app);
    for (const name of ['L-C', 'L-A', 'L-B', 'X-D']) await createScancode({ item_id: item.id, name });
    const noise = await newItem(app);
    await createScancode({ item_id: noise.id, name: 'L-Z' });

    const all = await app.rest('GET', `/api/v2/items/${item.id}/scancodes?sort=name desc`, { token: app.tokens.a });
    expect(all.status).toBe(200);
    expect(all.body.map((s: any) => s.name)).toEqual(['X-D', 'L-C', 'L-B', 'L-A']);

    const search = encodeURIComponent('{"name_start":"L-"}');
    const page = await app.rest('GET', `/api/v2/items/${item.id}/scancodes?search=${search}&sort=name asc&page=2&per_page=2&page_total=true&page_links=true`, { token: app.tokens.a });
    expect(page.body.map((s: any) => s.name)).toEqual(['L-C']);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.headers.get('link')).toContain('rel="prev"');

    const primary = await app.rest('GET', `/api/v2/items/${item.id}/scancodes?search=${encodeURIComponent('{"primary_true":true}')}`, { token: app.tokens.a });
    expect(primary.body.map((s: any) => s.name)).toEqual(['L-C']);

    const badSort = await app.rest('GET', `/api/v2/items/${item.id}/scancodes?sort=colour asc`, { token: app.tokens.a });
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors[0].field).toBe('sort');
    const badSearch = await app.rest('GET', `/api/v2/items/${item.id}/scancodes?search=${encodeURIComponent('{"secret_eq":1}')}`, { token: app.tokens.a });
    expect(badSearch.status).toBe(422);
  });

  it("customer B gets 404 for A's item", async () => {
    const item = await newItem(app);
    await createScancode({ item_id: item.id, name: 'PRIV-1' });
    const res = await app.rest('GET', `/api/v2/items/${item.id}/scancodes`, { token: app.tokens.b });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('PRIV-1');
  });
});

describe('scancodes over GraphQL', () => {
  it('Item.scancodes is one query for many items asking with the same arguments', async () => {
    const make = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const item = await newItem(app, { vendor: 'many' });
        await createScancode({ item_id: item.id, name: `M-${item.id}-a` });
        await createScancode({ item_id: item.id, name: `M-${item.id}-b` });
      }
    };
    const query = `{ items(per_page: 250, sort: "id asc", search: "{\\"vendor_eq\\":\\"many\\"}") {
      nodes { id scancodes(per_page: 1, sort: "name desc") { nodes { name scancode } total_count page_info { has_next_page } } } } }`;
    await make(2);
    const small = await app.countStatements(async () => {
      const res = await app.gql(query, {}, app.tokens.a);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.items.nodes).toHaveLength(2);
      for (const node of res.body.data.items.nodes) {
        expect(node.scancodes.nodes).toHaveLength(1);
        expect(node.scancodes.nodes[0].name).toMatch(/-b$/);
        expect(node.scancodes.nodes[0].scancode).toBe(node.scancodes.nodes[0].name);
        expect(node.scancodes).toMatchObject({ total_count: 2, page_info: { has_next_page: true } });
      }
    });
    await make(8);
    const large = await app.countStatements(async () => expect((await app.gql(query, {}, app.tokens.a)).body.data.items.nodes).toHaveLength(10));
    expect(large).toBe(small);
  });

  it('scancode_create and errors carry code and field', async () => {
    const item = await newItem(app);
    const created = await app.gql('mutation ($input: ScancodeCreateInput!) { scancode_create(input: $input) { item_id name primary } }', { input: { item_id: item.id, name: 'G-SC-1' } }, app.tokens.a);
    expect(created.body.data.scancode_create).toEqual({ item_id: item.id, name: 'G-SC-1', primary: true });
    const dup = await app.gql('mutation { scancode_create(input: { item_id: ' + item.id + ', name: "G-SC-1" }) { id } }', {}, app.tokens.a);
    expect(dup.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
  });

  it('item_by_code resolves an active scancode, then sku, scancode field and ean, for the caller only', async () => {
    const byScan = await newItem(app);
    const bySku = await newItem(app, { sku: 'CODE-SKU', scancode: 'CODE-FIELD', ean: '5901234123457' });
    await createScancode({ item_id: byScan.id, name: 'CODE-ALT' });
    await createScancode({ item_id: byScan.id, name: 'CODE-OFF', active: false });
    const lookup = async (code: string, token = app.tokens.a) => {
      const res = await app.gql('query ($code: String!) { item_by_code(code: $code) { id } }', { code }, token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.item_by_code?.id ?? null;
    };
    expect(await lookup('CODE-ALT')).toBe(byScan.id);
    expect(await lookup('CODE-SKU')).toBe(bySku.id);
    expect(await lookup('CODE-FIELD')).toBe(bySku.id);
    expect(await lookup('5901234123457')).toBe(bySku.id);
    expect(await lookup('CODE-OFF')).toBeNull();
    expect(await lookup('NOTHING')).toBeNull();
    // Across items, a sku outranks an ean (and the ean item came first).
    await newItem(app, { ean: 'PRIO-1' });
    const skuItem = await newItem(app, { sku: 'PRIO-1' });
    expect(await lookup('PRIO-1')).toBe(skuItem.id);
    // Customer B sees none of A's codes.
    for (const code of ['CODE-ALT', 'CODE-SKU', '5901234123457']) expect(await lookup(code, app.tokens.b)).toBeNull();

    // An archived item's codes no longer resolve.
    await app.rest('DELETE', `/api/v2/items/${bySku.id}`, { token: app.tokens.a });
    expect(await lookup('CODE-SKU')).toBeNull();

    const staff = await app.gql('{ item_by_code(code: "CODE-ALT") { id } }', {}, app.tokens.staff);
    expect(staff.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'customer_id' });
    const staffFor = await app.gql('{ item_by_code(code: "CODE-ALT") { id } }', {}, app.tokens.staff, { 'x-customer-id': String(app.customers.a) });
    expect(staffFor.body.data.item_by_code.id).toBe(byScan.id);
  });
});
