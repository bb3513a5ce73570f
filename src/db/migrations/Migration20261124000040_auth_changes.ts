import { Migration } from '@mikro-orm/migrations';

/**
 * Two things that let each instance keep hot state in memory (README "Limits", "Authentication"):
 * - rate_limits.granted: how many units the last draw handed to an instance's lease (src/limits/buckets.ts);
 *   the statement's RETURNING sees only the new row, so the grant is written beside the level.
 * - a NOTIFY on `forklift_auth` whenever a token or an API client changes or goes (revoked, expired
 *   early, pruned), however it is changed — the service, the CLI or plain SQL — so every instance
 *   drops the caller it cached for it (src/domain/auth/caller-cache.ts).
 */
export class Migration20261124000040_auth_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rate_limits add column granted double precision not null default 0;`);
    this.addSql(`
      create function forklift_notify_auth_change() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'access_tokens' then
          perform pg_notify('forklift_auth', 'token:' || old.token_hash);
        else
          perform pg_notify('forklift_auth', 'client:' || old.id);
        end if;
        return null;
      end $$;
    `);
    this.addSql(`create trigger access_tokens_changed after update of revoked_at, expires_at, scopes, api_client_id or delete on access_tokens for each row execute function forklift_notify_auth_change();`);
    this.addSql(`create trigger api_clients_changed after update of revoked_at, customer_id, scopes or delete on api_clients for each row execute function forklift_notify_auth_change();`);
  }
}
