import type { MikroORM } from '@mikro-orm/postgresql';
import { assembleContext, type Outbox, type RequestContext } from '../domain/context';
import { SCOPES } from '../domain/common/scopes';
import { createLoaders } from '../domain/loaders';
import { Destinations } from '../domain/webhooks/destination';
import { withTransaction } from '../db/unit-of-work';
import type { Scope } from '../domain/common/scopes';
import { createClient, createCustomerWithClient, issueTokenFor } from '../domain/auth/service';
import { revokeClient } from '../domain/auth/revocation';
import { Customer } from '../domain/customers/entities';
import { onboardCustomer } from '../domain/warehouses/onboarding';
import { CustomerWarehouse, Location, ShippingMethod, Warehouse } from '../domain/warehouses/entities';
import { seedDemoInventory } from '../domain/sandbox/demo-inventory';
import { migrate, pendingMigrations } from '../db/orm';
import { WEBHOOK_QUEUE } from '../events/webhooks/store';
import { replayEvents, type ReplayFilter } from '../events/webhooks/replay';
import { startJobSender } from '../jobs/queue';
import type { CommandDatabase } from './database';

/** What a command prints: lines for people, or one JSON document with --json. */
export interface Output {
  json: boolean;
  write(text: string): void;
}

function print(out: Output, value: object, lines: string[]): void {
  out.write(out.json ? `${JSON.stringify(value, null, 2)}\n` : `${lines.join('\n')}\n`);
}

/** Every command but migrate needs the schema this build knows: an older database is named, not half-used. */
async function requireMigrated(orm: MikroORM): Promise<void> {
  const pending = await pendingMigrations(orm);
  if (pending) throw new Error(`the database lacks ${pending} migration(s) of this version: run \`forklift migrate\` first`);
}

/**
 * No command changes what a notification describes, so none announces an event: one that did would
 * fail here rather than have its events dropped (the server's outbox renders them through the API).
 */
const NO_EVENTS: Outbox = {
  append: async (tx) => {
    if (tx.events.pending.length) throw new Error(`a command announced ${tx.events.pending.map((e) => e.kind).join(', ')}: the CLI writes no events`);
  },
};

/**
 * The operator's context: staff, outside any request, no tenant (auth and facility rows are read
 * before or without one). Commands write through the unit of work as requests do.
 */
function operator(db: CommandDatabase, sandbox = false): RequestContext {
  const caller = { apiClientId: 0, clientCustomerId: null, isStaff: true, scopes: [...SCOPES] };
  return assembleContext(db.orm.em.fork(), {
    caller, customerId: null, shopId: null, sandbox, jobs: null, hub: null, destinations: new Destinations(), newLoaders: createLoaders, outbox: NO_EVENTS,
    typeInputs: () => {
      throw new Error('the CLI types no stored input');
    },
  });
}

export async function migrateCommand(db: CommandDatabase, out: Output): Promise<void> {
  const applied = await migrate(db.orm);
  print(out, { applied }, [applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.` : 'Nothing to apply: the database is up to date.']);
}

const tokenHint = (clientId: string, secret: string) => [
  'Get a token (the secret is shown only now: the database keeps its hash):',
  `  curl -s -X POST <base-url>/oauth/token -d grant_type=client_credentials -d client_id=${clientId} -d client_secret=${secret}`,
];

export async function inviteCommand(db: CommandDatabase, out: Output, name: string, scopes: Scope[]): Promise<void> {
  await requireMigrated(db.orm);
  const invitation = await withTransaction(operator(db), (tx) => createCustomerWithClient(tx.em, name, scopes));
  const warehouses = await db.orm.em.fork().count(CustomerWarehouse, { customer_id: invitation.customer.id }, { filters: false });
  print(
    out,
    {
      customer_id: invitation.customer.id,
      shop_id: invitation.shop.id,
      client_id: invitation.client_id,
      client_secret: invitation.client_secret,
      scopes: invitation.scopes,
      warehouses,
    },
    [
      `Invited customer ${invitation.customer.id} "${name}" (shop ${invitation.shop.id}, ${warehouses} warehouse(s)).`,
      `client_id:     ${invitation.client_id}`,
      `client_secret: ${invitation.client_secret}`,
      `scopes:        ${invitation.scopes.join(' ')}`,
      ...tokenHint(invitation.client_id, invitation.client_secret),
      ...(warehouses ? [] : ['No warehouse takes new customers yet: `forklift seed` adds demo ones and onboards this customer.']),
    ],
  );
}

export async function staffClientCommand(db: CommandDatabase, out: Output, name: string, scopes: Scope[]): Promise<void> {
  await requireMigrated(db.orm);
  const credentials = await withTransaction(operator(db), (tx) => createClient(tx.em, name, null, scopes));
  print(out, { ...credentials, scopes }, [
    `Created staff client "${name}": it acts for any customer (X-Customer-Id chooses one).`,
    `client_id:     ${credentials.client_id}`,
    `client_secret: ${credentials.client_secret}`,
    `scopes:        ${scopes.join(' ')}`,
    ...tokenHint(credentials.client_id, credentials.client_secret),
  ]);
}

export async function tokenCommand(db: CommandDatabase, out: Output, clientId: string, scope: string | undefined): Promise<void> {
  await requireMigrated(db.orm);
  const token = await issueTokenFor(operator(db).em, clientId, scope);
  print(out, token, [
    `access_token:  ${token.access_token}`,
    `refresh_token: ${token.refresh_token}`,
    `expires_in:    ${token.expires_in} s`,
    `scope:         ${token.scope}`,
    'Use it: curl -s <base-url>/api/v2/items -H "Authorization: Bearer <access_token>"',
  ]);
}

export async function revokeClientCommand(db: CommandDatabase, out: Output, clientId: string): Promise<void> {
  await requireMigrated(db.orm);
  const revoked = await withTransaction(operator(db), (tx) => revokeClient(tx, clientId));
  print(out, revoked, [
    `Revoked API client ${revoked.client_id} "${revoked.name}" (at ${revoked.revoked_at.toISOString()}): ${revoked.tokens_revoked} token(s) revoked.`,
    'It can get no new token; its open subscriptions close within seconds on every instance.',
  ]);
}

/**
 * The sandbox's demo facilities (warehouses with shelves of every role, shipping methods), once;
 * customers invited before them are onboarded into the new warehouses, as new ones would be.
 */
export async function seedCommand(db: CommandDatabase, out: Output): Promise<void> {
  await requireMigrated(db.orm);
  const result = await withTransaction(operator(db), async ({ em }) => {
    if (!(await seedDemoInventory(em))) return null;
    const customers = await em.find(Customer, {}, { filters: false, orderBy: { id: 'asc' } });
    for (const customer of customers) await onboardCustomer({ em }, customer.id);
    return {
      warehouses: await em.count(Warehouse, {}, { filters: false }),
      locations: await em.count(Location, {}, { filters: false }),
      shipping_methods: await em.count(ShippingMethod, {}, { filters: false }),
      customers_onboarded: customers.length,
    };
  });
  if (!result) {
    print(out, { seeded: false }, ['Warehouses exist already: nothing seeded.']);
    return;
  }
  print(out, { seeded: true, ...result }, [
    `Seeded ${result.warehouses} warehouses (${result.locations} locations) and ${result.shipping_methods} shipping methods;`
      + ` onboarded ${result.customers_onboarded} existing customer(s).`,
  ]);
}

export async function replayCommand(db: CommandDatabase, out: Output, sandbox: boolean, filter: ReplayFilter): Promise<void> {
  await requireMigrated(db.orm);
  const jobs = await startJobSender(db.url, [WEBHOOK_QUEUE]);
  try {
    const result = await replayEvents(operator(db, sandbox), jobs, filter);
    print(out, result, [
      result.events
        ? `Replayed ${result.events} event(s): ${result.deliveries} delivery(ies) queued; a running server posts them.`
        : 'No event matches: nothing replayed.',
    ]);
  } finally {
    await jobs.stop();
  }
}
