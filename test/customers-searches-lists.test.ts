import { SCOPES } from '../src/domain/common/scopes';
import { createCustomerWithClient } from '../src/domain/auth/service';
import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  em.setFilterParams('tenant', { customerId: null });
  for (let i = 0; i < 8; i++) await createCustomerWithClient(em, `Paged customer ${i}`, [...SCOPES]);
  // Six saved searches of customer A; the odd ones hold its one order.
  const item = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'LIST-1', title: 'List' } });
  const order = await app.rest('POST', '/api/v2/orders', { token: app.tokens.a, json: { order_items: [{ item_id: item.body.id, quantity: 1 }] } });
  expect(order.status).toBe(201);
  for (let i = 0; i < 6; i++) {
    const [search] = await app.sql("insert into saved_searches (customer_id, name, resource) values ($1, $2, 'order') returning id", [app.customers.a, `Search ${i}`]);
    if (i % 2) await app.sql('insert into saved_search_orders (saved_search_id, order_id) values ($1, $2)', [search.id, order.body.id]);
  }
});
afterAll(() => app.close());

describe('customers, paged like every list', () => {
  it('pages, sorts, searches and counts over GraphQL; REST takes the same parameters and headers', async () => {
    const page = await app.gql('{ customers(per_page: 3, page: 2, sort: "id asc") { total_count page_info { has_next_page } nodes { id } } }', {}, app.tokens.staff);
    expect(page.body.errors).toBeUndefined();
    const all = (await app.sql('select id from customers order by id')).map((r) => r.id);
    expect(page.body.data.customers).toMatchObject({ total_count: all.length, page_info: { has_next_page: true }, nodes: all.slice(3, 6).map((id) => ({ id })) });
    const found = await app.gql('{ customers(search: "{\\"name_start\\":\\"Paged customer 7\\"}") { nodes { name } } }', {}, app.tokens.staff);
    expect(found.body.data.customers.nodes).toEqual([{ name: 'Paged customer 7' }]);

    const rest = await app.rest('GET', '/api/v2/customers?per_page=2&page_total=true&sort=id%20desc', { token: app.tokens.staff });
    expect(rest.status).toBe(200);
    expect(rest.body.map((c: { id: number }) => c.id)).toEqual(all.slice(-2).reverse());
    expect(rest.headers.get('x-total-count')).toBe(String(all.length));
    // A customer still sees only itself; unknown attributes are refused by name.
    expect((await app.rest('GET', '/api/v2/customers', { token: app.tokens.a })).body.map((c: { id: number }) => c.id)).toEqual([app.customers.a]);
    const bad = await app.rest('GET', '/api/v2/customers?search=%7B%22secret_eq%22%3A1%7D', { token: app.tokens.staff });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('search.secret_eq');
  });

  it('reads a page of customers with their shops in the same number of statements however long the page', async () => {
    const read = (n: number) => app.gql(`{ customers(per_page: ${n}) { nodes { id shops { id } } } }`, {}, app.tokens.staff);
    const small = await app.countStatements(async () => expect((await read(2)).body.data.customers.nodes).toHaveLength(2));
    const large = await app.countStatements(async () => expect((await read(10)).body.data.customers.nodes.length).toBeGreaterThanOrEqual(10));
    expect(large).toBe(small);
  });
});

describe('saved searches, paged like every list', () => {
  it('pages newest first with their order counts, in the same number of statements however long the page', async () => {
    const read = (n: number) => app.gql(`{ saved_searches(per_page: ${n}) { total_count nodes { id name order_count } } }`, {}, app.tokens.a);
    const res = await read(4);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.saved_searches.total_count).toBe(6);
    expect(res.body.data.saved_searches.nodes.map((s: { name: string; order_count: number }) => [s.name, s.order_count])).toEqual([['Search 5', 1], ['Search 4', 0], ['Search 3', 1], ['Search 2', 0]]);
    const small = await app.countStatements(async () => expect((await read(2)).body.data.saved_searches.nodes).toHaveLength(2));
    const large = await app.countStatements(async () => expect((await read(6)).body.data.saved_searches.nodes).toHaveLength(6));
    expect(large).toBe(small);
    // Another customer's are not listed.
    expect((await read(10)).body.data.saved_searches.nodes).toHaveLength(6);
    expect((await app.gql('{ saved_searches { total_count } }', {}, app.tokens.b)).body.data.saved_searches.total_count).toBe(0);
  });
});
