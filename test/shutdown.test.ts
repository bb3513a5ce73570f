import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { call, sleep, tokenFor, within } from './support/http';
import { freePort, root, startProcess, stopProcess, type ServerProcess } from './support/process';
import { eventually } from './support/wait';
import { subscribe } from './support/subscriptions';
import { tenantDatabase, type TenantDatabase } from './support/tenant';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newItemId, newOrder, serverAt } from './support/factories';

jest.setTimeout(120_000);

/** A stop must be done by then (Apollo's drain gives in-flight requests 10 s). */
const EXIT_WITHIN_MS = 15_000;

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** A POST whose body arrives in two halves: the request is in flight until finish() sends the rest. `sent`: the first half is on the wire. */
function slowPost(port: number, path: string, token: string, json: unknown) {
  const body = JSON.stringify(json);
  const req = http.request({
    host: '127.0.0.1', port, path, method: 'POST', agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) => req.write(body.slice(0, half), () => resolve()));
  return { response, sent, finish: () => req.end(body.slice(half)) };
}

// Every test here runs the compiled server (dist/).
beforeAll(needDist, BUILD_TIMEOUT_MS);

describe('SIGTERM drains', () => {
  let db: TenantDatabase;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    db = await tenantDatabase();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) await stopProcess(server.child);
    await db.close();
  });

  it('finishes the in-flight request, closes subscriptions with 1001 going away, refuses new connections, and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startProcess({ PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: db.url, LOG_LEVEL: 'info' }, 'Forklift listening');
    const token = await tokenFor(base, db.customer.client_id, db.customer.client_secret);
    const api = serverAt(base, token);
    const item = await newItemId(api, { sku: 'DRAIN-1', title: 'Drain' });

    // A live subscription: it has received an event, so its operation is running (after_id 0: the event
    // reaches it however long the operation takes to start).
    const subscriber = await subscribe(base, `subscription { events(after_id: 0, kinds: ["order.created"]) { id resource_id } }`, {}, { token });
    await newOrder(api, [[item, 1]], { order_orig: 'DRAIN-0' }, { address: false });
    await subscriber.waitFor(1);

    // An order whose body is still arriving when the signal comes.
    const slow = slowPost(port, '/api/v2/orders', token, { order_orig: 'DRAIN-SLOW', shipping_name: 'Slow client', order_items: [{ item_id: item, quantity: 2 }] });
    // A request sent after its first half is answered: the server, reading its sockets in turn, has read the slow request's head.
    await slow.sent;
    expect((await call(base, 'GET', '/healthz')).status).toBe(200);
    const signalled = performance.now();
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');

    // The subscriber is told the server is going away, rather than finding its socket dropped.
    expect(await subscriber.closed).toEqual({ code: 1001, reason: 'Going away' });
    // No new connections, while the slow request is still open.
    await eventually(() => refusesConnections(port), 'new connections to be refused', 5_000);
    // It waits for the request's body rather than cutting it off. A fixed wait: the check is that nothing
    // happens (the process does not exit), which no event can mark.
    await sleep(1_000);
    expect(server.child.exitCode).toBeNull();

    // The in-flight request completes with its normal answer, and its order is there.
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ order_orig: 'DRAIN-SLOW', order_items: [expect.objectContaining({ item_id: item, quantity: 2 })] });
    expect(await db.sql('select order_orig from orders where id = $1', [answer.body.id])).toEqual([{ order_orig: 'DRAIN-SLOW' }]);

    const code = await within(exited, EXIT_WITHIN_MS);
    const drainMs = performance.now() - signalled;
    expect(code).toBe(0);
    process.stdout.write(`shutdown: SIGTERM to exit 0 in ${Math.round(drainMs)} ms, with a request in flight and a subscription open\n`);
  });
});

describe('a signal during start-up', () => {
  let dataDir: string;
  beforeAll(() => void (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-start-signal-'))));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = (port: number) => ({ PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const postmasterRunning = () => fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'));

  async function stopWhen(signalAt: (output: () => string, port: number) => Promise<boolean>) {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], { env: env(port), cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = exitOf(child);
    await eventually(async () => child.exitCode !== null || (await signalAt(() => output, port)), 'the moment to signal', 60_000);
    child.kill('SIGTERM');
    const code = await within(exited, EXIT_WITHIN_MS + 15_000);
    if (code === 'timed out') child.kill('SIGKILL');
    return { code, output };
  }

  it('while the server is starting on the embedded database: stops it and exits 0', async () => {
    const { code, output } = await stopWhen(async (out) => out().includes('embedded PostgreSQL started'));
    expect(output).not.toMatch(/failed to start/);
    expect(code).toBe(0);
    expect(postmasterRunning()).toBe(false);
  });

  it('once /healthz answers, before start-up has finished: stops cleanly and exits 0', async () => {
    const { code, output } = await stopWhen(async (_out, port) => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200);
    expect(output).not.toMatch(/failed to start/);
    expect(code).toBe(0);
    expect(postmasterRunning()).toBe(false);
  });
});

describe('a rejection nobody awaited', () => {
  // pg-boss 10 leaves job outcomes unawaited: with the database away they reject unhandled.
  const run = (reason: string) =>
    spawnSync(process.execPath, ['-e', `
      const pino = require('pino');
      const { Lifecycle } = require(${JSON.stringify(path.join(root, 'dist/src/lifecycle.js'))});
      new Lifecycle(pino({ level: 'silent' })).outliveStrayRejections();
      Promise.reject(${reason});
      setTimeout(() => console.log('alive'), 50);`], { cwd: root, encoding: 'utf8' });

  it('is logged once a stop has begun, and the stop goes on to exit 0', () => {
    const stopping = spawnSync(process.execPath, ['-e', `
      const pino = require('pino');
      const { Lifecycle } = require(${JSON.stringify(path.join(root, 'dist/src/lifecycle.js'))});
      const lifecycle = new Lifecycle(pino({ level: 'error' }));
      lifecycle.outliveStrayRejections();
      lifecycle.onStop('a drain', () => new Promise((resolve) => setTimeout(() => { console.log('drained'); resolve(); }, 100)));
      void lifecycle.stop('SIGTERM');
      Promise.reject(new Error('Cannot use a pool after calling end on the pool'));`], { cwd: root, encoding: 'utf8' });
    expect(stopping.stdout).toContain('a background task failed while shutting down');
    expect(stopping.stdout).toContain('drained');
    expect(stopping.status).toBe(0);
  });

  it('is survived when the database is unavailable, and still ends the process otherwise', () => {
    const refused = run(`Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })`);
    expect(refused.stdout).toContain('alive');
    expect(refused.status).toBe(0);
    const bug = run(`new TypeError('x is not a function')`);
    expect(bug.stdout).not.toContain('alive');
    expect(bug.status).not.toBe(0);
    expect(bug.stderr).toContain('x is not a function');
  });
});
