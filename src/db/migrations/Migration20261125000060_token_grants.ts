import { Migration } from '@mikro-orm/migrations';

/**
 * Refresh rotation as RFC 9700 §4.14.2 describes it (src/domain/auth/service.ts):
 * - grant_id: every token issued by refreshing, however many times, belongs to the grant of the
 *   token it came from, so a reused refresh token can revoke them all. A token made before (or
 *   inserted by hand) is a grant of its own.
 * - refreshed_at: when its refresh token was spent. A refresh no longer revokes the token it spends
 *   (its access token lives to its expiry), so spent and revoked are told apart.
 */
export class Migration20261125000060_token_grants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table access_tokens add column grant_id uuid not null default gen_random_uuid(), add column refreshed_at timestamptz;
      create index access_tokens_grant_idx on access_tokens(grant_id);
    `);
  }
}
