import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ITEM = 'id sku title price weight packaging_type origin_country archived quantity published_quantity full_description customer_id';

describe('items over GraphQL', () => {
  it('create, read, update, archive, unarchive: the same item as REST shows', async () => {
    const created = await app.gql(`mutation ($input: ItemCreateInput!) { item_create(input: $input) { ${ITEM} } }`, {
      input: { sku: 'G-1', title: 'Graph', price: 5.5, packaging_type: 'ServiceBox', origin_country: 'US', originators_attributes: [{ original_id: 'o-1' }] },
    }, app.tokens.a);
    expect(created.body.errors).toBeUndefined();
    const item = created.body.data.item_create;
    expect(item).toMatchObject({ sku: 'G-1', packaging_type: 'ServiceBox', customer_id: app.customers.a, archived: false });

    const rest = await app.rest('GET', `/api/v2/items/${item.id}`, { token: app.tokens.a });
    for (const [key, value] of Object.entries(item)) expect(rest.body[key]).toEqual(value);

    const updated = await app.gql(`mutation { item_update(id: ${item.id}, input: { title: "Graph 2", weight: 3 }) { ${ITEM} } }`, {}, app.tokens.a);
    const restUpdated = await app.rest('PUT', `/api/v2/items/${item.id}`, { token: app.tokens.a, json: { title: 'Graph 2', weight: 3 } });
    expect({ ...restUpdated.body, updated_at: undefined }).toMatchObject({ ...updated.body.data.item_update });

    const archived = await app.gql(`mutation { item_call(id: ${item.id}, action: "archive") { archived } }`, {}, app.tokens.a);
    expect(archived.body.data.item_call.archived).toBe(true);
    const hidden = await app.gql('{ items(search: "{\\"sku_eq\\":\\"G-1\\"}") { total_count } items_count }', {}, app.tokens.a);
    expect(hidden.body.data.items.total_count).toBe(0);
    const again = await app.gql(`mutation { item_call(id: ${item.id}, action: "archive") { id } }`, {}, app.tokens.a);
    expect(again.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    const back = await app.gql(`mutation { item_call_action(id: ${item.id}, action: "unarchive") { archived } }`, {}, app.tokens.a);
    expect(back.body.data.item_call_action.archived).toBe(false);
    // item_call_action is the old name of item_call, kept for callers that use it and marked deprecated.
    const mutations = await app.gql('{ __type(name: "Mutation") { fields(includeDeprecated: true) { name isDeprecated } } }', {}, app.tokens.a);
    const calls = mutations.body.data.__type.fields.filter((f: { name: string }) => /_call(_action)?$/.test(f.name));
    expect(calls).toEqual(expect.arrayContaining([{ name: 'item_call', isDeprecated: false }, { name: 'item_call_action', isDeprecated: true }]));
    expect(calls.filter((f: { isDeprecated: boolean }) => !f.isDeprecated).every((f: { name: string }) => f.name.endsWith('_call'))).toBe(true);

    const originators = await app.gql(`{ item(id: ${item.id}) { originators_count originators { nodes { original_id originated_type } } } }`, {}, app.tokens.a);
    expect(originators.body.data.item).toEqual({ originators_count: 1, originators: { nodes: [{ original_id: 'o-1', originated_type: 'Item' }] } });
  });

  it('lists match the REST list item for item', async () => {
    for (const sku of ['L-1', 'L-2', 'L-3']) await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku, price: 1 } });
    const gql = await app.gql(`{ items(sort: "sku desc", per_page: 10, search: "{\\"sku_start\\":\\"L-\\"}") { nodes { ${ITEM} } } }`, {}, app.tokens.a);
    const rest = await app.rest('GET', `/api/v2/items?sort=sku desc&per_page=10&search=${encodeURIComponent('{"sku_start":"L-"}')}&fields=${ITEM.split(' ').join(',')}`, { token: app.tokens.a });
    expect(rest.body).toEqual(gql.body.data.items.nodes);
  });

  it('errors carry extensions.code and field; response-only fields are refused by name', async () => {
    const readOnly = await app.gql('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', { input: { sku: 'X', published_quantity: 4 } }, app.tokens.a);
    expect(readOnly.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'published_quantity' });
    expect(readOnly.body.errors[0].message).toMatch(/response-only/);
    const enumBad = await app.gql('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', { input: { sku: 'X', hazmat_type: 'radioactive' } }, app.tokens.a);
    expect(enumBad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hazmat_type' });
    // A value that itself holds "; " (as SQL does) still leaves the field it was given for named.
    const semicolon = await app.gql('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', { input: { sku: 'X', weight: "1'; drop table items; --" } }, app.tokens.a);
    expect(semicolon.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'weight' });
    expect(semicolon.body.errors[0].message).toBe(`weight Float cannot represent non numeric value: "1'; drop table items; --"`);
    const missing = await app.gql('{ item(id: 424242) { id } }', {}, app.tokens.a);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await app.sql("select id from items where sku = 'X'")).toHaveLength(0);
  });

  it('item_create without a SKU, or with a blank or multi-line one, is BAD_USER_INPUT naming sku, and writes nothing', async () => {
    const count = async () => (await app.sql('select count(*)::int as n from items'))[0].n;
    const before = await count();
    const create = 'mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }';
    for (const [input, message] of [
      [{}, 'is required'],
      [{ title: 'Shirt', price: 2 }, 'is required'],
      [{ sku: '  ', title: 'Shirt' }, 'must not be blank'],
      [{ sku: '\n\t' }, 'must not be blank'],
      [{ sku: 'SHIRT\nS' }, 'must be one line: no tabs, line breaks or other control characters'],
    ] as const) {
      const res = await app.gql(create, { input }, app.tokens.a);
      expect([JSON.stringify(input), res.body.data, res.body.errors?.[0]?.extensions]).toEqual([
        JSON.stringify(input), null, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'sku', errors: [{ field: 'sku', message }] }),
      ]);
    }
    // Inline too: the document's own literal, not only variables.
    const literal = await app.gql('mutation { item_create(input: { title: "No SKU" }) { id } }', {}, app.tokens.a);
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sku' });
    expect(await count()).toBe(before);
  });

  it('a foreign item is NOT_FOUND with no data, and cannot be written', async () => {
    const mine = (await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: 'MINE-1', title: 'private' } })).body;
    const read = await app.gql(`{ item(id: ${mine.id}) { title } }`, {}, app.tokens.b);
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(read.body.data).toBeNull();
    const write = await app.gql(`mutation { item_update(id: ${mine.id}, input: { title: "stolen" }) { id } }`, {}, app.tokens.b);
    expect(write.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const list = await app.gql('{ items(per_page: 250) { nodes { sku } } }', {}, app.tokens.b);
    expect(JSON.stringify(list.body)).not.toContain('MINE-1');
    expect((await app.sql('select title from items where id = $1', [mine.id]))[0].title).toBe('private');
  });

  it('a failing mutation rolls back everything it wrote (one transaction per mutation)', async () => {
    // Two originators are written after the item; the second is too long, so nothing may remain.
    const res = await app.gql('mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }', {
      input: { sku: 'TX-1', originators_attributes: [{ original_id: 'ok' }, { original_id: 'y'.repeat(300) }] },
    }, app.tokens.a);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await app.sql("select id from items where sku = 'TX-1'")).toHaveLength(0);
    expect(await app.sql("select id from originators where original_id = 'ok'")).toHaveLength(0);
  });

  it('reading a page of items costs the same number of SQL statements for 5 or 50 items', async () => {
    const fresh = await app.gql('mutation { customer_invite(input: { name: "Counter" }) { client_id client_secret customer { id } } }', {}, app.tokens.staff);
    const { client_id, client_secret } = fresh.body.data.customer_invite;
    const token = await app.token(client_id, client_secret);
    const query = `{ items(per_page: 50) { total_count nodes { ${ITEM} meta_fields { fields } } } }`;
    const create = async (n: number, from: number) => {
      for (let i = from; i < from + n; i++) await app.rest('POST', '/api/v2/items', { token, json: { sku: `C-${i}` } });
    };
    await create(5, 0);
    const small = await app.countStatements(async () => expect((await app.gql(query, {}, token)).body.data.items.nodes).toHaveLength(5));
    await create(45, 5);
    const large = await app.countStatements(async () => expect((await app.gql(query, {}, token)).body.data.items.nodes).toHaveLength(50));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });
});

describe('graphql-ws on /graphql', () => {
  const run = (connectionParams: Record<string, unknown>, query: string, variables?: Record<string, unknown>) =>
    new Promise<any>((resolve, reject) => {
      const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true, on: { closed: (e) => reject(e) } });
      let result: unknown;
      client.subscribe({ query, variables }, { next: (v) => (result = v), error: reject, complete: () => { resolve(result); void client.dispose(); } });
    });

  it('authenticates in connection_init and runs operations as that caller', async () => {
    const result = await run({ authorization: `Bearer ${app.tokens.a}` }, '{ viewer { customer_id staff } }');
    expect(result.data.viewer).toEqual({ customer_id: app.customers.a, staff: false });
  });

  it('refuses bad variables as /graphql over HTTP does: one error naming each field by its path, nothing written', async () => {
    const query = 'mutation ($input: ItemCreateInput!) { item_create(input: $input) { id } }';
    const variables = { input: { sku: 'WS-1', weight: 'heavy', originators_attributes: [{ original_id: 'o' }, { original_id: 5 }] } };
    const refusal = {
      code: 'BAD_USER_INPUT',
      field: 'weight',
      errors: [
        { field: 'weight', message: 'Float cannot represent non numeric value: "heavy"' },
        { field: 'originators_attributes.1.original_id', message: 'String cannot represent a non string value: 5' },
      ],
    };
    const overSocket = await run({ authorization: `Bearer ${app.tokens.a}` }, query, variables).then(() => [], (errors) => errors);
    expect(overSocket).toEqual([expect.objectContaining({ extensions: refusal })]);
    const overHttp = await app.gql(query, variables, app.tokens.a);
    expect(overHttp.body.errors).toEqual([expect.objectContaining({ extensions: refusal })]);
    expect(await app.sql("select id from items where sku = 'WS-1'")).toHaveLength(0);
  });

  it('refuses a connection without a valid token', async () => {
    await expect(run({ authorization: 'Bearer nope' }, '{ viewer { staff } }')).rejects.toMatchObject({ code: 4403 });
  });
});
