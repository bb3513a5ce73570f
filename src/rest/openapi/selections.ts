import {
  type DocumentNode, type FieldNode, type GraphQLObjectType, type GraphQLOutputType, type SelectionSetNode,
  Kind, TypeInfo, getNamedType, isLeafType, isListType, isNonNullType, isObjectType, visit, visitWithTypeInfo,
} from 'graphql';
import { fragmentsOf } from '../../representations/leaf-fragments';
import { type Components, type Schema, described, orNull } from './types';

/**
 * Response schemas from what a route's operation selects, so the document shows exactly the fields
 * the facade sends. A leaf fragment (`...Order`, every plain field of the type, src/representations/leaf-fragments.ts)
 * becomes the component of its type's name; a selection adding nested objects extends it with
 * `allOf`. Every object is closed (`unevaluatedProperties: false`): a field the operation does not
 * select is not in the answer, and a field it selects always is (null where the type allows).
 */
export class Selections {
  private readonly fragments: ReturnType<typeof fragmentsOf>;

  constructor(private readonly components: Components, document: DocumentNode) {
    this.fragments = fragmentsOf(document);
  }

  /** A selected field's value: non-null is not-null, lists are arrays, objects their selection. */
  output(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): Schema {
    if (isNonNullType(type)) return this.outputInner(type.ofType, selectionSet);
    return orNull(this.outputInner(type, selectionSet));
  }

  private outputInner(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): Schema {
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType, selectionSet) };
    if (isLeafType(type)) return this.components.leaf(type);
    if (!isObjectType(type) || !selectionSet) throw new Error(`OpenAPI: cannot describe a selection on ${type.name}`);
    return this.object(type, selectionSet);
  }

  private object(type: GraphQLObjectType, selectionSet: SelectionSetNode): Schema {
    const spreads: Schema[] = [];
    const fields = this.fields(type, selectionSet, spreads);
    if (!spreads.length) return { type: 'object', ...fields, additionalProperties: false };
    if (spreads.length === 1 && !fields.properties) return { ...spreads[0], type: 'object', unevaluatedProperties: false };
    return { type: 'object', allOf: spreads, ...fields, unevaluatedProperties: false };
  }

  /** The fields a selection set names itself; its fragment spreads go to `spreads`, as component references. */
  private fields(type: GraphQLObjectType, selectionSet: SelectionSetNode, spreads: Schema[]): { properties?: Record<string, Schema>; required?: string[] } {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        spreads.push(this.leafComponent(selection.name.value));
        continue;
      }
      if (selection.kind !== Kind.FIELD) throw new Error(`OpenAPI: inline fragments on ${type.name} are not described`);
      const key = selection.alias?.value ?? selection.name.value;
      const field = type.getFields()[selection.name.value];
      if (!field) throw new Error(`OpenAPI: ${type.name} has no field ${selection.name.value}`);
      properties[key] = described(this.output(field.type, selection.selectionSet), field.description);
      // A field under @include/@skip is there only when the request asks.
      if (!selection.directives?.some((d) => d.name.value === 'include' || d.name.value === 'skip')) required.push(key);
    }
    return { ...(required.length || Object.keys(properties).length ? { properties } : {}), ...(required.length ? { required } : {}) };
  }

  /** The component of a leaf fragment: its type's plain fields, all required, left open so selections can extend it. */
  private leafComponent(name: string): Schema {
    const fragment = this.fragments.get(name);
    if (!fragment) throw new Error(`OpenAPI: fragment ${name} is not defined`);
    const type = this.components.graphql.getType(fragment.typeCondition.name.value);
    if (!isObjectType(type)) throw new Error(`OpenAPI: fragment ${name} is not on an object type`);
    return this.components.named(name, () => {
      const nested: Schema[] = [];
      const fields = this.fields(type, fragment.selectionSet, nested);
      if (nested.length) throw new Error(`OpenAPI: fragment ${name} spreads another fragment`);
      return described({ type: 'object', ...fields }, type.description);
    });
  }
}

export interface ResultField {
  node: FieldNode;
  type: GraphQLOutputType;
  /** The fields from the operation's root down to it: `item`, `originators`. */
  path: string[];
  /** The schema's description of the field. */
  description?: string;
}

/** The field aliased `result` (what the route answers with) and its type. */
export function resultField(document: DocumentNode, typeInfo: TypeInfo): ResultField {
  let found: ResultField | undefined;
  visit(document, visitWithTypeInfo(typeInfo, {
    Field: (node, _key, _parent, _path, ancestors) => {
      if (found || node.alias?.value !== 'result') return;
      const path = [...ancestors, node].filter((a): a is FieldNode => (a as FieldNode).kind === Kind.FIELD).map((f) => f.name.value);
      found = { node, type: typeInfo.getType()!, path, description: typeInfo.getFieldDef()?.description ?? undefined };
    },
  }));
  if (!found) throw new Error('OpenAPI: the operation has no field aliased result');
  return found;
}

/** A connection's `nodes` selection and type: a list route answers with the nodes alone. */
export function nodesOf(result: ResultField): Pick<ResultField, 'node' | 'type'> {
  const connection = getNamedType(result.type);
  const node = result.node.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'nodes');
  if (!isObjectType(connection) || !node) throw new Error(`OpenAPI: a list route must select nodes of a connection, not ${connection.name}`);
  return { node, type: connection.getFields().nodes.type };
}
