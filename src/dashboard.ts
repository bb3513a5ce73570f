import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { projectRoot } from './shared/paths';
import { sendError } from './rest/errors';

/**
 * GET /dashboard: the live operations page (web/dashboard), a client of the public GraphQL API and
 * its events subscription like any other, bundled from npm by `npm run build`
 * (scripts/build-dashboard.js) and served from here, sandbox or not. Running it takes a token.
 */
const BUNDLE_DIR = path.join(projectRoot, 'dist/dashboard');
export const DASHBOARD_PATH = '/dashboard';

/**
 * Only this origin: the page loads nothing from elsewhere and talks only to this service (graphql-ws
 * on the same host is 'self'), and no other site may frame the page a token is typed into.
 */
const CONTENT_SECURITY_POLICY = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forklift dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DASHBOARD_PATH}/assets/dashboard.css">
</head>
<body>
<div id="dashboard"><p>Loading the dashboard…</p></div>
<script type="module" src="${DASHBOARD_PATH}/assets/dashboard.js"></script>
</body>
</html>
`;

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The dashboard is not built</title></head>
<body><p>The dashboard is not built: run <code>npm run build</code> (it bundles it into dist/dashboard/) and restart.</p></body>
</html>
`;

/** The page at /dashboard and its bundle under /dashboard/assets; any other path there is the usual JSON 404. */
export function dashboardRoutes(): express.Router {
  const built = () => fs.existsSync(path.join(BUNDLE_DIR, 'dashboard.js'));
  return express
    .Router()
    .get('/', (_req, res) => {
      res.set('Content-Security-Policy', CONTENT_SECURITY_POLICY).set('Cache-Control', 'no-cache');
      res.status(built() ? 200 : 503).type('html').send(built() ? page : notBuilt);
    })
    .use('/assets', express.static(BUNDLE_DIR, { index: false, redirect: false }))
    .use((req, res) => sendError(res, 404, `no file ${req.originalUrl}`));
}
