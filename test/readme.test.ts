import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startProcess, stopProcess } from './support/process';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';

/**
 * The README's examples, run as a reader runs them: every ```sh block, in order, in one bash session
 * against a freshly started server, and again after a restart on the same data (so no example may
 * lean on an id being 1). curl fails on any 4xx/5xx answer, and bash stops at the first failure.
 * Each answer ends its line as the README prints it (nothing is added here), the headers the text
 * talks about are shown, and every order the examples create can ship.
 */
jest.setTimeout(180_000);

const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const shellBlocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

function runExamples(base: string, dataDir: string) {
  const script = shellBlocks
    .join('\n')
    .replaceAll('http://localhost:4000', base)
    .replaceAll('.forklift/', `${dataDir}/`)
    .replace(/\bcurl -s /g, 'curl -sS --fail-with-body ');
  return spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: root, encoding: 'utf8', timeout: 90_000 });
}

describe('README examples', () => {
  beforeAll(needDist, BUILD_TIMEOUT_MS);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-readme-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('are all in sh blocks this test runs (an indented curl would escape it)', () => {
    expect(shellBlocks.length).toBeGreaterThanOrEqual(4);
    const indentedCurl = readme.split('\n').filter((line) => /^ {4}curl /.test(line));
    expect(indentedCurl).toEqual([]);
  });

  it('run in order on a fresh start, and again after a restart on the same data', async () => {
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const base = `http://localhost:${port}`;
    for (const start of ['fresh', 'restarted']) {
      const server = await startProcess(env, 'Then: curl');
      const run = runExamples(base, dataDir);
      expect(await stopProcess(server.child)).toBe(0);
      if (run.status !== 0) throw new Error(`README examples failed on the ${start} server (exit ${run.status}):\n${run.stderr}\n--- output ---\n${run.stdout.slice(-4000)}`);
      // Each step printed its answer, a JSON document on a line of its own; where the text talks
      // about headers (`curl -i`), they come first.
      const lines = run.stdout.split(/\r?\n/).filter(Boolean);
      const headers = lines.filter((line) => /^HTTP\/[\d.]+ \d{3}\b|^[A-Za-z-]+: /.test(line));
      expect(headers.map((h) => h.split(':')[0].toLowerCase())).toEqual(expect.arrayContaining(['x-total-count', 'ratelimit-remaining']));
      const answers = lines.filter((line) => !headers.includes(line));
      expect(answers.length).toBeGreaterThanOrEqual(15);
      for (const answer of answers) expect(() => JSON.parse(answer)).not.toThrow();
    }
    // Every order the examples made has an address that verifies: none is held, unable to ship.
    const server = await startProcess(env, 'Then: curl');
    try {
      const { customer } = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
      const grant = await fetch(`${base}/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: customer.client_id, client_secret: customer.client_secret }) });
      const { access_token } = (await grant.json()) as { access_token: string };
      const orders = (await (await fetch(`${base}/api/v2/orders?per_page=250&fields=id,address_verified,address_message`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as { address_verified: boolean }[];
      expect(orders.length).toBeGreaterThanOrEqual(6);
      expect(orders.filter((o) => !o.address_verified)).toEqual([]);
    } finally {
      expect(await stopProcess(server.child)).toBe(0);
    }
  });
});
