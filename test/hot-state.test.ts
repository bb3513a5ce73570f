import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SCOPES } from '../src/domain/common/scopes';
import { createCustomerWithClient, grantToken } from '../src/domain/auth/service';
import { initOrm } from '../src/db/orm';
import { ENTITIES } from '../src/domain/entities';
import type { LimitOptions } from '../src/limits/options';
import { startServer, type RunningServer } from '../src/server';
import { startTestApp, type TestApp } from './support/app';
import { eventually } from './support/wait';

/*
 * What each instance keeps in memory so a request waits on no statement of its own: the callers of
 * bearer tokens it has checked, and leases of units from the shared rate-limit buckets. Two
 * instances on one database: neither may honour a revoked token once the change is announced, and
 * together they may never hand out more than a bucket holds.
 */

// A REST bucket of 100 leases 2 units a statement (a fiftieth); restoring is too slow to matter here.
const LIMITS: Partial<LimitOptions> = {
  maxCost: 100_000,
  rateLimits: {
    graphql: { size: 100_000, restorePerSecond: 1_000 },
    rest: { size: 100, restorePerSecond: 0.001 },
    anonymous: { size: 30, restorePerSecond: 0.5 },
  },
};

let app: TestApp;
let second: { orm: MikroORM; server: RunningServer };
let clients = 0;

beforeAll(async () => {
  app = await startTestApp({ limits: LIMITS });
  const orm = await initOrm(app.databaseUrl, ENTITIES, { poolSize: 3 });
  second = { orm, server: await startServer({ orm, sandbox: true, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), jobs: false, limits: LIMITS }) };
}, 60_000);
afterAll(async () => {
  await second?.server.close();
  await second?.orm.close();
  await app?.close();
});

async function newToken(): Promise<{ token: string; clientId: string }> {
  const em = app.orm.em.fork();
  em.setFilterParams('tenant', { customerId: null });
  const invited = await createCustomerWithClient(em, `Hot state ${++clients}`, [...SCOPES]);
  const { access_token } = await grantToken(em, { grant_type: 'client_credentials', client_id: invited.client_id, client_secret: invited.client_secret });
  return { token: access_token, clientId: invited.client_id };
}

const viewer = (url: string, token: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { staff } }' }) }).then((r) => r.status);
const items = (url: string, token: string) => fetch(`${url}/api/v2/items?per_page=1`, { headers: { authorization: `Bearer ${token}` } });

/** Polls until `check` holds, failing after `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const since = Date.now();
  await eventually(check, `the change within ${ms} ms`, ms, 20);
  return Date.now() - since;
}

describe('the caller cache', () => {
  it('checks a token once per instance: later requests send no statement to authenticate', async () => {
    const { token } = await newToken();
    const first = await app.countStatements(async () => expect(await viewer(app.url, token)).toBe(200));
    const again = await app.countStatements(async () => expect(await viewer(app.url, token)).toBe(200));
    expect(first).toBe(1);
    expect(again).toBe(0);
  });

  it.each([
    ['a token revoked in SQL', (hash: string) => app.sql(`update access_tokens set revoked_at = now() where token_hash = $1`, [hash])],
    ['a token whose expiry is moved to the past', (hash: string) => app.sql(`update access_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [hash])],
    ['a token deleted', (hash: string) => app.sql(`delete from access_tokens where token_hash = $1`, [hash])],
    ['its client revoked in SQL', (hash: string) => app.sql(`update api_clients set revoked_at = now() where id = (select api_client_id from access_tokens where token_hash = $1)`, [hash])],
  ])('stops honouring %s on both instances, however it was changed', async (_, change) => {
    const { token } = await newToken();
    expect([await viewer(app.url, token), await viewer(second.server.url, token)]).toEqual([200, 200]);
    const [{ hash }] = await app.sql(`select encode(sha256($1::bytea), 'hex') as hash`, [token]);
    await change(hash);
    const ms = await Promise.all([app.url, second.server.url].map((url) => within(2_000, async () => (await viewer(url, token)) === 401)));
    console.log(`caller cache: change seen in ${ms.join(' / ')} ms`);
  });

  it('refuses a token revoked through /oauth/revoke on the very next request to the instance that revoked it', async () => {
    const em = app.orm.em.fork();
    em.setFilterParams('tenant', { customerId: null });
    const invited = await createCustomerWithClient(em, `Hot state ${++clients}`, [...SCOPES]);
    const { access_token } = await grantToken(em, { grant_type: 'client_credentials', client_id: invited.client_id, client_secret: invited.client_secret });
    for (let round = 0; round < 5; round++) {
      const token = round === 0 ? access_token : (await grantToken(em, { grant_type: 'client_credentials', client_id: invited.client_id, client_secret: invited.client_secret })).access_token;
      expect(await viewer(app.url, token)).toBe(200);
      const res = await fetch(`${app.url}/oauth/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: invited.client_id, client_secret: invited.client_secret, token }) });
      expect(res.status).toBe(200);
      expect(await viewer(app.url, token)).toBe(401);
    }
  });
});

describe('rate-limit leases', () => {
  it('takes units from the shared bucket a lease at a time, and answers the level the caller has left', async () => {
    const { token } = await newToken();
    const res = await items(app.url, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toBe('99');
    const apiClient = (await app.sql(`select api_client_id as id from access_tokens where token_hash = encode(sha256($1::bytea), 'hex')`, [token]))[0].id;
    const [row] = await app.sql(`select tokens, granted from rate_limits where key = $1`, [`rest:client:${apiClient}`]);
    // One statement granted two units: one went to this request, one waits in the lease.
    expect([Math.round(row.tokens), row.granted]).toEqual([98, 2]);
  });

  it('never hands out more than the bucket holds across instances, and refuses once it is spent', async () => {
    const { token } = await newToken();
    const urls = [app.url, second.server.url];
    const statuses = await Promise.all(Array.from({ length: 140 }, (_, i) => items(urls[i % 2], token).then((r) => r.status)));
    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // At most the bucket; at least the bucket less what each instance may still hold leased.
    expect(ok).toBeLessThanOrEqual(100);
    expect(ok).toBeGreaterThanOrEqual(100 - 2 * 2);
    const late = await Promise.all(urls.map((url) => items(url, token)));
    expect(late.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(late[0].headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
