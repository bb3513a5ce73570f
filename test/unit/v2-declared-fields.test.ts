import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GraphQLInputType, isInputObjectType } from 'graphql';
import type { FieldError } from '../../src/shared/errors';
import { buildSchema } from '../../src/graphql/schema';
import { coerce } from '../../src/representations/input-coercion';
import { compileRoute } from '../../src/rest/router';
import { routes } from '../../src/rest/routes';

/**
 * Every field the original V2 API's request bodies declare, at any depth (a return's lines, an order
 * line's wholesale item, a bulk request's resources), is taken by the route that serves the operation,
 * or set aside as the facade tolerates V2 fields: none is refused as unknown (issue 28, case 7).
 */

type JsonSchema = { $ref?: string; type?: string; format?: string; items?: JsonSchema; properties?: Record<string, JsonSchema> };
interface Original {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

const original = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/openapi-v2-original.json'), 'utf8')) as Original;
const schema = buildSchema();

const resolve = (s: JsonSchema | undefined): JsonSchema | undefined => (s?.$ref ? resolve(original.components.schemas[s.$ref.split('/').pop()!]) : s);

/** A body that carries every property the schema declares, nested ones included, each at a value of its type. */
function everyField(s: JsonSchema | undefined): unknown {
  const at = resolve(s);
  if (at?.type === 'array' || at?.items) return [everyField(at.items)];
  if (at?.type === 'object' || at?.properties) return Object.fromEntries(Object.entries(at.properties ?? {}).map(([k, v]) => [k, everyField(v)]));
  if (at?.type === 'integer') return 1;
  if (at?.type === 'number') return 1.5;
  if (at?.type === 'boolean') return true;
  return at?.format === 'date-time' ? '2030-01-15T00:00:00Z' : 'x';
}

const shape = (p: string) => p.replace(/^\/api\/v2/, '').replace(/\{\w+\}|:\w+/g, '{}');
const pascal = (snake: string) => snake.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The fields of `body` the route refuses as unknown (wrong types are no concern here: the values are made up). */
function refusedUnknown(method: string, originalPath: string, body: Record<string, unknown>): string[] {
  const route = routes.find((r) => r.method === method && shape(r.path) === shape(originalPath));
  if (!route) return [`no route serves ${method} ${originalPath}`];
  // A route without a body mode reads no body: nothing in it is refused.
  if (!route.body) return [];
  const compiled = compileRoute(schema, route);
  const errors: FieldError[] = [];
  const take = (value: unknown, type: GraphQLInputType, at: string) => coerce(schema, value, type, at, errors, []);
  if (route.body === 'input') {
    take(body, compiled.variables.find((v) => v.name === 'input')!.type, '');
  } else {
    for (const [key, value] of Object.entries(body)) {
      const variable = compiled.variables.find((v) => v.name === key);
      if (!variable) errors.push({ field: key, message: 'is not a known field' });
      else take(value, variable.type, key);
    }
    // A bulk create's resources are each its resource's create input (src/representations/input-coercion.ts coerceEach).
    const bulk = /result: (\w+)_bulk_create\(/.exec(route.operation);
    const input = bulk && schema.getType(`${pascal(bulk[1])}CreateInput`);
    if (input && isInputObjectType(input)) (body.resources as unknown[]).forEach((r, i) => take(r, input, `resources.${i}`));
  }
  return errors.filter((e) => e.message === 'is not a known field').map((e) => e.field);
}

describe("the original's request bodies", () => {
  const bodies = Object.entries(original.paths).flatMap(([p, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const body = op.requestBody?.content?.['application/json']?.schema;
      return body ? [{ key: `${method.toUpperCase()} ${p}`, method: method.toUpperCase(), path: p, body: everyField(body) as Record<string, unknown> }] : [];
    }),
  );

  it('are many, nested ones among them', () => {
    expect(bodies.length).toBeGreaterThan(40);
  });

  it('hold no field a route refuses as unknown', () => {
    const refused = bodies.flatMap(({ key, method, path: p, body }) => refusedUnknown(method, p, body).map((field) => `${key}: ${field}`));
    expect(refused).toEqual([]);
  });

  it('are checked deep: the fields issue 28 found refused are in them', () => {
    const returns = bodies.find((b) => b.key === 'POST /api/v2/consumer_returns')!.body;
    expect(returns).toHaveProperty('exchange_items');
    expect(returns).toHaveProperty(['shipnotice_items_attributes', '0', 'originator_attributes', 'original_id']);
    expect(bodies.find((b) => b.key === 'POST /api/v2/orders/{id}/order_items')!.body).toHaveProperty(['wholesale_item_attributes', 'order_item_id']);
  });
});
