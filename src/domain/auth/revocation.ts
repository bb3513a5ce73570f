import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { badInput, notFound } from '../../shared/errors';
import { OAuthError, authenticateClient } from './service';
import { requireStaff } from '../common/access';
import { sha256 } from './tokens';
import { credentialsChanged } from './caller-cache';
import { revokeClientAndTokens, revokeTokenOrGrant, tokenOwner } from './store';

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
  const owner = await tokenOwner({ em }, hash);
  if (owner == null) return;
  if (owner !== client.id) throw new OAuthError(400, 'unauthorized_client', 'the token was not issued to this client');
  await revokeTokenOrGrant({ em }, hash);
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
export async function revokeClient(ctx: Pick<RequestContext, 'em'>, clientId: unknown): Promise<ClientRevocation> {
  if (typeof clientId !== 'string' || !/^[0-9a-f]{32}$/.test(clientId)) throw badInput('client_id', 'must be a client_id (32 hexadecimal characters)');
  const row = await revokeClientAndTokens(ctx, clientId);
  if (!row) throw notFound('ApiClient', clientId);
  credentialsChanged();
  return { ...row, revoked_at: new Date(row.revoked_at) };
}

export function staffRevokeClient(ctx: RequestContext, clientId: string): Promise<ClientRevocation> {
  requireStaff(ctx, 'api_client_revoke');
  return revokeClient(ctx, clientId);
}
