#!/usr/bin/env node
/**
 * Compiles the service (src/ into dist/src/, CommonJS with source maps), unless its inputs hash as
 * they did for the build in place. Part of `npm run build`.
 *
 * Emitted by swc, file by file, as jest runs the same sources (jest.config.js): types are checked
 * by `npm run typecheck` (tsc), and a build does not check them again. tsc's emit took 22 s of CPU
 * for what swc emits in about one, and CI builds dist/ for its process tests on every run.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.join(__dirname, '..');
const out = path.join(root, 'dist');
const stampFile = path.join(out, 'src/inputs.sha256');
const INPUTS = [__filename, 'package-lock.json'];

/** Node 20's CommonJS, as tsconfig.json's target and module ask of tsc. */
const OPTIONS = {
  jsc: { target: 'es2022', parser: { syntax: 'typescript' }, keepClassNames: true },
  module: { type: 'commonjs', strict: true },
  sourceMaps: true,
};

const sources = () => fs.readdirSync(path.join(root, 'src'), { recursive: true }).map((f) => path.join('src', f)).filter((f) => fs.statSync(path.join(root, f)).isFile());

function inputsHash(files) {
  const hash = crypto.createHash('sha256');
  for (const file of [...INPUTS.map((f) => path.relative(root, path.resolve(root, f))), ...files].sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

async function compile(file) {
  const target = path.join(out, file.replace(/\.ts$/, '.js'));
  const { code, map } = await swc.transformFile(path.join(root, file), { ...OPTIONS, filename: file, sourceFileName: path.relative(path.dirname(target), path.join(root, file)) });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  fs.writeFileSync(`${target}.map`, map);
}

async function main() {
  const started = Date.now();
  const files = sources();
  const inputs = inputsHash(files);
  if (fs.existsSync(stampFile) && fs.existsSync(path.join(out, 'src/main.js')) && fs.readFileSync(stampFile, 'utf8') === inputs) {
    console.log('server build is up to date');
    return;
  }
  // A file deleted from src/ must not live on in dist/.
  fs.rmSync(path.join(out, 'src'), { recursive: true, force: true });
  await Promise.all(files.filter((f) => f.endsWith('.ts')).map(compile));
  fs.chmodSync(path.join(out, 'src/cli.js'), 0o755);
  fs.writeFileSync(stampFile, inputs);
  console.log(`server built in ${Date.now() - started} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
