import { startTestApp, type TestApp } from './support/app';
import { newItem } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const seed = [
    { sku: 'ALPHA-1', title: 'Red shirt', price: 10, weight: 1, vendor: 'Acme', active: true, category: 'shirts' },
    { sku: 'ALPHA-2', title: 'Blue shirt', price: 20, weight: 2, vendor: 'Acme', active: false, category: '' },
    { sku: 'BETA-1', title: '100%_cotton tee', price: 30, weight: 3, vendor: null, active: true },
    { sku: 'BETA-2', title: 'Hat', price: 40, weight: 4, vendor: 'Zed', active: true, originators_attributes: [{ original_id: 'shop-77' }] },
  ];
  for (const fields of seed) await newItem(app, fields);
  // Customer B's item matches most searches: it must never appear for A.
  await newItem(app, { sku: 'ALPHA-9', title: 'Red shirt', price: 10, vendor: 'Acme' }, { token: app.tokens.b });
});
afterAll(() => app.close());

async function skus(search: unknown, extra = ''): Promise<string[]> {
  const q = encodeURIComponent(typeof search === 'string' ? search : JSON.stringify(search));
  const res = await app.rest('GET', `/api/v2/items?search=${q}&sort=sku asc${extra}`, { token: app.tokens.a });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.map((i: any) => i.sku);
}

describe('search predicates', () => {
  it.each([
    [{ sku_eq: 'ALPHA-1' }, ['ALPHA-1']],
    [{ sku_not_eq: 'ALPHA-1' }, ['ALPHA-2', 'BETA-1', 'BETA-2']],
    [{ price_lt: 20 }, ['ALPHA-1']],
    [{ price_lteq: '20' }, ['ALPHA-1', 'ALPHA-2']],
    [{ price_gt: 30 }, ['BETA-2']],
    [{ price_gteq: 30 }, ['BETA-1', 'BETA-2']],
    [{ sku_in: ['ALPHA-2', 'BETA-2'] }, ['ALPHA-2', 'BETA-2']],
    [{ sku_not_in: ['ALPHA-2', 'BETA-2'] }, ['ALPHA-1', 'BETA-1']],
    [{ title_cont: 'SHIRT' }, ['ALPHA-1', 'ALPHA-2']],
    [{ title_not_cont: 'shirt' }, ['BETA-1', 'BETA-2']],
    [{ title_cont: '%' }, ['BETA-1']],
    [{ title_cont: '_' }, ['BETA-1']],
    [{ sku_start: 'beta' }, ['BETA-1', 'BETA-2']],
    [{ sku_end: '-2' }, ['ALPHA-2', 'BETA-2']],
    [{ vendor_null: true }, ['BETA-1']],
    [{ vendor_null: false }, ['ALPHA-1', 'ALPHA-2', 'BETA-2']],
    [{ category_present: true }, ['ALPHA-1']],
    [{ category_present: false }, ['ALPHA-2', 'BETA-1', 'BETA-2']],
    // A number is never blank: present means not null.
    [{ weight_present: true }, ['ALPHA-1', 'ALPHA-2', 'BETA-1', 'BETA-2']],
    [{ length_present: false }, ['ALPHA-1', 'ALPHA-2', 'BETA-1', 'BETA-2']],
    [{ m: 'or', sku_or_price_present: false, sku_eq: 'BETA-2' }, ['BETA-2']],
    [{ active_true: 1 }, ['ALPHA-1', 'BETA-1', 'BETA-2']],
    [{ active_false: '1' }, ['ALPHA-2']],
    [{ title_or_sku_cont: 'hat' }, ['BETA-2']],
    [{ originators_original_id_eq: 'shop-77' }, ['BETA-2']],
    [{ vendor_eq: 'Acme', price_gt: 10 }, ['ALPHA-2']],
    [{ m: 'or', sku_eq: 'ALPHA-1', price_eq: 40 }, ['ALPHA-1', 'BETA-2']],
    [{}, ['ALPHA-1', 'ALPHA-2', 'BETA-1', 'BETA-2']],
  ])('%j', async (search, expected) => {
    expect(await skus(search)).toEqual(expected);
  });

  it('counts with the same search', async () => {
    const res = await app.rest('GET', `/api/v2/items/count?search=${encodeURIComponent('{"vendor_eq":"Acme"}')}`, { token: app.tokens.a });
    expect(res.body).toEqual({ count: 2 });
  });
});

describe('search and sort refuse what is not allowed (422 naming it), SQL included', () => {
  it.each([
    ['{"colour_eq":"red"}', 'search.colour_eq'],
    ['{"sku_matches":"x"}', 'search.sku_matches'],
    ['{"secret_hash_eq":"x"}', 'search.secret_hash_eq'],
    ['{"sku_eq":"x\'; drop table items; --"}', null],
    ['{"price_eq":"1 or 1=1"}', 'search.price_eq'],
    ['{"sku_eq) or 1=1 --":"x"}', 'search.sku_eq) or 1=1 --'],
    ['{"price_cont":"1"}', 'search.price_cont'],
    ['{"sku_true":1}', 'search.sku_true'],
    ['not json', 'search'],
    ['[1,2]', 'search'],
  ])('%s', async (search, field) => {
    const res = await app.rest('GET', `/api/v2/items?search=${encodeURIComponent(search)}`, { token: app.tokens.a });
    if (field === null) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    expect(Number((await app.sql('select count(*) from items'))[0].count)).toBe(5);
  });

  it.each(['sku; drop table items', 'secret asc', 'sku sideways', 'sku asc desc'])('sort %s', async (sort) => {
    const res = await app.rest('GET', `/api/v2/items?sort=${encodeURIComponent(sort)}`, { token: app.tokens.a });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('sort');
  });
});

describe('sort, paging and headers', () => {
  it('sorts on several fields', async () => {
    const res = await app.rest('GET', '/api/v2/items?sort=vendor desc,price desc', { token: app.tokens.a });
    // PostgreSQL sorts NULL first in descending order.
    expect(res.body.map((i: any) => i.sku)).toEqual(['BETA-1', 'BETA-2', 'ALPHA-2', 'ALPHA-1']);
  });

  it('pages with page/per_page, X-Total-Count and an RFC 8288 Link header', async () => {
    const res = await app.rest('GET', '/api/v2/items?sort=sku asc&per_page=2&page=2&page_total=true&page_links=true', { token: app.tokens.a });
    expect(res.body.map((i: any) => i.sku)).toEqual(['BETA-1', 'BETA-2']);
    expect(res.headers.get('x-total-count')).toBe('4');
    const links = Object.fromEntries(
      res.headers.get('link')!.split(', ').map((part) => {
        const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part)!;
        const params = new URL(url).searchParams;
        return [rel, `${params.get('page')}/${params.get('per_page')}/${params.get('sort')}`];
      }),
    );
    expect(links).toEqual({ first: '1/2/sku asc', prev: '1/2/sku asc', last: '2/2/sku asc' });
    const plain = await app.rest('GET', '/api/v2/items?per_page=2', { token: app.tokens.a });
    expect(plain.headers.get('x-total-count')).toBeNull();
    expect(plain.headers.get('link')).toBeNull();
  });

  it.each([['per_page=251', 'per_page'], ['per_page=0', 'per_page'], ['page=0', 'page'], ['per_page=abc', 'per_page']])('%s is 422', async (query, field) => {
    const res = await app.rest('GET', `/api/v2/items?${query}`, { token: app.tokens.a });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('an empty page_total= or page_links= is no value: the default applies (it was a 422 naming nothing)', async () => {
    const res = await app.rest('GET', '/api/v2/items?page_total=&page_links=&per_page=', { token: app.tokens.a });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.headers.get('x-total-count')).toBeNull();
  });

  it('per_page=250 is allowed', async () => {
    expect((await app.rest('GET', '/api/v2/items?per_page=250', { token: app.tokens.a })).status).toBe(200);
  });

  it('sparse fieldsets: fields picks keys, an unknown one is 422', async () => {
    const res = await app.rest('GET', '/api/v2/items?fields=sku,price&sort=sku asc&per_page=1', { token: app.tokens.a });
    expect(res.body).toEqual([{ sku: 'ALPHA-1', price: 10 }]);
    const bad = await app.rest('GET', '/api/v2/items?fields=sku,secret', { token: app.tokens.a });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('fields');
    // Checked against the resource, not the rows: an empty page refuses an unknown name too.
    const empty = await app.rest('GET', `/api/v2/items?fields=sku,secret&search=${encodeURIComponent('{"sku_eq":"none"}')}`, { token: app.tokens.a });
    expect(empty.status).toBe(422);
    const nested = await app.rest('GET', '/api/v2/shipnotices?fields=id,shipnotice_items,warehouse', { token: app.tokens.a });
    expect(nested.status).toBe(200);
  });
});

describe('GraphQL connections', () => {
  const PAGE = `query ($after: String) { items(first: 3, after: $after, sort: "sku asc") {
    total_count nodes { sku } edges { cursor node { sku } } page_info { has_next_page has_previous_page end_cursor } } }`;

  it('walk the list with cursors', async () => {
    const first = await app.gql(PAGE, {}, app.tokens.a);
    const page1 = first.body.data.items;
    expect(page1.total_count).toBe(4);
    expect(page1.nodes.map((n: any) => n.sku)).toEqual(['ALPHA-1', 'ALPHA-2', 'BETA-1']);
    expect(page1.edges.map((e: any) => e.node.sku)).toEqual(['ALPHA-1', 'ALPHA-2', 'BETA-1']);
    expect(page1.page_info).toMatchObject({ has_next_page: true, has_previous_page: false });
    const second = await app.gql(PAGE, { after: page1.page_info.end_cursor }, app.tokens.a);
    expect(second.body.data.items.nodes.map((n: any) => n.sku)).toEqual(['BETA-2']);
    expect(second.body.data.items.page_info).toMatchObject({ has_next_page: false, has_previous_page: true });
  });

  it('refuse a forged cursor and bad search with BAD_USER_INPUT naming the argument', async () => {
    const forged = await app.gql(PAGE, { after: 'bm9wZQ' }, app.tokens.a);
    expect(forged.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const search = await app.gql('{ items(search: "{\\"nope_eq\\":1}") { total_count } }', {}, app.tokens.a);
    expect(search.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search.nope_eq' });
  });
});
