import { refreshExpiredCounters } from '../src/domain/inventory/expiry';
import { buildSchema } from '../src/graphql/schema';
import { Destinations } from '../src/domain/webhooks/destination';
import { instanceServices } from '../src/context-factory';
import { startTestApp, type TestApp } from './support/app';
import { VALID_ADDRESS } from './support/address';
import { newItemId, receive } from './support/factories';
import { ledgerMismatches } from './support/ledger';
import { eventually } from './support/wait';

/** Stock that may not ship (inside its item's expiration_period, or expired) is neither sold nor published, from day to day. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rest = (method: string, path: string, json?: unknown) => app.rest(method, `/api/v2${path}`, { token: app.tokens.a, json });
const inDays = async (days: number): Promise<string> => (await app.sql('select (current_date + $1::int)::text as d', [days]))[0].d;
const sweep = () => refreshExpiredCounters(app.orm, instanceServices(buildSchema(), { sandbox: true, jobs: null, hub: null, destinations: new Destinations() }));

/** An item under lot control, shipped first expiry first out. */
const lotItem = (fields: Record<string, unknown>) => newItemId(app, { lot_control: true, ship_strategy: 2, ...fields });

/** Receives the lots, each expiring `days` from the database's today. */
const receiveLots = async (itemId: number, lots: { number: string; days: number; quantity: number }[]) =>
  receive(app, itemId, await Promise.all(lots.map(async ({ days, ...lot }) => ({ ...lot, expires_on: await inDays(days) }))));

/** The item's stored counters, as lists, searches and shop sync read them, and its figures in its warehouse. */
async function figures(itemId: number) {
  const item = (await rest('GET', `/items/${itemId}`)).body;
  const [warehouse] = (await rest('GET', `/items/${itemId}/warehouse_quantities`)).body;
  const [stored] = await app.sql('select sellable_quantity from items where id = $1', [itemId]);
  return { quantity: item.quantity, published: item.published_quantity, sellable: stored.sellable_quantity, warehouse: [warehouse.quantity, warehouse.sellable_quantity] };
}

describe('sellable and published figures', () => {
  it('leave out lots inside expiration_period, per warehouse and in the item counters; a bundle follows', async () => {
    const item = await lotItem({ expiration_period: 30 });
    await receiveLots(item, [{ number: 'GOOD', days: 400, quantity: 5 }, { number: 'SOON', days: 10, quantity: 4 }]);
    // The warehouse still holds nine units on its shelves; five may be sold.
    expect(await figures(item)).toEqual({ quantity: 5, published: 5, sellable: 5, warehouse: [9, 5] });
    const kit = await newItemId(app, { title: 'Kit', is_bundle: true });
    expect((await rest('POST', `/items/${kit}/bundle_items`, { item_id: item, quantity: 2 })).status).toBe(201);
    expect((await rest('GET', `/items/${kit}`)).body).toMatchObject({ quantity: 2, published_quantity: 2 });
    // A shop reading the published figure cannot sell more than ships: six units are refused.
    expect((await rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: item, quantity: 6 }] })).body.status).toBe(95);
  });

  it('follow a change of expiration_period at once', async () => {
    const item = await lotItem({ expiration_period: 30 });
    await receiveLots(item, [{ number: 'A', days: 100, quantity: 3 }, { number: 'B', days: 400, quantity: 2 }]);
    expect((await figures(item)).quantity).toBe(5);
    expect((await rest('PUT', `/items/${item}`, { expiration_period: 200 })).status).toBe(200);
    expect(await figures(item)).toEqual({ quantity: 2, published: 2, sellable: 2, warehouse: [5, 2] });
    expect((await rest('PUT', `/items/${item}`, { expiration_period: null })).status).toBe(200);
    expect((await figures(item)).quantity).toBe(5);
  });

  it('follow the calendar: the sweep brings counters up to date as lots come inside the period, announcing the change once', async () => {
    const item = await lotItem({ expiration_period: 30 });
    await receiveLots(item, [{ number: 'AGING', days: 400, quantity: 7 }]);
    expect((await figures(item)).quantity).toBe(7);
    // Time passes: the lot now expires in 20 days, inside the 30. Nothing was written to the stock.
    await app.sql(`update lots set expires_on = current_date + 20 where item_id = $1`, [item]);
    expect((await figures(item)).warehouse).toEqual([7, 0]);
    expect((await figures(item)).quantity).toBe(7);
    const before = Number((await app.sql('select coalesce(max(id), 0) as id from events'))[0].id);
    await sweep();
    expect(await figures(item)).toEqual({ quantity: 0, published: 0, sellable: 0, warehouse: [7, 0] });
    const announced = await app.sql(`select kind, payload->>'quantity' as quantity from events where id > $1 and resource_id = $2 order by id`, [before, item]);
    expect(announced).toEqual([{ kind: 'item.inventory_changed', quantity: '0' }]);
    // Run again (or on another instance): nothing moves, nothing is announced.
    await sweep();
    expect(await app.sql('select kind from events where id > $1 and resource_id = $2', [before, item])).toHaveLength(1);
  });

});

describe('allocation is checked again at ship', () => {
  it('an order whose lot came inside expiration_period is not shipped: it is allocated afresh from another lot, or waits', async () => {
    const item = await lotItem({ expiration_period: 10 });
    await receiveLots(item, [{ number: 'FIRST', days: 50, quantity: 2 }]);
    const order = (await rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: item, quantity: 2 }] })).body;
    expect(order.status).toBe(100);
    await receiveLots(item, [{ number: 'LATER', days: 300, quantity: 2 }]);
    // The merchant raises the period past FIRST's expiry after allocation.
    expect((await rest('PUT', `/items/${item}`, { expiration_period: 60 })).status).toBe(200);
    // The ship call answers what happened: not shipped (409, not a 200 that looks like success), while the
    // fresh allocation it found it needed is kept.
    const attempt = await rest('PUT', `/simulate/orders/${order.id}/processing?status=shipped`);
    expect([attempt.status, attempt.body.code]).toEqual([409, 'conflict']);
    expect(attempt.body.message).toMatch(/was not shipped: .* allocated afresh and is now Processing \(100\)/);
    expect((await rest('GET', `/orders/${order.id}`)).body).toMatchObject({ status: 100, packages: [], tracking: [] });
    const held = await app.sql(`select l.number, sum(a.quantity)::int as q from order_allocations a join stock s on s.id = a.stock_id join lots l on l.id = s.lot_id where a.order_id = $1 group by 1`, [order.id]);
    expect(held).toEqual([{ number: 'LATER', q: 2 }]);
    const history = (await rest('GET', `/orders/${order.id}/events`)).body;
    expect(history.find((e: any) => e.event_type === 'not_shipped').description).toMatch(/lot FIRST of item \d+ .* may no longer ship/);
    // Shipped now, from the lot that may ship.
    expect((await rest('PUT', `/simulate/orders/${order.id}/processing?status=shipped`)).body.status).toBe(300);
    const onHand = await app.sql(`select l.number, s.quantity from stock s join lots l on l.id = s.lot_id where s.item_id = $1 order by 1`, [item]);
    expect(onHand).toEqual([{ number: 'FIRST', quantity: 2 }, { number: 'LATER', quantity: 0 }]);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('with no other lot the order goes back to Insufficient Inventory and keeps nothing', async () => {
    const item = await lotItem({ expiration_period: 5 });
    await receiveLots(item, [{ number: 'ONLY', days: 20, quantity: 1 }]);
    const order = (await rest('POST', '/orders', { ...VALID_ADDRESS, order_items: [{ item_id: item, quantity: 1 }] })).body;
    expect(order.status).toBe(100);
    await app.sql('update lots set expires_on = current_date + 3 where item_id = $1', [item]);
    const attempt = await rest('PUT', `/simulate/orders/${order.id}/processing?status=shipped`);
    expect([attempt.status, attempt.body.message]).toEqual([409, expect.stringMatching(/was not shipped: .* now Insufficient Inventory \(95\)/)]);
    const gql = await app.gql('mutation ($id: Int!) { simulate_order_processing(order_id: $id, status: shipped) { id status } }', { id: order.id }, app.tokens.a);
    expect(gql.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    expect((await rest('GET', `/orders/${order.id}`)).body).toMatchObject({ status: 95, packages: [] });
    expect((await app.sql('select count(*)::int as n from order_allocations where order_id = $1', [order.id]))[0].n).toBe(0);
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});

describe('a ship notice cannot announce an expired lot', () => {
  it('refuses it at create (422 naming the field) and writes nothing; a lot expiring today is still accepted', async () => {
    const item = await lotItem({});
    const count = async () => Number((await app.sql('select count(*) from shipnotices'))[0].count);
    const before = await count();
    const res = await rest('POST', '/shipnotices', { shipnotice_items: [{ item_id: item, quantity: 1 }, { item_id: item, quantity: 4, lot_attributes: { number: 'OLD', expires_on: '2020-01-01' } }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'shipnotice_items.1.lot_attributes.expires_on', message: 'has passed (2020-01-01): the lot has expired' }]);
    expect(await count()).toBe(before);
    const today = new Date().toISOString().slice(0, 10);
    expect((await rest('POST', '/shipnotices', { shipnotice_items: [{ item_id: item, quantity: 1, lot_attributes: { number: 'TODAY', expires_on: today } }] })).status).toBe(201);
    const notice = (await rest('POST', '/shipnotices', { shipnotice_items: [{ item_id: item, quantity: 1 }] })).body;
    const line = notice.shipnotice_items[0].id;
    expect((await rest('PUT', `/shipnotice_items/${line}`, { lot_attributes: { number: 'OLD', expires_on: '2020-01-01' } })).body.errors)
      .toEqual([{ field: 'lot_attributes.expires_on', message: 'has passed (2020-01-01): the lot has expired' }]);
  });
});

describe('the server runs the sweep', () => {
  it('on its own timer, on an instance that runs jobs', async () => {
    const swept = await startTestApp({ expirySweepMs: 250 });
    try {
      const item = await newItemId(swept, { sku: 'TIMER-1', title: 'Timer', lot_control: true, expiration_period: 30 });
      const [{ d }] = await swept.sql('select (current_date + 400)::text as d');
      await receive(swept, item, [{ number: 'T', expires_on: d, quantity: 4 }]);
      await swept.sql('update lots set expires_on = current_date + 1 where item_id = $1', [item]);
      // Nothing but the timer's sweep brings the counter down: once one has run, it is 0.
      const quantity = async () => (await swept.sql('select quantity from items where id = $1', [item]))[0].quantity;
      await eventually(async () => (await quantity()) === 0, 'the timed sweep to bring the quantity to 0', 10_000);
      expect(await quantity()).toBe(0);
    } finally {
      await swept.close();
    }
  });
});

// Last: its stock is written straight into the tables, without the ledger the tests above check.
describe('the sweep at scale', () => {
  it('sweeps 2,000 items with expiring lots in well under a minute (figure in README)', async () => {
    const template = await lotItem({ expiration_period: 30 });
    const columns = (await app.sql(
      `select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
       where table_name = 'items' and column_name not in ('id', 'sku', 'title') and is_generated = 'NEVER'`,
    ))[0].list;
    const made = await app.sql(
      `insert into items (sku, title, ${columns}) select 'BULK-EXP-' || n, 'Bulk ' || n, ${columns} from items, generate_series(1, 2000) n where id = $1 returning id`,
      [template],
    );
    const ids = made.map((r) => r.id);
    const [location] = await app.sql(`select l.id from locations l where l.role = 'pickable' order by l.warehouse_id, l.id limit 1`);
    await app.sql(
      `with lot as (insert into lots (customer_id, item_id, number, expires_on) select $1, id, 'L', current_date + 10 from unnest($2::int[]) id returning id, item_id)
       insert into stock (customer_id, item_id, location_id, lot_id, quantity) select $1, item_id, $3, id, 3 from lot`,
      [app.customers.a, ids, location.id],
    );
    await app.sql('update items set quantity = 3, sellable_quantity = 3, published_quantity = 3 where id = any($1::int[])', [ids]);
    const started = Date.now();
    const looked = await sweep();
    const ms = Date.now() - started;
    console.log(`expiry sweep: ${looked} items with expiring stock, ${ms} ms`);
    expect(looked).toBeGreaterThanOrEqual(2000);
    expect((await app.sql('select count(*)::int as n from items where id = any($1::int[]) and quantity = 0 and published_quantity = 0', [ids]))[0].n).toBe(2000);
    expect(ms).toBeLessThan(60_000);
  }, 120_000);
});
