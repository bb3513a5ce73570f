import { routes } from '../../src/rest/routes';

/** PATCH, which Rails-era callers send for an update, is derived from the table's PUTs (src/rest/route.ts withPatch). */
describe('PATCH routes', () => {
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const patches = routes.filter((r) => r.method === 'PATCH');

  it('stand beside each PUT that updates a resource, and are that PUT but for the method', () => {
    const puts = new Map(routes.filter((r) => r.method === 'PUT').map((r) => [r.path, r]));
    expect(patches.map((p) => ({ ...p, method: 'PUT' }))).toEqual(patches.map((p) => puts.get(p.path)));
    expect(patches.map(key)).toEqual(expect.arrayContaining([
      'PATCH /orders/:id', 'PATCH /order_items/:id', 'PATCH /items/:id', 'PATCH /shipnotices/:id', 'PATCH /consumer_returns/:id', 'PATCH /customers/:id',
      'PATCH /order_items/:id/wholesale_item', 'PATCH /wholesale_items/:id', 'PATCH /orders/:id/meta_fields',
    ]));
  });

  it('leave actions PUT only: /call/:action, /separate and the sandbox processing', () => {
    const actions = routes.filter((r) => r.method === 'PUT' && /\/call\/|\/separate$|^\/simulate\//.test(r.path));
    expect(actions.length).toBeGreaterThan(5);
    expect(patches.filter((p) => actions.some((a) => a.path === p.path))).toEqual([]);
  });

  it('are each in the table once', () => {
    expect(new Set(routes.map(key)).size).toBe(routes.length);
  });
});
