import fs from 'node:fs';
import path from 'node:path';

/**
 * Test files make their items and orders through test/support/factories.ts (newItem, newOrder, ...),
 * so a change to how records are made is one edit, and a test reads as what it is about. A request
 * that creates an item or an order stays in a test file only where that request is what the file
 * tests; those files are listed below with the reason, and the list is kept exact both ways.
 *
 * What counts as creating one inline: POST to the items or orders collection (REST, through any
 * helper called with the method and the path), the item_create or order_create mutation, or an SQL
 * insert into items or orders. Not counted: POST /orders/bulk and nested resources (their own
 * subjects), and wrappers that hide the method (a `post('/items', ...)` helper) — review catches those.
 */
const TEST_DIR = path.resolve(__dirname, '..');

const INLINE_CREATE: RegExp[] = [
  // app.rest('POST', '/api/v2/items', …), call(base, 'POST', '/api/v2/orders?…'), api('POST', '/orders', …)
  /['"`]POST['"`]\s*,\s*['"`](?:\/api\/v2)?\/(?:items|orders)(?=['"`?])/g,
  // fetch(`${url}/api/v2/items`, { method: 'POST', … })
  /\/api\/v2\/(?:items|orders)['"`?][^;]*?method:\s*['"]POST['"]/g,
  /\b(?:item|order)_create\s*\(/g,
  /\binsert\s+into\s+(?:items|orders)\b/gi,
];

/** Files whose inline creates are the requests under test, and why. */
const CREATION_UNDER_TEST: Record<string, string> = {
  'abuse-limits.test.ts': 'the cost and rate limits of creating mutations and bodies',
  'address-verification.test.ts': 'address verification at create, over REST, GraphQL and the sandbox',
  'auth.test.ts': 'which scopes may create',
  'bundles.test.ts': 'ordering a bundle with no components is refused',
  'cli.test.ts': 'a read-only token from the CLI cannot create',
  'customer-routes.test.ts': 'a deactivated customer cannot create; activated again, it can',
  'customs-info.test.ts': 'customs_required derived by order_create',
  'database-restart.test.ts': 'orders created under load while PostgreSQL restarts, and after',
  'deploy.test.ts': 'a create through the load balancer',
  'events.test.ts': 'rolled-back creates emit nothing; a create through another instance is announced',
  'expiry-stock.test.ts': '2,000 items made by one SQL statement: a volume the API would take minutes to make',
  'fuzz-stock.test.ts': 'random orders are the property under test',
  'idempotency.test.ts': 'creates retried with an Idempotency-Key',
  'isolation-matrix.test.ts': "B's sentinel item, created through the recording wire the matrix watches",
  'items-graphql.test.ts': 'item_create itself',
  'items-rest.test.ts': 'POST /items itself',
  'lock-ordering.test.ts': 'orders created while receipts run, in lock order',
  'order-lines.test.ts': 'what an order must hold at create, and lines named by originator',
  'orders-allocation.test.ts': 'fifty orders at once, and the whole flow in GraphQL',
  'orders-bad-requests.test.ts': 'malformed creates',
  'orders-bulk.test.ts': 'a bulk resource coerced as POST /orders coerces its body',
  'orders-flow.test.ts': "the spec's order flow, its create included",
  'orders-statements.test.ts': 'the statements of POST /orders',
  'orders-tenancy.test.ts': 'creates naming another tenant',
  'retention.test.ts': 'writes that go on while the pruner runs',
  'secrets.test.ts': 'no secret in the answer to a malformed create',
  'shipnotices.test.ts': 'the count of waiting orders reads orders however they were made (SQL)',
  'stock-statement-plans.test.ts': '20,000 items and 20,000 orders made by SQL: a catalog and history the size a plan shows on',
  'startup.test.ts': 'the first create after npm start persists',
  'state-races.test.ts': 'creates racing state changes',
  'storable-text.test.ts': 'text PostgreSQL cannot store, sent to create',
  'v2-tolerant-input.test.ts': 'fields a create tolerates, ignores or refuses',
  'wholesale.test.ts': 'wholesale details given at create',
  'write-answers.test.ts': "a create's answer, as customer and staff, against the GET",
};

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'support' ? [] : testFiles(full);
    return e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const inlineCreates = (text: string) => INLINE_CREATE.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));

describe('test files make items and orders through the factories', () => {
  const found = new Map<string, string[]>();
  for (const file of testFiles(TEST_DIR)) {
    if (file === __filename) continue;
    const creates = inlineCreates(fs.readFileSync(file, 'utf8'));
    if (creates.length) found.set(path.relative(TEST_DIR, file), creates);
  }

  it('no file outside the list creates an item or an order inline (use test/support/factories.ts)', () => {
    const unlisted = [...found].filter(([file]) => !(file in CREATION_UNDER_TEST));
    expect(unlisted).toEqual([]);
  });

  it('every listed file still creates one inline (else take it off the list)', () => {
    expect(Object.keys(CREATION_UNDER_TEST).filter((file) => !found.has(file))).toEqual([]);
  });

  it.each([
    "app.rest('POST', '/api/v2/items', { token })",
    'app.rest("POST", `/api/v2/orders?${query}`, { token })',
    "call(base, 'POST', '/api/v2/orders', { token, json })",
    "api('POST', '/items', { sku: 'X' })",
    "fetch(`${url}/api/v2/items`, {\n  method: 'POST',\n  headers })",
    "app.gql('mutation { item_create(input: { sku: \"A\" }) { id } }')",
    'mutation ($input: OrderCreateInput!) { order_create(input: $input) { id } }',
    "app.sql('insert into orders (customer_id, status) values ($1, $2)')",
  ])('sees an inline create in %s', (text) => {
    expect(inlineCreates(text)).not.toEqual([]);
  });

  it.each([
    "app.rest('GET', '/api/v2/items', { token })",
    "app.rest('POST', '/api/v2/orders/bulk', { token, json })",
    "app.rest('POST', `/api/v2/orders/${id}/order_items`, { token, json })",
    "app.rest('POST', '/api/v2/shipnotices', { token, json })",
    "fetch(`${url}/api/v2/items`, { headers }); await post('/x', { method: 'POST' })",
    'mutation { bundle_item_create(parent_item_id: 1, input: {}) { id } }',
    'mutation { order_item_create(order_id: 1, input: {}) { id } }',
    "app.sql('insert into order_items (order_id) values ($1)')",
  ])('sees none in %s', (text) => {
    expect(inlineCreates(text)).toEqual([]);
  });
});
