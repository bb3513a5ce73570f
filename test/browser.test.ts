import type { Page } from 'playwright-core';
import { type Browser, chromiumMissing, launchBrowser, pasteInto } from './support/browser';
import { startTestApp, type TestApp } from './support/app';
import { seedDemoItem } from '../src/domain/sandbox/demo-item';
import { BUILD_TIMEOUT_MS, needGraphiQL } from './support/build';
import { newItemId } from './support/factories';
import { forkForAll } from '../src/db/tenancy';

/**
 * The docs as a browser sees them, with nothing but this machine to load from: GraphiQL at
 * GET /graphql and Swagger UI at /api/v2/docs, in a headless Chromium (the system's, or the one @sparticuz/chromium ships). Every request off this
 * machine is refused and recorded, so a page that needed a CDN fails here.
 */

const BROWSER_NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let app: TestApp;

beforeAll(async () => {
  // The server looks for GraphiQL's bundle as it starts.
  await needGraphiQL();
  // The sandbox's offer, as src/start.ts makes it for its demo customer: here customer a's token.
  app = await startTestApp({ demoToken: async () => ({ access_token: app.tokens.a, customer_id: app.customers.a }) });
}, BUILD_TIMEOUT_MS);

afterAll(() => app?.close());


describe('GraphiQL\'s public schema and the sandbox\'s demo token', () => {
  it('serves the schema as introspection answers it, to anyone, and the demo token only to a browser on this machine', async () => {
    const schema = await fetch(`${app.url}/graphiql/schema.json`);
    expect(schema.status).toBe(200);
    expect(((await schema.json()) as { __schema: { queryType: { name: string } } }).__schema.queryType.name).toBe('Query');
    const demo = await fetch(`${app.url}/graphiql/demo-token`);
    expect(demo.status).toBe(200);
    const { access_token, customer_id } = (await demo.json()) as { access_token: string; customer_id: number };
    expect(customer_id).toBe(app.customers.a);
    expect((await app.gql('{ viewer { staff } }', undefined, access_token)).body).toMatchObject({ data: { viewer: { staff: false } } });
    // Forwarded by a proxy on this machine: from elsewhere.
    const forwarded = await fetch(`${app.url}/graphiql/demo-token`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(404);
  });
});

describe('GET /graphql: GraphiQL for browsers, GraphQL over HTTP for everyone else', () => {
  it('answers a browser navigation with the GraphiQL page, its scripts served from here', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: BROWSER_NAVIGATION } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/graphiql/graphiql.js"></script>');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self';.*frame-ancestors 'none'$/);
    const script = await fetch(`${app.url}/graphiql/graphiql.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const missing = await fetch(`${app.url}/graphiql/nothing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'no file /graphiql/nothing.js', code: 'not_found' });
  });

  it('keeps GraphQL-over-HTTP GETs, Apollo\'s CSRF prevention and POSTs as they were', async () => {
    const query = encodeURIComponent('{ viewer { staff } }');
    const auth = { authorization: `Bearer ${app.tokens.a}` };
    const get = await fetch(`${app.url}/graphql?query=${query}`, { headers: { ...auth, accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({ data: { viewer: { staff: false } } });
    // A fetch() asks for */*: JSON, never the page.
    const anyType = await fetch(`${app.url}/graphql?query=${query}`, { headers: { ...auth, accept: '*/*', 'apollo-require-preflight': 'true' } });
    expect(await anyType.json()).toMatchObject({ data: { viewer: { staff: false } } });
    // A simple request another site could make a browser send: refused before it runs.
    const simple = await fetch(`${app.url}/graphql?query=${query}`, { headers: auth });
    expect(simple.status).toBe(400);
    expect(((await simple.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/Cross-Site Request Forgery/);
    const post = await app.gql('{ viewer { staff } }', undefined, app.tokens.a);
    expect(post.body).toMatchObject({ data: { viewer: { staff: false } } });
  });
});

describe('the docs in headless Chromium, offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    const missing = chromiumMissing();
    if (missing) throw new Error(missing);
    browser = await launchBrowser();
  }, 60_000);

  afterAll(() => browser?.close());

  afterEach(() => {
    if (!browser) return;
    expect(browser.foreign).toEqual([]);
    expect(browser.problems).toEqual([]);
  });

  /** The text a Monaco editor shows, its spaces plain. */
  const shown = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ');

  it('Swagger UI at /api/v2/docs lists every operation of the OpenAPI document, GET /items among them', async () => {
    const document = (await (await fetch(`${app.url}/api/v2/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)));
    const page = await browser.page();
    // Past some 130 operations Swagger UI renders only those in (or near) the viewport, as a reader
    // scrolls: a page tall enough shows them all at once.
    await page.setViewportSize({ width: 1280, height: 40_000 });
    await page.goto(`${app.url}/api/v2/docs`);
    await page.locator('.opblock').first().waitFor();
    await page.waitForFunction(`document.querySelectorAll('.opblock').length >= ${operations.length}`, undefined, { timeout: 20_000 }).catch(() => undefined);
    expect(await page.locator('.opblock').count()).toBe(operations.length);
    const listItems = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/items"]') });
    await expect(listItems.locator('.opblock-summary-description').innerText()).resolves.toBe('List all items');
    await page.close();
  });

  it("Swagger UI lists the tags in the document's (the spec's) order, and Try it out on POST /orders sends its example and creates the order", async () => {
    const document = (await (await fetch(`${app.url}/api/v2/openapi.json`)).json()) as { tags: { name: string }[] };
    // The example orders the sandbox's demo item (src/domain/sandbox/demo-item.ts), which this customer is given as the sandbox's is.
    const em = forkForAll(app.orm);
    await seedDemoItem(em, app.customers.a);
    const page = await browser.page();
    // Swagger UI renders the sections near the viewport: one tall enough holds them all (the operations collapsed).
    await page.setViewportSize({ width: 1280, height: 40_000 });
    await page.goto(`${app.url}/api/v2/docs`);
    await page.locator('h3.opblock-tag').first().waitFor();
    await page.waitForFunction(`document.querySelectorAll('h3.opblock-tag').length >= ${document.tags.length}`, undefined, { timeout: 20_000 }).catch(() => undefined);
    expect(await page.locator('h3.opblock-tag').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-tag')))).toEqual(document.tags.map((t) => t.name));

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const bearer = page.locator('.auth-container').filter({ hasText: 'http, Bearer' });
    await bearer.locator('input').fill(app.tokens.a);
    await bearer.getByRole('button', { name: 'Apply credentials' }).click();
    await page.locator('.close-modal').click();
    const create = page.locator('#operations-orders-PostApiV2Orders');
    await create.locator('.opblock-summary').first().click();
    await create.getByRole('button', { name: 'Try it out' }).click();
    await create.getByRole('button', { name: 'Execute' }).click();
    const status = create.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor();
    expect((await status.innerText()).trim()).toBe('201');
    const [order] = await app.sql("select o.id from orders o join order_items l on l.order_id = o.id where o.customer_id = $1 and l.sku = 'DEMO-TEE'", [app.customers.a]);
    expect(order).toBeDefined();
    await page.close();
  });

  describe('GraphiQL at GET /graphql', () => {
    let page: Page;
    const headers = () => page.locator('.graphiql-editor-tool .monaco-editor').last();
    const query = () => page.locator('.graphiql-query-editor .monaco-editor');

    /** Pastes an operation, waits for GraphiQL to see its name (it sends that name), and runs it. */
    async function run(operation: string, name: string): Promise<void> {
      await pasteInto(page, query(), operation);
      await page.locator('.graphiql-tab', { hasText: name }).waitFor();
      await page.getByRole('button', { name: /^Execute query/ }).click();
    }

    beforeAll(async () => {
      page = await browser.page();
    });

    it('without a token shows the docs and no error, and sends nothing until a query is run with the token pasted in', async () => {
      const sku = `GRAPHIQL-${Date.now()}`;
      await newItemId(app, { sku, title: 'Browser' });
      // As outside the sandbox, or from another machine: no demo token is offered.
      await page.route('**/graphiql/demo-token', (route) => route.fulfill({ status: 404, json: { message: 'no demo token' } }));
      const posted: string[] = [];
      page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && posted.push(request.postData() ?? '')));
      await page.goto(`${app.url}/graphql`);
      await headers().getByText('Bearer <token>').waitFor();
      await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
      await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query' }).click();
      await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'items', exact: true }).waitFor();
      // The schema came from the public copy: no introspection was sent with the placeholder, so none failed.
      expect(posted).toEqual([]);
      expect(await page.locator('body').innerText()).not.toMatch(/UNAUTHENTICATED|Unauthorized|401/);

      await pasteInto(page, headers(), JSON.stringify({ Authorization: `Bearer ${app.tokens.a}` }));
      await run('query Skus { items(per_page: 250) { nodes { id sku } } }', 'Skus');
      await page.locator('.result-window').getByText(`"${sku}"`).waitFor();
      expect(await shown(page, '.result-window')).toContain(`"sku": "${sku}"`);
      expect(posted).toHaveLength(1);
      await page.unrouteAll();
    });

    it("in the sandbox offers the demo customer's token in the Headers tab, so a query runs as it opens", async () => {
      const demo = await browser.page();
      await demo.goto(`${app.url}/graphql`);
      await demo.locator('.graphiql-editor-tool .monaco-editor').last().getByText("The sandbox's demo customer").waitFor();
      await pasteInto(demo, demo.locator('.graphiql-query-editor .monaco-editor'), 'query Demo { viewer { customer_id } }');
      await demo.locator('.graphiql-tab', { hasText: 'Demo' }).waitFor();
      await demo.getByRole('button', { name: /^Execute query/ }).click();
      await demo.locator('.result-window').getByText(`"customer_id": ${app.customers.a}`).waitFor();
      expect(await shown(demo, '.result-window')).not.toMatch(/"errors"/);
      await demo.close();
    });

    const resourceId = (id: number) => new RegExp(`"resource_id":\\s${id}$`);

    it('runs a subscription over graphql-ws, authenticated by the Headers tab', async () => {
      const first = await newItemId(app, { sku: `SUB-A-${Date.now()}`, title: 'Browser' });
      // after_id 0: the subscription replays what it missed, so it is seen to be live before the next item.
      await run('subscription Created { events(kinds: ["item.created"], after_id: 0) { kind resource_id } }', 'Created');
      await page.locator('.result-window').getByText(resourceId(first)).waitFor();
      const live = await newItemId(app, { sku: `SUB-B-${Date.now()}`, title: 'Browser' });
      await page.locator('.result-window').getByText(resourceId(live)).waitFor();
      expect(await shown(page, '.result-window')).toContain(`"kind": "item.created"`);
      await page.getByRole('button', { name: /^Stop query/ }).click();
    });
  });
});
