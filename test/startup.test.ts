import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { freePort, interruptGroup, startProcess } from './support/process';
import { eventually } from './support/wait';

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

/** Log lines at warn (40) or above: a normal start and stop prints none. */
const complaints = (output: string) =>
  output.split('\n').filter((line) => /DeprecationWarning|Warning:/.test(line) || (line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 40));

describe('npm start with no DATABASE_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts the embedded database, writes sandbox credentials, serves them, and keeps data across a restart', async () => {
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const base = `http://127.0.0.1:${port}`;

    // The moment /healthz first answers, the credentials file is there (it used to be written after).
    const credentialsFile = path.join(dataDir, 'sandbox-credentials.json');
    // Polled every 5 ms, so that the first answer is the one checked.
    const firstHealthy = eventually(
      async () => (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) && { withFile: fs.existsSync(credentialsFile) },
      'the first /healthz answer', 110_000, 5,
    );
    const first = await startProcess(env, 'Then: curl', { viaNpm: true });
    expect((await firstHealthy).withFile).toBe(true);
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    expect(first.output()).toContain(credentials.staff.client_id);
    // The banner names where to start.
    for (const line of ['GraphiQL:   ', 'Swagger UI: ', 'OpenAPI:    ']) expect(first.output()).toContain(line);
    expect(first.output()).toContain(`${base.replace('127.0.0.1', 'localhost')}/api/v2/docs`);
    expect(first.output()).toContain('A five-minute tour');
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
    // Ctrl-C: the service drains, stops the database it started (in a process group of its own, so
    // the terminal's SIGINT never reached it), and npm exits 0 with nothing alarming logged.
    expect(await interruptGroup(first.child)).toBe(0);
    expect(first.output()).toMatch(/"msg":"stopped"/);
    expect(complaints(first.output())).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await startProcess(env, 'Then: curl', { viaNpm: true });
    // Nothing changed since the first start: no compiling.
    expect(second.output()).toContain('server build is up to date');
    expect(second.output()).toContain('GraphiQL bundle is up to date');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'))).toEqual(credentials);
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ items(search: "{\\"sku_eq\\":\\"BOOT-1\\"}") { nodes { title } } }' }),
    });
    expect(((await gql.json()) as { data: { items: { nodes: unknown[] } } }).data.items.nodes).toEqual([{ title: 'Persisted' }]);
    expect(await interruptGroup(second.child)).toBe(0);
    expect(complaints(second.output())).toEqual([]);
  });
});
