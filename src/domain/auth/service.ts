import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller, RequestContext } from '../context';
import type { Customer, Shop } from '../customers/entities';
import { addCustomerWithShop, anyTenantsShop, customerExists } from '../customers/service';
import { ForkliftError, badInput, forbidden } from '../../shared/errors';
import { requireStaff } from '../common/access';
import type { ApiClient } from './entities';
import { SCOPES, type Scope } from '../common/scopes';
import { onboardCustomer } from '../warehouses/onboarding';
import { activeClient, callerOfToken, inTransaction, insertClient, insertToken, lockRefreshToken, revokeGrant } from './store';
import { credentialsChanged, type CallerCache } from './caller-cache';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, newClientId, newSecret, sameHash, sha256 } from './tokens';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

export interface ClientCredentials {
  client_id: string;
  client_secret: string;
}

export class OAuthError extends Error {
  constructor(readonly status: 400 | 401, readonly error: string, message: string) {
    super(message);
  }
}

/**
 * The original V2 API's scope names, as this service's: `app_read` reads, `app_manage` reads and
 * writes, `app_create_user` (staff applications only) creates customers, which staff do with the
 * write scope. A token carries this service's names.
 */
const V2_SCOPE_ALIASES: Readonly<Record<string, { scopes: Scope[]; staffOnly?: boolean }>> = {
  app_read: { scopes: ['user_read'] },
  app_manage: { scopes: ['user_read', 'user_manage'] },
  app_create_user: { scopes: ['user_read', 'user_manage'], staffOnly: true },
};

export function parseScopes(raw: unknown, field = 'scope', staff = true): Scope[] {
  if (raw == null || raw === '') return [...SCOPES];
  const list = Array.isArray(raw) ? raw.map(String) : String(raw).split(/[\s,]+/).filter(Boolean);
  const known = [...SCOPES, ...Object.keys(V2_SCOPE_ALIASES)];
  const unknown = list.filter((s) => !known.includes(s));
  if (unknown.length) throw badInput(field, `has unknown scope ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const staffOnly = list.filter((s) => V2_SCOPE_ALIASES[s]?.staffOnly);
  if (staffOnly.length && !staff) throw badInput(field, `has ${staffOnly.join(', ')}, which only staff clients may hold`);
  return [...new Set(list.flatMap((s) => V2_SCOPE_ALIASES[s]?.scopes ?? [s as Scope]))];
}

/** A new API client of the customer (null: a staff client) with the scopes, and its one-time secret. */
export const createClient = (em: EntityManager, name: string, customerId: number | null, scopes: Scope[]) => newClient({ em }, name, customerId, scopes);

async function newClient(db: Pick<RequestContext, 'em'>, name: string, customerId: number | null, scopes: Scope[]): Promise<ClientCredentials> {
  const secret = newSecret();
  const client = await insertClient(db, {
    name,
    client_id: newClientId(),
    secret_hash: sha256(secret),
    customer_id: customerId,
    scopes,
    revoked_at: null,
  });
  return { client_id: client.client_id, client_secret: secret };
}

/** A new token pair in `grantId`'s grant: a new grant's (client_credentials), or the refreshed token's. */
async function issue(tx: Pick<RequestContext, 'em'>, client: ApiClient, scopes: Scope[], grantId: string = randomUUID()): Promise<IssuedToken> {
  const access = newSecret();
  const refresh = newSecret();
  const now = Date.now();
  await insertToken(tx, {
    api_client_id: client.id,
    grant_id: grantId,
    token_hash: sha256(access),
    refresh_hash: sha256(refresh),
    scopes,
    expires_at: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000),
    refresh_expires_at: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
    revoked_at: null,
  });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refresh,
    scope: scopes.join(' '),
    created_at: Math.floor(now / 1000),
  };
}

/**
 * What a new token carries: every scope it may have (`allowed`: the client's, or on a refresh the
 * spent token's, RFC 6749 §6) unless fewer are asked for, never more.
 */
function requestedScopes(client: ApiClient, raw: unknown, allowed: Scope[] = client.scopes, refreshing = false): Scope[] {
  if (raw == null || raw === '') return allowed;
  let requested: Scope[];
  try {
    requested = parseScopes(raw, 'scope', client.customer_id == null);
  } catch (e) {
    throw new OAuthError(400, 'invalid_scope', (e as Error).message);
  }
  if (requested.some((s) => !allowed.includes(s))) {
    throw new OAuthError(400, 'invalid_scope', `${refreshing ? 'a refreshed token' : 'this client'} may only carry: ${allowed.join(' ')}`);
  }
  return requested;
}

/**
 * A token for a client, issued by an operator (`forklift token`) rather than through /oauth/token:
 * no secret is asked for, since whoever reaches the database can make clients anyway.
 */
export async function issueTokenFor(em: EntityManager, clientId: string, scope?: string): Promise<IssuedToken> {
  const client = await activeClient({ em }, clientId);
  if (!client) throw new OAuthError(400, 'invalid_client', `no active API client has client_id ${clientId}`);
  const scopes = requestedScopes(client, scope);
  return inTransaction({ em }, (tx) => issue(tx, client, scopes));
}

export interface TokenRequest {
  grant_type?: unknown;
  client_id?: unknown;
  client_secret?: unknown;
  refresh_token?: unknown;
  scope?: unknown;
}

/** The client a token or revocation request authenticates as (RFC 6749 §2.3.1); a revoked client is no client. */
export async function authenticateClient(em: EntityManager, req: { client_id?: unknown; client_secret?: unknown }): Promise<ApiClient> {
  if (typeof req.client_id !== 'string' || typeof req.client_secret !== 'string') {
    throw new OAuthError(401, 'invalid_client', 'client_id and client_secret are required');
  }
  const client = await activeClient({ em }, req.client_id);
  if (!client || !sameHash(client.secret_hash, sha256(req.client_secret))) {
    throw new OAuthError(401, 'invalid_client', 'client authentication failed');
  }
  return client;
}

/** RFC 6749 token endpoint: client_credentials, and refresh_token (which rotates the refresh token). */
export async function grantToken(em: EntityManager, req: TokenRequest): Promise<IssuedToken> {
  if (req.grant_type !== 'client_credentials' && req.grant_type !== 'refresh_token') {
    throw new OAuthError(400, 'unsupported_grant_type', 'grant_type must be client_credentials or refresh_token');
  }
  const client = await authenticateClient(em, req);
  if (req.grant_type === 'client_credentials') return inTransaction({ em }, (tx) => issue(tx, client, requestedScopes(client, req.scope)));
  if (typeof req.refresh_token !== 'string') throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
  const refreshToken = req.refresh_token;
  // 'reused' commits the grant's revocation before it is refused: a refusal thrown inside would roll it back.
  const issued = await inTransaction({ em }, (tx) => refresh(tx, client, refreshToken, req.scope));
  if (issued !== 'reused') return issued;
  credentialsChanged();
  throw new OAuthError(400, 'invalid_grant', 'refresh_token was already used; every token of its grant is now revoked (get a new one with client_credentials)');
}

/**
 * Refresh token rotation as RFC 9700 §4.14.2 describes it. The refresh token is spent (refreshed_at)
 * and a new pair issued in the same grant; the spent token's access token is left to live to its own
 * expiry (at most ACCESS_TOKEN_TTL_SECONDS), so workers still holding it are not cut off mid-flight.
 * A refresh token spent before and presented again means two parties hold it (one of them stole it),
 * and the server cannot tell which is the client: every token of the grant is revoked ('reused').
 * The row is locked, so of two refreshes racing with one token, the second is a reuse.
 */
async function refresh(tx: Pick<RequestContext, 'em'>, client: ApiClient, refreshToken: string, scope: unknown): Promise<IssuedToken | 'reused'> {
  // Locked, waiting: a racing refresh must see this one's spend, as a reuse.
  const old = await lockRefreshToken(tx, sha256(refreshToken), client.id);
  if (old?.refreshed_at) {
    await revokeGrant(tx, old.grant_id);
    return 'reused';
  }
  if (!old || old.revoked_at || old.refresh_expires_at <= new Date()) throw new OAuthError(400, 'invalid_grant', 'refresh_token is invalid, expired or revoked');
  const scopes = requestedScopes(client, scope, old.scopes.filter((s) => client.scopes.includes(s)), true);
  old.refreshed_at = new Date();
  return issue(tx, client, scopes, old.grant_id);
}

/**
 * Resolves a bearer token to its caller, from the instance's cache when it holds it (one joined
 * statement otherwise, through the EntityManager `db` gives: a cached caller needs none made).
 * Throws UNAUTHENTICATED for anything else.
 */
export async function authenticate(db: () => EntityManager, authorization: string | undefined, cache?: CallerCache): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new ForkliftError('UNAUTHENTICATED', 'a bearer token is required (Authorization: Bearer <token>)');
  const hash = sha256(match[1]);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const row = await callerOfToken({ em: db() }, hash);
  if (!row) throw new ForkliftError('UNAUTHENTICATED', 'the bearer token is invalid or expired');
  const caller: Caller = { apiClientId: row.api_client_id, clientCustomerId: row.customer_id, isStaff: row.customer_id == null, scopes: row.scopes };
  cache?.set(hash, caller, new Date(row.expires_at), generation);
  return caller;
}

function headerId(name: string, raw: string | undefined): number | null {
  if (raw == null || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw.trim())) throw badInput(name, 'must be an integer id');
  return Number(raw);
}

/**
 * Which customer and shop a request acts for. A customer client acts only for itself (a foreign
 * X-Customer-Id is 403); a staff client chooses with X-Customer-Id. X-Shop-Id must be the customer's.
 */
export async function resolveTenant(
  em: EntityManager,
  caller: Caller,
  headers: { customerId?: string; shopId?: string },
): Promise<{ customerId: number | null; shopId: number | null }> {
  const asked = headerId('X-Customer-Id', headers.customerId);
  let customerId = caller.clientCustomerId;
  if (caller.isStaff) {
    if (asked != null && !(await customerExists({ em }, asked))) {
      throw badInput('X-Customer-Id', `names no customer (${asked})`);
    }
    customerId = asked;
  } else if (asked != null && asked !== caller.clientCustomerId) {
    throw forbidden('X-Customer-Id names a customer this client may not act for');
  }
  const shopId = headerId('X-Shop-Id', headers.shopId);
  if (shopId != null) {
    const shop = await anyTenantsShop({ em }, shopId);
    if (!shop || (customerId != null && shop.customer_id !== customerId)) {
      throw forbidden('X-Shop-Id names a shop this request may not act for');
    }
    customerId ??= shop.customer_id;
  }
  return { customerId, shopId };
}

export function requireScope(ctx: Pick<RequestContext, 'caller'>, scope: Scope): void {
  // user_manage is the write scope and includes reading.
  const ok = ctx.caller.scopes.includes(scope) || (scope === 'user_read' && ctx.caller.scopes.includes('user_manage'));
  if (!ok) throw forbidden(`this token lacks the ${scope} scope`);
}

export interface Invitation extends ClientCredentials {
  customer: Customer;
  shop: Shop;
  scopes: Scope[];
}

/** Access is by invitation: a staff caller creates a customer, its first shop and its API client. */
export async function inviteCustomer(ctx: RequestContext, input: { name: string; scopes?: string[] | null }): Promise<Invitation> {
  requireStaff(ctx, 'customer_invite');
  const name = customerName(input.name);
  const scopes = parseScopes(input.scopes, 'scopes', false);
  return invite(ctx, name, scopes);
}

/** Names its shop and API client too ("<name> API client"), which must fit their 255 characters. */
const MAX_CUSTOMER_NAME = 200;

export function customerName(raw: string | null | undefined): string {
  const name = raw?.trim();
  if (!name) throw badInput('name', 'is required');
  if (name.length > MAX_CUSTOMER_NAME) throw badInput('name', `is at most ${MAX_CUSTOMER_NAME} characters`);
  return name;
}

/** A customer with its first shop and API client, onboarded into the open warehouses (the CLI's and the sandbox's invitation). */
export const createCustomerWithClient = (em: EntityManager, name: string, scopes: Scope[]) => invite({ em }, name, scopes);

async function invite(db: Pick<RequestContext, 'em'>, name: string, scopes: Scope[]): Promise<Invitation> {
  const { customer, shop } = await addCustomerWithShop(db, name);
  await onboardCustomer(db, customer.id);
  const credentials = await newClient(db, `${name} API client`, customer.id, scopes);
  return { customer, shop, scopes, ...credentials };
}
