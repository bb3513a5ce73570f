import type { Db } from '../../db/store';
import { bareUnit, withTransaction } from '../../db/unit-of-work';
import { findLocked } from '../../db/row-lock';
import { pgArray } from '../../db/sql';
import type { Scope } from '../common/scopes';
import { AccessToken, ApiClient } from './entities';

/**
 * API clients and access tokens: the only auth code that touches the database. Auth rows are not
 * tenant data (they are read before any tenant is known), so no read here takes the tenant filter.
 */

const NO_TENANT = { filters: { tenant: false } } as const;

/** Runs `work` in a transaction of its own (a token is issued, or a grant refreshed, whole or not at all). */
export const inTransaction = <T>(ctx: Db, work: (tx: Db) => Promise<T>): Promise<T> => withTransaction(bareUnit(ctx.em), work);

/** A new client, written at once. */
export async function insertClient(ctx: Db, fields: Omit<ApiClient, 'id' | 'created_at'>): Promise<ApiClient> {
  const client = ctx.em.create(ApiClient, fields as ApiClient);
  await ctx.em.persistAndFlush(client);
  return client;
}

/** A new token pair, written at once. */
export async function insertToken(ctx: Db, fields: Omit<AccessToken, 'id' | 'created_at' | 'refreshed_at'>): Promise<void> {
  ctx.em.create(AccessToken, fields as AccessToken);
  await ctx.em.flush();
}

/** The unrevoked client with this client_id, or null. */
export const activeClient = (ctx: Db, clientId: string) => ctx.em.findOne(ApiClient, { client_id: clientId, revoked_at: null }, NO_TENANT);

/**
 * The client's token whose refresh token hashes to `refreshHash`, locked FOR UPDATE, waiting (not
 * SKIP LOCKED): a racing refresh must see this one's spend, as a reuse.
 */
export const lockRefreshToken = (ctx: Db, refreshHash: string, apiClientId: number) =>
  findLocked(ctx.em, AccessToken, { refresh_hash: refreshHash, api_client_id: apiClientId });

/** Revokes every unrevoked token of the grant. */
export const revokeGrant = (ctx: Db, grantId: string) =>
  ctx.em.nativeUpdate(AccessToken, { grant_id: grantId, revoked_at: null }, { revoked_at: new Date() }, NO_TENANT);


/** Who a live bearer token (by hash) acts as, in one joined statement: an unrevoked, unexpired token of an unrevoked client. */
export async function callerOfToken(ctx: Db, tokenHash: string) {
  const [row] = await ctx.em.execute<{ api_client_id: number; customer_id: number | null; scopes: Scope[]; expires_at: Date }[]>(
    `select t.api_client_id, c.customer_id, t.scopes, t.expires_at from access_tokens t
     join api_clients c on c.id = t.api_client_id and c.revoked_at is null
     where t.token_hash = ? and t.revoked_at is null and t.expires_at > now()`,
    [tokenHash],
  );
  return row ?? null;
}

/** The client a token was issued to, by the hash of its access or its refresh token, or null. */
export async function tokenOwner(ctx: Db, hash: string): Promise<number | null> {
  const [row] = await ctx.em.execute<{ api_client_id: number }[]>(
    'select api_client_id from access_tokens where token_hash = ? or refresh_hash = ? limit 1',
    [hash, hash],
  );
  return row?.api_client_id ?? null;
}

/** Revokes the access token hashing to `hash` (with its own refresh token), or the whole grant of the refresh token hashing to it. */
export async function revokeTokenOrGrant(ctx: Db, hash: string): Promise<void> {
  await ctx.em.execute(
    `update access_tokens set revoked_at = now()
     where revoked_at is null and (token_hash = ? or grant_id = (select grant_id from access_tokens where refresh_hash = ?))`,
    [hash, hash],
  );
}

/** Revokes the client (keeping an earlier revocation's time) and every token it holds, in one statement; null for no such client. */
export async function revokeClientAndTokens(ctx: Db, clientId: string) {
  const [row] = await ctx.em.execute<{ client_id: string; name: string; revoked_at: Date; tokens_revoked: number }[]>(
    `with client as (
       update api_clients set revoked_at = coalesce(revoked_at, now()) where client_id = ? returning id, client_id, name, revoked_at
     ), tokens as (
       update access_tokens t set revoked_at = now() from client c where t.api_client_id = c.id and t.revoked_at is null returning t.id
     )
     select c.client_id, c.name, c.revoked_at, (select count(*)::int from tokens) as tokens_revoked from client c`,
    [clientId],
  );
  return row ?? null;
}

/** Whether each token (by hash) is live, revoked or expired; a token gone altogether (pruned) counts as revoked. */
export const tokenStates = (ctx: Db, hashes: readonly string[]) =>
  ctx.em.getConnection().execute<{ token_hash: string; state: 'live' | 'revoked' | 'expired' }[]>(
    `select h.hash as token_hash,
       case when t.id is null or t.revoked_at is not null or c.revoked_at is not null then 'revoked'
            when t.expires_at <= now() then 'expired' else 'live' end as state
     from unnest(?::text[]) as h(hash)
     left join access_tokens t on t.token_hash = h.hash
     left join api_clients c on c.id = t.api_client_id`,
    [pgArray(hashes)],
  );
