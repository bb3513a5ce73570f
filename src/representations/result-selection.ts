import { type DocumentNode, type FieldNode, type SelectionSetNode, Kind, visit } from 'graphql';

/**
 * Where a document the service writes for a resource (a REST route's, an event payload's rendering)
 * selects that resource: its field aliased `result`, and for a list the `nodes` under it.
 */

/** The operation's field aliased `result`. */
export function resultField(document: DocumentNode): FieldNode | undefined {
  let result: FieldNode | undefined;
  visit(document, { Field: (node) => void (node.alias?.value === 'result' && (result ??= node)) });
  return result;
}

/** Per document, the selection found as an object's (false) and as a list's (true): asked both ways, each is its own. */
const resourceSelections = new WeakMap<DocumentNode, Map<boolean, SelectionSetNode | undefined>>();

/** The resource's selection set: under the field aliased `result` (and its `nodes`, for a list); found once per document and way. */
export function resourceSelection(document: DocumentNode, list: boolean): SelectionSetNode | undefined {
  let found = resourceSelections.get(document);
  if (!found) resourceSelections.set(document, (found = new Map()));
  if (!found.has(list)) found.set(list, findResourceSelection(document, list));
  return found.get(list);
}

function findResourceSelection(document: DocumentNode, list: boolean): SelectionSetNode | undefined {
  const result = resultField(document);
  if (!list) return result?.selectionSet;
  return result?.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'nodes')?.selectionSet;
}
