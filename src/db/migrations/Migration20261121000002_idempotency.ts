import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (src/idempotency/): one row per API client, customer and key, claimed before
 * the request runs, marked committed inside the mutation's own transaction, and holding the
 * response once it is known. Rows older than 24 h are ignored and purged.
 */
export class Migration20261121000002_idempotency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table idempotency_keys (
        id bigserial primary key,
        api_client_id int not null references api_clients(id) on delete cascade,
        -- The tenant the request acted for; null for a staff request acting for every customer.
        customer_id int references customers(id) on delete cascade,
        key varchar(255) not null,
        -- sha256 of method, path, query, body and X-Shop-Id: the same key on another request is refused.
        fingerprint char(64) not null,
        -- Who holds the key: a fresh uuid per claim. The commit mark and the stored response are
        -- written only by the holder, so a request whose claim was taken over cannot commit.
        claim uuid not null,
        -- The holder's lease, renewed while it runs; a claim left uncommitted past it was abandoned.
        claimed_at timestamptz not null,
        -- Set in the mutation's transaction: from then on the request must never run again.
        committed_at timestamptz,
        response_status smallint,
        response_headers jsonb,
        response_body bytea,
        created_at timestamptz not null default now(),
        constraint idempotency_keys_scope_uq unique nulls not distinct (api_client_id, customer_id, key)
      );
      create index idempotency_keys_created_idx on idempotency_keys(created_at);
    `);
  }
}
