import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrationsList } from '../src/db/migrations';
import { startTestApp, type TestApp } from './support/app';
import { cloneTemplate, emptyDatabase } from './support/database';
import { freePort, root, startDatabaseProcess } from './support/process';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';
import { BUILD_TIMEOUT_MS, needDist } from './support/build';
import { newItem } from './support/factories';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The compiled `forklift` (package.json "bin") as a child process; env replaces DATABASE_URL, DATA_DIR and SANDBOX. */
function forklift(args: string[], env: { DATABASE_URL?: string; DATA_DIR?: string; SANDBOX?: string } = {}): Promise<Run> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, SANDBOX: _sandbox, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'dist/src/cli.js'), ...args], { cwd: root, env: { ...inherited, ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

const json = (run: Run) => {
  if (run.code !== 0) throw new Error(`forklift exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout);
};

async function query<T = any>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

// Every test here runs the compiled CLI (dist/).
beforeAll(needDist, BUILD_TIMEOUT_MS);

describe('forklift migrate', () => {
  test('three processes migrating one fresh database at the same moment all succeed, one applying every migration; again, it applies none', async () => {
    const db = await emptyDatabase();
    // The gate: an uncommitted migrations table. Whoever goes to create it waits for this transaction,
    // so all three processes are let go at once (without the lock, two then fail: "already exists").
    const gate = new Client({ connectionString: db.url });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('create table mikro_orm_migrations (id int)');
      const running = Promise.all([1, 2, 3].map(() => forklift(['migrate', '--json'], { DATABASE_URL: db.url })));
      await eventually(async () => {
        const [{ waiting }] = await query(db.url, "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
        return waiting === 3;
      }, 'three migrators waiting at the gate', 30_000);
      await gate.query('rollback');
      const applied = (await running).map((r) => json(r).applied as string[]);
      expect(applied.map((a) => a.length).sort()).toEqual([0, 0, migrationsList.length]);
      expect(applied.flat()).toEqual(migrationsList.map((m) => m.name));
      const rows = await query(db.url, 'select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));

      const again = await forklift(['migrate'], { DATABASE_URL: db.url });
      expect(again).toMatchObject({ code: 0, stdout: 'Nothing to apply: the database is up to date.\n' });
      expect(await query(db.url, 'select count(*)::int as n from mikro_orm_migrations')).toEqual([{ n: migrationsList.length }]);
    } finally {
      await gate.end();
      await db.drop();
    }
  });

  test('every other command refuses a database that lacks migrations, naming the fix', async () => {
    const db = await emptyDatabase();
    try {
      const run = await forklift(['invite', 'Too Early'], { DATABASE_URL: db.url });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/forklift: error: the database lacks \d+ migration\(s\) of this version: run `forklift migrate` first/);
    } finally {
      await db.drop();
    }
  });
});

describe('forklift against a running server', () => {
  let app: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    app = await startTestApp();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });
  const env = () => ({ DATABASE_URL: app.databaseUrl, SANDBOX: 'true' });

  test('invite prints the credentials once; they get a token over HTTP that acts for the new customer; only the hash is stored', async () => {
    const run = await forklift(['invite', 'Globex Corporation'], env());
    expect(run.code).toBe(0);
    const customerId = Number(/Invited customer (\d+) "Globex Corporation"/.exec(run.stdout)?.[1]);
    const clientId = /client_id: +(\S+)/.exec(run.stdout)?.[1];
    const secret = /client_secret: +(\S+)/.exec(run.stdout)?.[1];
    expect(customerId).toBeGreaterThan(0);
    expect(clientId && secret).toBeTruthy();

    const token = await app.token(clientId!, secret!);
    const res = await app.gql('{ customers { nodes { id name } } }', {}, token);
    expect(res.body.data).toEqual({ customers: { nodes: [{ id: customerId, name: 'Globex Corporation' }] } });

    const [stored] = await app.sql('select secret_hash, customer_id from api_clients where client_id = $1', [clientId]);
    expect(stored).toEqual({ secret_hash: createHash('sha256').update(secret!).digest('hex'), customer_id: customerId });
    // The template's demo warehouses take new customers: the invitee is onboarded into them.
    expect(run.stdout).toMatch(/\(shop \d+, 3 warehouse\(s\)\)/);
  });

  test('token issues a working token for a client, limited to --scope when asked', async () => {
    const staff = json(await forklift(['staff-client', 'Night shift', '--json'], env()));
    const issued = json(await forklift(['token', staff.client_id, '--json'], env()));
    expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'user_read user_manage' });
    const all = await app.gql('{ customers(per_page: 250) { nodes { id } } }', {}, issued.access_token);
    expect(all.body.data.customers.nodes.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([app.customers.a, app.customers.b]));

    const read = json(await forklift(['token', staff.client_id, '--scope', 'user_read', '--json'], env()));
    expect(read.scope).toBe('user_read');
    const write = await app.rest('POST', '/api/v2/items', { token: read.access_token, headers: { 'x-customer-id': String(app.customers.a) }, json: { sku: 'CLI-1', title: 'Read-only' } });
    expect(write.status).toBe(403);
  });

  test('revoke-client revokes a client and its tokens; an unknown client is an error', async () => {
    const staff = json(await forklift(['staff-client', 'Leaky', '--json'], env()));
    const issued = json(await forklift(['token', staff.client_id, '--json'], env()));
    expect((await app.gql('{ viewer { staff } }', {}, issued.access_token)).status).toBe(200);
    const revoked = json(await forklift(['revoke-client', staff.client_id, '--json'], env()));
    expect(revoked).toMatchObject({ client_id: staff.client_id, name: 'Leaky', tokens_revoked: 1 });
    expect((await app.gql('{ viewer { staff } }', {}, issued.access_token)).status).toBe(401);
    const again = await forklift(['token', staff.client_id], env());
    expect(again.code).not.toBe(0);
    const unknown = await forklift(['revoke-client', '0'.repeat(32)], env());
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/ApiClient 0+ not found/) });
  });

  test('replay-events delivers past events again to the subscriptions of now, with their event ids', async () => {
    const sub = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name: 'item.created', endpoint: `${receiver.url}/replay` } });
    expect(sub.status).toBe(201);
    for (const sku of ['REPLAY-1', 'REPLAY-2']) await newItem(app, { sku, title: sku });
    const first = () => receiver.requests.filter((r) => r.path === '/replay');
    await eventually(async () => first().length === 2, 'the two item.created webhooks');
    const eventIds = first().map((r) => r.headers['x-service-event-id']);

    const result = json(await forklift(['replay-events', '--customer', String(app.customers.a), '--from', String(eventIds[0]), '--json'], env()));
    // A's events from the first item on: the two item.created (to the subscription) and whatever else A emitted since.
    expect(result.events).toBeGreaterThanOrEqual(2);
    expect(result.deliveries).toBe(2);
    await eventually(async () => first().length === 4, 'the two replayed webhooks');
    // Two items: each event again, in either order (only one resource's events are ordered).
    expect(first().slice(2).map((r) => r.headers['x-service-event-id']).sort()).toEqual([...eventIds].sort());
    expect(first().slice(2).map((r) => r.headers['x-service-delivery-id'])).not.toEqual(first().slice(0, 2).map((r) => r.headers['x-service-delivery-id']));

    // B's subscription is not A's: refused, and nothing is queued.
    const other = await app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.b, json: { event_name: 'item.created', endpoint: `${receiver.url}/b` } });
    const before = await app.sql('select count(*)::int as n from webhook_deliveries');
    const refused = await forklift(['replay-events', '--customer', String(app.customers.a), '--subscription', String(other.body.id)], env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`forklift: error: --subscription (${other.body.id}) belongs to customer ${app.customers.b}, not ${app.customers.a}\n`);
    expect(await app.sql('select count(*)::int as n from webhook_deliveries')).toEqual(before);
  });

  test('bad arguments exit 1 with a message naming what is wrong, and change nothing', async () => {
    const customers = await app.sql('select count(*)::int as n from customers');
    const cases: [string[], RegExp][] = [
      [[], /Usage: forklift \[options\] \[command\]/],
      [['frobnicate'], /forklift: error: unknown command 'frobnicate'/],
      [['invite'], /forklift: error: missing required argument 'name'/],
      [['invite', '   '], /forklift: error: command-argument value ' {3}' is invalid for argument 'name'\. It is required\./],
      [['staff-client', 'x'.repeat(201)], /forklift: error: command-argument value 'x+' is invalid for argument 'name'\. It is at most 200 characters\./],
      [['invite', 'Initech', '--scopes', 'admin'], /forklift: error: option '--scopes <scopes>' argument 'admin' is invalid\. It has unknown scope admin/],
      [['token', 'no-such-client'], /forklift: error: no active API client has client_id no-such-client/],
      [['replay-events'], /forklift: error: replay-events needs a filter/],
      [['replay-events', '--from', 'yesterday'], /forklift: error: option '--from <event_id>' argument 'yesterday' is invalid\. It must be an id/],
      [['replay-events', '--customer', '3000000000'], /forklift: error: option '--customer <customer_id>' argument '3000000000' is invalid/],
      [['replay-events', '--customer', '999999'], /forklift: error: --customer names no customer \(999999\)/],
      [['replay-events', '--from', '9', '--to', '3'], /forklift: error: --to \(3\) is before --from \(9\)/],
    ];
    const runs = await Promise.all(cases.map(([args]) => forklift(args, env())));
    cases.forEach(([args, message], i) => {
      expect({ args, code: runs[i].code, stdout: runs[i].stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(runs[i].stderr).toMatch(message);
    });
    expect(await app.sql('select count(*)::int as n from customers')).toEqual(customers);

    const unreachable = await forklift(['seed'], { DATABASE_URL: `postgres://forklift:forklift@127.0.0.1:${await freePort()}/forklift` });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/forklift: error: cannot reach the database: connect ECONNREFUSED/);
  });
});

test('seed adds the demo facilities once, two at the same moment included, and onboards customers invited before them', async () => {
  const db = await cloneTemplate();
  // The gate: both seeds wait to read the warehouses until it lets them go together.
  const gate = new Client({ connectionString: db.url });
  await gate.connect();
  try {
    const early = json(await forklift(['invite', 'Early Bird', '--json'], { DATABASE_URL: db.url }));
    expect(early.warehouses).toBe(0);
    await gate.query('begin');
    await gate.query('lock table warehouses in access exclusive mode');
    const running = Promise.all([1, 2].map(() => forklift(['seed', '--json'], { DATABASE_URL: db.url })));
    await eventually(async () => {
      const [{ waiting }] = await query(db.url, "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      return waiting === 2;
    }, 'two seeds waiting at the gate', 30_000);
    await gate.query('rollback');
    const results = (await running).map(json).sort((x, y) => Number(y.seeded) - Number(x.seeded));
    expect(results).toEqual([{ seeded: true, warehouses: 3, locations: 36, shipping_methods: 4, customers_onboarded: 1 }, { seeded: false }]);
    expect(await query(db.url, 'select count(*)::int as n from warehouses')).toEqual([{ n: 3 }]);
    expect(await query(db.url, 'select count(*)::int as n from customer_warehouses where customer_id = $1', [early.customer_id])).toEqual([{ n: 3 }]);
    expect(json(await forklift(['seed', '--json'], { DATABASE_URL: db.url }))).toEqual({ seeded: false });
  } finally {
    await gate.end();
    await db.drop();
  }
});

test("without DATABASE_URL: the embedded database of DATA_DIR, started for the command, or the running server's", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-cli-'));
  try {
    // Nothing runs there: the command starts the embedded database, migrates it and stops it.
    const first = await forklift(['migrate', '--json'], { DATA_DIR: dataDir });
    expect(json(first).applied.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    // Running (as under a server): the command uses it rather than start a second server on the same data.
    const db = await startDatabaseProcess(dataDir, await freePort());
    try {
      const invited = json(await forklift(['invite', 'Embedded Co', '--json'], { DATA_DIR: dataDir }));
      expect(await query(db.url, 'select name from customers where id = $1', [invited.customer_id])).toEqual([{ name: 'Embedded Co' }]);
    } finally {
      await db.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
