import fs from 'node:fs';
import path from 'node:path';
import express, { type Request } from 'express';
import { type GraphQLSchema, introspectionFromSchema } from 'graphql';
import ipaddr from 'ipaddr.js';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import { projectRoot } from './shared/paths';
import { sendError } from './rest/errors';
import { lazy } from './shared/lazy';

/** Where `npm run build` bundles GraphiQL (scripts/build-graphiql.js); served at GRAPHIQL_ASSETS_PATH. */
const BUNDLE_DIR = path.join(projectRoot, 'dist/graphiql');
export const GRAPHIQL_ASSETS_PATH = '/graphiql';

/**
 * Only this origin: the page and its workers load nothing from elsewhere, so a dependency that
 * reached for a CDN would fail visibly (a CSP violation) instead of quietly needing the network; and
 * no other site may frame the page a token is pasted into. Monaco, GraphiQL's editor, styles with
 * inline style elements, hence 'unsafe-inline' for styles alone.
 */
const CONTENT_SECURITY_POLICY = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forklift GraphiQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}/graphiql.css">
<style>body { margin: 0; } #graphiql { height: 100dvh; }</style>
</head>
<body>
<div id="graphiql">Loading GraphiQL…</div>
<script type="module" src="${GRAPHIQL_ASSETS_PATH}/graphiql.js"></script>
</body>
</html>
`;

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphiQL is not built</title></head>
<body><p>GraphiQL is not built: run <code>npm run build</code> (it bundles GraphiQL into dist/graphiql/) and restart.</p></body>
</html>
`;

/**
 * GraphiQL as Apollo's landing page: Apollo answers a GET /graphql that prefers text/html with it,
 * and every other request (GraphQL over HTTP GET and POST, CSRF prevention) exactly as before.
 * Served whether or not the sandbox is on: the schema it shows is the documented API, and running
 * anything still takes a token.
 */
export function graphiqlLandingPage(logger: Logger): ApolloServerPlugin {
  return {
    async serverWillStart() {
      const built = fs.existsSync(path.join(BUNDLE_DIR, 'graphiql.js'));
      if (!built) logger.warn({ dir: BUNDLE_DIR }, 'GraphiQL is not built (npm run build): GET /graphql in a browser says so');
      return { renderLandingPage: async () => ({ html: built ? page : notBuilt }) };
    },
  };
}

/**
 * On GET /graphql, before Apollo: Apollo's landing page is the page's HTML alone, so its policy is
 * set here (on a JSON answer it is inert).
 */
export const graphiqlPolicy: express.Handler = (_req, res, next) => {
  res.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  next();
};

/**
 * A token the sandbox offers a browser on its machine (src/start.ts makes it): its demo customer's for
 * GraphiQL and the dashboard, or its staff client's for the dashboard's operator view (customer_id null).
 * Both clients' credentials are in the sandbox's credentials file and start-up banner already.
 */
export type DemoToken = (who: 'customer' | 'staff') => Promise<{ access_token: string; customer_id: number | null }>;

/**
 * Only to a browser on this machine, directly: the sandbox's demo token is for whoever started it,
 * not for a caller HOST=0.0.0.0 lets in, nor one a reverse proxy on this machine forwards.
 */
const onThisMachine = (req: Request) =>
  !req.get('x-forwarded-for') && !req.get('forwarded') && ipaddr.isValid(req.socket.remoteAddress ?? '') && ipaddr.process(req.socket.remoteAddress!).range() === 'loopback';

/**
 * At GRAPHIQL_ASSETS_PATH: the bundle's files; `schema.json`, the schema as introspection answers it,
 * so the page shows the docs and completes queries before any token is given (it never sends one
 * to introspect, so never shows an UNAUTHENTICATED error for it: the schema is public, as the OpenAPI
 * document is); and `demo-token`, in the sandbox, a token of its demo customer for the Headers tab
(`?as=staff`: of its staff client, for the dashboard).
 * A missing file is the service's usual 404.
 */
export function graphiqlAssets(schema: GraphQLSchema, demoToken?: DemoToken): express.Router {
  const introspection = lazy(() => JSON.stringify(introspectionFromSchema(schema)));
  return express
    .Router()
    .get('/schema.json', (_req, res) => void res.type('json').send(introspection()))
    // Express 5 passes a rejected handler's error on, as any other.
    .get('/demo-token', async (req, res) => {
      if (!demoToken || !onThisMachine(req)) return sendError(res, 404, 'no demo token: the sandbox offers one to a browser on its own machine');
      res.set('Cache-Control', 'no-store');
      // HEAD asks whether one is offered (the dashboard's sign-in): answered without issuing a token.
      if (req.method === 'HEAD') return void res.status(200).end();
      res.json(await demoToken(req.query.as === 'staff' ? 'staff' : 'customer'));
    })
    .use(express.static(BUNDLE_DIR, { index: false, redirect: false }))
    .use((req, res) => sendError(res, 404, `no file ${req.originalUrl}`));
}
