import type { Logger } from 'pino';
import type { Config } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate } from './db/orm';
import { ENTITIES } from './domain/entities';
import { ENTRY_POINTS, TOUR } from './root-page';
import { ensureSandboxCredentials } from './domain/sandbox/credentials';
import type { Lifecycle } from './lifecycle';
import { startServer } from './server';
import { issueTokenFor } from './domain/auth/service';
import type { DemoToken } from './graphiql';
import { whereListening } from './listen';

/**
 * Start-up past the checks main.ts makes first: the database, migrations, the sandbox's credentials,
 * the server, and the banner; loaded once those checks pass (its modules take seconds to load). Each
 * step registers how to undo it, and none starts once a stop has been asked for.
 */
export async function start(config: Config, logger: Logger, lifecycle: Lifecycle): Promise<void> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    lifecycle.onStop('embedded PostgreSQL', () => embedded.stop());
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
    if (lifecycle.stopRequested) return;
  }
  const orm = await initOrm(databaseUrl, ENTITIES, { poolSize: config.databasePoolSize });
  lifecycle.onStop('database pool', () => orm.close());
  await migrate(orm);
  if (lifecycle.stopRequested) return;
  // Start-up work comes before the port opens: whoever waits for /healthz and then reads the
  // credentials file finds it written.
  const sandbox = config.sandbox ? await ensureSandboxCredentials(orm, config.dataDir) : null;
  if (lifecycle.stopRequested) return;
  const demoToken: DemoToken | undefined = sandbox
    ? async (who) => {
        const client = who === 'staff' ? sandbox.credentials.staff : sandbox.credentials.customer;
        return { access_token: (await issueTokenFor(orm.em.fork(), client.client_id)).access_token, customer_id: who === 'staff' ? null : sandbox.credentials.customer.customer_id };
      }
    : undefined;
  const server = await startServer({ orm, sandbox: config.sandbox, port: config.port, host: config.host, logger, demoToken, webhooks: { retryBaseMs: config.webhookRetryBaseMs, allowNetworks: config.webhookAllowNetworks }, limits: config.limits, observability: config.observability, retention: config.retention });
  lifecycle.onStop('server', () => server.close());
  logger.info({ url: server.url, sandbox: config.sandbox }, 'Forklift listening');

  const { url: base, reach } = whereListening(config.host, server.port);
  const banner = ['', `Forklift is listening on ${base} (${reach})`, ...ENTRY_POINTS.map((e) => `  ${`${e.name}:`.padEnd(12)}${base}${e.path}`), `  ${'Tour:'.padEnd(12)}${TOUR}`];
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
