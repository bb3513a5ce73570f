import { startTestApp, type TestApp } from './support/app';
import { newItemId, newShipNotice } from './support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * Malformed requests to every inventory route: each must be a 4xx in the error model, never a
 * 500, and none may write anything.
 */
describe('malformed inventory requests', () => {
  it('are all refused with a 4xx naming the problem, and change nothing', async () => {
    const item = await newItemId(app, { sku: 'BAD-1', lot_control: true });
    const notice = await newShipNotice(app, [{ item_id: item, quantity: 2, lot_attributes: { number: 'L' } }]);
    const line = notice.shipnotice_items[0].id;
    const tables = ['shipnotices', 'shipnotice_items', 'stock', 'item_transactions', 'lots', 'bundle_items', 'scancodes'];
    const snapshot = async () => (await app.sql(`select ${tables.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`))[0];
    const before = await snapshot();

    const requests: [string, string, { json?: unknown; form?: string; raw?: { body: string; type: string } }?][] = [
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: 'abc' } }],
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: [{ item_id: 'x', quantity: 1 }] } }],
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: [{ item_id: item, quantity: 99999999999 }] } }],
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: [{ item_id: item, quantity: 1, lot_attributes: { number: 'L', expires_on: 'soon' } }] } }],
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: [{ item_id: item, quantity: 1, location_role: 'roof' }] } }],
      ['POST', '/api/v2/shipnotices', { json: { shipnotice_items: [{ item_id: item, quantity: 1, item_originator_id: 'x' }] } }],
      ['POST', '/api/v2/shipnotices', { json: { sender: 'x'.repeat(300) } }],
      ['POST', '/api/v2/shipnotices', { json: { ship_actual_currency: 'dollars' } }],
      ['POST', '/api/v2/shipnotices', { json: { total_boxes: -1 } }],
      ['POST', '/api/v2/shipnotices', { form: 'shipnotice_items[][quantity]=abc' }],
      ['POST', '/api/v2/shipnotices', { raw: { body: '{"sender":', type: 'application/json' } }],
      ['POST', '/api/v2/shipnotices/bulk', { json: { resources: [] } }],
      ['PUT', `/api/v2/shipnotices/${notice.id}`, { json: { eta: 'tomorrow' } }],
      ['PUT', `/api/v2/shipnotices/${notice.id}`, { json: { warehouse_id: 2 } }],
      ['PUT', '/api/v2/shipnotices/abc', { json: {} }],
      ['PUT', `/api/v2/shipnotice_items/${line}`, { json: { quantity: 'many' } }],
      ['PUT', `/api/v2/shipnotice_items/${line}`, { json: { include_in_published: null } }],
      ['PUT', `/api/v2/shipnotice_items/${line}`, { json: { lot_attributes: { number: 'L'.repeat(300) } } }],
      ['POST', `/api/v2/shipnotices/${notice.id}/shipnotice_items`, { json: { quantity: 1 } }],
      ['POST', `/api/v2/shipnotices/${notice.id}/shipnotice_items`, { json: { item_id: item, quantity: 1, lot_attributes: 'L' } }],
      ['PUT', `/api/v2/simulate/shipnotices/${notice.id}/processing`, { json: { finalize: 'perhaps' } }],
      ['PUT', '/api/v2/simulate/shipnotices/999999/processing', {}],
      ['POST', '/api/v2/simulate/shipnotices/create', { json: { shipnotice_id: 'x' } }],
      ['POST', '/api/v2/simulate/shipnotices/create', { json: { shipnotice_id: 999999 } }],
      ['GET', `/api/v2/items/${item}/locations_with_transfer_count?role=roof`],
      ['GET', `/api/v2/items/${item}/locations_with_transfer_count?per_page=0`],
      ['GET', `/api/v2/items/${item}/transactions?sort=change sideways`],
      ['GET', `/api/v2/items/${item}/transactions?search=${encodeURIComponent('{"secret_eq":1}')}`],
      ['GET', `/api/v2/items/${item}/transactions/count?search=notjson`],
      ['GET', '/api/v2/items/abc/warehouse_quantities'],
      ['GET', `/api/v2/shipnotices?search=${encodeURIComponent('{"shipnotice_items_nothing_eq":1}')}`],
      ['GET', '/api/v2/warehouses?sort=secret asc'],
      ['GET', '/api/v2/shipnotices?fields=id,nothing'],
      ['POST', `/api/v2/items/${item}/bundle_items`, { json: { item_id: item, quantity: 'two' } }],
      ['POST', '/api/v2/scancodes', { json: { item_id: item, name: 'x'.repeat(300) } }],
      ['POST', '/api/v2/scancodes', { json: { item_id: 'x', name: 'y' } }],
    ];
    for (const [method, path, options] of requests) {
      const res = await app.rest(method, path, { token: app.tokens.a, ...options });
      expect([method, path, res.status >= 400 && res.status < 500, typeof res.body?.message]).toEqual([method, path, true, 'string']);
    }
    // A resource that is not an object is refused by name; with no other, the request as a whole is a 422.
    const bulk = await app.rest('POST', '/api/v2/shipnotices/bulk', { token: app.tokens.a, json: { resources: 'all' } });
    expect([bulk.status, bulk.body.errors]).toEqual([422, [{ field: 'resources.0', message: 'must be an object' }]]);
    const receive = await app.gql('mutation { shipnotice_receive(id: 0, input: { lines: [{ shipnotice_item_id: 1, quantity_good: -1 }] }) { id } }', {}, app.tokens.staff);
    expect(receive.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const negative = await app.gql(`mutation { shipnotice_receive(id: ${notice.id}, input: { lines: [{ shipnotice_item_id: ${line}, quantity_good: -1, lot_number: "L" }] }) { id } }`, {}, app.tokens.staff);
    expect(negative.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity_good' });
    const stranger = await app.gql(`mutation { shipnotice_receive(id: ${notice.id}, input: { lines: [{ shipnotice_item_id: 999999, quantity_good: 1 }] }) { id } }`, {}, app.tokens.staff);
    expect(stranger.body.errors[0].extensions.field).toBe('lines.0.shipnotice_item_id');
    const adjust = await app.gql('mutation { stock_adjust(input: { item_id: 1, location_id: 999999, change: 1, description: "x" }) { id } }', {}, app.tokens.staff);
    expect(adjust.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|NOT_FOUND/);
    expect(await snapshot()).toEqual(before);
  });
});
