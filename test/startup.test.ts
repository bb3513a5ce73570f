import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { ListenError } from '../src/listen';
import { startServer } from '../src/server';
import { cloneTemplate } from './support/database';
import { freePort, interruptGroup, root, startProcess } from './support/process';
import { eventually } from './support/wait';
import { BUILD_TIMEOUT_MS, needBuild } from './support/build';

jest.setTimeout(120_000);

describe('configuration', () => {
  it('defaults: port 4000, .forklift data dir, sandbox on the embedded database only', () => {
    expect(loadConfig({})).toMatchObject({ port: 4000, databaseUrl: undefined, dataDir: path.resolve('.forklift'), sandbox: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SANDBOX: 'true' }).sandbox).toBe(true);
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow(/SANDBOX/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('listens on this machine only in the sandbox and on every interface otherwise, unless HOST says; /metrics is open in the sandbox only, unless METRICS_OPEN says', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', observability: { metricsOpen: true } });
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' })).toMatchObject({ host: '0.0.0.0', observability: { metricsOpen: false } });
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', HOST: '10.0.0.5', METRICS_OPEN: 'true' })).toMatchObject({ host: '10.0.0.5', observability: { metricsOpen: true } });
    expect(() => loadConfig({ METRICS_OPEN: 'sometimes' })).toThrow(/METRICS_OPEN/);
  });
});

/** An address of this machine other than loopback, if it has one: what the sandbox must not answer on. */
const outwardAddress = () =>
  Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** A port something else already listens on (127.0.0.1, where the sandbox listens). */
async function takenPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('a port already in use', () => {
  // npm start builds first: its build is made here, so the five seconds are start-up alone.
  beforeAll(needBuild, BUILD_TIMEOUT_MS);

  it('a second npm start exits non-zero within 5 s, naming the port and PORT, with no database started', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-busy-'));
    const taken = await takenPort();
    try {
      const started = Date.now();
      const child = spawn('npm', ['start'], { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(taken.port), DATA_DIR: dataDir } });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect({ code, within5s: Date.now() - started < 5_000 }).toEqual({ code: 1, within5s: true });
      expect(output).toContain(`Forklift failed to start: port ${taken.port} on 127.0.0.1 is already in use`);
      expect(output).toContain(`choose another port with PORT, e.g. PORT=${taken.port + 1} npm start`);
      // Said in words, not as Node's or ws's error with a stack.
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      await taken.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('taken between the check and the listen: startServer rejects naming it, and closes every connection it opened', async () => {
    const database = await cloneTemplate();
    const orm = await initOrm(database.url, ENTITIES);
    const taken = await takenPort();
    const printed = jest.spyOn(console, 'error');
    try {
      const starting = startServer({ orm, sandbox: true, port: taken.port, host: '127.0.0.1', logger: pino({ level: 'silent' }) });
      await expect(starting).rejects.toBeInstanceOf(ListenError);
      await expect(starting).rejects.toThrow(`port ${taken.port} on 127.0.0.1 is already in use`);
      // graphql-ws printed the listen error as "Internal error emitted on the WebSocket server".
      expect(printed).not.toHaveBeenCalled();
      await orm.close();
      // The event tail, the job workers, the caller cache: none is left connected to the database.
      const name = new URL(database.url).pathname.slice(1);
      await eventually(async () => {
        const admin = new Client({ connectionString: process.env.FORKLIFT_TEST_SERVER_URL });
        await admin.connect();
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        await admin.end();
        return rows[0].n === 0;
      }, 'every connection of the failed start closed', 10_000);
    } finally {
      printed.mockRestore();
      await taken.release();
      await database.drop();
    }
  });
});

/** Log lines at warn (40) or above: a normal start and stop prints none. */
const complaints = (output: string) =>
  output.split('\n').filter((line) => /DeprecationWarning|Warning:/.test(line) || (line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 40));

describe('npm start with no DATABASE_URL', () => {
  beforeAll(needBuild, BUILD_TIMEOUT_MS);
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
    // The sandbox listens on this machine only, and the banner says so and how to change it.
    expect(first.output()).toContain(`Forklift is listening on ${base.replace('127.0.0.1', 'localhost')} (this machine only; HOST=0.0.0.0 opens it to every interface)`);
    const outward = outwardAddress();
    if (outward) await expect(fetch(`http://${outward}:${port}/healthz`)).rejects.toThrow();
    expect(first.output()).toContain('A five-minute tour');
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${credentials.customer.client_id}&client_secret=${credentials.customer.client_secret}`,
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    // The demo customer has the demo item the OpenAPI document's examples order (src/domain/sandbox/demo-item.ts).
    const demo = await fetch(`${base}/api/v2/orders`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(((await (await fetch(`${base}/api/v2/openapi.json`)).json()) as any).paths['/orders'].post.requestBody.content['application/json'].example),
    });
    expect(demo.status).toBe(201);
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
