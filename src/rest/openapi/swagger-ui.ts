import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { sendError } from '../errors';

/** Swagger UI as npm ships it (swagger-ui-dist): served from node_modules, never from a CDN. */
const DIST = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files the page uses; nothing else of the package is served. */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Links are absolute under the mount point, so the page works with or without a trailing slash. */
function page(base: string): string {
  const at = (file: string) => escapeHtml(`${base}/${file}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Forklift API V2 — Swagger UI</title>
  <link rel="stylesheet" href="${at('assets/swagger-ui.css')}">
  <link rel="icon" type="image/png" href="${at('assets/favicon-32x32.png')}" sizes="32x32">
  <link rel="icon" type="image/png" href="${at('assets/favicon-16x16.png')}" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${at('assets/swagger-ui-bundle.js')}"></script>
  <script src="${at('init.js')}"></script>
</body>
</html>
`;
}

/**
 * Starts Swagger UI on the document. validatorUrl null: by default it sends the document's URL to
 * validator.swagger.io for a badge, a request to another host. A script file, not inline, so a
 * Content-Security-Policy of 'self' holds.
 */
const initScript = (specUrl: string) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(specUrl)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const ONE_DAY_MS = 86_400_000;

/**
 * The browser may load and fetch from this server only: nothing the page or the document says can
 * reach another host. Swagger UI sets inline styles and draws its icons as data: images.
 */
const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** GET <mount>: the page; <mount>/init.js; <mount>/assets/<file> from swagger-ui-dist. */
export function swaggerUi(specUrl: string): express.Router {
  const router = express.Router();
  const script = initScript(specUrl);
  router.get('/', (req: Request, res: Response) => {
    res.set('Content-Security-Policy', CSP);
    res.type('html').send(page(req.baseUrl));
  });
  router.get('/init.js', (_req: Request, res: Response) => void res.type('application/javascript').send(script));
  router.get('/assets/:file', (req: Request, res: Response) => {
    const file = String(req.params.file);
    if (!ASSETS.has(file)) return sendError(res, 404, `no asset ${file}`);
    res.sendFile(path.join(DIST, file), { maxAge: ONE_DAY_MS });
  });
  return router;
}
