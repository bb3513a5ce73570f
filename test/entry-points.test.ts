import { startTestApp, type TestApp } from './support/app';

/** What a newcomer's first requests meet: a page pointing at the docs, and JSON errors for every wrong path. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);

afterAll(() => app?.close());

describe('GET /', () => {
  it('answers a browser with a small page linking GraphiQL, Swagger UI and the OpenAPI document', async () => {
    const res = await fetch(`${app.url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const href of ['/graphql', '/api/v2/docs', '/api/v2/openapi.json']) expect(html).toContain(`href="${href}"`);
    expect(html).toContain('A five-minute tour');
    // Each link leads somewhere.
    for (const href of ['/api/v2/docs/', '/api/v2/openapi.json']) expect((await fetch(`${app.url}${href}`)).status).toBe(200);
  });

  it('answers a JSON client with the same list as JSON', async () => {
    const res = await fetch(`${app.url}/`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entry_points: { name: string; path: string }[] };
    expect(body.entry_points.map((e) => e.path)).toEqual(expect.arrayContaining(['/graphql', '/api/v2/docs', '/api/v2/openapi.json']));
  });
});

describe('an unknown path', () => {
  it.each([
    ['GET', '/api/v2.1/items'],
    ['GET', '/nothing/here'],
    ['POST', '/oauth/tokens'],
    ['DELETE', '/'],
    ['GET', '/api/v2/no-such-resource'],
  ])('%s %s answers 404 with the JSON error body, never HTML', async (method, path) => {
    const res = await fetch(`${app.url}${path}`, { method, headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ message: `no route ${method} ${path}`, code: 'not_found' });
  });
});
