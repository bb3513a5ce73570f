import { parseTags } from '../src/domain/documents/customer-documents';
import { startTestApp, type TestApp } from './support/app';
import { newItemId, newOrder } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = (method: string, path: string, json?: unknown, token = app.tokens.a) => app.rest(method, `/api/v2${path}`, { token, json });
const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

describe('tag lists (pure rule)', () => {
  it('split on commas, trim, drop blanks and repeats, keep order', () => {
    expect(parseTags(['a, b,,a', ' c '])).toEqual(['a', 'b', 'c']);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags([' , '])).toEqual([]);
  });
});

describe('/documents', () => {
  it('creates from a V2 body (comma-separated tags, response-only and ignored fields), reads it back, lists it, deletes it', async () => {
    const order = await newOrder(app, [[await newItemId(app, { sku: 'DOC-1' }), 1]], {}, { address: false });
    const created = await api('POST', '/documents', {
      url: 'https://files.example.com/invoice-1.pdf', owner_type: 'Order', owner_id: order.id, keyword_list: 'invoice, 2026,invoice', context_list: 'billing',
      file_name: 'invoice-1.pdf', customer_name: 'ignored', partner_id: 5,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-ignored-fields')).toMatch(/file_name/);
    const [customer] = await app.sql('select name from customers where id = $1', [app.customers.a]);
    expect(created.body).toEqual({
      id: expect.any(Number), customer_id: app.customers.a, url: 'https://files.example.com/invoice-1.pdf', signed_url: 'https://files.example.com/invoice-1.pdf',
      user_id: null, partner_id: null, owner_type: 'Order', owner_id: order.id,
      keyword_list: ['invoice', '2026'], message_list: [], context_list: ['billing'], resource_type_list: [],
      customer_name: customer.name, user_name: null, partner_name: null, created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect((await api('GET', `/documents/${created.body.id}`)).body).toEqual(created.body);
    const other = (await api('POST', '/documents', { url: 'http://files.example.com/contract.pdf', message_list: ['contract', 'invoice'] })).body;
    const ids = async (query: string) => (await api('GET', `/documents${query}`)).body.map((d: { id: number }) => d.id);
    expect(await ids('?sort=id+asc')).toEqual([created.body.id, other.id]);
    expect(await ids('?tagged_with=invoice')).toEqual([created.body.id, other.id]);
    expect(await ids('?tagged_with=invoice,billing')).toEqual([created.body.id]);
    expect(await ids('?tagged_with=nothing')).toEqual([]);
    const tooMany = await api('GET', `/documents?tagged_with=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`);
    expect([tooMany.status, fieldsOf(tooMany.body)]).toEqual([422, ['tagged_with']]);
    expect(await ids(`?search=${encodeURIComponent(JSON.stringify({ owner_type_eq: 'Order' }))}`)).toEqual([created.body.id]);
    expect((await api('GET', '/documents/actions')).body).toEqual([]);
    expect((await api('DELETE', `/documents/${other.id}`)).status).toBe(204);
    expect((await api('GET', `/documents/${other.id}`)).status).toBe(404);
  });

  it('refuses bad input with 422 naming each field, writing nothing', async () => {
    const [before] = await app.sql('select count(*)::int as n from documents');
    const foreignOrder = await newOrder(app, [[await newItemId(app, { sku: 'DOC-B' }, { token: app.tokens.b }), 1]], {}, { token: app.tokens.b, address: false });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ url: 'ftp://files.example.com/x.pdf' }, ['url']],
      [{ url: '/relative.pdf' }, ['url']],
      [{}, ['url']],
      [{ url: 'https://x.example.com/a', owner_type: 'Order' }, ['owner_id']],
      [{ url: 'https://x.example.com/a', owner_type: 'Warehouse', owner_id: 1 }, ['owner_type']],
      [{ url: 'https://x.example.com/a', owner_type: 'Order', owner_id: 2_000_000_000 }, ['owner_id']],
      // Another customer's order is as missing as one that never was.
      [{ url: 'https://x.example.com/a', owner_type: 'Order', owner_id: foreignOrder.id }, ['owner_id']],
      [{ url: 'https://x.example.com/a', keyword_list: 'x'.repeat(256) }, ['keyword_list']],
      [{ url: 'https://x.example.com/a', nonsense: 1 }, ['nonsense']],
    ];
    const messages: string[] = [];
    for (const [body, fields] of cases) {
      const res = await api('POST', '/documents', body);
      expect([body, res.status, fieldsOf(res.body)]).toEqual([body, 422, fields]);
      messages.push(res.body.errors[0].message);
    }
    expect(messages[5].replace('2000000000', 'N')).toBe(messages[6].replace(String(foreignOrder.id), 'N'));
    const [after] = await app.sql('select count(*)::int as n from documents');
    expect(after.n).toBe(before.n);
  });

  it("is the customer's own: another customer reads, lists and deletes none of it", async () => {
    const doc = (await api('POST', '/documents', { url: 'https://files.example.com/private.pdf' })).body;
    expect((await api('GET', `/documents/${doc.id}`, undefined, app.tokens.b)).status).toBe(404);
    expect((await api('DELETE', `/documents/${doc.id}`, undefined, app.tokens.b)).status).toBe(404);
    expect((await api('GET', '/documents', undefined, app.tokens.b)).body.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await api('GET', `/documents/${doc.id}`)).status).toBe(200);
    expect((await api('DELETE', `/documents/${doc.id}`, undefined, app.tokens.aRead)).status).toBe(403);
  });
});

describe('/templates', () => {
  it('creates, reads with its type, updates the given fields, deletes', async () => {
    const created = await api('POST', '/templates', { name: ' Slip ', template_type_id: 1, content: '<p>{{order.id}}</p>', size: '4x6' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Slip', template_type_id: 1, content: '<p>{{order.id}}</p>', size: '4x6', default: false, customizable: true, url: null, slug: 'packing_slip',
      valid_sizes: ['4x6', '8.5x11'], customer_id: app.customers.a,
      template_type: { id: 1, name: 'packing_slip', display_name: 'Packing slip', resource_type: 'Order', format: 'html', valid_sizes: ['4x6', '8.5x11'] },
    });
    const id = created.body.id;
    const updated = await api('PUT', `/templates/${id}`, { content: '<p>new</p>', size: '8.5x11' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Slip', content: '<p>new</p>', size: '8.5x11' });
    // A GET → PUT round trip changes nothing and refuses nothing.
    const got = (await api('GET', `/templates/${id}`)).body;
    const roundTrip = await api('PUT', `/templates/${id}`, got);
    expect(roundTrip.status).toBe(200);
    expect({ ...roundTrip.body, updated_at: null }).toEqual({ ...got, updated_at: null });
    expect((await api('GET', '/templates?page_total=true')).headers.get('x-total-count')).toBe('1');
    expect((await api('DELETE', `/templates/${id}`)).status).toBe(204);
    expect((await api('GET', `/templates/${id}`)).status).toBe(404);
  });

  it('keeps one default per type: a new default replaces the previous one, other types untouched', async () => {
    const make = async (type: number, def: boolean) => (await api('POST', '/templates', { name: `T${type}`, template_type_id: type, content: 'x', default: def })).body.id;
    const first = await make(1, true);
    const gift = await make(2, true);
    const second = await make(1, true);
    const defaults = async () => (await app.sql('select id from templates where customer_id = $1 and "default" order by id', [app.customers.a])).map((r) => r.id);
    expect(await defaults()).toEqual([gift, second]);
    expect((await api('PUT', `/templates/${first}`, { default: true })).body.default).toBe(true);
    expect(await defaults()).toEqual([first, gift]);
    // B's default of the same type is B's own.
    const b = (await api('POST', '/templates', { name: 'B', template_type_id: 1, content: 'x', default: true }, app.tokens.b)).body;
    expect(b.default).toBe(true);
    expect(await defaults()).toEqual([first, gift]);
  });

  it('refuses bad input with 422 naming each field, writing nothing; another customer gets 404', async () => {
    const t = (await api('POST', '/templates', { name: 'Keep', template_type_id: 3, content: 'keep' })).body;
    const [before] = await app.sql('select count(*)::int as n, max(updated_at) as at from templates');
    const creates: [Record<string, unknown>, string[]][] = [
      [{ template_type_id: 1, content: 'x' }, ['name']],
      [{ name: 'x', template_type_id: 99, content: 'x' }, ['template_type_id']],
      [{ name: ' ', template_type_id: 1, content: '' }, ['name', 'content']],
      [{ name: 'x', template_type_id: 1, content: 'x', size: 'A4' }, ['size']],
      [{ name: 'x', template_type_id: 1, content: 'x', default: 'maybe' }, ['default']],
    ];
    for (const [body, fields] of creates) {
      const res = await api('POST', '/templates', body);
      expect([body, res.status, fieldsOf(res.body)]).toEqual([body, 422, fields]);
    }
    const updates: [Record<string, unknown>, string[]][] = [
      [{ size: '8.5x11' }, ['size']],
      [{ name: null }, ['name']],
      [{ content: 'x'.repeat(200_001) }, ['content']],
      [{ template_type_id: 1 }, ['template_type_id']],
    ];
    for (const [body, fields] of updates) {
      const res = await api('PUT', `/templates/${t.id}`, body);
      expect([body, res.status, fieldsOf(res.body)]).toEqual([body, 422, fields]);
    }
    const [after] = await app.sql('select count(*)::int as n, max(updated_at) as at from templates');
    expect(after).toEqual(before);
    expect((await api('GET', `/templates/${t.id}`, undefined, app.tokens.b)).status).toBe(404);
    expect((await api('PUT', `/templates/${t.id}`, { name: 'B' }, app.tokens.b)).status).toBe(404);
    expect((await api('DELETE', `/templates/${t.id}`, undefined, app.tokens.b)).status).toBe(404);
  });

  it('lists the template types over GraphQL', async () => {
    const res = await app.gql('{ template_types { id name valid_sizes } }', {}, app.tokens.a);
    expect(res.body.data.template_types.map((t: { name: string }) => t.name)).toEqual(['packing_slip', 'gift_note', 'return_label']);
  });
});

describe('SQL statements per list', () => {
  it('documents and templates: the count does not grow with the rows', async () => {
    const QUERY = '{ documents(per_page: 100) { nodes { id customer_name keyword_list } } templates(per_page: 100) { nodes { id slug template_type { name } } } }';
    const add = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await api('POST', '/documents', { url: `https://files.example.com/s-${i}.pdf`, keyword_list: 'stmt' }, app.tokens.b);
        await api('POST', '/templates', { name: `S${i}`, template_type_id: 2, content: 'x' }, app.tokens.b);
      }
    };
    await add(2);
    const small = await app.countStatements(async () => {
      const res = await app.gql(QUERY, {}, app.tokens.b);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.documents.nodes.length).toBeGreaterThanOrEqual(2);
    });
    await add(20);
    const large = await app.countStatements(async () => {
      const res = await app.gql(QUERY, {}, app.tokens.b);
      expect(res.body.data.documents.nodes.length).toBeGreaterThanOrEqual(22);
    });
    expect(large).toBe(small);
  });
});
