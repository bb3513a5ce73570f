import { Migration } from '@mikro-orm/migrations';

/**
 * Per-client token buckets shared by every instance (src/limits/buckets.ts). Unlogged: a bucket is
 * seconds of state, and after a crash every client simply starts with a full one, so no WAL is
 * written for the statement each request makes. Rows are updated in place constantly; free room
 * on each page keeps those updates HOT (no index churn).
 */
export class Migration20261121000001_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create unlogged table rate_limits (
        key text primary key,
        tokens double precision not null,
        updated_at timestamptz not null
      ) with (fillfactor = 70);
    `);
  }
}
