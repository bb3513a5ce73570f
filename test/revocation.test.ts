import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../src/domain/common/scopes';
import { createClient } from '../src/domain/auth/service';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import { startServer, type RunningServer } from '../src/server';
import { startTestApp, type TestApp } from './support/app';
import { newItemId } from './support/factories';
import { subscribe, type Subscriber } from './support/subscriptions';
import { forkForAll } from '../src/db/tenancy';

/*
 * Two server instances on one database: sessions are checked every 200 ms here (1 s by default), so
 * "within seconds" is measured against a 5 s bound.
 */
const CHECK_MS = 200;
const WITHIN_MS = 5_000;

let app: TestApp;
let second: { orm: MikroORM; server: RunningServer };
beforeAll(async () => {
  app = await startTestApp({ sessionCheckMs: CHECK_MS });
  const orm = await initOrm(app.databaseUrl, ENTITIES, { poolSize: 3 });
  second = { orm, server: await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false, sessionCheckMs: CHECK_MS }) };
}, 60_000);
afterAll(async () => {
  await second?.server.close();
  await second?.orm.close();
  await app?.close();
});

interface Client {
  client_id: string;
  client_secret: string;
}

async function newClient(name: string, customerId: number | null = app.customers.a): Promise<Client> {
  const em = forkForAll(app.orm);
  return createClient(em, name, customerId, [...SCOPES]);
}

async function grant(client: Client): Promise<{ access_token: string; refresh_token: string }> {
  const res = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...client } });
  expect(res.status).toBe(200);
  return res.body;
}

const revoke = (body: Record<string, unknown> | string, url = app.url) =>
  typeof body === 'string'
    ? fetch(`${url}/oauth/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).then(async (r) => ({ status: r.status, body: await r.json(), headers: r.headers }))
    : fetch(`${url}/oauth/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json(), headers: r.headers }));

const EVENTS = 'subscription { events(kinds: ["item.created"]) { id } }';
const listenOn = (url: string, token: string) => subscribe(url, EVENTS, {}, { token });

/** Resolves with the close code and how long it took, or fails after WITHIN_MS. */
async function closedWithin(s: Subscriber<unknown>, since: number): Promise<{ code: number; ms: number }> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    s.closed,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not closed within ${WITHIN_MS} ms`)), WITHIN_MS))),
  ]).finally(() => clearTimeout(timer));
  return { code: closed.code, ms: Date.now() - since };
}

const works = async (token: string) => (await app.gql('{ viewer { staff } }', {}, token)).status === 200;

describe('POST /oauth/revoke (RFC 7009)', () => {
  it('revokes an access token: its live subscriptions close with 4403 on both instances, other tokens live on', async () => {
    const client = await newClient('Revoke access');
    const doomed = await grant(client);
    const kept = await grant(client);
    const here = await listenOn(app.url, doomed.access_token);
    const there = await listenOn(second.server.url, doomed.access_token);
    const bystander = await listenOn(second.server.url, kept.access_token);

    const since = Date.now();
    const res = await revoke({ ...client, token: doomed.access_token, token_type_hint: 'access_token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const closes = await Promise.all([closedWithin(here, since), closedWithin(there, since)]);
    expect(closes.map((c) => c.code)).toEqual([4403, 4403]);
    console.log(`revocation: access token's sessions closed on both instances in ${closes.map((c) => c.ms).join(' / ')} ms (check every ${CHECK_MS} ms)`);

    expect(await works(doomed.access_token)).toBe(false);
    // Its refresh token went with it (one grant); the other token and its session are untouched.
    const refresh = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: doomed.refresh_token, ...client } });
    expect(refresh.body.error).toBe('invalid_grant');
    expect(await works(kept.access_token)).toBe(true);
    const [row] = await app.sql('select count(*)::int as n from access_tokens where revoked_at is null and api_client_id = (select id from api_clients where client_id = $1)', [client.client_id]);
    expect(row.n).toBe(1);
    await bystander.close();
  });

  it('revokes by refresh token (form body, Basic client auth), ending the access token too', async () => {
    const client = await newClient('Revoke refresh');
    const issued = await grant(client);
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64');
    const res = await fetch(`${app.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: `token=${encodeURIComponent(issued.refresh_token)}&token_type_hint=refresh_token`,
    });
    expect(res.status).toBe(200);
    expect(await works(issued.access_token)).toBe(false);
  });

  it('after a refresh: revoking the replaced access token keeps the new one; revoking a refresh token ends the whole grant', async () => {
    const client = await newClient('Revoke after refresh');
    const refresh = async (refresh_token: string) => (await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token, ...client } })).body;
    const first = await grant(client);
    const next = await refresh(first.refresh_token);
    expect((await revoke({ ...client, token: first.access_token })).status).toBe(200);
    expect([await works(first.access_token), await works(next.access_token)]).toEqual([false, true]);

    const last = await refresh(next.refresh_token);
    const session = await listenOn(second.server.url, next.access_token);
    const since = Date.now();
    // The spent refresh token still names the grant: every token of it ends, and their sessions close.
    expect((await revoke({ ...client, token: first.refresh_token, token_type_hint: 'refresh_token' })).status).toBe(200);
    expect((await closedWithin(session, since)).code).toBe(4403);
    expect([await works(next.access_token), await works(last.access_token)]).toEqual([false, false]);
  });

  it('closes the sessions of every token of a grant whose spent refresh token is used again (RFC 9700)', async () => {
    const client = await newClient('Refresh reuse');
    const first = await grant(client);
    const refreshed = (await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...client } })).body;
    const sessions = [await listenOn(app.url, first.access_token), await listenOn(second.server.url, refreshed.access_token)];
    const since = Date.now();
    const reused = await app.rest('POST', '/oauth/token', { json: { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...client } });
    expect(reused.body.error).toBe('invalid_grant');
    const closes = await Promise.all(sessions.map((s) => closedWithin(s, since)));
    expect(closes.map((c) => c.code)).toEqual([4403, 4403]);
  });

  it('answers 200 for an unknown or already revoked token, refuses bad client auth, a missing token and another client\'s token', async () => {
    const client = await newClient('Revoke errors');
    const other = await newClient('Revoke other');
    const theirs = await grant(other);
    expect((await revoke({ ...client, token: 'no-such-token' })).status).toBe(200);

    const badSecret = await revoke({ client_id: client.client_id, client_secret: 'wrong', token: theirs.access_token });
    expect(badSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(badSecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await revoke({ token: theirs.access_token })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await revoke(`client_id=${client.client_id}&client_secret=${client.client_secret}`)).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: expect.stringMatching(/token/) } });
    expect(await revoke({ ...client, token: theirs.access_token })).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    expect(await works(theirs.access_token)).toBe(true);

    expect((await revoke({ ...other, token: theirs.access_token })).status).toBe(200);
    expect((await revoke({ ...other, token: theirs.access_token })).status).toBe(200);
    expect(await works(theirs.access_token)).toBe(false);
  });
});

describe('expiry', () => {
  it('closes an expired token\'s sessions with 4401 on both instances', async () => {
    const client = await newClient('Expiring');
    const issued = await grant(client);
    const here = await listenOn(app.url, issued.access_token);
    const there = await listenOn(second.server.url, issued.access_token);
    // Issued two hours ago: it expires now.
    await app.sql(
      `update access_tokens set expires_at = now() + interval '1 second' where api_client_id = (select id from api_clients where client_id = $1)`,
      [client.client_id],
    );
    const since = Date.now();
    const closes = await Promise.all([closedWithin(here, since), closedWithin(there, since)]);
    expect(closes.map((c) => c.code)).toEqual([4401, 4401]);
    console.log(`revocation: expired token's sessions closed in ${closes.map((c) => c.ms).join(' / ')} ms (1 s of it the token's remaining life)`);
  });
});

describe('api_client_revoke (staff)', () => {
  const REVOKE = 'mutation ($c: String!) { api_client_revoke(client_id: $c) { client_id name revoked_at tokens_revoked } }';

  it('revokes a whole client: every token refused, its sessions on both instances closed (4403), no new token', async () => {
    const client = await newClient('Leaked secret');
    const one = await grant(client);
    const two = await grant(client);
    const sessions = [await listenOn(app.url, one.access_token), await listenOn(second.server.url, two.access_token)];
    // From after_id: the marker event below reaches it however long its operation takes to start.
    const [{ last }] = await app.sql('select coalesce(max(id), 0)::int as last from events');
    const bystander = await subscribe(second.server.url, 'subscription ($after: Long) { events(after_id: $after, kinds: ["item.created"]) { id } }', { after: last }, { token: app.tokens.a });

    const since = Date.now();
    const res = await app.gql(REVOKE, { c: client.client_id }, app.tokens.staff);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.api_client_revoke).toMatchObject({ client_id: client.client_id, name: 'Leaked secret', tokens_revoked: 2 });
    const closes = await Promise.all(sessions.map((s) => closedWithin(s, since)));
    expect(closes.map((c) => c.code)).toEqual([4403, 4403]);
    console.log(`revocation: client's sessions closed in ${closes.map((c) => c.ms).join(' / ')} ms`);

    expect(await works(one.access_token)).toBe(false);
    expect(await works(two.access_token)).toBe(false);
    const token = await app.rest('POST', '/oauth/token', { json: { grant_type: 'client_credentials', ...client } });
    expect(token).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    // Again: nothing more to revoke, and the first revocation's time.
    const again = await app.gql(REVOKE, { c: client.client_id }, app.tokens.staff);
    expect(again.body.data.api_client_revoke).toMatchObject({ tokens_revoked: 0, revoked_at: res.body.data.api_client_revoke.revoked_at });
    // Another client's session was left alone: the check that closed the client's session beside it checked
    // it too, and an event made after that still reaches it (a close would have come first on its socket).
    await newItemId(app);
    expect(await Promise.race([bystander.closed.then(() => 'closed'), bystander.waitFor(1).then(() => 'open')])).toBe('open');
    await bystander.close();
  });

  it('is for staff only, names a bad client_id, and a missing client is NOT_FOUND; nothing changes', async () => {
    const client = await newClient('Not revoked');
    const issued = await grant(client);
    const forbidden = await app.gql(REVOKE, { c: client.client_id }, app.tokens.a);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const malformed = await app.gql(REVOKE, { c: 'nope' }, app.tokens.staff);
    expect(malformed.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'client_id' });
    const missing = await app.gql(REVOKE, { c: '0'.repeat(32) }, app.tokens.staff);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await works(issued.access_token)).toBe(true);
    const [row] = await app.sql('select revoked_at from api_clients where client_id = $1', [client.client_id]);
    expect(row.revoked_at).toBeNull();
  });
});
