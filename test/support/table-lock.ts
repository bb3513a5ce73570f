import { Client } from 'pg';

/** A table lock a test holds on a connection of its own, to keep a request's statement waiting at it. */
export interface HeldLock {
  /** Ends the transaction holding the lock (its work, if any, committed or not) and the connection. */
  release(how?: 'commit' | 'rollback'): Promise<void>;
}

/** Takes `table` in ACCESS EXCLUSIVE mode, which every statement reading or writing it waits for, until `release`. */
export async function lockTable(databaseUrl: string, table: string): Promise<HeldLock> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`lock table ${client.escapeIdentifier(table)} in access exclusive mode`);
  } catch (e) {
    await client.end();
    throw e;
  }
  let released = false;
  return {
    async release(how = 'rollback') {
      if (released) return;
      released = true;
      try {
        await client.query(how);
      } finally {
        await client.end();
      }
    },
  };
}
