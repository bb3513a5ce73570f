import { serviceColumnSpec } from '../common/columns';

/**
 * The columns of API clients and access tokens, said once (common/columns.ts): the entities map
 * them and test/schema-consistency.test.ts holds the migrations to them. Credentials are made by
 * the service (invitations, the token endpoint), never written as given; secrets and tokens are
 * stored only as sha256 hashes. Scopes (arrays) and the grant id (a uuid) are beside the specs.
 */

export const API_CLIENT_SPEC = serviceColumnSpec({
  name: { kind: 'string', nullable: false },
  client_id: { kind: 'string', nullable: false },
  secret_hash: { kind: 'string', nullable: false },
  customer_id: 'integer',
  revoked_at: 'datetime',
});

export const ACCESS_TOKEN_SPEC = serviceColumnSpec({
  api_client_id: { kind: 'integer', nullable: false },
  token_hash: { kind: 'string', nullable: false },
  refresh_hash: { kind: 'string', nullable: false },
  refreshed_at: 'datetime',
  expires_at: { kind: 'datetime', nullable: false },
  refresh_expires_at: { kind: 'datetime', nullable: false },
  revoked_at: 'datetime',
});
