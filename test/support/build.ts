import fs from 'node:fs';
import path from 'node:path';
import { buildDashboard, buildDist, buildGraphiQL, root } from './process';
import { sleep } from './http';

/**
 * dist/ and the GraphiQL and dashboard bundles, built when a test file first needs them rather than
 * before every test: only the files that run compiled processes or open those pages wait for a build. Call the one a
 * file needs in its beforeAll (before starting the app, for GraphiQL: the server looks for the bundle
 * as it starts).
 *
 * Jest's workers are processes of their own, so a lock directory (mkdir is atomic) keeps two of them
 * from building at once, and a stamp naming the run (global-setup.ts sets FORKLIFT_TEST_RUN) lets
 * every later file of the run skip even the build scripts' own up-to-date check.
 */
const CACHE = path.join(root, 'node_modules/.cache/forklift-test-build');
const LOCK = path.join(CACHE, 'lock');
const LOCK_TIMEOUT_MS = 10 * 60_000;

/** For the beforeAll that waits: a cold build on a loaded machine, or another worker's, takes minutes. */
export const BUILD_TIMEOUT_MS = LOCK_TIMEOUT_MS + 60_000;

type Build = 'dist' | 'graphiql' | 'dashboard';
const BUILDERS: Record<Build, () => void> = { dist: buildDist, graphiql: buildGraphiQL, dashboard: buildDashboard };

/** dist/: the compiled server and CLI (`npm start`'s entry point), for tests that run them as processes. */
export const needDist = () => ensureBuilt('dist');

/** dist/graphiql/: GraphiQL's bundle, for tests that load the page GET /graphql answers browsers with. */
export const needGraphiQL = () => ensureBuilt('graphiql');

/** dist/dashboard/: the operations dashboard's bundle, for tests that load GET /dashboard. */
export const needDashboard = () => ensureBuilt('dashboard');

/** All of `npm run build`, for tests of what it leaves behind. */
export async function needBuild(): Promise<void> {
  await needDist();
  await needGraphiQL();
  await needDashboard();
}

const runId = () => process.env.FORKLIFT_TEST_RUN ?? 'outside a jest run';
const stampFile = (build: Build) => path.join(CACHE, `${build}.run`);
const builtThisRun = (build: Build) => fs.existsSync(stampFile(build)) && fs.readFileSync(stampFile(build), 'utf8') === runId();

async function ensureBuilt(build: Build): Promise<void> {
  if (builtThisRun(build)) return;
  await withLock(() => {
    // Another worker may have built it while this one waited.
    if (builtThisRun(build)) return;
    BUILDERS[build]();
    fs.writeFileSync(stampFile(build), runId());
  });
}

async function withLock(work: () => void): Promise<void> {
  fs.mkdirSync(CACHE, { recursive: true });
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (holderIsGone()) {
        fs.rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`waited ${LOCK_TIMEOUT_MS} ms for the build lock ${LOCK}`);
      await sleep(200);
    }
  }
  try {
    fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
    work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** A lock left by a worker that died mid-build (killed run): its process no longer exists. */
function holderIsGone(): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
  } catch {
    return false; // just made, its pid not yet written (or just released)
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
