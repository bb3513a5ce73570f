import './production-mode';
import type { Logger } from 'pino';
import { loadConfig, type Config } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate } from './db/orm';
import { ENTRY_POINTS, TOUR } from './root-page';
import { ensureSandboxCredentials } from './db/sandbox';
import { Lifecycle } from './lifecycle';
import { createLogger } from './observability';
import { startServer } from './server';

const failed = (err: unknown) => {
  process.stderr.write(`Forklift failed to start: ${(err as Error)?.stack ?? err}\n`);
  process.exit(1);
};

/** Each step registers how to undo it, and none starts once a stop has been asked for. */
async function start(config: Config, logger: Logger, lifecycle: Lifecycle): Promise<void> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    lifecycle.onStop('embedded PostgreSQL', () => embedded.stop());
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
    if (lifecycle.stopRequested) return;
  }
  const orm = await initOrm(databaseUrl);
  lifecycle.onStop('database pool', () => orm.close());
  await migrate(orm);
  if (lifecycle.stopRequested) return;
  // Start-up work comes before the port opens: whoever waits for /healthz and then reads the
  // credentials file finds it written.
  const sandbox = config.sandbox ? await ensureSandboxCredentials(orm, config.dataDir) : null;
  if (lifecycle.stopRequested) return;
  const server = await startServer({ orm, sandbox: config.sandbox, port: config.port, logger, webhooks: { retryBaseMs: config.webhookRetryBaseMs, allowNetworks: config.webhookAllowNetworks }, limits: config.limits, observability: config.observability, retention: config.retention });
  lifecycle.onStop('server', () => server.close());
  logger.info({ url: server.url, sandbox: config.sandbox }, 'Forklift listening');

  const base = `http://localhost:${server.port}`;
  const banner = ['', `Forklift is listening on ${base}`, ...ENTRY_POINTS.map((e) => `  ${`${e.name}:`.padEnd(12)}${base}${e.path}`), `  ${'Tour:'.padEnd(12)}${TOUR}`];
  if (sandbox && !lifecycle.stopRequested) {
    const { credentials, file } = sandbox;
    banner.push(
      '',
      `Sandbox credentials: ${file}`,
      'Get a staff token:',
      `  curl -s -X POST ${base}/oauth/token -d grant_type=client_credentials -d client_id=${credentials.staff.client_id} -d client_secret=${credentials.staff.client_secret}`,
      `Get a token for the demo customer (id ${credentials.customer.customer_id}):`,
      `  curl -s -X POST ${base}/oauth/token -d grant_type=client_credentials -d client_id=${credentials.customer.client_id} -d client_secret=${credentials.customer.client_secret}`,
      `Then: curl -s ${base}/api/v2/items -H "Authorization: Bearer <access_token>"`,
    );
  }
  process.stdout.write(banner.join('\n') + '\n\n');
}

try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const lifecycle = new Lifecycle(logger);
  lifecycle.trapSignals();
  lifecycle.outliveDatabaseOutages();
  lifecycle.start(() => start(config, logger, lifecycle)).catch((err) => {
    // A stop asked for meanwhile closes what was opened and exits on its own.
    if (!lifecycle.stopRequested) failed(err);
  });
} catch (err) {
  failed(err);
}
