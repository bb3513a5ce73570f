import { routes } from '../src/rest/routes';
import { specificFirst } from '../src/rest/router';

/** A fixed path (`/order_items/count`) must never be taken by an overlapping `/{id}` route. */
const segments = (path: string) => path.split('/');
const overlapsAsMoreSpecific = (a: string, b: string) => {
  const [x, y] = [segments(a), segments(b)];
  if (x.length !== y.length || a === b) return false;
  return x.every((s, i) => s === y[i] || y[i].startsWith(':')) && x.some((s, i) => !s.startsWith(':') && y[i].startsWith(':'));
};

describe('specificFirst', () => {
  it('puts a literal segment before a parameter in the same place, and keeps the table order otherwise', () => {
    const table = [{ path: '/a/:id' }, { path: '/b' }, { path: '/a/count' }, { path: '/a/:id/x' }, { path: '/a/:id/:y' }, { path: '/a/:id/count' }];
    expect(specificFirst(table).map((r) => r.path)).toEqual(['/b', '/a/count', '/a/:id', '/a/:id/x', '/a/:id/count', '/a/:id/:y']);
  });

  it('orders the whole route table so every fixed path comes before each route that would capture it', () => {
    const ordered = specificFirst(routes);
    const position = new Map(ordered.map((r, i) => [r, i]));
    const captured: string[] = [];
    for (const specific of ordered) {
      for (const general of ordered) {
        if (specific.method === general.method && overlapsAsMoreSpecific(specific.path, general.path) && position.get(specific)! > position.get(general)!) {
          captured.push(`${specific.method} ${specific.path} after ${general.path}`);
        }
      }
    }
    expect(captured).toEqual([]);
    expect(ordered).toHaveLength(routes.length);
  });
});
