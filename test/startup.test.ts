import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

const root = path.resolve(__dirname, '..');
jest.setTimeout(120_000);

describe('configuration', () => {
  it('defaults: port 4000, .forklift data dir, sandbox on the embedded database only', () => {
    expect(loadConfig({})).toMatchObject({ port: 4000, databaseUrl: undefined, dataDir: path.resolve('.forklift'), sandbox: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SANDBOX: 'true' }).sandbox).toBe(true);
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow(/SANDBOX/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], { env, cwd: root });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 60_000);
    child.stdout!.on('data', () => {
      if (output.includes('Then: curl')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('npm start with no DATABASE_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts the embedded database, writes sandbox credentials, serves them, and keeps data across a restart', async () => {
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root });
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const base = `http://127.0.0.1:${port}`;

    const first = await start(env);
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    expect(first.output()).toContain(credentials.staff.client_id);
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${credentials.customer.client_id}&client_secret=${credentials.customer.client_secret}`,
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const created = await fetch(`${base}/api/v2/items?sku=BOOT-1&title=Persisted`, { method: 'POST', headers: auth });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { customer_id: number }).customer_id).toBe(credentials.customer.customer_id);
    expect(await stop(first.child)).toBe(0);

    const second = await start(env);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'))).toEqual(credentials);
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ items(search: "{\\"sku_eq\\":\\"BOOT-1\\"}") { nodes { title } } }' }),
    });
    expect(((await gql.json()) as { data: { items: { nodes: unknown[] } } }).data.items.nodes).toEqual([{ title: 'Persisted' }]);
    expect(await stop(second.child)).toBe(0);
  });
});
