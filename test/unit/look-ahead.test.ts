import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import type { SelectionTree } from '../../src/db/prefetch';
import { selectedNodeTree } from '../../src/graphql/look-ahead';

/**
 * A connection's node tree is kept per parsed document (what is planned from it is kept with it),
 * unless @skip or @include decides what the nodes select.
 */
const schema = buildSchema(`
  type Line { id: Int! sku: String }
  type Order { id: Int! lines: [Line!]! }
  type PageInfo { page: Int! }
  type OrderConnection { nodes: [Order!]! total_count: Int! page_info: PageInfo! }
  type Query { orders: OrderConnection! }
`);

function treesOf(query: string, variables: Record<string, unknown>[]): SelectionTree[] {
  const document = parse(query);
  const trees: SelectionTree[] = [];
  const rootValue = {
    orders: (_: unknown, __: unknown, info: GraphQLResolveInfo) => {
      trees.push(selectedNodeTree(info));
      return { nodes: [], total_count: 0, page_info: { page: 1 } };
    },
  };
  for (const variableValues of variables) {
    const result = execute({ schema, document, rootValue, variableValues });
    expect(result).not.toHaveProperty('errors');
  }
  return trees;
}

const names = (tree: SelectionTree): unknown => Object.fromEntries([...tree].map(([k, v]) => [k, names(v)]));

describe('selectedNodeTree', () => {
  it('keeps one tree per document when a condition stands beside the nodes (REST lists: total_count @include)', () => {
    const trees = treesOf(
      `query ($t: Boolean!) { orders { total_count @include(if: $t) page_info @skip(if: $t) { page } nodes { id lines { sku } } } }`,
      [{ t: true }, { t: false }],
    );
    expect(names(trees[0])).toEqual({ id: {}, lines: { sku: {} } });
    expect(trees[1]).toBe(trees[0]);
  });

  it('builds the tree anew when a condition decides the nodes, their fields, or a fragment holding them', () => {
    for (const query of [
      `query ($t: Boolean!) { orders { nodes @include(if: $t) { id } } }`,
      `query ($t: Boolean!) { orders { nodes { id lines @include(if: $t) { sku } } } }`,
      `query ($t: Boolean!) { orders { ...Page @include(if: $t) } } fragment Page on OrderConnection { nodes { id } }`,
      `query ($t: Boolean!) { orders { ...Page } } fragment Page on OrderConnection { nodes @skip(if: $t) { id } }`,
    ]) {
      const trees = treesOf(query, [{ t: true }, { t: false }]);
      expect(trees[1]).not.toBe(trees[0]);
    }
    const [shown, hidden] = treesOf(`query ($t: Boolean!) { orders { nodes { id lines @include(if: $t) { sku } } } }`, [{ t: true }, { t: false }]);
    expect(names(shown)).toEqual({ id: {}, lines: { sku: {} } });
    expect(names(hidden)).toEqual({ id: {} });
  });
});
