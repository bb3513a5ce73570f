import { type DocumentNode, type FieldNode, type SelectionNode, type SelectionSetNode, Kind, visit } from 'graphql';
import { fragmentsOf } from '../representations/leaf-fragments';
import { resourceSelection } from '../representations/result-selection';
import { ForkliftError } from '../shared/errors';
import { isObject } from './params';

/**
 * Sparse fieldsets (`fields=`): V2's comma-separated list of the fields a resource answers with,
 * extended with dotted paths into the resources nested in it (`order_items.sku`), so a caller
 * that wants a line's sku and quantity is not sent its thirty other fields and its originator.
 * A name alone keeps its value whole (`order_items`), and wins over paths under it.
 */

/** The names asked for at one level, each with the names asked for under it, or null for the whole value. */
export type FieldTree = Map<string, FieldTree | null>;

type Fragments = ReturnType<typeof fragmentsOf>;

/** The field selections of a set, fragment spreads expanded into their fields. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, fragments: Fragments): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    return fieldsOf(selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value)?.selectionSet : selection.selectionSet, fragments);
  });
}

const nameOf = (field: FieldNode) => field.alias?.value ?? field.name.value;

const fieldMaps = new WeakMap<SelectionSetNode, Map<string, FieldNode>>();

/**
 * The fields of a set by the name they answer under (the first where two share one), fragment
 * spreads expanded: found once per selection set, as every `fields=` names its fields against them.
 */
function fieldsByName(selectionSet: SelectionSetNode | undefined, fragments: Fragments): ReadonlyMap<string, FieldNode> {
  if (!selectionSet) return new Map();
  let byName = fieldMaps.get(selectionSet);
  if (!byName) {
    byName = new Map();
    for (const field of fieldsOf(selectionSet, fragments)) if (!byName.has(nameOf(field))) byName.set(nameOf(field), field);
    fieldMaps.set(selectionSet, byName);
  }
  return byName;
}

/**
 * The tree `fields=` asks for, or null when it asks for nothing. Each name is checked against what
 * the resource answers with at its level: one it does not have, or a path below a plain value, is
 * refused with its whole path named, never ignored.
 */
export function parseFields(fields: unknown, document: DocumentNode, list: boolean): FieldTree | null {
  // `fields[]=id&fields[]=sku` arrives as a list (rest/params.ts, Rack's rules): the same as `fields=id,sku`.
  const text = Array.isArray(fields) ? fields.filter((f) => typeof f === 'string').join(',') : fields;
  if (typeof text !== 'string') return null;
  const fragments = fragmentsOf(document);
  const resource = resourceSelection(document, list);
  const tree: FieldTree = new Map();
  const unknown: string[] = [];
  for (const path of text.split(',').map((f) => f.trim()).filter(Boolean)) {
    let level = tree;
    let selection = resource;
    const parts = path.split('.');
    for (const [i, part] of parts.entries()) {
      const field = fieldsByName(selection, fragments).get(part);
      const last = i === parts.length - 1;
      if (!field || (!last && !field.selectionSet)) {
        unknown.push(path);
        break;
      }
      if (last) {
        level.set(part, null);
        break;
      }
      const below = level.get(part);
      if (below === null) break; // already asked for whole
      if (!below) level.set(part, new Map());
      level = level.get(part)!;
      selection = field.selectionSet;
    }
  }
  if (unknown.length) throw new ForkliftError('BAD_USER_INPUT', `fields names unknown field ${unknown.join(', ')}`, [{ field: 'fields', message: `unknown field ${unknown.join(', ')}` }]);
  return tree.size ? tree : null;
}

/** The tree as text, by which a pruned document is kept: `id,order_items(sku,quantity)`. */
export const fieldsKey = (tree: FieldTree): string =>
  [...tree].map(([name, below]) => (below ? `${name}(${fieldsKey(below)})` : name)).join(',');

/** The selections of a set that the tree asks for, nested sets narrowed the same way, in the order asked. */
function narrowed(selectionSet: SelectionSetNode, tree: FieldTree, fragments: Fragments): SelectionSetNode {
  const order = [...tree.keys()];
  const kept: SelectionNode[] = fieldsOf(selectionSet, fragments)
    .filter((field) => tree.has(nameOf(field)))
    .sort((a, b) => order.indexOf(nameOf(a)) - order.indexOf(nameOf(b)))
    .map((field) => {
      const below = tree.get(nameOf(field));
      return below && field.selectionSet ? { ...field, selectionSet: narrowed(field.selectionSet, below, fragments) } : field;
    });
  return { ...selectionSet, selections: kept };
}

/**
 * A copy of the document whose resource selection keeps only what the tree asks for, in the order
 * asked: the answer's order, also where PostgreSQL writes it (db/json-rows.ts), and what is not
 * asked for is never loaded.
 */
export function pruneResource(document: DocumentNode, list: boolean, tree: FieldTree): DocumentNode {
  const target = resourceSelection(document, list);
  const fragments = fragmentsOf(document);
  return visit(document, { SelectionSet: (node) => (node === target ? narrowed(node, tree, fragments) : undefined) });
}

/** An answer narrowed to the tree, for answers GraphQL rendered (a pruned document answers with no more; this fixes the order). */
export function pickFields(payload: unknown, tree: FieldTree | null): unknown {
  if (!tree) return payload;
  if (Array.isArray(payload)) return payload.map((p) => pickFields(p, tree));
  if (!isObject(payload)) return payload;
  return Object.fromEntries([...tree].filter(([name]) => name in payload).map(([name, below]) => [name, pickFields(payload[name], below)]));
}
