import { getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The response keys' field names directly under `selections`, fragments spread, @skip/@include honoured. */
function fieldsOf(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, into: FieldNode[] = []): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if === false) continue;
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(info, selection.selectionSet, into);
    else fieldsOf(info, info.fragments[selection.name.value]?.selectionSet, into);
  }
  return into;
}

/**
 * The names of the fields a connection's caller selected on its nodes (`nodes { … }` and
 * `edges { node { … } }`), so a list read fetches only the columns they need.
 */
export function selectedNodeFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  for (const field of info.fieldNodes.flatMap((node) => fieldsOf(info, node.selectionSet))) {
    if (field.name.value === 'nodes') for (const f of fieldsOf(info, field.selectionSet)) names.add(f.name.value);
    if (field.name.value === 'edges') {
      for (const edge of fieldsOf(info, field.selectionSet)) {
        if (edge.name.value === 'node') for (const f of fieldsOf(info, edge.selectionSet)) names.add(f.name.value);
      }
    }
  }
  return names;
}
