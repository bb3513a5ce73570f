import type { SelectionTree } from '../db/prefetch';
import type { JsonField, JsonPage } from '../db/json-rows';
import { jsonFieldsOf } from '../representations/json-fields';
import { jsonPageSink } from '../representations/json-text';
import {
  getDirectiveValues, getNamedType, GraphQLIncludeDirective, GraphQLSkipDirective, isObjectType, Kind,
  type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode,
} from 'graphql';

/** Set while a walk meets a @skip or @include: its tree then hangs on the variables and is not kept. */
let conditional = false;

/** The response keys' field names directly under `selections`, fragments spread, @skip/@include honoured. */
function fieldsOf(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, into: FieldNode[] = []): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.directives?.length) conditional = true;
    if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if === false) continue;
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(info, selection.selectionSet, into);
    else fieldsOf(info, info.fragments[selection.name.value]?.selectionSet, into);
  }
  return into;
}

/** Each selected field's name with what is selected under it (empty for a leaf); aliases of one field merge. */
function treeOf(info: GraphQLResolveInfo, fields: FieldNode[]): SelectionTree {
  const tree: SelectionTree = new Map();
  for (const field of fields) {
    const below = treeOf(info, fieldsOf(info, field.selectionSet));
    const seen = tree.get(field.name.value);
    if (!seen) tree.set(field.name.value, below);
    else for (const [name, sub] of below) seen.set(name, sub);
  }
  return tree;
}

/**
 * What a connection's caller selected on its nodes (`nodes { … }` and `edges { node { … } }`), as
 * a tree of field names, so a list read fetches only the columns they need and can bring the
 * children it asks for in the same statement (db/prefetch.ts).
 */
export function selectedNodeTree(info: GraphQLResolveInfo): SelectionTree {
  const kept = info.fieldNodes.length === 1 ? nodeTrees.get(info.fieldNodes[0]) : undefined;
  if (kept) return kept;
  conditional = false;
  const tree = nodeTreeOf(info);
  if (!conditional && info.fieldNodes.length === 1) nodeTrees.set(info.fieldNodes[0], tree);
  return tree;
}

/**
 * Trees kept per field node of a parsed document (documents are parsed once and cached), unless
 * @skip or @include took part: the same tree object each time, so what is planned from it
 * (db/prefetch.ts) is kept with it. Callers only read a tree.
 */
const nodeTrees = new WeakMap<FieldNode, SelectionTree>();

function nodeTreeOf(info: GraphQLResolveInfo): SelectionTree {
  const nodes: FieldNode[] = [];
  const connectionFields = info.fieldNodes.flatMap((node) => fieldsOf(info, node.selectionSet));
  // A condition beside the nodes (REST's `total_count @include(if: $page_total)`) does not change
  // the tree: only one on the nodes, the edges or a fragment that may hold them does.
  conditional = info.fieldNodes.some((node) => conditionsNodes(info, node.selectionSet));
  for (const field of connectionFields) {
    if (field.name.value === 'nodes') nodes.push(field);
    if (field.name.value === 'edges') nodes.push(...fieldsOf(info, field.selectionSet).filter((edge) => edge.name.value === 'node'));
  }
  return treeOf(info, nodes.flatMap((node) => fieldsOf(info, node.selectionSet)));
}

/** Whether a @skip or @include decides if a connection's `nodes` or `edges` are selected. */
function conditionsNodes(info: GraphQLResolveInfo, set: SelectionSetNode | undefined): boolean {
  return (set?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) return Boolean(selection.directives?.length) && (selection.name.value === 'nodes' || selection.name.value === 'edges');
    if (selection.directives?.length) return true;
    return conditionsNodes(info, selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet);
  });
}

/** What the caller selected under the field being resolved, as a tree of field names. */
export function selectedTree(info: GraphQLResolveInfo): SelectionTree {
  return treeOf(info, info.fieldNodes.flatMap((node) => fieldsOf(info, node.selectionSet)));
}

/**
 * A connection's nodes as PostgreSQL can write them: the response key of `nodes` and the fields
 * under it, or null when the selection has edges, a condition, an argument or an abstract type.
 * A leaf with a resolver of its own is marked `resolved`: PostgreSQL writes it only where its
 * entity declares how (db/prefetch.ts DerivedFields). Kept per field node, as trees are.
 */
interface NodesPlan {
  key: string;
  fields: JsonField[];
}

const nodesPlans = new WeakMap<FieldNode, NodesPlan | null>();

function nodesPlanOf(info: GraphQLResolveInfo): NodesPlan | null {
  const [connection] = info.fieldNodes;
  if (info.fieldNodes.length !== 1) return null;
  if (nodesPlans.has(connection)) return nodesPlans.get(connection)!;
  const plan = planNodes(info, connection);
  nodesPlans.set(connection, plan);
  return plan;
}

function planNodes(info: GraphQLResolveInfo, connection: FieldNode): NodesPlan | null {
  const type = getNamedType(info.returnType);
  // Conditions beside the nodes (REST's total_count) are GraphQL's: they do not change the nodes.
  if (!isObjectType(type) || conditionsNodes(info, connection.selectionSet)) return null;
  const selections = fieldsOf(info, connection.selectionSet);
  const nodes = selections.filter((f) => f.name.value === 'nodes');
  if (nodes.length !== 1 || selections.some((f) => f.name.value === 'edges')) return null;
  const nodeType = getNamedType((type as GraphQLObjectType).getFields().nodes?.type);
  const fields = nodeType && isObjectType(nodeType) ? jsonFieldsOf(info.fragments, nodeType, nodes[0].selectionSet) : null;
  return fields && { key: nodes[0].alias?.value ?? 'nodes', fields };
}

const pathOf = (path: GraphQLResolveInfo['path'] | undefined): (string | number)[] => (path ? [...pathOf(path.prev), path.key] : []);

/**
 * The page of nodes under the connection being resolved, wanted as JSON text: when the execution
 * takes pages so (representations/execute.ts) and the nodes select only columns and relations a
 * page brings. The list's resolver hands the text on (db/list/connection.ts); the answer carries it
 * in place of the nodes, unparsed.
 */
export function jsonNodes(info: GraphQLResolveInfo): JsonPage | null {
  const sink = jsonPageSink(info.rootValue);
  const plan = sink && nodesPlanOf(info);
  if (!plan) return null;
  const path = [...pathOf(info.path), plan.key];
  return { fields: plan.fields, deliver: (text) => sink!(path, text) };
}
