import { type GraphQLNamedType, type GraphQLSchema, getNamedType, getNullableType, isLeafType, isListType, isObjectType } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { type PageArgs, pageWindow } from '../db/list/paging';

/** A mutation writes: it costs as Shopify's do, ten points before its selection. */
const MUTATION_COST = 10;

/**
 * What a list without paging arguments is assumed to hold: an object's own parts (an order's
 * order_items and packages, a delivery's attempts, at most 10). The caller cannot size such a list,
 * so it is not charged a whole default page.
 */
const PLAIN_LIST_SIZE = 10;

/**
 * The rows a connection asks for (`first` or `per_page`, default 25), read by paging.ts itself: paging
 * it would refuse (a per_page of 9999, page 0, a cursor it never issued) throws its BAD_USER_INPUT
 * here, so the operation is refused before it is charged (operation-check.ts), not charged and then refused.
 */
const pageSize = (args: Record<string, unknown>) => pageWindow(args as PageArgs).limit;

/** A connection has `nodes` and `page_info`; its `edges` wrap each node. */
export const isConnection = (type: GraphQLNamedType) => isObjectType(type) && 'nodes' in type.getFields() && 'page_info' in type.getFields();

/**
 * The cost model (README "Limits"), computed from the document and variables before anything runs:
 * scalars and enums cost 0, an object 1, a mutation field 10; a connection costs 1 plus its page
 * size times the cost of one node (a node 1 plus its own selection; `page_info` and `total_count`
 * are free); any other list of objects 10 times one element. Introspection is free: its
 * size is the schema's, not the data's.
 */
export function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const mutation = schema.getMutationType();
  const edgeTypes = new Set<GraphQLNamedType>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) && isConnection(type)) {
      const edges = type.getFields().edges;
      if (edges) edgeTypes.add(getNamedType(edges.type));
    }
  }
  return ({ type: parent, field, args, childComplexity }) => {
    const returned = getNamedType(field.type);
    if (field.name.startsWith('__') || parent.name.startsWith('__') || isLeafType(returned)) return 0;
    // Inside a connection the page size is the connection's: its lists hold one page.
    if (isConnection(parent)) {
      if (field.name === 'nodes') return 1 + childComplexity;
      if (field.name === 'edges') return childComplexity;
      return 0;
    }
    if (edgeTypes.has(parent) && field.name === 'node') return 1 + childComplexity;
    const own = parent === mutation ? MUTATION_COST : 1;
    if (isConnection(returned)) return own + pageSize(args) * childComplexity;
    if (isListType(getNullableType(field.type))) return (parent === mutation ? MUTATION_COST : 0) + PLAIN_LIST_SIZE * (1 + childComplexity);
    return own + childComplexity;
  };
}
