import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Destinations, parseNetworks } from '../src/domain/webhooks/destination';
import { startTestApp, type TestApp } from './support/app';
import { startReceiver, type Receiver } from './support/receiver';
import { eventually } from './support/wait';

describe('webhook destinations (pure rules)', () => {
  const strict = new Destinations();
  it.each([
    ['127.0.0.1', /loopback/],
    ['::1', /loopback/],
    ['::ffff:127.0.0.1', /loopback/],
    ['10.1.2.3', /private/],
    ['172.16.0.9', /private/],
    ['192.168.1.1', /private/],
    ['169.254.10.10', /link-local/],
    ['fe80::1', /link-local/],
    ['fc00::1', /unique-local/],
    ['0.0.0.0', /unspecified/],
    ['100.64.0.1', /carrier-grade/],
    ['169.254.169.254', /metadata/],
    ['fd00:ec2::254', /metadata/],
    ['100.100.100.200', /metadata/],
  ])('refuses %s', (address, reason) => {
    expect(strict.refusal(address)).toMatch(reason);
  });

  it('lets public unicast addresses through', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) expect(strict.refusal(address)).toBeNull();
  });

  it('lets an allowed network through, but never a metadata address', () => {
    const allowing = new Destinations(parseNetworks('WEBHOOK_ALLOW_NETWORKS', '127.0.0.0/8, 169.254.0.0/16,fd00::/8'));
    expect(allowing.refusal('127.0.0.5')).toBeNull();
    expect(allowing.refusal('::ffff:127.0.0.5')).toBeNull();
    expect(allowing.refusal('169.254.1.1')).toBeNull();
    expect(allowing.refusal('169.254.169.254')).toMatch(/metadata/);
    expect(allowing.refusal('fd00:ec2::254')).toMatch(/metadata/);
    expect(allowing.refusal('10.0.0.1')).toMatch(/private/);
  });

  it('refuses a malformed setting by name', () => {
    expect(() => parseNetworks('WEBHOOK_ALLOW_NETWORKS', '127.0.0.0/8,localhost')).toThrow(/WEBHOOK_ALLOW_NETWORKS .*"localhost"/);
    expect(() => parseNetworks('WEBHOOK_ALLOW_NETWORKS', '10.0.0.0/33')).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
    expect(parseNetworks('WEBHOOK_ALLOW_NETWORKS', '')).toEqual([]);
  });

  it('refuses metadata host names without asking DNS', async () => {
    expect(await strict.check(new URL('http://metadata.google.internal/computeMetadata/v1/'))).toMatch(/metadata/);
  });
});

/*
 * Only 127.0.0.2 is allowed here: receivers listen on 127.0.0.2 (allowed) and 127.0.0.1 (loopback,
 * refused) on the same machine, so one server shows both sides of the setting.
 */
describe('webhook destinations (server)', () => {
  let app: TestApp;
  let allowed: Receiver;
  let refused: Receiver;
  let redirector: http.Server;
  let redirectorUrl: string;
  beforeAll(async () => {
    app = await startTestApp({ webhooks: { retryBaseMs: 60_000, allowNetworks: parseNetworks('test', '127.0.0.2/32') } });
    allowed = await startReceiver(() => 200, '127.0.0.2');
    refused = await startReceiver(() => 200, '127.0.0.1');
    // Answers every POST with a redirect to the allowed receiver: a delivery must not follow it.
    redirector = http.createServer((req, res) => {
      req.resume();
      res.writeHead(307, { location: `${allowed.url}/redirected` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
    redirectorUrl = `http://127.0.0.2:${(redirector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await allowed.close();
    await refused.close();
    await new Promise((resolve) => redirector.close(resolve));
  });

  const subscriptionCount = async () => (await app.sql('select count(*)::int as n from notification_subscriptions'))[0].n;
  const subscribe = (endpoint: string, event_name = 'item.created') =>
    app.rest('POST', '/api/v2/notification_subscriptions', { token: app.tokens.a, json: { event_name, endpoint } });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/iam/', /metadata/],
    ['a metadata host name', 'http://metadata.google.internal/computeMetadata/v1/', /metadata/],
    ['loopback', 'http://127.0.0.1:9/hook', /loopback/],
    ['loopback written as a number', 'http://2130706433:9/hook', /loopback/],
    ['IPv6 loopback', 'http://[::1]:9/hook', /loopback/],
    ['a name resolving to loopback', 'http://localhost:9/hook', /loopback/],
    ['a private address', 'https://10.0.0.5/hook', /private/],
    ['a private address (192.168)', 'https://192.168.0.10/hook', /private/],
    ['link-local', 'http://169.254.3.4/hook', /link-local/],
    ['unique-local', 'http://[fd12:3456::1]/hook', /unique-local/],
  ])('refuses %s at create with 422 naming endpoint, creating nothing', async (_what, endpoint, reason) => {
    const before = await subscriptionCount();
    const res = await subscribe(endpoint);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'endpoint', message: expect.stringMatching(reason) }]);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses the same over GraphQL, on update, and for a shop sync_url', async () => {
    const gql = await app.gql('mutation ($e: String!) { notification_subscription_create(input: { event_name: "item.created", endpoint: $e }) { id } }', { e: 'http://169.254.169.254/' }, app.tokens.a);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endpoint' });

    const ok = await subscribe(`${allowed.url}/update`, 'order.created');
    expect(ok.status).toBe(201);
    const update = await app.rest('PUT', `/api/v2/notification_subscriptions/${ok.body.id}`, { token: app.tokens.a, json: { endpoint: 'http://10.9.9.9/' } });
    expect(update.status).toBe(422);
    expect(update.body.errors[0].field).toBe('endpoint');
    expect((await app.sql('select endpoint from notification_subscriptions where id = $1', [ok.body.id]))[0].endpoint).toBe(`${allowed.url}/update`);

    const shop = await app.gql('mutation ($id: Int!, $u: String) { shop_update(id: $id, input: { sync_url: $u }) { id sync_url } }', { id: app.shops.a, u: 'http://192.168.1.1/sync' }, app.tokens.a);
    expect(shop.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sync_url' });
    expect((await app.sql('select sync_url from shops where id = $1', [app.shops.a]))[0].sync_url).toBeNull();
  });

  async function itemCreated(): Promise<void> {
    const res = await app.rest('POST', '/api/v2/items', { token: app.tokens.a, json: { sku: `DEST-${Math.random().toString(36).slice(2, 10)}`, title: 'Destination test' } });
    expect(res.status).toBe(201);
  }
  const lastDelivery = (subscriptionId: number) =>
    eventually(async () => {
      const [row] = await app.sql(`select status, last_status_code, last_error from webhook_deliveries where subscription_id = $1 order by id desc limit 1`, [subscriptionId]);
      return row && row.last_error !== undefined && (row.status !== 'pending' || row.last_error) ? row : undefined;
    }, 'an attempted delivery');

  it('delivers to an allowed network', async () => {
    const sub = await subscribe(`${allowed.url}/allowed`);
    expect(sub.status).toBe(201);
    await itemCreated();
    expect(await lastDelivery(sub.body.id)).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(allowed.requests.filter((r) => r.path === '/allowed')).toHaveLength(1);
  });

  it.each([
    ['a literal address', (port: string) => `http://127.0.0.1:${port}/moved`],
    ['a name (checked on connect)', (port: string) => `http://localhost:${port}/moved`],
  ])('refuses at delivery an endpoint that now points inside: %s', async (_what, endpoint) => {
    const sub = await subscribe(`${allowed.url}/was-public`);
    expect(sub.status).toBe(201);
    // As if its DNS name now resolved to loopback: the endpoint passed at create, not at delivery.
    await app.sql('update notification_subscriptions set endpoint = $1 where id = $2', [endpoint(new URL(refused.url).port), sub.body.id]);
    await itemCreated();
    const row = await lastDelivery(sub.body.id);
    expect(row).toMatchObject({ last_status_code: null, last_error: expect.stringMatching(/^refused: the endpoint .*loopback/) });
    expect(refused.requests).toHaveLength(0);
  });

  it('follows no redirect: a 307 is a failed attempt and its target receives nothing', async () => {
    const sub = await subscribe(`${redirectorUrl}/hook`);
    expect(sub.status).toBe(201);
    await itemCreated();
    expect(await lastDelivery(sub.body.id)).toMatchObject({ last_status_code: 307, last_error: 'HTTP 307' });
    expect(allowed.requests.filter((r) => r.path === '/redirected')).toHaveLength(0);
  });
});
