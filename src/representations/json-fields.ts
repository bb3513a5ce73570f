import {
  getNamedType, getNullableType, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, Kind,
  type FieldNode, type FragmentDefinitionNode, type GraphQLObjectType, type SelectionSetNode,
} from 'graphql';
import type { JsonField, JsonScalar } from '../db/json-rows';

/** A document's fragments by name (GraphQLResolveInfo's `fragments`). */
type Fragments = Record<string, FragmentDefinitionNode>;

/** The GraphQL scalars whose serialization PostgreSQL writes as it is from their columns (db/json-rows.ts checks the columns). */
const JSON_SCALARS = new Set<string>(['Int', 'Float', 'String', 'ID', 'Boolean', 'DateTime', 'Date']);

/** The fields of a selection set on `type`, fragments spread; null where a directive or another type's fragment takes part. */
function plainFieldsOf(fragments: Fragments, type: GraphQLObjectType, set: SelectionSetNode | undefined): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (const selection of set?.selections ?? []) {
    if (selection.directives?.length) return null;
    if (selection.kind === Kind.FIELD) {
      fields.push(selection);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== type.name)) return null;
    const inner = plainFieldsOf(fragments, type, fragment.selectionSet);
    if (!inner) return null;
    fields.push(...inner);
  }
  return fields;
}

/** The fields selected on `type` as PostgreSQL writes them (db/json-rows.ts), or null where the selection is GraphQL's to resolve. */
export function jsonFieldsOf(fragments: Fragments, type: GraphQLObjectType, set: SelectionSetNode | undefined): JsonField[] | null {
  const selections = plainFieldsOf(fragments, type, set);
  if (!selections) return null;
  const fields: JsonField[] = [];
  const seen = new Map<string, string>();
  for (const selection of selections) {
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    if (seen.has(key)) {
      // The same leaf twice answers once; anything else merged under one key is GraphQL's to do.
      if (seen.get(key) === name && !selection.selectionSet) continue;
      return null;
    }
    seen.set(key, name);
    if (name === '__typename') {
      fields.push({ key, field: name, typename: type.name });
      continue;
    }
    const field = type.getFields()[name];
    if (!field || field.args.length || selection.arguments?.length) return null;
    const nullable = getNullableType(field.type);
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) {
      const list = isListType(nullable);
      if (list && isListType(getNullableType(nullable.ofType))) return null;
      // A field with a resolver of its own is written only from its entity's derived form (db/json-rows.ts).
      const resolved = field.resolve ? { resolved: true } : {};
      if (isEnumType(named)) {
        const values = named.getValues();
        // The stored text must be the value's name for PostgreSQL to write what GraphQL serializes.
        if (values.some((v) => v.value !== v.name)) return null;
        fields.push({ key, field: name, enumValues: values.map((v) => v.name), list, ...resolved });
      } else {
        if (!JSON_SCALARS.has(named.name)) return null;
        fields.push({ key, field: name, scalar: named.name as JsonScalar, list, ...resolved });
      }
    } else if (isObjectType(named) && field.resolve) {
      // A relation: db/json-rows.ts writes it only where it is one the page brings.
      const below = jsonFieldsOf(fragments, named, selection.selectionSet);
      if (!below) return null;
      fields.push({ key, field: name, below, required: isNonNullType(field.type) && !isListType(nullable) });
    } else return null;
  }
  return fields;
}
