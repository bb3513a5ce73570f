import { buildSchema, parse } from 'graphql';
import { operationChecker } from '../../src/limits/operation-check';

/** A connection (nodes and page_info), a plain object and a mutation with an input: the shapes the cost model tells apart. */
const schema = buildSchema(`
  type PageInfo { has_next_page: Boolean }
  type Order { id: Int status: Int }
  type OrderConnection { nodes: [Order!]! page_info: PageInfo! }
  input NoteInput { text: String! pinned: Boolean! }
  type Query { orders(per_page: Int, first: Int): OrderConnection! order(id: Int!): Order }
  type Mutation { note_add(input: NoteInput!): Order }
`);

const limits = { maxDepth: 10, maxAliases: 10, maxCost: 1000 };

describe('operation check', () => {
  it('checks a mutation once for every input (10 points): an input sizes no page, so it cannot change the cost', () => {
    const check = operationChecker(schema, limits);
    const document = parse('mutation ($input: NoteInput!) { note_add(input: $input) { id status } }');
    const first = check(document, undefined, { input: { text: 'a', pinned: true } });
    expect(first).toEqual({ cost: 10, refusal: null });
    // The same outcome object: the second input was not walked and coerced again.
    expect(check(document, undefined, { input: { text: 'b', pinned: false } })).toBe(first);
  });

  it('costs a page by the variables that size it, each value apart', () => {
    const check = operationChecker(schema, limits);
    const document = parse('query ($n: Int, $id: Int!) { orders(per_page: $n) { nodes { id } } order(id: $id) { id } }');
    expect(check(document, undefined, { n: 10, id: 1 }).cost).toBe(1 + 10 * 1 + 1);
    expect(check(document, undefined, { n: 50, id: 1 }).cost).toBe(1 + 50 * 1 + 1);
    expect(check(document, undefined, { n: 10, id: 2 })).toBe(check(document, undefined, { n: 10, id: 3 }));
    // A page size paging refuses is refused, whatever was checked before.
    expect(check(document, undefined, { n: 9999, id: 1 }).refusal?.code).toBe('BAD_USER_INPUT');
  });

  it('tells a paging variable left out (its default applies) from one given as null', () => {
    const check = operationChecker(schema, limits);
    const document = parse('query ($n: Int = 50) { orders(per_page: $n) { nodes { id } } }');
    expect(check(document, undefined, { n: null }).cost).toBe(1 + 25);
    expect(check(document, undefined, {}).cost).toBe(1 + 50);
  });

  it('keys on the variables of @skip and @include, which drop what they guard', () => {
    const check = operationChecker(schema, limits);
    const document = parse('query ($all: Boolean!) { orders(per_page: 50) @include(if: $all) { nodes { id } } order(id: 1) { id } }');
    expect(check(document, undefined, { all: true }).cost).toBe(52);
    expect(check(document, undefined, { all: false }).cost).toBe(1);
  });

  it('does not keep an outcome checked with invalid variables: the next valid request is costed in full', () => {
    const check = operationChecker(schema, limits);
    const document = parse('mutation ($input: NoteInput!) { note_add(input: $input) { id } }');
    expect(check(document, undefined, { input: { text: 7 } }).cost).toBe(0);
    expect(check(document, undefined, { input: { text: 'a', pinned: true } })).toEqual({ cost: 10, refusal: null });
  });

  it('refuses depth and aliases whatever the variables', () => {
    const check = operationChecker(schema, { ...limits, maxAliases: 1 });
    const document = parse('query ($id: Int!) { a: order(id: $id) { id } b: order(id: $id) { id } }');
    expect(check(document, undefined, { id: 1 }).refusal?.message).toMatch(/aliases/);
    expect(check(document, undefined, { id: 2 }).refusal?.message).toMatch(/aliases/);
  });
});
