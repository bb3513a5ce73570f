#!/usr/bin/env node
/**
 * Bundles the operations dashboard (web/dashboard/: React, uPlot, the graphql-ws client) from
 * node_modules into dist/dashboard/, which the service serves at /dashboard (src/dashboard.ts): no
 * CDN. Part of `npm run build`; skipped while its inputs hash as they did for the bundle in place.
 * Prints the bundle's gzipped size, which test/dashboard-browser.test.ts holds under 250 KB.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const esbuild = require('esbuild');

const root = path.join(__dirname, '..');
const outdir = path.join(root, 'dist/dashboard');
const source = path.join(root, 'web/dashboard');
const stampFile = path.join(outdir, 'inputs.sha256');

function inputsHash() {
  const files = [__filename, path.join(root, 'package-lock.json'), ...fs.readdirSync(source, { recursive: true }).map((f) => path.join(source, f))];
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) if (fs.statSync(file).isFile()) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

async function main() {
  const started = Date.now();
  const inputs = inputsHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputs) return console.log('Dashboard bundle is up to date');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { dashboard: path.join(source, 'main.tsx') },
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'external',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  });
  fs.writeFileSync(stampFile, inputs);
  const files = Object.keys(result.metafile.outputs).filter((f) => /\.(js|css)$/.test(f));
  const gzipped = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, f)), { level: 9 }).length, 0);
  console.log(`Dashboard bundled into ${path.relative(root, outdir)}/ (${(gzipped / 1024).toFixed(0)} KB gzipped) in ${Date.now() - started} ms`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
