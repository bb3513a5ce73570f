import { type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, Kind, getNamedType, isLeafType, isObjectType, parse, visit } from 'graphql';

/**
 * `fragment Item on Item { id sku ... }` with every scalar and enum field that takes no
 * arguments: the V2 representation of a resource is all of its plain fields, but for those marked
 * `@sensitive` (a signing secret), which a route must select by name.
 */
function leafFragment(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!type || !isObjectType(type)) throw new Error(`route fragment names unknown type ${typeName}`);
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0 && !f.astNode?.directives?.some((d) => d.name.value === 'sensitive'))
    .map((f) => f.name);
  return `fragment ${typeName} on ${typeName} { ${leaves.join(' ')} }`;
}

/** Parses an operation and appends a leaf fragment for each type it spreads (`...Item`). */
export function withLeafFragments(schema: GraphQLSchema, operation: string): DocumentNode {
  const spreads = new Set<string>();
  visit(parse(operation), { FragmentSpread: (node) => void spreads.add(node.name.value) });
  return parse([operation, ...[...spreads].map((name) => leafFragment(schema, name))].join('\n'));
}

const fragmentMaps = new WeakMap<DocumentNode, Map<string, FragmentDefinitionNode>>();

/** A document's fragments by name (its leaf fragments among them): found once per document. */
export function fragmentsOf(document: DocumentNode): ReadonlyMap<string, FragmentDefinitionNode> {
  let fragments = fragmentMaps.get(document);
  if (!fragments) {
    fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    fragmentMaps.set(document, fragments);
  }
  return fragments;
}
