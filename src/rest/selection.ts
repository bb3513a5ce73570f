import { type GraphQLSchema, getNamedType, isLeafType, isObjectType } from 'graphql';

/**
 * `fragment Item on Item { id sku ... }` with every scalar and enum field that takes no
 * arguments: the V2 representation of a resource is all of its plain fields.
 */
export function leafFragment(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!type || !isObjectType(type)) throw new Error(`route fragment names unknown type ${typeName}`);
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0)
    .map((f) => f.name);
  return `fragment ${typeName} on ${typeName} { ${leaves.join(' ')} }`;
}
