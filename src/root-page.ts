import type { RequestHandler } from 'express';
import { OPENAPI_PATH } from './rest/openapi/document';

/** Where a newcomer starts: printed in the start-up banner and listed by GET /. */
export const ENTRY_POINTS: readonly { name: string; path: string; what: string }[] = [
  { name: 'Dashboard', path: '/dashboard', what: 'live operations: orders, throughput, stock at risk, webhooks and events (sign in with a token)' },
  { name: 'GraphiQL', path: '/graphql', what: 'the GraphQL API in the browser (queries, mutations, subscriptions)' },
  { name: 'Swagger UI', path: '/api/v2/docs', what: 'the Fulfillment Service API V2 REST facade' },
  { name: 'OpenAPI', path: OPENAPI_PATH, what: 'the REST facade as an OpenAPI 3.1 document' },
  { name: 'Health', path: '/readyz', what: 'whether this instance can serve' },
];

export const TOUR = 'README.md, "A five-minute tour"';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Forklift</title></head>
<body>
<h1>Forklift</h1>
<p>Warehouse fulfillment: GraphQL at <code>/graphql</code>, the Fulfillment Service API V2 at <code>/api/v2</code>.</p>
<ul>
${ENTRY_POINTS.map((e) => `<li><a href="${e.path}">${escape(e.name)}</a>: ${escape(e.what)}</li>`).join('\n')}
</ul>
<p>New here? Take the tour in ${escape(TOUR)}.</p>
</body></html>
`;

/** GET /: a small page pointing at the docs (JSON clients get the same list as JSON). */
export const rootPage: RequestHandler = (req, res) => {
  if (req.accepts(['html', 'json']) === 'json') return void res.json({ name: 'Forklift', entry_points: ENTRY_POINTS, tour: TOUR });
  res.set('content-security-policy', "default-src 'none'").type('html').send(PAGE);
};
