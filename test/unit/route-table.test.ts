import { type DocumentNode, type FieldNode, type OperationDefinitionNode, Kind, print } from 'graphql';
import { buildSchema } from '../../src/graphql/schema';
import { openApiDocument } from '../../src/rest/openapi/document';
import { routeCompiler } from '../../src/rest/router';
import { routes } from '../../src/rest/routes';

/**
 * A server compiles each route of the table the first time it is called (rest/router.ts
 * routeCompiler), so a route whose operation the schema refuses, whose path parameter feeds no
 * variable, or that is in the table twice, fails here rather than in some caller's request.
 */
describe('the route table', () => {
  const schema = buildSchema();
  const compile = routeCompiler(schema);

  it('compiles and validates every route against the schema', () => {
    const failures = routes.flatMap((route) => {
      try {
        compile(route);
        return [];
      } catch (e) {
        return [(e as Error).message];
      }
    });
    expect(failures).toEqual([]);
  });

  it('reads as a page of one only the object a GET of /:id answers, with the same selection', () => {
    const paged = routes.filter((route) => route.page);
    expect(paged.map((route) => `${route.method} ${route.path}`).sort()).toEqual(['GET /items/:id', 'GET /orders/:id']);
    // The page's nodes select what the route's own field selects, fragments and all.
    const resultOf = (doc: DocumentNode) => {
      const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      return operation.selectionSet.selections.find((f): f is FieldNode => f.kind === Kind.FIELD && f.alias?.value === 'result')!;
    };
    const fragments = (doc: DocumentNode) => doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map(print).sort();
    for (const route of paged) {
      const { document, pageRead } = compile(route);
      const nodes = resultOf(pageRead!.document).selectionSet!.selections.find((f): f is FieldNode => f.kind === Kind.FIELD && f.name.value === 'nodes')!;
      expect(print(nodes.selectionSet!)).toBe(print(resultOf(document).selectionSet!));
      expect(fragments(pageRead!.document)).toEqual(fragments(document));
    }
    const put = routes.find((route) => route.method === 'PUT' && route.path === '/orders/:id')!;
    expect(() => compile({ ...put, page: 'orders' })).toThrow('a page reads the object a GET of /:id answers');
    const get = routes.find((route) => route.method === 'GET' && route.path === '/orders/:id')!;
    expect(() => compile({ ...get, page: 'orders_count' })).toThrow();
  });

  it('describes every route in the OpenAPI document, each compiled once', () => {
    const doc = openApiDocument(schema, routes.map(compile)) as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(doc.paths).flatMap(([, methods]) => Object.keys(methods)).length;
    expect(described).toBe(routes.length);
    expect(routes.map(compile).every((compiled, i) => compiled === compile(routes[i]))).toBe(true);
  });
});
