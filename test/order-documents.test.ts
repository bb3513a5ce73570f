import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** An order of one unit of a new item, which has `stock` units on a shelf. */
const orderOfNewItem = async (stock = 0) => newOrder(app, [[await newItemId(app, {}, { stock }), 1]], { email: 'x@example.com' });

const api = (method: string, path: string, token = app.tokens.a, json?: unknown) => app.rest(method, `/api/v2${path}`, { token, json });
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);

describe('order documents over REST', () => {
  it('create, list, count, search, sort, page and delete', async () => {
    const order = await orderOfNewItem();
    const created = await api('POST', `/orders/${order.id}/order_documents`, app.tokens.a, { url: 'https://files.example.com/bol-1.pdf', document_type: 'bill_of_lading' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), order_id: order.id, customer_id: app.customers.a, url: 'https://files.example.com/bol-1.pdf', document_type: 'bill_of_lading',
      created_at: expect.any(String), updated_at: expect.any(String),
    });
    // customer_id may be given when it is the order's own; the spec's example body sends url as a query parameter too.
    const second = await app.rest('POST', `/api/v2/orders/${order.id}/order_documents?url=${encodeURIComponent('http://files.example.com/label.pdf')}`, {
      token: app.tokens.a, json: { customer_id: app.customers.a, document_type: 'shipping_label' },
    });
    expect(second.status).toBe(201);
    const third = await api('POST', `/orders/${order.id}/order_documents`, app.tokens.a, { url: 'https://files.example.com/slip.pdf' });
    expect(third.body.document_type).toBeNull();

    const list = await app.rest('GET', `/api/v2/orders/${order.id}/order_documents?sort=id desc&per_page=2&page_total=true`, { token: app.tokens.a });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(list.body.map((d: any) => d.id)).toEqual([third.body.id, second.body.id]);
    const page2 = await api('GET', `/orders/${order.id}/order_documents?sort=id desc&per_page=2&page=2`);
    expect(page2.body.map((d: any) => d.id)).toEqual([created.body.id]);
    const search = await api('GET', `/orders/${order.id}/order_documents?search=${encodeURIComponent('{"document_type_eq":"shipping_label"}')}`);
    expect(search.body.map((d: any) => d.id)).toEqual([second.body.id]);
    expect((await api('GET', `/orders/${order.id}/order_documents/count`)).body).toEqual({ count: 3 });
    expect((await api('GET', `/orders/${order.id}/order_documents/count?search=${encodeURIComponent('{"url_cont":"slip"}')}`)).body).toEqual({ count: 1 });
    expect((await api('GET', `/orders/${order.id}/order_documents?fields=id,url`)).body[0]).toEqual({ id: created.body.id, url: created.body.url });
    const badSearch = await api('GET', `/orders/${order.id}/order_documents?search=${encodeURIComponent('{"secret_eq":1}')}`);
    expect([badSearch.status, badSearch.body.errors[0].field]).toEqual([422, 'search.secret_eq']);

    // Another order's documents stay with it.
    const other = await orderOfNewItem();
    expect((await api('GET', `/orders/${other.id}/order_documents`)).body).toEqual([]);

    const deleted = await api('DELETE', `/order_documents/${second.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await api('GET', `/orders/${order.id}/order_documents/count`)).body).toEqual({ count: 2 });
    expect((await api('DELETE', `/order_documents/${second.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const order = await orderOfNewItem();
    const before = await count('order_documents');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'url'],
      [{ url: '' }, 'url'],
      [{ url: 'ftp://files.example.com/a.pdf' }, 'url'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'files.example.com/a.pdf' }, 'url'],
      [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'url'],
      [{ url: 'https://example.com/a.pdf', customer_id: app.customers.b }, 'customer_id'],
      [{ url: 'https://example.com/a.pdf', document_type: 'x'.repeat(65) }, 'document_type'],
      [{ url: 'https://example.com/a.pdf', customer_id: 'abc' }, 'customer_id'],
    ];
    for (const [json, field] of cases) {
      const res = await api('POST', `/orders/${order.id}/order_documents`, app.tokens.a, json);
      expect([res.status, res.body.errors?.map((e: any) => e.field)]).toEqual([422, expect.arrayContaining([field])]);
    }
    expect(await count('order_documents')).toBe(before);
  });

  it('is tenant data: another customer gets 404, a read-only token gets 403', async () => {
    const order = await orderOfNewItem();
    const doc = (await api('POST', `/orders/${order.id}/order_documents`, app.tokens.a, { url: 'https://example.com/t.pdf' })).body;
    const before = await count('order_documents');
    expect((await api('GET', `/orders/${order.id}/order_documents`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', `/orders/${order.id}/order_documents/count`, app.tokens.b)).status).toBe(404);
    expect((await api('POST', `/orders/${order.id}/order_documents`, app.tokens.b, { url: 'https://example.com/x.pdf' })).status).toBe(404);
    expect((await api('DELETE', `/order_documents/${doc.id}`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', `/orders/${order.id}/order_documents`, app.tokens.aRead)).body.map((d: any) => d.id)).toEqual([doc.id]);
    expect((await api('POST', `/orders/${order.id}/order_documents`, app.tokens.aRead, { url: 'https://example.com/x.pdf' })).status).toBe(403);
    expect((await api('DELETE', `/order_documents/${doc.id}`, app.tokens.aRead)).status).toBe(403);
    expect(await count('order_documents')).toBe(before);
    // Staff acting for no customer see it; staff may attach a document for the customer.
    expect((await api('GET', `/orders/${order.id}/order_documents`, app.tokens.staff)).body).toHaveLength(1);
    const byStaff = await api('POST', `/orders/${order.id}/order_documents`, app.tokens.staff, { url: 'https://example.com/s.pdf' });
    expect(byStaff.body).toMatchObject({ customer_id: app.customers.a, order_id: order.id });
  });
});

describe('order documents over GraphQL', () => {
  it('query, create, delete, and order_documents on Order', async () => {
    const order = await orderOfNewItem();
    const created = await app.gql(
      `mutation ($id: Int!, $input: OrderDocumentCreateInput!) { order_document_create(order_id: $id, input: $input) { id order_id url document_type } }`,
      { id: order.id, input: { url: 'https://example.com/g.pdf', document_type: 'packing_slip' } }, app.tokens.a,
    );
    expect(created.body.errors).toBeUndefined();
    const doc = created.body.data.order_document_create;
    expect(doc).toMatchObject({ order_id: order.id, document_type: 'packing_slip' });
    const read = await app.gql(`query ($id: Int!) {
      order(id: $id) { order_documents { id url } }
      order_documents(order_id: $id) { nodes { id } total_count }
      order_documents_count(order_id: $id)
      order_document(id: ${doc.id}) { url }
    }`, { id: order.id }, app.tokens.a);
    expect(read.body.data).toEqual({
      order: { order_documents: [{ id: doc.id, url: 'https://example.com/g.pdf' }] },
      order_documents: { nodes: [{ id: doc.id }], total_count: 1 },
      order_documents_count: 1,
      order_document: { url: 'https://example.com/g.pdf' },
    });
    const bad = await app.gql(`mutation { order_document_create(order_id: ${order.id}, input: { url: "mailto:x@example.com" }) { id } }`, {}, app.tokens.a);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    const foreign = await app.gql(`{ order_document(id: ${doc.id}) { id } }`, {}, app.tokens.b);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const readOnly = await app.gql(`mutation { order_document_delete(id: ${doc.id}) { id } }`, {}, app.tokens.aRead);
    expect(readOnly.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const deleted = await app.gql(`mutation { order_document_delete(id: ${doc.id}) { id url } }`, {}, app.tokens.a);
    expect(deleted.body.data.order_document_delete).toEqual({ id: doc.id, url: 'https://example.com/g.pdf' });
    expect((await app.gql(`{ order(id: ${order.id}) { order_documents { id } } }`, {}, app.tokens.a)).body.data.order.order_documents).toEqual([]);
  });
});

describe('shipping documents', () => {
  it('shipping an order records its label for the package; listed by order and by package', async () => {
    const order = await orderOfNewItem(5);
    expect(order.status).toBe(100);
    // Nothing is made before shipping.
    expect((await api('GET', `/orders/${order.id}/shipping_documents`)).body).toEqual([]);
    const shipped = await api('PUT', `/simulate/orders/${order.id}/processing?status=shipped`);
    expect(shipped.status).toBe(200);
    const pkg = shipped.body.packages[0];
    expect(pkg.shipping_label_url).toMatch(/^https:\/\/labels\.sandbox\.forklift\.dev\/.+\/FK\d{16}\.pdf$/);

    const byOrder = await api('GET', `/orders/${order.id}/shipping_documents`);
    expect(byOrder.status).toBe(200);
    expect(byOrder.body).toEqual([{
      id: expect.any(Number), order_id: order.id, package_id: pkg.id, owner_type: 'Package', owner_id: pkg.id,
      document_type: 'shipping_label', provider_document_type: 'shipping_label', document_format: 'PDF', label_provider: 'sandbox',
      electronically_submitted: false, resolved_url: pkg.shipping_label_url, url: null, provider_url: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    }]);
    const byPackage = await api('GET', `/packages/${pkg.id}/shipping_documents?page_total=true`);
    expect(byPackage.headers.get('x-total-count')).toBe('1');
    expect(byPackage.body).toEqual(byOrder.body);
    // The stored and provider addresses are shown to staff only.
    const asStaff = await api('GET', `/packages/${pkg.id}/shipping_documents`, app.tokens.staff);
    expect(asStaff.body[0]).toMatchObject({ url: pkg.shipping_label_url, provider_url: pkg.shipping_label_url });

    const search = (terms: object) => api('GET', `/orders/${order.id}/shipping_documents?search=${encodeURIComponent(JSON.stringify(terms))}`);
    expect((await search({ document_type_eq: 'shipping_label' })).body).toHaveLength(1);
    expect((await search({ document_type_eq: 'commercial_invoice' })).body).toEqual([]);
    expect((await search({ document_format_eq: 'PDF', label_provider_eq: 'sandbox' })).body).toHaveLength(1);
    expect((await api('GET', `/orders/${order.id}/shipping_documents?sort=created_at desc&per_page=1&page=2`)).body).toEqual([]);
    expect((await api('GET', `/orders/${order.id}/shipping_documents?sort=url asc`)).status).toBe(422);

    const gql = await app.gql(`{ order(id: ${order.id}) { shipping_documents { id } packages { id shipping_label_url shipping_documents { document_type resolved_url } } } }`, {}, app.tokens.a);
    expect(gql.body.data.order).toEqual({
      shipping_documents: [{ id: byOrder.body[0].id }],
      packages: [{ id: pkg.id, shipping_label_url: pkg.shipping_label_url, shipping_documents: [{ document_type: 'shipping_label', resolved_url: pkg.shipping_label_url }] }],
    });
    const connection = await app.gql(`{ shipping_documents(package_id: ${pkg.id}) { total_count nodes { owner_type } } }`, {}, app.tokens.a);
    expect(connection.body.data.shipping_documents).toEqual({ total_count: 1, nodes: [{ owner_type: 'Package' }] });

    // Tenancy: another customer sees neither the order's nor the package's documents.
    expect((await api('GET', `/orders/${order.id}/shipping_documents`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', `/packages/${pkg.id}/shipping_documents`, app.tokens.b)).status).toBe(404);
    expect((await api('GET', '/packages/999999/shipping_documents')).status).toBe(404);
    expect((await api('GET', `/packages/${pkg.id}/shipping_documents`, app.tokens.aRead)).status).toBe(200);
    const all = await app.gql('{ shipping_documents { total_count } }', {}, app.tokens.b);
    expect(all.body.data.shipping_documents.total_count).toBe(0);
  });
});
