#!/usr/bin/env node
/**
 * Bundles GraphiQL (web/graphiql/) from node_modules into dist/graphiql/, which the service serves
 * at /graphiql/ for the page GET /graphql answers browsers with (src/graphiql.ts). Everything the
 * page loads comes from there: no CDN, so the docs work offline. Part of `npm run build`.
 *
 * Monaco, GraphiQL's editor, runs its language services in web workers; each is an entry of its
 * own (a classic worker script), found from @graphiql/react, which depends on them.
 *
 * Bundling takes seconds; `npm start` builds every time, so it is skipped while its inputs (web/,
 * this script, the locked dependencies) hash as they did for the bundle in place.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const root = path.join(__dirname, '..');
const outdir = path.join(root, 'dist/graphiql');
const fromGraphiQL = (request) => require.resolve(request, { paths: [path.dirname(require.resolve('@graphiql/react/package.json'))] });

const common = { bundle: true, minify: true, logLevel: 'warning', target: 'es2022', legalComments: 'external', loader: { '.ttf': 'file' } };

const stampFile = path.join(outdir, 'inputs.sha256');

function inputsHash() {
  const files = [__filename, path.join(root, 'package-lock.json'), ...fs.readdirSync(path.join(root, 'web'), { recursive: true }).map((f) => path.join(root, 'web', f))];
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) if (fs.statSync(file).isFile()) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

async function main() {
  const started = Date.now();
  const inputs = inputsHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputs) return console.log('GraphiQL bundle is up to date');
  fs.rmSync(outdir, { recursive: true, force: true });
  const [page, workers] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { graphiql: path.join(root, 'web/graphiql/main.tsx') },
      outdir,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
    }),
    esbuild.build({
      ...common,
      entryPoints: {
        'editor.worker': fromGraphiQL('monaco-editor/esm/vs/editor/editor.worker.js'),
        'json.worker': fromGraphiQL('monaco-editor/esm/vs/language/json/json.worker.js'),
        'graphql.worker': fromGraphiQL('monaco-graphql/esm/graphql.worker.js'),
      },
      outdir,
      format: 'iife',
      metafile: true,
    }),
  ]);
  const outputs = { ...page.metafile.outputs, ...workers.metafile.outputs };
  fs.writeFileSync(stampFile, inputs);
  const bytes = Object.values(outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(`GraphiQL bundled into ${path.relative(root, outdir)}/ (${Object.keys(outputs).length} files, ${(bytes / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
