import { GraphQLError, execute, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { executeOperation } from '../../src/representations/execute';

/**
 * Queries run compiled by graphql-jit (src/representations/execute.ts): each answer must be what graphql-js
 * gives for the same document — @skip/@include on fields, fragment spreads and inline fragments
 * (which broke the REST documents when graphql-jit was first tried), aliases, nulls, lists — and
 * errors must be graphql-js GraphQLErrors carrying the resolver's error, path and locations.
 */
class Refusal extends Error {
  readonly extensions = { code: 'NOT_FOUND' };
}

const schema = makeExecutableSchema({
  typeDefs: `
    type Line { id: Int! sku: String qty: Int! }
    type Order { id: Int! status: Int! lines: [Line!]! note: String missing: Line! }
    type Connection { total_count: Int! nodes: [Order!]! }
    type Query { orders(per_page: Int): Connection! broken: Order failing: Int }
  `,
  resolvers: {
    Query: {
      orders: (_: unknown, { per_page }: { per_page?: number }) => ({
        total_count: 3,
        nodes: [1, 2, 3].slice(0, per_page ?? 3).map((id) => ({ id, status: id * 100, note: id === 2 ? null : `n${id}`, lines: [{ id: id * 10, sku: `S${id}`, qty: id }] })),
      }),
      broken: () => {
        throw new Refusal('Order 9 not found');
      },
      failing: () => {
        throw new Error('the database went away');
      },
    },
    Order: { missing: (order: { id: number }) => (order.id === 3 ? null : { id: 1, sku: null, qty: 1 }) },
  },
});

const DOCUMENTS = [
  'query ($t: Boolean!) { orders { total_count @include(if: $t) nodes { id } } }',
  'query ($t: Boolean!) { orders { total: total_count @skip(if: $t) nodes { id status @include(if: $t) } } }',
  'query ($t: Boolean!) { orders(per_page: 2) { nodes { ...O lines { ...L @include(if: $t) } } } } fragment O on Order { id note } fragment L on Line { sku qty }',
  'query ($t: Boolean!) { orders { nodes { ... on Order @skip(if: $t) { status } ... on Order { id lines { id } } } } }',
  'query ($t: Boolean!) { orders { nodes { id ...M @include(if: $t) } } } fragment M on Order { missing { id } }',
  // The same field under a condition and, through a fragment, without one: it is always there.
  'query ($t: Boolean!) { orders { nodes { status @include(if: $t) ...S lines { sku @skip(if: $t) ... on Line { sku } } } } } fragment S on Order { status }',
];

describe('compiled query execution', () => {
  for (const document of DOCUMENTS) {
    for (const t of [true, false]) {
      it(`answers as graphql-js does: ${document.slice(0, 60)}… with $t ${t}`, async () => {
        const args = { schema, document: parse(document), variableValues: { t }, contextValue: {} };
        expect(JSON.parse(JSON.stringify(await executeOperation(args)))).toEqual(JSON.parse(JSON.stringify(await execute(args))));
      });
    }
  }

  it('raises graphql-js errors carrying the resolver error, its extensions, path and locations', async () => {
    const args = { schema, document: parse('{ broken { id } }'), contextValue: {} };
    const compiled = await executeOperation(args);
    const interpreted = await execute(args);
    expect(compiled.errors![0]).toBeInstanceOf(GraphQLError);
    expect(compiled.errors![0].originalError).toBeInstanceOf(Refusal);
    expect(compiled.errors![0].toJSON()).toEqual(interpreted.errors![0].toJSON());
    expect(compiled.data).toEqual(interpreted.data);
    // An error of no extensions has empty ones, as graphql-js gives (Apollo reads extensions.code of every error).
    const plain = { schema, document: parse('{ failing }'), contextValue: {} };
    expect((await executeOperation(plain)).errors![0].extensions).toEqual((await execute(plain)).errors![0].extensions);
  });

  it('leaves mutations to graphql-js (root fields in turn, each its own unit of work)', async () => {
    const mutable = makeExecutableSchema({ typeDefs: 'type Query { a: Int } type Mutation { b: Int }', resolvers: { Mutation: { b: () => 1 } } });
    expect(await executeOperation({ schema: mutable, document: parse('mutation { b }') })).toEqual({ data: { b: 1 } });
  });
});
