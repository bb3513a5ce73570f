#!/usr/bin/env node
/**
 * Compiles the service (src/ into dist/src/) with tsc, unless its inputs hash as they did for the
 * build in place: `npm start` builds every time, and even an incremental tsc spends seconds
 * re-checking an unchanged program. Part of `npm run build`.
 */
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const stampFile = path.join(root, 'dist/src/inputs.sha256');
const INPUTS = [__filename, 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function inputsHash() {
  const sources = fs.readdirSync(path.join(root, 'src'), { recursive: true }).map((f) => path.join('src', f));
  const hash = crypto.createHash('sha256');
  for (const file of [...INPUTS.map((f) => path.relative(root, path.resolve(root, f))), ...sources].sort()) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile()) hash.update(file).update('\0').update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

const started = Date.now();
const inputs = inputsHash();
if (fs.existsSync(stampFile) && fs.existsSync(path.join(root, 'dist/src/main.js')) && fs.readFileSync(stampFile, 'utf8') === inputs) {
  console.log('server build is up to date');
} else {
  fs.rmSync(stampFile, { force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, inputs);
  console.log(`server built in ${Date.now() - started} ms`);
}
