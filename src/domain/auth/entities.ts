import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties } from '../common/entity';
import type { Scope } from '../common/scopes';
import { ACCESS_TOKEN_SPEC, API_CLIENT_SPEC } from './fields';

/** An OAuth client. customer_id null = a staff client that may act for any customer. */
export class ApiClient {
  id!: number;
  name!: string;
  client_id!: string;
  /** sha256 of the secret: secrets are 256 random bits, so a slow hash adds nothing. */
  secret_hash!: string;
  customer_id: number | null = null;
  scopes!: Scope[];
  created_at!: Date;
  revoked_at: Date | null = null;
}

const clientColumns = specProperties<ApiClient>(API_CLIENT_SPEC);

export const ApiClientSchema = new EntitySchema<ApiClient>({
  class: ApiClient,
  tableName: 'api_clients',
  properties: {
    id: idProperty,
    ...clientColumns,
    client_id: { ...clientColumns.client_id, unique: true },
    // Never serialized, whatever renders a client.
    secret_hash: { ...clientColumns.secret_hash, hidden: true },
    scopes: { type: 'string[]', columnType: 'text[]' },
    created_at: { type: 'Date', onCreate: () => new Date() },
    // The columns come from API_CLIENT_SPEC, which the compiler cannot map key by key.
  } as never,
});

/** An issued bearer token and its refresh token, both stored only as sha256 hashes. */
export class AccessToken {
  id!: number;
  api_client_id!: number;
  /** The grant it belongs to: a client_credentials grant and every token refreshed from it (a reuse revokes them all). */
  grant_id!: string;
  token_hash!: string;
  refresh_hash!: string;
  /** When its refresh token was spent; the access token lives on to its expiry. */
  refreshed_at: Date | null = null;
  scopes!: Scope[];
  expires_at!: Date;
  refresh_expires_at!: Date;
  revoked_at: Date | null = null;
  created_at!: Date;
}

const tokenColumns = specProperties<AccessToken>(ACCESS_TOKEN_SPEC);

export const AccessTokenSchema = new EntitySchema<AccessToken>({
  class: AccessToken,
  tableName: 'access_tokens',
  properties: {
    id: idProperty,
    ...tokenColumns,
    token_hash: { ...tokenColumns.token_hash, unique: true },
    refresh_hash: { ...tokenColumns.refresh_hash, unique: true },
    grant_id: { type: 'uuid', defaultRaw: 'gen_random_uuid()' },
    scopes: { type: 'string[]', columnType: 'text[]' },
    created_at: { type: 'Date', onCreate: () => new Date() },
    // The columns come from ACCESS_TOKEN_SPEC, which the compiler cannot map key by key.
  } as never,
});
