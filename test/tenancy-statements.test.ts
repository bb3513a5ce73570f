import { metadataOf } from '../src/db/orm-internals';
import { setTenant, tenantCondition, tenantOf, tenantScope } from '../src/db/tenancy';
import { Item } from '../src/domain/items/entities';
import { routes } from '../src/rest/routes';
import { startTestApp, type TestApp } from './support/app';
import { startReceiver, type Receiver } from './support/receiver';
import { TenancyProbe, type SentStatement } from './support/tenancy-probe';
import { buildTenant, type Tenant } from './support/tenant-fixtures';

/**
 * Every statement a read runs for customer A is scoped to A, whichever way it reaches the database
 * (em.find under the tenant filter, a compiled plain read, a prefetch, hand SQL with
 * tenantCondition): A and B hold resources of every kind, A reads them over REST and GraphQL, and
 * each statement sent meanwhile is run again with B's rows hidden (support/tenancy-probe.ts). A
 * statement that forgot its tenant answers differently, and is named here.
 */
jest.setTimeout(180_000);

let app: TestApp;
let receiver: Receiver;
let probe: TenancyProbe;
let A: Tenant;
let B: Tenant;

beforeAll(async () => {
  app = await startTestApp({ eventPollMs: 3_600_000 });
  receiver = await startReceiver();
  A = await buildTenant(app, 'a', receiver);
  B = await buildTenant(app, 'b', receiver);
  probe = await TenancyProbe.install(app.databaseUrl);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

/** `/api/v2/<resource>/:id` → the fixture kind of its id (`consumer_returns` → `consumer_return`). */
const kindOf = (resource: string) => resource.replace(/s$/, '');

/** Every REST read of A's: each list and count, and each read of one resource whose id the fixtures hold. */
function restReads(tenant: Tenant): string[] {
  const paths: string[] = [];
  for (const route of routes.filter((r) => r.method === 'GET')) {
    const params = route.path.match(/:\w+/g) ?? [];
    if (!params.length) paths.push(`${route.path}${route.path.includes('?') ? '&' : '?'}page_total=true`);
    else if (params.length === 1 && params[0] === ':id') {
      const id = tenant.ids[kindOf(route.path.split('/')[1])];
      if (id != null) paths.push(route.path.replace(':id', String(id)));
    }
  }
  return paths;
}

const GRAPHQL_READS = [
  `{ orders(per_page: 50) { total_count nodes { id order_items { id sku item { id sku } } packages { id } shipping_method { id } } } }`,
  `{ items(per_page: 50, include_archived: true) { total_count nodes { id sku quantity scancodes { nodes { id } } } } }`,
  `{ shipnotices(per_page: 50) { total_count nodes { id shipnotice_items { id item_id } } } }`,
  `{ consumer_returns(per_page: 50) { total_count nodes { id } } }`,
  `{ orders_count items_count }`,
];

describe('the reads of customer A', () => {
  let sent: SentStatement[];
  let answered: number;

  beforeAll(async () => {
    const paths = restReads(A);
    answered = 0;
    sent = await TenancyProbe.capture(async () => {
      for (const path of paths) if ((await app.rest('GET', `/api/v2${path}`, { token: A.token })).status === 200) answered++;
      for (const query of GRAPHQL_READS) if (!(await app.gql(query, {}, A.token)).body.errors) answered++;
    });
  });

  it('cover the route table and the schema (every list, and one read of each resource)', () => {
    expect(restReads(A).length).toBeGreaterThan(30);
    expect(answered).toBeGreaterThan(30);
    expect(TenancyProbe.reads(sent)).toBeGreaterThan(100);
  });

  it("answer the same with B's rows hidden, statement by statement", async () => {
    expect(await probe.leaks(sent, B.customerId)).toEqual([]);
  });
});

describe('the probe', () => {
  it("finds a read that forgot its tenant, and passes the same read scoped to A's", async () => {
    const forgot = { text: 'select count(*)::int as n from items', values: [] };
    const scoped = { text: 'select count(*)::int as n from items where customer_id = $1', values: [A.customerId] };
    const joined = { text: 'select count(*)::int as n from order_items l join orders o on o.id = l.order_id where o.customer_id = $1', values: [A.customerId] };
    expect(await probe.leaks([forgot, scoped, joined], B.customerId)).toEqual([expect.stringContaining('select count(*)::int as n from items []')]);
  });

  it('sees every statement the server sends, compiled plain reads and hand SQL included', async () => {
    const sent = await TenancyProbe.capture(() => app.rest('GET', `/api/v2/orders/${A.ids.order}`, { token: A.token }));
    expect(sent.map((s) => s.text).join('\n')).toMatch(/from "orders"/);
  });
});

describe('one tenancy definition', () => {
  it("gives em.find, compiled reads and hand SQL the same tenant, from the filter's one parameter", async () => {
    const em = app.orm.em.fork();
    setTenant(em, A.customerId);
    const items = metadataOf(em, Item);
    expect(tenantOf(em)).toBe(A.customerId);
    expect(tenantScope(em, items)).toEqual({ customer_id: A.customerId });
    const condition = tenantCondition(em, 'i.customer_id');
    expect(condition).toEqual({ sql: 'i.customer_id = ?', params: [A.customerId] });
    const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from items i where ${condition.sql}`, condition.params);
    expect(n).toBe(await em.count(Item, {}));
    // The hand SQL, as pg receives it, passes the probe.
    const sent = await TenancyProbe.capture(() => em.execute(`select count(*)::int as n from items i where ${condition.sql}`, condition.params));
    expect(await probe.leaks(sent, B.customerId)).toEqual([]);
    // Staff of no particular tenant: every tenant, all three ways.
    setTenant(em, null);
    expect([tenantOf(em), tenantScope(em, items), tenantCondition(em, 'i.customer_id')]).toEqual([null, {}, { sql: 'true', params: [] }]);
  });

  it('refuses hand SQL on an EntityManager given no tenant', () => {
    expect(() => tenantOf(app.orm.em.fork())).toThrow('the tenant filter is not set');
  });
});
