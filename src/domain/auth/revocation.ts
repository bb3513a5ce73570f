import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { badInput, notFound } from '../../shared/errors';
import { OAuthError, authenticateClient, requireStaff } from './service';
import { sha256 } from './tokens';
import { credentialsChanged } from './caller-cache';

export interface RevocationRequest {
  client_id?: unknown;
  client_secret?: unknown;
  token?: unknown;
  token_type_hint?: unknown;
}

/**
 * RFC 7009: the client revokes one of its own access or refresh tokens. An access token ends with
 * its own refresh token (they are one row), and nothing else of its grant: a client that has
 * refreshed may revoke the access token it replaced, and keep the new one. A refresh token, spent or
 * not, ends its whole grant, every token refreshed from it included (§2.1: access tokens "based on
 * the same authorization grant"). An unknown, expired or already revoked token is answered as
 * success, as §2.2 asks, so a retry is harmless; a token issued to another client is refused and
 * left alone. token_type_hint is only a hint (§2.1): both kinds are looked up whatever it says.
 */
export async function revokeToken(em: EntityManager, req: RevocationRequest): Promise<void> {
  const client = await authenticateClient(em, req);
  if (typeof req.token !== 'string' || !req.token) throw new OAuthError(400, 'invalid_request', 'token is required');
  const hash = sha256(req.token);
  const [row] = await em.execute<{ api_client_id: number }[]>(
    'select api_client_id from access_tokens where token_hash = ? or refresh_hash = ? limit 1',
    [hash, hash],
  );
  if (!row) return;
  if (row.api_client_id !== client.id) throw new OAuthError(400, 'unauthorized_client', 'the token was not issued to this client');
  await em.execute(
    `update access_tokens set revoked_at = now()
     where revoked_at is null and (token_hash = ? or grant_id = (select grant_id from access_tokens where refresh_hash = ?))`,
    [hash, hash],
  );
  credentialsChanged();
}

export interface ClientRevocation {
  client_id: string;
  name: string;
  revoked_at: Date;
  /** Tokens that were still unrevoked and are revoked now. */
  tokens_revoked: number;
}

/**
 * Revokes an API client and every token it holds, in one statement: it can get no new token, each
 * of its tokens is refused from now on, and its live subscriptions close (sessions.ts). Revoking a
 * revoked client again changes nothing and says when it happened.
 */
export async function revokeClient(em: EntityManager, clientId: unknown): Promise<ClientRevocation> {
  if (typeof clientId !== 'string' || !/^[0-9a-f]{32}$/.test(clientId)) throw badInput('client_id', 'must be a client_id (32 hexadecimal characters)');
  const [row] = await em.execute<ClientRevocation[]>(
    `with client as (
       update api_clients set revoked_at = coalesce(revoked_at, now()) where client_id = ? returning id, client_id, name, revoked_at
     ), tokens as (
       update access_tokens t set revoked_at = now() from client c where t.api_client_id = c.id and t.revoked_at is null returning t.id
     )
     select c.client_id, c.name, c.revoked_at, (select count(*)::int from tokens) as tokens_revoked from client c`,
    [clientId],
  );
  if (!row) throw notFound('ApiClient', clientId);
  credentialsChanged();
  return { ...row, revoked_at: new Date(row.revoked_at) };
}

export function staffRevokeClient(ctx: RequestContext, clientId: string): Promise<ClientRevocation> {
  requireStaff(ctx, 'api_client_revoke');
  return revokeClient(ctx.em, clientId);
}
