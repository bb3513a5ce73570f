import {
  type DocumentNode, type FieldNode, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLOutputType, type GraphQLSchema,
  type OperationDefinitionNode, Kind, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType, isScalarType,
  parse, typeFromAST, visit,
} from 'graphql';
import type { Route } from '../../src/rest/route';

/**
 * Requests generated from the API's own description (the REST route table and the GraphQL
 * schema), so a new route or field is exercised without anyone listing it. Every id an operation
 * takes (a path parameter, an argument, an id field of an input) is a slot; a request is made by
 * filling each slot with one customer's id of the slot's kind.
 */

/** Int arguments and input fields named like ids that address no resource. */
const NOT_RESOURCE_IDS: Record<string, string> = {
  after_id: 'a position in the event outbox to resume after, not a resource',
  user_id: 'users are not modelled: the value is stored as given and addresses nothing',
  quote_item_id: 'quotes are not modelled: the value is stored as given and addresses nothing',
  carrier_account_id: 'a staff-only field: customers are refused it outright (see the staff-only test)',
  importer_of_record_id: 'importers of record are not modelled: the value is stored as given and addresses nothing',
  owner_id: "a document's owner, of the kind owner_type names: its isolation is tested in test/documents-templates.test.ts",
};

/** Optional in the type, but a line must name its item (or a shop's id for it): filled like a required id. */
const REQUIRED_BY_SERVICE = new Set(['OrderItemCreateInput.item_id', 'ShipnoticeItemCreateInput.item_id', 'ReturnItemCreateInput.item_id']);

/** Id-like names whose kind is not their prefix. */
const KIND_ALIASES: Record<string, string> = { estimated_shipping_method: 'shipping_method', subscription: 'notification_subscription', exchange_order: 'order' };

/** Input fields that name the same thing as another field of their type, under the original's name: one of them is enough. */
const TWINS: Record<string, string> = { 'ConsumerReturnCreateInput.shipnotice_items_attributes': 'return_items' };

/** String arguments that address a resource by a code rather than an id. */
const CODE_ARGUMENTS: Record<string, string> = { code: 'scancode' };

/** `order_bulk_create(resources: [JSON!]!)` takes OrderCreateInput objects: the JSON is coerced to the resource's create input. */
const bulkInputName = (resource: string) => `${resource.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}CreateInput`;

const isIdName = (name: string) => name === 'id' || name.endsWith('_id') || name.endsWith('_ids');
const isIdType = (type: GraphQLInputType) => ['Int', 'Long'].includes(getNamedType(type).name);

/**
 * The kind an id argument addresses: `order_id` → order; `id` → the longest kind the field's name
 * starts with (`order_item_update(id)` → order_item, `item_transactions_export(id)` → item).
 */
export function kindOf(fieldName: string, argName: string, kinds: readonly string[]): string | null {
  if (argName === 'id') {
    return [...kinds].sort((x, y) => y.length - x.length).find((k) => fieldName === k || fieldName.startsWith(`${k}_`)) ?? null;
  }
  const base = argName.replace(/_ids?$/, '');
  const kind = KIND_ALIASES[base] ?? base;
  return kinds.includes(kind) ? kind : null;
}

export interface Slot {
  /** Where the id goes: `id`, `input.order_items.0.item_id`. */
  path: string;
  kind: string;
  /** Bound to a REST path parameter. */
  inPath: boolean;
  /** A kind every customer shares: filled, never varied. */
  shared?: boolean;
  /** Not required: sent only in the request that varies it. */
  optional: boolean;
}

export interface Ids {
  /** This customer's id (or code) of a tenant kind. */
  tenant(kind: string): number | string;
  /** The id of a shared kind (a warehouse, a shipping method). */
  shared(kind: string): number;
  /** Text for generated strings: the customer's marker, so what it writes is recognisable. */
  marker: string;
  /** A webhook endpoint this customer may register. */
  endpoint: string;
}

/** Whose id goes in each slot (null leaves an optional one out). */
export type IdPick = (slot: Slot, index: number) => Ids | null;

/** A REST route, and for `/call/:action` routes the action. */
export interface RestCase {
  route: Route;
  vars: RouteVariable[];
  action?: string;
  label: string;
}

export interface RestRequest {
  method: string;
  /** Under /api/v2, with its query string. */
  path: string;
  json?: unknown;
  slots: Slot[];
  unmapped: string[];
}

/** A GraphQL root field, and for fields taking an `action` the action. */
export interface GqlCase {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  fixed: Record<string, unknown>;
  label: string;
}

export interface GqlRequest {
  query: string;
  variables: Record<string, unknown>;
  slots: Slot[];
  unmapped: string[];
}

export interface Generator {
  schema: GraphQLSchema;
  tenantKinds: readonly string[];
  sharedKinds: readonly string[];
}

/** What filling one request needs, and what it found: the slots in order, the ids it could not map. */
interface Fill {
  /** The id for a slot, or undefined to leave an optional one out. */
  ids: (slot: Slot) => number | string | undefined;
  sharedIds: (kind: string) => number;
  marker: string;
  endpoint: string;
  slots: Slot[];
  unmapped: Set<string>;
}

/** Generated values (skus, meta keys, endpoints) differ across every request of a run, so none collides with an earlier one. */
let serial = 0;

/** Values for fields a blank would make invalid, by field name (or `Type.field` where only one type needs it). */
function hinted(typeName: string, name: string, fill: Fill): unknown {
  const m = fill.marker;
  const n = ++serial;
  const hints: Record<string, unknown> = {
    quantity: 1, quantity_good: 1, change: 1,
    url: `https://files.example.com/${m}-${n}.pdf`, endpoint: `${fill.endpoint}/${n}`, sync_url: `${fill.endpoint}/shop-${n}`, event_name: 'order.created',
    email: `${m}-${n}@example.com`, key: `gen_${m}_${n}`, resource_type: 'Order', originated_type: 'Item', 'ItemCreateInput.sku': `${m}-gen-${n}`,
  };
  return hints[`${typeName}.${name}`] ?? hints[name];
}

export class OperationGenerator {
  private readonly mappedMemo = new Map<string, boolean>();

  constructor(private readonly g: Generator) {}

  private get kinds(): string[] {
    return [...this.g.tenantKinds, ...this.g.sharedKinds];
  }

  /** Whether an input type holds (at any depth) an id field the generator fills. */
  private holdsMappedId(typeName: string, seen = new Set<string>()): boolean {
    if (this.mappedMemo.has(typeName)) return this.mappedMemo.get(typeName)!;
    if (seen.has(typeName)) return false;
    seen.add(typeName);
    const type = this.g.schema.getType(typeName);
    if (!isInputObjectType(type)) return false;
    const found = Object.values(type.getFields()).some((f) => {
      const named = getNamedType(f.type);
      if (isInputObjectType(named)) return this.holdsMappedId(named.name, seen);
      return isIdName(f.name) && isIdType(f.type) && !NOT_RESOURCE_IDS[f.name] && this.g.tenantKinds.includes(kindOf(typeName, f.name, this.kinds) ?? '');
    });
    this.mappedMemo.set(typeName, found);
    return found;
  }

  /**
   * A value for one argument, variable or input field: `fieldName` is the root field (for an
   * argument) or input type (for an input field) it belongs to. Required fields get a value, id
   * fields a slot, and optional inputs only where they hold an id the generator can fill.
   */
  value(fieldName: string, name: string, type: GraphQLInputType, path: string, fill: Fill, inPath: boolean, required = false): unknown {
    if (isNonNullType(type)) return this.value(fieldName, name, type.ofType, path, fill, inPath, true);
    if (isListType(type)) {
      const inner = getNamedType(type);
      const wanted = required || (isInputObjectType(inner) && this.holdsMappedId(inner.name));
      return wanted ? [this.value(fieldName, name, type.ofType, `${path}.0`, fill, inPath, true)] : undefined;
    }
    if (isInputObjectType(type)) {
      if (!required && !this.holdsMappedId(type.name)) return undefined;
      const out: Record<string, unknown> = {};
      const fields = type.getFields();
      for (const field of Object.values(fields)) {
        // `order_items_attributes` is the Rails-style twin of `order_items`: one of them is enough.
        const twin = TWINS[`${type.name}.${field.name}`] ?? /^(\w+)_attributes$/.exec(field.name)?.[1];
        if (twin && twin in fields && !isNonNullType(field.type)) continue;
        const v = this.value(type.name, field.name, field.type, `${path}.${field.name}`, fill, false);
        if (v !== undefined) out[field.name] = v;
      }
      return out;
    }
    if (isIdName(name) && isIdType(type)) {
      if (NOT_RESOURCE_IDS[name]) return undefined;
      const kind = kindOf(fieldName, name, this.kinds);
      if (kind && this.g.sharedKinds.includes(kind)) {
        if (name.endsWith('_ids')) return undefined;
        fill.slots.push({ path, kind, inPath, shared: true, optional: !required });
        return fill.sharedIds(kind);
      }
      if (!kind) {
        fill.unmapped.add(`${fieldName}.${name}`);
        return undefined;
      }
      const slot: Slot = { path, kind, inPath, optional: !required && !REQUIRED_BY_SERVICE.has(`${fieldName}.${name}`) };
      fill.slots.push(slot);
      return fill.ids(slot);
    }
    if (CODE_ARGUMENTS[name] && getNamedType(type).name === 'String') {
      const slot: Slot = { path, kind: CODE_ARGUMENTS[name], inPath, optional: !required };
      fill.slots.push(slot);
      return fill.ids(slot);
    }
    if (getNamedType(type).name === 'JSON') return this.json(fieldName, name, path, fill, required);
    const hint = hinted(fieldName, name, fill);
    if (hint !== undefined) return hint;
    if (!required) return undefined;
    if (isEnumType(type)) return type.getValues()[0].value;
    if (!isScalarType(type)) throw new Error(`no value for ${fieldName}.${name}`);
    switch (type.name) {
      case 'Int': case 'Long': case 'Float': return 1;
      case 'Boolean': return false;
      case 'DateTime': return '2030-01-01T00:00:00Z';
      case 'Date': return '2030-01-01';
      default: return `${fill.marker} ${name}`;
    }
  }

  /** JSON arguments: bulk resources are the create input of the field's resource; meta fields an empty set. */
  private json(fieldName: string, name: string, path: string, fill: Fill, required: boolean): unknown {
    const bulk = /^(\w+)_bulk_create$/.exec(fieldName);
    if (name === 'resources' && bulk) {
      const inputType = this.g.schema.getType(bulkInputName(bulk[1]));
      if (!isInputObjectType(inputType)) throw new Error(`${fieldName}: no ${bulkInputName(bulk[1])} for its resources`);
      return this.value(inputType.name, 'resource', inputType, path, fill, false, true);
    }
    if (name === 'fields') return {};
    if (required) fill.unmapped.add(`${fieldName}.${name} (JSON)`);
    return undefined;
  }

  /**
   * Fills an operation's slots: `pick(slot, index)` chooses whose id goes in each (null leaves an
   * optional slot out). Returns the variables and the slots (the same, in the same order, on every call).
   */
  fill(build: (f: Fill) => Record<string, unknown>, pick: IdPick, fallback: Ids): { variables: Record<string, unknown>; slots: Slot[]; unmapped: string[] } {
    const slots: Slot[] = [];
    const fill: Fill = {
      ids: (slot) => {
        const owner = pick(slot, slots.length - 1);
        if (!owner && !slot.optional) throw new Error(`required slot ${slot.path} left empty`);
        return owner?.tenant(slot.kind);
      },
      sharedIds: (kind) => fallback.shared(kind),
      marker: fallback.marker,
      endpoint: fallback.endpoint,
      slots,
      unmapped: new Set(),
    };
    const variables = build(fill);
    return { variables, slots, unmapped: [...fill.unmapped] };
  }

  /** A route's request: path parameters in the path, the rest in the body or query string as the route reads them. */
  restRequest(c: RestCase, pick: IdPick, caller: Ids): RestRequest {
    const { variables, slots, unmapped } = this.fill((f) => {
      const out: Record<string, unknown> = {};
      for (const v of c.vars) {
        const value = v.name === 'action' ? c.action : this.value(v.fieldName, v.argName, v.type, v.name, f, v.inPath);
        if (value !== undefined) out[v.name] = value;
      }
      return out;
    }, pick, caller);
    const path = c.route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(variables[name])));
    const rest = Object.fromEntries(Object.entries(variables).filter(([name]) => !c.vars.find((v) => v.name === name)?.inPath));
    const query = new URLSearchParams();
    let json: unknown;
    if (c.route.body === 'variables') json = rest;
    else {
      const { input, ...others } = rest;
      if (c.route.body === 'input') json = input ?? {};
      for (const [k, v] of Object.entries(others)) query.set(k, String(v));
    }
    return { method: c.route.method, path: `/api/v2${path}${query.size ? `?${query}` : ''}`, json, slots, unmapped };
  }

  gqlRequest(c: GqlCase, pick: IdPick, caller: Ids, depth = 2): GqlRequest {
    const { variables, slots, unmapped } = this.fill((f) => this.argsOf(c.field, f, c.fixed), pick, caller);
    return { query: documentFor(c.operation, c.field, variables, depth), variables, slots, unmapped };
  }

  argsOf(field: GraphQLField<unknown, unknown>, f: Fill, fixed: Record<string, unknown> = {}): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const arg of field.args) {
      const v = arg.name in fixed ? fixed[arg.name] : this.value(field.name, arg.name, arg.type, arg.name, f, false);
      if (v !== undefined) out[arg.name] = v;
    }
    return out;
  }
}

/** The input types a root field accepts, at any depth, a bulk create's JSON resources included. */
export function inputTypesOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): Set<string> {
  const found = new Set<string>();
  const walk = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || found.has(named.name)) return;
    found.add(named.name);
    for (const f of Object.values(named.getFields())) walk(f.type);
  };
  for (const arg of field.args) walk(arg.type);
  const bulk = /^(\w+)_bulk_create$/.exec(field.name);
  const resource = bulk && schema.getType(bulkInputName(bulk[1]));
  if (resource && isInputObjectType(resource)) walk(resource);
  return found;
}

/** A REST route's variables: which root field and argument each feeds, and whether the path carries it. */
export interface RouteVariable {
  name: string;
  type: GraphQLInputType;
  fieldName: string;
  argName: string;
  inPath: boolean;
}

export function routeVariables(schema: GraphQLSchema, route: Route): RouteVariable[] {
  const document: DocumentNode = parse(route.operation);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const usage = new Map<string, { fieldName: string; argName: string }>();
  visit(operation, {
    Argument: (node, _key, _parent, _path, ancestors) => {
      if (node.value.kind !== Kind.VARIABLE) return;
      const field = [...ancestors].reverse().find((a): a is FieldNode => (a as FieldNode).kind === Kind.FIELD);
      if (field && !usage.has(node.value.name.value)) usage.set(node.value.name.value, { fieldName: field.name.value, argName: node.name.value });
    },
  });
  const pathParams = new Set([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  return (operation.variableDefinitions ?? []).map((def) => {
    const name = def.variable.name.value;
    const used = usage.get(name);
    // A variable used only in a directive (@include(if: $page_total)) feeds no field.
    return {
      name,
      type: typeFromAST(schema, def.type as never) as GraphQLInputType,
      fieldName: used?.fieldName ?? '',
      argName: used?.argName ?? name,
      inPath: pathParams.has(name),
    };
  });
}

/** The root field a route's operation calls (`item` for `item(id: $id) { result: bundle_items }`). */
export function rootField(route: Route): string {
  const operation = parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return (operation.selectionSet.selections[0] as FieldNode).name.value;
}

/** Whether the route's operation is a mutation: it writes, whatever its HTTP method. */
export const isWrite = (route: Route) => /^\s*mutation\b/.test(route.operation);

/**
 * A selection of every argument-free leaf of a type and, `depth` levels down, of its objects and
 * lists: enough to show any foreign value a field might return.
 */
function selectionOf(type: GraphQLOutputType, depth = 2): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a: GraphQLArgument) => isNonNullType(a.type))) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    // A connection's edges repeat its nodes; its nodes are the level that counts, not the wrapper.
    else if (field.name === 'nodes') parts.push(`nodes ${selectionOf(field.type, depth)}`);
    else if (depth > 0 && isObjectType(inner) && field.name !== 'edges') {
      const sub = selectionOf(field.type, depth - 1);
      if (sub) parts.push(`${field.name} ${sub}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/** `query ($id: Int!) { item(id: $id) { … } }` for a root field with the given arguments. */
export function documentFor(operation: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, depth = 2): string {
  const used = field.args.filter((a) => a.name in args);
  const defs = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${operation}${defs ? ` (${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionOf(field.type, depth)} }`;
}
