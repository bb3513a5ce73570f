import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Folders point one way. The layers of src/, top to bottom: an import goes to the same layer or a
 * lower one, never up, and no group of folders reaches itself (type-only imports included: a circle
 * of types is a circle of knowledge all the same). Inside src/domain, areas are layered too (an area
 * imports only areas below it), and an area reaches another's data only through its services, never
 * its store.
 */
const SRC = path.resolve(__dirname, '../../src');

/** Top to bottom. A top-level folder or root file not named here fails the test until it is placed. */
const LAYERS: { name: string; holds: string[] }[] = [
  {
    name: 'entry',
    holds: [
      'main.ts', 'start.ts', 'cli.ts', 'cli', 'server.ts', 'lifecycle.ts', 'listen.ts', 'sessions.ts', 'oauth.ts', 'graphiql.ts', 'root-page.ts',
      'readiness.ts', 'observability', 'limits', 'retention', 'config.ts', 'production-mode.ts', 'context-factory.ts', 'dashboard.ts',
    ],
  },
  // idempotency: the Idempotency-Key middleware and its store; the domain knows it only as a CommitMark.
  { name: 'api', holds: ['graphql', 'rest', 'representations', 'idempotency'] },
  // The events runtime: outbox append, the hub's LISTEN, streams, webhook delivery, lag, horizon.
  { name: 'events', holds: ['events'] },
  // With what the domain needs of events: domain/events (buffer, catalog, feed) and domain/webhooks.
  { name: 'domain', holds: ['domain'] },
  { name: 'jobs', holds: ['jobs'] },
  { name: 'db', holds: ['db'] },
  { name: 'shared', holds: ['shared'] },
];

/**
 * src/domain bottom to top: the areas of issue 29, with the request context just above what it is
 * made of (events, webhooks, common), and the two modules that assemble every area (the loaders,
 * the entity list) on top.
 */
const DOMAIN_ORDER = [
  'common', 'events', 'webhooks', 'context.ts',
  'meta', 'searches', 'warehouses', 'customers', 'auth', 'templates', 'loadscacs', 'projects', 'items', 'scancodes', 'inventory', 'bundles',
  // insights (the dashboard's aggregates) came after issue 29's list: it reads the areas below it.
  'orders', 'shipnotices', 'customs', 'wholesale', 'returns', 'documents', 'insights', 'sandbox',
  'loaders.ts', 'entities.ts',
];

/**
 * Upward area imports allowed for a while (issue 29 came with eleven; the store-per-area work
 * removed them all). Each entry is one file-level edge; a new upward import fails, and so does an
 * entry that is gone, so the list only shrinks.
 */
const KNOWN_UPWARD_AREA_IMPORTS: string[] = [];

/** Imports of another area's store known when the rule came: none (no area had a store yet). */
const KNOWN_FOREIGN_STORE_IMPORTS: string[] = [];

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Every module of src/ and the modules it imports, as paths relative to src/. */
function importGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    const deps = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== null);
    graph.set(path.relative(SRC, file), deps.map((d) => path.relative(SRC, d)));
  }
  return graph;
}

/** The folder a module counts in: its top-level folder, or a root file itself; in domain, its area, or a root file itself. */
function unitOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'domain' && second !== undefined ? `domain/${second}` : top;
}

const layerOf = (file: string): number => LAYERS.findIndex((l) => l.holds.includes(file.split('/')[0]));

/** Imports that go up a layer, as `from → to`. */
function upwardLayerImports(graph: Graph): string[] {
  return [...graph].flatMap(([file, deps]) => deps.filter((d) => layerOf(d) < layerOf(file)).map((d) => `${file} → ${d}`));
}

/** Top-level folders and root files that no layer holds. */
function unplaced(graph: Graph): string[] {
  return [...new Set([...graph.keys()].filter((f) => layerOf(f) < 0).map((f) => f.split('/')[0]))];
}

/** The folder-level graph: an arrow between two units when some module of one imports a module of the other. */
function unitGraph(graph: Graph): Graph {
  const units: Graph = new Map();
  for (const [file, deps] of graph) {
    const from = unitOf(file);
    const to = new Set(units.get(from) ?? []);
    for (const d of deps) if (unitOf(d) !== from) to.add(unitOf(d));
    units.set(from, [...to]);
  }
  return units;
}

/** Strongly connected components of more than one node (Tarjan), each a circle of imports. */
function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const domainRank = (file: string): number => (file.startsWith('domain/') ? DOMAIN_ORDER.indexOf(file.split('/')[1]) : -1);

/** Imports between two domain units that do not go down DOMAIN_ORDER (an unranked unit counts as going up). */
function upwardAreaImports(graph: Graph): string[] {
  return [...graph].flatMap(([file, deps]) =>
    file.startsWith('domain/')
      ? deps.filter((d) => d.startsWith('domain/') && unitOf(d) !== unitOf(file) && !(domainRank(d) >= 0 && domainRank(d) < domainRank(file))).map((d) => `${file} → ${d}`)
      : [],
  );
}

const STORE = /^domain\/([^/]+)\/store(\.ts|\/)/;

/** A module of a domain area (not a root file of src/domain). */
const inArea = (file: string) => file.startsWith('domain/') && file.split('/').length > 2;

/**
 * Imports of an area's store (domain/X/store.ts or domain/X/store/*) from another area. The root
 * files that assemble every area (domain/loaders.ts: each store's loaders) are no area.
 */
function foreignStoreImports(graph: Graph): string[] {
  return [...graph].flatMap(([file, deps]) =>
    inArea(file) ? deps.filter((d) => STORE.exec(d) && unitOf(d) !== unitOf(file)).map((d) => `${file} → ${d}`) : [],
  );
}

/** The graph less the listed `from → to` edges. */
function without(graph: Graph, edges: string[]): Graph {
  return new Map([...graph].map(([file, deps]) => [file, deps.filter((d) => !edges.includes(`${file} → ${d}`))]));
}

/** `found` less the allowed entries, and the allowed entries no longer found (the list must shrink with the code). */
function against(found: string[], allowed: string[]) {
  return { unexpected: found.filter((e) => !allowed.includes(e)), stale: allowed.filter((e) => !found.includes(e)) };
}

describe('import graph of src/', () => {
  const graph = importGraph();

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('graphql/schema.ts')).toContain('db/unit-of-work.ts');
  });

  it('places every top-level folder and root file in a layer', () => {
    expect(unplaced(graph)).toEqual([]);
  });

  it('has no import going up a layer', () => {
    expect(upwardLayerImports(graph)).toEqual([]);
  });

  it('has no circle of folders (but those the known upward area imports make)', () => {
    expect(circles(unitGraph(without(graph, KNOWN_UPWARD_AREA_IMPORTS)))).toEqual([]);
  });

  it('has no circle of modules', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('ranks every domain area', () => {
    expect([...new Set([...graph.keys()].filter((f) => f.startsWith('domain/') && domainRank(f) < 0).map(unitOf))]).toEqual([]);
  });

  it('has areas import only areas below them (known exceptions listed, shrinking)', () => {
    expect(against(upwardAreaImports(graph), KNOWN_UPWARD_AREA_IMPORTS)).toEqual({ unexpected: [], stale: [] });
  });

  it("has no area import another area's store", () => {
    expect(against(foreignStoreImports(graph), KNOWN_FOREIGN_STORE_IMPORTS)).toEqual({ unexpected: [], stale: [] });
  });
});

describe('the import rules on planted graphs', () => {
  const planted = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

  it('finds a circle where there is one', () => {
    expect(circles(planted({ 'a.ts': ['b.ts'], 'b.ts': ['a.ts'] }))).toEqual([['a.ts', 'b.ts']]);
    expect(circles(planted({ 'a.ts': ['b.ts'], 'b.ts': [] }))).toEqual([]);
  });

  it('finds a circle of folders that no two modules make alone', () => {
    // No module cycle: db/orm.ts → domain/items/entities.ts, domain/items/store.ts → db/plain-rows.ts.
    const graph = planted({ 'db/orm.ts': ['domain/items/entities.ts'], 'domain/items/entities.ts': [], 'domain/items/store.ts': ['db/plain-rows.ts'], 'db/plain-rows.ts': [] });
    expect(circles(graph)).toEqual([]);
    expect(circles(unitGraph(graph))).toEqual([['db', 'domain/items']]);
    expect(circles(unitGraph(without(graph, ['db/orm.ts → domain/items/entities.ts'])))).toEqual([]);
  });

  it('finds an import going up a layer, and lets one going down pass', () => {
    const graph = planted({ 'db/unit-of-work.ts': ['domain/context.ts', 'shared/errors.ts'], 'graphql/schema.ts': ['db/unit-of-work.ts'], 'domain/context.ts': [], 'shared/errors.ts': [] });
    expect(upwardLayerImports(graph)).toEqual(['db/unit-of-work.ts → domain/context.ts']);
  });

  it('finds a folder no layer holds', () => {
    expect(unplaced(planted({ 'plugins/x.ts': [], 'db/sql.ts': [] }))).toEqual(['plugins']);
  });

  it('finds an area importing one above it, and one importing an unranked area', () => {
    const graph = planted({
      'domain/inventory/service.ts': ['domain/orders/allocation.ts', 'domain/items/entities.ts', 'domain/context.ts'],
      'domain/items/store.ts': ['domain/newarea/x.ts'],
      'domain/context.ts': ['domain/loaders.ts'],
    });
    expect(upwardAreaImports(graph)).toEqual([
      'domain/inventory/service.ts → domain/orders/allocation.ts',
      'domain/items/store.ts → domain/newarea/x.ts',
      'domain/context.ts → domain/loaders.ts',
    ]);
  });

  it("finds an area importing another area's store, not its own", () => {
    const graph = planted({
      'domain/orders/service.ts': ['domain/orders/store.ts', 'domain/items/store/reads.ts', 'domain/items/store.ts', 'domain/items/service.ts'],
    });
    expect(foreignStoreImports(graph)).toEqual(['domain/orders/service.ts → domain/items/store/reads.ts', 'domain/orders/service.ts → domain/items/store.ts']);
    expect(foreignStoreImports(planted({ 'domain/loaders.ts': ['domain/items/store/loaders.ts'] }))).toEqual([]);
  });

  it('holds an allow-list to what it names, and names what it no longer finds', () => {
    expect(against(['a → b', 'c → d'], ['a → b', 'e → f'])).toEqual({ unexpected: ['c → d'], stale: ['e → f'] });
  });
});
