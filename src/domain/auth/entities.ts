import { EntitySchema } from '@mikro-orm/core';
import { idProperty } from '../common/entity';
import type { Scope } from '../common/scopes';

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

export const ApiClientSchema = new EntitySchema<ApiClient>({
  class: ApiClient,
  tableName: 'api_clients',
  properties: {
    id: idProperty,
    name: { type: 'string' },
    client_id: { type: 'string', unique: true },
    secret_hash: { type: 'string', hidden: true },
    customer_id: { type: 'integer', nullable: true },
    scopes: { type: 'string[]', columnType: 'text[]' },
    created_at: { type: 'Date', onCreate: () => new Date() },
    revoked_at: { type: 'Date', nullable: true },
  },
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

export const AccessTokenSchema = new EntitySchema<AccessToken>({
  class: AccessToken,
  tableName: 'access_tokens',
  properties: {
    id: idProperty,
    api_client_id: { type: 'integer' },
    grant_id: { type: 'uuid', defaultRaw: 'gen_random_uuid()' },
    token_hash: { type: 'string', unique: true },
    refresh_hash: { type: 'string', unique: true },
    refreshed_at: { type: 'Date', nullable: true },
    scopes: { type: 'string[]', columnType: 'text[]' },
    expires_at: { type: 'Date' },
    refresh_expires_at: { type: 'Date' },
    revoked_at: { type: 'Date', nullable: true },
    created_at: { type: 'Date', onCreate: () => new Date() },
  },
});
