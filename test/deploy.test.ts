import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import pino from 'pino';
import { parse } from 'yaml';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { startServer, type RunningServer } from '../src/server';
import { startTestApp, type TestApp } from './support/app';
import { freePort, root } from './support/process';
import { eventually } from './support/wait';
import { subscribe } from './support/subscriptions';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The first of these on the PATH, as argv (docker's compose plugin, or Debian's docker-compose). */
function findCommand(candidates: string[][]): string[] | null {
  return candidates.find(([cmd, ...args]) => spawnSync(cmd, [...args, 'version'], { stdio: 'ignore' }).status === 0) ?? null;
}
const compose = findCommand([['docker', 'compose'], ['docker-compose']]);
const haproxy = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
// Without the tools the checks that need them are reported as skipped, never passed.
const withCompose = compose ? test : test.skip;
const withHaproxy = haproxy ? test : test.skip;

describe('package-lock.json', () => {
  test('installs on this Node with no EBADENGINE warning (npm ci, dry run: the lock is read, nothing installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-engines-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
      const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(0);
      expect(`${run.stdout}${run.stderr}`.split('\n').filter((line) => /EBADENGINE.*package:/.test(line))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  /** Instructions by stage, as FROM … AS <name> opens them. */
  const stages = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      current = [];
      stages.set((instruction as unknown as { getBuildStage(): string }).getBuildStage(), current);
    }
    current.push(instruction);
  }
  const args = (i: Instruction) => i.getArguments().map((a) => a.getValue());
  const flag = (i: Instruction, name: string) => (i as unknown as { getFlags(): { getName(): string; getValue(): string }[] }).getFlags().find((f) => f.getName() === name)?.getValue();
  const runtime = stages.get('runtime')!;
  const of = (stage: Instruction[], keyword: string) => stage.filter((i) => i.getKeyword() === keyword);

  test('builds in stages (npm ci, tsc, production dependencies) and runs the last, on the Node the package asks for', () => {
    expect([...stages.keys()]).toEqual(['deps', 'build', 'prod-deps', 'runtime']);
    const [nodeImage] = dockerfile.getInitialARGs().map((a) => a.getProperty()!.getValue());
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(nodeImage).toMatch(new RegExp(`^node:${/\d+/.exec(engines)![0]}-bookworm-slim$`));
    expect(of(stages.get('deps')!, 'RUN').map(args)).toEqual([['npm', 'ci', '--no-audit', '--no-fund']]);
    expect(of(stages.get('build')!, 'RUN').map(args)).toEqual([['npm', 'run', 'build']]);
    expect(args(of(stages.get('prod-deps')!, 'RUN')[0]).slice(0, 3)).toEqual(['npm', 'ci', '--omit=dev']);
    // The runtime takes node_modules from the production install, never the one with the compiler.
    const fromStages = of(runtime, 'COPY').map((c) => flag(c, 'from')).filter(Boolean);
    expect([...new Set(fromStages)].sort()).toEqual(['build', 'prod-deps']);
  });

  test('the runtime runs as the unprivileged node user, in production, without the sandbox, with a liveness check', () => {
    const users = of(runtime, 'USER').map((u) => args(u)[0]);
    expect(users).toEqual(['node']);
    // Nothing runs as root after USER: the RUN steps come before it.
    const userAt = runtime.findIndex((i) => i.getKeyword() === 'USER');
    expect(runtime.slice(userAt).filter((i) => i.getKeyword() === 'RUN')).toEqual([]);
    const env = Object.fromEntries(of(runtime, 'ENV').flatMap(args).map((kv) => kv.split('=')));
    expect(env).toMatchObject({ NODE_ENV: 'production', SANDBOX: 'false', HOST: '0.0.0.0' });
    expect(of(runtime, 'EXPOSE').map(args)).toEqual([[env.PORT]]);
    const [healthcheck] = of(runtime, 'HEALTHCHECK');
    expect(healthcheck.getArgumentsContent()).toMatch(/\/healthz/);
    const [cmd] = of(runtime, 'CMD') as unknown as { getJSONStrings(): { getJSONValue(): string }[] }[];
    expect(cmd.getJSONStrings().map((s) => s.getJSONValue())).toEqual(['node', 'dist/src/main.js']);
  });

  test('every path it copies exists after npm run build, and none is left out of the build context by .dockerignore', () => {
    const ignored = dockerignore().add(read('.dockerignore').split('\n'));
    for (const [stage, instructions] of stages) {
      for (const copy of of(instructions, 'COPY')) {
        const sources = args(copy).slice(0, -1);
        for (const source of sources) {
          // From another stage: /app/<path> there is <path> here (the build stage compiles dist/ as npm run build does).
          const local = flag(copy, 'from') ? path.relative('/app', source) : source;
          expect({ stage, source, exists: fs.existsSync(path.join(root, local)) }).toEqual({ stage, source, exists: true });
          if (!flag(copy, 'from')) expect({ stage, source, ignored: ignored.ignores(source) }).toEqual({ stage, source, ignored: false });
        }
      }
    }
    for (const entry of ['dist/src/main.js', 'dist/src/cli.js', 'dist/src/db/migrations/index.js', 'schema/orders.graphql']) {
      expect(fs.existsSync(path.join(root, entry))).toBe(true);
    }
    // What must never reach an image: local databases and their credentials, dependencies, builds, tests.
    for (const kept of ['.forklift/sandbox-credentials.json', '.forklift-test/pg/PG_VERSION', 'node_modules/pg/package.json', 'dist/src/main.js', 'test/cli.test.ts', '.git/HEAD', '.env']) {
      expect({ kept, ignored: ignored.ignores(kept) }).toEqual({ kept, ignored: true });
    }
    // The CLI is on the image's PATH as `forklift`, and it is the package's bin.
    expect(JSON.parse(read('package.json')).bin).toEqual({ forklift: 'dist/src/cli.js' });
    expect(of(runtime, 'RUN').map(args).flat().join(' ')).toContain('ln -s /app/dist/src/cli.js /usr/local/bin/forklift');
  });
});

describe('docker-compose.yml', () => {
  const file = parse(read('docker-compose.yml'));
  const services = file.services as Record<string, any>;
  const gateways = ['gateway-1', 'gateway-2'];

  test('PostgreSQL and two gateway replicas built from the Dockerfile, each with a healthcheck; the gateways wait for a healthy database', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway-1', 'gateway-2', 'lb', 'postgres']);
    expect(services.postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    for (const name of gateways) {
      const gateway = services[name];
      expect(gateway.build).toBe('.');
      expect(gateway.healthcheck.test.join(' ')).toMatch(/\/readyz/);
      expect(gateway.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect(gateway.environment.DATABASE_URL).toMatch(/@postgres:5432\//);
    }
  });

  test('the gateways are given only settings the service reads (src/config.ts)', () => {
    const known = new Set([...read('src/config.ts').matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]));
    for (const name of gateways) {
      const unknown = Object.keys(services[name].environment).filter((key) => !known.has(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  test('the load balancer waits for healthy gateways and sends to each, checking /readyz (deploy/haproxy.cfg)', () => {
    expect(services.lb.depends_on).toEqual(Object.fromEntries(gateways.map((g) => [g, { condition: 'service_healthy' }])));
    const [config] = (services.lb.volumes as string[]).map((v) => v.split(':')[0]);
    const cfg = read(config);
    const port = services['gateway-1'].environment.PORT;
    expect([...cfg.matchAll(/^\s*server (\S+) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`)).toEqual(gateways.map((g) => `${g} ${g}:${port}`));
    expect(cfg).toMatch(/option httpchk GET \/readyz/);
    expect(services.lb.ports).toEqual(['${FORKLIFT_PORT:-8080}:8080']);
    expect(cfg).toMatch(/bind :8080\b/);
  });

  withCompose('`docker compose config` accepts it, and refuses a broken copy', () => {
    const [cmd, ...base] = compose!;
    const check = (file: string) => spawnSync(cmd, [...base, '--project-directory', root, '-f', file, 'config', '-q'], { encoding: 'utf8' });
    const ok = check(path.join(root, 'docker-compose.yml'));
    expect({ status: ok.status, stderr: ok.stderr }).toEqual({ status: 0, stderr: '' });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-compose-'));
    try {
      const broken = path.join(dir, 'docker-compose.yml');
      // A healthcheck whose test is a number, as a slip of the pen would make it.
      fs.writeFileSync(broken, read('docker-compose.yml').replace(/test: \["CMD-SHELL", "pg_isready[^\]]*\]/, 'test: 5'));
      expect(fs.readFileSync(broken, 'utf8')).toContain('test: 5');
      const refused = check(broken);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/healthcheck\.test/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  withHaproxy('HAProxy accepts deploy/haproxy.cfg', () => {
    // Exits non-zero on an invalid file; the gateways' names only resolve inside compose (a warning here).
    expect(() => execFileSync('haproxy', ['-c', '-f', path.join(root, 'deploy/haproxy.cfg')], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('the load balancer (deploy/haproxy.cfg) in front of two gateways', () => {
  let app: TestApp;
  let second: RunningServer;
  let secondOrm: Awaited<ReturnType<typeof initOrm>>;
  let lb: ChildProcess;
  let lbUrl: string;
  let configDir: string;
  let secondClosed = false;

  beforeAll(async () => {
    if (!haproxy) return;
    app = await startTestApp();
    secondOrm = await initOrm(app.databaseUrl, ENTITIES, { poolSize: 2 });
    second = await startServer({ orm: secondOrm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false });
    const lbPort = await freePort();
    // The compose file's config with the gateways' addresses and the listening port of this machine.
    const cfg = read('deploy/haproxy.cfg')
      .replace('gateway-1:4000', `127.0.0.1:${new URL(app.url).port}`)
      .replace('gateway-2:4000', `127.0.0.1:${second.port}`)
      .replace(/bind :8080/, `bind 127.0.0.1:${lbPort}`);
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-haproxy-'));
    fs.writeFileSync(path.join(configDir, 'haproxy.cfg'), cfg);
    lb = spawn('haproxy', ['-db', '-f', path.join(configDir, 'haproxy.cfg')], { stdio: 'ignore' });
    lbUrl = `http://127.0.0.1:${lbPort}`;
    await eventually(
      () => new Promise<boolean>((resolve) => net.connect(lbPort, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false))),
      'haproxy listening',
      10_000,
    );
  });
  afterAll(async () => {
    if (!haproxy) return;
    lb.kill('SIGTERM');
    if (!secondClosed) await second.close();
    await secondOrm.close();
    await app.close();
    fs.rmSync(configDir, { recursive: true, force: true });
  });

  withHaproxy('a GraphQL subscription (WebSocket upgrade) and REST both pass through it', async () => {
    const subscriber = await subscribe(lbUrl, 'subscription { events(kinds: ["item.created"]) { kind } }', {}, { token: app.tokens.a });
    try {
      const created = await fetch(`${lbUrl}/api/v2/items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.tokens.a}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sku: 'LB-1', title: 'Through the balancer' }),
      });
      expect(created.status).toBe(201);
      expect(await subscriber.waitFor(1)).toEqual([{ kind: 'item.created' }]);
    } finally {
      await subscriber.close();
    }
  });

  withHaproxy('with one gateway gone, every request is answered by the other', async () => {
    await second.close();
    secondClosed = true;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${lbUrl}/api/v2/items`, { headers: { authorization: `Bearer ${app.tokens.a}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
  });
});
