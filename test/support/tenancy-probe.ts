import { Client, type QueryConfig } from 'pg';

/** A statement as it reached PostgreSQL: pg's text ($1, $2, …) and values. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

const PROBE_ROLE = 'forklift_tenancy_probe';

/**
 * Finds statements whose answer depends on another customer's rows: each captured read is run
 * again twice, as a role under row-level security that hides no customer and then one that hides
 * the other customer's rows, in one transaction (one `now()`), rolled back. A read scoped to its
 * caller's tenant (by the tenant filter, a compiled statement's own condition, or hand SQL's
 * `tenantCondition`) answers the same both times; one that forgot its tenant counts, lists or sums
 * the other's rows, and answers differently. The app's own role owns the tables and so is never
 * under these policies: they exist only for the probe.
 */
export class TenancyProbe {
  private constructor(private readonly databaseUrl: string) {}

  /** Row-level security on every table with a customer_id (and customers by id), for the probe's role only. */
  static async install(databaseUrl: string): Promise<TenancyProbe> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Roles are the cluster's: another database (another test run) may have made it already.
      await client.query(`do $$ begin create role ${PROBE_ROLE} nologin; exception when duplicate_object or unique_violation then null; end $$`);
      const { rows } = await client.query<{ table_name: string; column_name: string }>(
        `select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and (c.column_name = 'customer_id' or (c.table_name = 'customers' and c.column_name = 'id'))`,
      );
      await client.query(`grant usage on schema public to ${PROBE_ROLE}; grant select on all tables in schema public to ${PROBE_ROLE}`);
      for (const { table_name: table, column_name: column } of rows) {
        await client.query(
          `alter table "${table}" enable row level security;
           create policy tenancy_probe on "${table}" to ${PROBE_ROLE}
             using ("${column}" is distinct from nullif(current_setting('forklift.hidden_customer', true), '')::int)`,
        );
      }
    } finally {
      await client.end();
    }
    return new TenancyProbe(databaseUrl);
  }

  /** The statements every pg client of this process sends while `fn` runs. */
  static async capture(fn: () => Promise<unknown>): Promise<SentStatement[]> {
    const sent: SentStatement[] = [];
    const query = Client.prototype.query;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [first, second] = args as [string | QueryConfig, unknown[] | undefined];
      if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first.text === 'string') sent.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      await fn();
    } finally {
      spy.mockRestore();
    }
    return sent;
  }

  /** How many of `statements` are reads the probe runs again. */
  static reads(statements: SentStatement[]): number {
    return unique(statements.filter(isPlainRead)).length;
  }

  /** The reads among `statements` whose answer changes when `hidden`'s rows are hidden, each with how. */
  async leaks(statements: SentStatement[], hidden: number): Promise<string[]> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    const found: string[] = [];
    try {
      for (const s of unique(statements.filter(isPlainRead))) {
        await client.query('begin');
        try {
          await client.query(`set local role ${PROBE_ROLE}`);
          await client.query(`select set_config('forklift.hidden_customer', '', true)`);
          const all = await client.query({ text: s.text, values: s.values });
          await client.query(`select set_config('forklift.hidden_customer', $1, true)`, [String(hidden)]);
          const without = await client.query({ text: s.text, values: s.values });
          const [a, b] = [JSON.stringify(all.rows), JSON.stringify(without.rows)];
          if (a !== b) found.push(`${oneLine(s.text)} ${JSON.stringify(s.values)}: ${all.rowCount} row(s) → ${without.rowCount} without customer ${hidden}'s`);
        } catch (e) {
          throw new Error(`${oneLine(s.text)}: ${(e as Error).message}`);
        } finally {
          await client.query('rollback');
        }
      }
    } finally {
      await client.end();
    }
    return found;
  }
}

/**
 * A read of the service's own tables that changes nothing, so running it again is harmless: a
 * select (or a with … select) that writes, locks, notifies or draws nothing, and is not the job
 * queue's (pg-boss polls its own schema, which holds no customer's rows).
 */
function isPlainRead(s: SentStatement): boolean {
  const text = s.text.toLowerCase();
  return /^\s*(select|with)\b/.test(text) && !/\bpgboss\./.test(text) && !/\b(insert\s+into|update|delete\s+from|for\s+share|pg_advisory|pg_notify|nextval|set_config|pg_current_xact_id)\b/.test(text);
}

function unique(statements: SentStatement[]): SentStatement[] {
  const seen = new Set<string>();
  return statements.filter((s) => {
    const key = `${s.text}\u0000${JSON.stringify(s.values)}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 300);
