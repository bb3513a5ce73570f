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

  it('describes every route in the OpenAPI document, each compiled once', () => {
    const doc = openApiDocument(schema, routes.map(compile)) as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(doc.paths).flatMap(([, methods]) => Object.keys(methods)).length;
    expect(described).toBe(routes.length);
    expect(routes.map(compile).every((compiled, i) => compiled === compile(routes[i]))).toBe(true);
  });
});
