import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The layers point down: schema → src/graphql (resolvers) → src/domain (rules) → the data layer.
 * REST is a table over the same resolvers. So nothing under src/domain or src/events may import
 * from src/graphql or src/rest, and no module may reach itself through its imports (type-only
 * imports included: a circle of types is a circle of knowledge all the same).
 */
const SRC = path.resolve(__dirname, '../../src');

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

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    graph.set(file, importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== null));
  }
  return graph;
}

/** Strongly connected components of more than one module (Tarjan), each a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
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
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const rel = (f: string) => path.relative(SRC, f);
const under = (f: string, dirs: string[]) => dirs.some((d) => rel(f).startsWith(`${d}/`));

describe('import graph of src/', () => {
  const graph = importGraph();

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(SRC, 'graphql/schema.ts'))).toContain(path.join(SRC, 'db/unit-of-work.ts'));
  });

  it('has no arrow from domain or events up into graphql or rest', () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      under(file, ['domain', 'events']) ? deps.filter((d) => under(d, ['graphql', 'rest'])).map((d) => `${rel(file)} → ${rel(d)}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no import circles', () => {
    expect(circles(graph).map((c) => c.map(rel).sort())).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(circles(new Map([[a, [b]], [b, [a]]])).map((c) => c.map(rel).sort())).toEqual([['a.ts', 'b.ts']]);
  });
});
