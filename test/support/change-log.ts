import type { TestApp } from './app';

/** Tables the webhook worker writes on its own schedule (deliveries, attempts, a subscription's failure count), after the request that caused them has answered. */
const ASYNC_TABLES = new Set(['webhook_deliveries', 'webhook_delivery_attempts', 'notification_subscriptions']);

/**
 * The rate limiter's buckets: every request draws from its caller's, refused or not, so they are not
 * the request's change. The dashboard tallies: a request's deltas come from its writes to orders,
 * lines and events (logged there), and the compaction sweep rewrites every tenant's every 10 s.
 */
const UNLOGGED_TABLES = ['mikro_orm_migrations', 'rate_limits', 'order_tallies', 'event_tallies', 'event_day_tallies'];

/** A committed row change: its table and the customer the row belongs to (null for shared rows). */
export interface Change {
  table: string;
  customer_id: number | null;
}

export interface ChangeLog {
  /** The position after the last change committed so far. */
  mark(): Promise<number>;
  /** Changes committed since the mark. */
  since(mark: number): Promise<Change[]>;
  /**
   * Rows that reference another customer's row: a foreign key from a table with customer_id to
   * another such table, where the two customer_ids differ. Always empty when tenancy holds.
   */
  crossTenantReferences(): Promise<string[]>;
}

/**
 * Every committed insert, update and delete in the test's database, logged by a row trigger on
 * every table with the customer it belongs to: "nothing changed" is then one cheap query rather
 * than a comparison of whole tables, and it also catches a write that leaves the row as it was.
 * A refused request's transaction rolls back, taking its log rows with it.
 */
export async function installChangeLog(app: TestApp): Promise<ChangeLog> {
  const tables: string[] = (
    await app.sql("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1))", [UNLOGGED_TABLES])
  ).map((r) => r.table_name);
  await app.sql(`
    create table test_change_log (id bigserial primary key, table_name text not null, customer_id int);
    create function test_log_change() returns trigger language plpgsql as $$
    declare row jsonb := to_jsonb(case when TG_OP = 'DELETE' then OLD else NEW end);
    begin
      insert into test_change_log (table_name, customer_id) values (TG_TABLE_NAME, case
        when TG_TABLE_NAME = 'customers' then (row->>'id')::int
        when TG_TABLE_NAME = 'webhook_delivery_attempts' then (select customer_id from webhook_deliveries where id = (row->>'delivery_id')::bigint)
        when TG_TABLE_NAME = 'access_tokens' then (select customer_id from api_clients where id = (row->>'api_client_id')::int)
        when TG_TABLE_NAME = 'saved_search_orders' then (select customer_id from saved_searches where id = (row->>'saved_search_id')::int)
        when TG_TABLE_NAME = 'order_bulk_resources' then (select customer_id from order_bulk_jobs where id = (row->>'job_id')::int)
        else (row->>'customer_id')::int end);
      return null;
    end $$;
    ${tables.map((t) => `create trigger test_log_change after insert or update or delete on ${t} for each row execute function test_log_change();`).join('\n')}
  `);

  const tenantTables = new Set(
    (await app.sql("select table_name from information_schema.columns where table_schema = 'public' and column_name = 'customer_id'")).map((r) => r.table_name),
  );
  const keys: { table: string; column: string; target: string }[] = await app.sql(
    `select c.conrelid::regclass::text as table, a.attname as column, c.confrelid::regclass::text as target
     from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and array_length(c.conkey, 1) = 1 and a.attname <> 'customer_id'`,
  );
  const tenantKeys = keys.filter((k) => tenantTables.has(k.table) && tenantTables.has(k.target));
  if (!tenantKeys.length) throw new Error('no foreign keys between tenant tables: the reference check would prove nothing');
  const referencesQuery = tenantKeys
    .map((k) => `select '${k.table}.${k.column} → ${k.target}' as key, count(*)::int as n from ${k.table} t join ${k.target} r on r.id = t.${k.column} where r.customer_id <> t.customer_id`)
    .join(' union all ');

  return {
    mark: async () => Number((await app.sql('select coalesce(max(id), 0) as id from test_change_log'))[0].id),
    since: async (mark) => app.sql('select table_name as table, customer_id from test_change_log where id > $1 order by id', [mark]),
    crossTenantReferences: async () => (await app.sql(referencesQuery)).filter((r) => r.n > 0).map((r) => `${r.key}: ${r.n}`),
  };
}

/** Tables where anything changed, but the webhook worker's later writes for other customers than `guarded`. */
export const anyChange = (changes: Change[], guarded: number) =>
  [...new Set(changes.filter((c) => !ASYNC_TABLES.has(c.table) || c.customer_id === guarded).map((c) => c.table))];

/** Tables where a row of the customer's changed. */
export const changesOf = (changes: Change[], customerId: number) => [...new Set(changes.filter((c) => c.customer_id === customerId).map((c) => c.table))];
